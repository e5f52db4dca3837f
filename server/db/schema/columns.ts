/**
 * Columns every synced row carries: `updated_at` (pull checkpoints order by it, with id as tie-break),
 * `version` (optimistic concurrency: a stale baseVersion is a conflict) and `deleted_at` (tombstones, so a
 * delete reaches devices that pulled the row before).
 *
 * `updated_at` is stored to the millisecond (precision 3), the precision of a JS Date and of the ISO
 * checkpoint a device sends back: with PostgreSQL's default microseconds, a row written at .123456 would
 * sort after the checkpoint .123 it was reported under and be pulled again, forever at limit=1.
 */
import { customType, integer, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const syncColumns = {
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date', precision: 3 })
    .notNull()
    .defaultNow(),
  version: integer('version').notNull().default(1),
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
};

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A required link to another row: `<name> text not null references <target>` (no cascade). */
export const requiredRef = (name: string, target: () => AnyPgColumn) =>
  text(name).notNull().references(target);

/**
 * File bytes (bytea). Both drivers' values come back as a Node Buffer; node-postgres's may be a view on a
 * larger pooled ArrayBuffer, so copy (`new Uint8Array(buffer)`) before handing out `.buffer`.
 */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
