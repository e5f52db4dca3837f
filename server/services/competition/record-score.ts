/**
 * The one rule for recording a fixture's score, used by `PUT /api/fixture/{id}/score` and by the sync
 * push's `fixture.recordScore` operation, so a score entered offline meets exactly the checks of one entered
 * online. Call it inside a transaction with a validated `RefereeScoreInput`.
 *
 * Order: access first (an official appointed as referee or standby, or a competition admin above the
 * owner); then the states that make the server's result final — confirmed by the competition admin, or the
 * referee report submitted (seed 2 §4: a submitted report cannot be edited) — then optimistic concurrency
 * (`baseVersion`, when given, must be the current version). A conflict writes nothing and answers the
 * current document, so the device can show the person what the server kept.
 */
import type { RefereeScoreInput, Fixture } from '../../../domain/competition/fixture.ts';
import type { ConflictReason } from '../../../domain/sync/protocol.ts';
import { requireAccess } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { cancelFollowUps } from '../../jobs/follow-ups.ts';
import { toFixtureDoc } from './fixture.dto.ts';
import { lockFixture, writeScore } from './fixture-writes.ts';
import { findFixtureRecord, officialsOf } from './fixture.repository.ts';
import { matchEventsOf } from './match-event.repository.ts';

export type RecordScoreOutcome =
  | { kind: 'applied'; doc: Fixture }
  | {
      kind: 'conflict';
      reason: Extract<ConflictReason, 'stale' | 'resultConfirmed' | 'reportSubmitted'>;
      doc: Fixture;
    };

export async function fixtureDoc(db: Db, id: string): Promise<Fixture | null> {
  const record = await findFixtureRecord(db, id);
  if (!record) return null;
  const doc = toFixtureDoc(record, await officialsOf(db, [id]));
  const events = await matchEventsOf(db, id);
  return events.length > 0 ? { ...doc, matchEvents: events } : doc;
}

export async function recordScore(
  tx: Db,
  principal: Principal | null,
  fixtureId: string,
  input: RefereeScoreInput,
  baseVersion: number | null,
): Promise<RecordScoreOutcome> {
  await requireAccess({ principal, db: tx }, 'fixture.recordScore', fixtureId);
  const row = await lockFixture(tx, fixtureId);
  if (!row || row.deletedAt) throw notFound('This fixture no longer exists');
  const current = async () => (await fixtureDoc(tx, fixtureId))!;
  if (row.resultConfirmed) return { kind: 'conflict', reason: 'resultConfirmed', doc: await current() };
  if (row.reportSubmitted) return { kind: 'conflict', reason: 'reportSubmitted', doc: await current() };
  if (baseVersion !== null && baseVersion !== row.version) {
    return { kind: 'conflict', reason: 'stale', doc: await current() };
  }
  await writeScore(tx, fixtureId, input, principal?.personId ?? null);
  await cancelFollowUps(tx, fixtureId);
  return { kind: 'applied', doc: await current() };
}
