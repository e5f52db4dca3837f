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
  type PullPage,
  type PullResponse,
  type SyncCollection,
} from '../../domain/sync/protocol.ts';
import { orgsWhere, type Principal } from '../auth/principal.ts';
import type { Db } from '../db/client.ts';
import { toFixtureDoc, toTombstone } from '../services/competition/fixture.dto.ts';
import { fixturesChangedSince, officialsOf } from '../services/competition/fixture.repository.ts';
import { pullInjuries } from '../services/injury/injury.sync.ts';
import { TEAM_PULLERS } from './team-pull.ts';
import { pullDrawTickets } from './draw-pull.ts';

export type Puller = (db: Db, p: Principal, after: Checkpoint | null, limit: number) => Promise<PullPage>;

/** Fixtures: those the caller is appointed to, and those owned by organisations they run competitions for. */
const pullFixtures: Puller = async (db, p, after, limit) => {
  const rows = await fixturesChangedSince(
    db,
    { personId: p.personId, adminOrgIds: orgsWhere(p, 'competition') },
    after,
    limit + 1,
  );
  const page = rows.slice(0, limit);
  const officials = await officialsOf(
    db,
    page.filter((r) => r.visible).map((r) => r.record.fixture.id),
  );
  const documents = page.map((r) => (r.visible ? toFixtureDoc(r.record, officials) : toTombstone(r.record)));
  const last = documents.at(-1);
  return {
    documents,
    checkpoint: last ? { updatedAt: last.updatedAt, id: last.id } : after,
    hasMore: rows.length > limit,
  };
};

const PULLERS: Record<SyncCollection, Puller> = {
  fixtures: pullFixtures,
  ...TEAM_PULLERS,
  injuries: pullInjuries,
  drawTickets: pullDrawTickets,
};

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
