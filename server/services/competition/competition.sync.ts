/**
 * The competition context's part of sync: the `fixtures` pull collection (fixtures the caller is appointed
 * to, and those of organisations they run competitions for) and the match officials' push operations —
 * the referee's score, availability and the referee report's submission, each through the same rule as
 * its REST route.
 */
import { RefereeScoreInput } from '../../../domain/competition/fixture.ts';
import { MatchEventInput } from '../../../domain/competition/match-event.ts';
import { SetAvailabilityInput } from '../../../domain/competition/officials.ts';
import { RefereeReport } from '../../../domain/competition/referee-report.ts';
import type { SyncCollection, SyncOperationName } from '../../../domain/sync/protocol.ts';
import { orgsWhere } from '../../auth/principal.ts';
import { operation, setOperation, type Puller, type SyncOperation } from '../../sync/operation.ts';
import { toFixtureDoc, toTombstone } from './fixture.dto.ts';
import { fixturesChangedSince, officialsOf } from './fixture.repository.ts';
import { setAvailability } from './officials.ts';
import { matchEventsByFixture } from './match-event.repository.ts';
import { recordMatchEvent } from './match-events.ts';
import { recordScores } from './record-scores.ts';
import { submitReportsOf } from './submit-reports.ts';

export const COMPETITION_OPERATIONS = {
  // Set-based (record-scores.ts): a referee's or a drain's scores, four statements a batch.
  'fixture.recordScore': setOperation({
    action: 'fixture.recordScore',
    input: RefereeScoreInput,
    applyAll: recordScores,
  }),
  // The match as it happens (match-events.ts): one event at a time, in outbox order per fixture; the event's
  // own id makes it exactly-once. The same access as the final score.
  'fixture.recordMatchEvent': operation({
    action: 'fixture.recordScore',
    input: MatchEventInput,
    apply: (tx, principal, m, input) => recordMatchEvent(tx, principal, m.entityId, input),
  }),
  'fixture.setAvailability': operation({
    action: 'fixture.setAvailability',
    input: SetAvailabilityInput,
    apply: (tx, principal, m, input) => setAvailability(tx, principal, m.entityId, input),
  }),
  // Set-based (submit-reports.ts): five statements a batch.
  'fixture.submitReport': setOperation({
    action: 'fixture.writeReport',
    input: RefereeReport,
    applyAll: submitReportsOf,
  }),
} satisfies Partial<Record<SyncOperationName, SyncOperation>>;

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
  // Each document gets its own fixture's officials (grouped once: filtering the page's list per fixture was
  // quadratic in the page size, a pull's largest cost at pages of 2,000).
  const byFixture = new Map<string, typeof officials>();
  for (const o of officials) byFixture.set(o.fixtureId, [...(byFixture.get(o.fixtureId) ?? []), o]);
  // The referee's device holds the match events too (issue 52), read for the page in one query.
  const events = await matchEventsByFixture(
    db,
    page.filter((r) => r.visible).map((r) => r.record.fixture.id),
  );
  const documents = page.map((r) => {
    if (!r.visible) return toTombstone(r.record);
    const doc = toFixtureDoc(r.record, byFixture.get(r.record.fixture.id) ?? []);
    const matchEvents = events.get(r.record.fixture.id);
    return matchEvents ? { ...doc, matchEvents } : doc;
  });
  const last = documents.at(-1);
  return {
    documents,
    checkpoint: last ? { updatedAt: last.updatedAt, id: last.id } : after,
    hasMore: rows.length > limit,
  };
};

export const COMPETITION_PULLERS = {
  fixtures: pullFixtures,
} satisfies Partial<Record<SyncCollection, Puller>>;
