/**
 * Columns every synced row carries: `updated_at` (pull checkpoints order by it, with id as tie-break),
 * `version` (optimistic concurrency: a stale baseVersion is a conflict) and `deleted_at` (tombstones, so a
 * delete reaches devices that pulled the row before).
 */
import { integer, timestamp } from 'drizzle-orm/pg-core';

export const syncColumns = {
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
};

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
