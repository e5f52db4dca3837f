/**
 * Recording the match as it happens (issue 52 item 1), through the sync push's `fixture.recordMatchEvent`:
 * the same access as the final score (`fixture.recordScore`: a scoring official appointed to the fixture, or a
 * competition admin above its owner, checked by the caller), and the same states that make the server's result
 * final (confirmed by the competition admin, or the referee report submitted). Events are appended, never
 * edited, so a queued event is never a stale conflict: the base version is not read. After each new event the
 * fixture's score is the fold of all its events (domain reduceMatch), placed by minute, so an event synced
 * late — even after full-time — lands where it happened. All in the caller's transaction.
 */
import {
  reduceMatch,
  type MatchAnswer,
  type MatchEventInput,
} from '../../../domain/competition/match-event.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { cancelFollowUps } from '../../jobs/follow-ups.ts';
import type { OperationOutcome } from '../../sync/operation.ts';
import { enqueueMatchPush } from '../follow/push-fanout.ts';
import { lockFixture } from './fixture-writes.ts';
import { insertMatchEvent, matchEventsOf, matchResultOf, writeMatchScore } from './match-event.repository.ts';

export { existingFixtureIds } from './match-event.repository.ts';
import { fixtureDoc } from './record-score.ts';

export async function recordMatchEvent(
  tx: Db,
  principal: Principal,
  fixtureId: string,
  input: MatchEventInput,
): Promise<OperationOutcome> {
  const row = await lockFixture(tx, fixtureId);
  if (!row || row.deletedAt) throw notFound('This fixture no longer exists');
  const current = async () => (await fixtureDoc(tx, fixtureId))!;
  if (row.resultConfirmed) return { kind: 'conflict', reason: 'resultConfirmed', doc: await current() };
  if (row.reportSubmitted) return { kind: 'conflict', reason: 'reportSubmitted', doc: await current() };
  if (await insertMatchEvent(tx, fixtureId, input, principal.personId ?? null)) {
    const state = reduceMatch(await matchEventsOf(tx, fixtureId));
    await writeMatchScore(tx, fixtureId, state, principal.personId ?? null);
    if (state.phase === 'FULL_TIME') await cancelFollowUps(tx, fixtureId);
    // Followers' notifications, in the same transaction (docs/adr/0024-web-push.md).
    await enqueueMatchPush(tx, fixtureId, input);
  }
  return { kind: 'applied', doc: await current() };
}

/** The fixture's events and the match they make (public, like the fixture's score); null: no such fixture. */
export async function matchOf(db: Db, fixtureId: string): Promise<MatchAnswer | null> {
  const result = await matchResultOf(db, fixtureId);
  if (!result) return null;
  const events = await matchEventsOf(db, fixtureId);
  return { fixtureId, events, state: reduceMatch(events), result };
}
