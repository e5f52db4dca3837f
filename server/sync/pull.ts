/**
 * Sync pull: per collection, the documents changed after the device's checkpoint, in (updatedAt, id)
 * order, at most `limit`, scoped to what the caller may hold on a device.
 *
 * Invariants:
 * - The checkpoint is the last document's `{updatedAt, id}`, and `updated_at` is stored to the millisecond
 *   (schema/columns.ts), so `(updated_at, id) > checkpoint` skips nothing and repeats nothing.
 * - Every change to a document moves its `updated_at` strictly forward (fixture.repository.ts `bumpedAt`).
 * - A document the caller held but may no longer see (deleted, or their appointment removed) comes as a
 *   tombstone `{id, version, updatedAt, deleted: true}`.
 * - An empty page answers the checkpoint it was given, so the device never moves backwards.
 *
 * Known limit: on PostgreSQL with concurrent writers, a transaction that commits after a later-stamped one
 * was pulled would be skipped; writes are one short statement after the row lock, which keeps that window
 * to milliseconds. PGlite (the default) runs one transaction at a time.
 */
import {
  SYNC_PROTOCOL_VERSION,
  type Checkpoint,
  type PullResponse,
  type SyncCollection,
} from '../../domain/sync/protocol.ts';
import type { Principal } from '../auth/principal.ts';
import type { Db } from '../db/client.ts';
import { CALENDAR_PULLERS } from '../services/calendar/calendar.sync.ts';
import { COMPETITION_PULLERS } from '../services/competition/competition.sync.ts';
import { DRAW_PULLERS } from '../services/draw/draw.sync.ts';
import { EVENT_PULLERS } from '../services/event/event.sync.ts';
import { HEALTH_PULLERS } from '../services/health/health.sync.ts';
import { INJURY_PULLERS } from '../services/injury/injury.sync.ts';
import { MESSAGE_PULLERS } from '../services/message/message.sync.ts';
import { SURVEY_PULLERS } from '../services/survey/survey.sync.ts';
import { TEAM_PULLERS } from '../services/team/team.sync.ts';
import type { Puller } from './operation.ts';

/** The pull collections, each declared by its context's `<context>.sync.ts`; a missing one is a type error. */
const PULLERS = {
  ...COMPETITION_PULLERS,
  ...TEAM_PULLERS,
  ...EVENT_PULLERS,
  ...INJURY_PULLERS,
  ...DRAW_PULLERS,
  ...HEALTH_PULLERS,
  ...MESSAGE_PULLERS,
  ...CALENDAR_PULLERS,
  ...SURVEY_PULLERS,
} satisfies Record<SyncCollection, Puller>;

export async function pull(
  db: Db,
  principal: Principal,
  q: {
    collections: SyncCollection[];
    checkpoints?: Partial<Record<SyncCollection, Checkpoint | null>>;
    limit: number;
  },
): Promise<PullResponse> {
  const collections: PullResponse['collections'] = {};
  for (const c of new Set(q.collections)) {
    collections[c] = await PULLERS[c](db, principal, q.checkpoints?.[c] ?? null, q.limit);
  }
  return { protocol: SYNC_PROTOCOL_VERSION, collections };
}
