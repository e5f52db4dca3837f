/**
 * `fixture.recordScore` for a whole sync batch at once (issue 50): the rule of record-score.ts — the
 * `fixture.recordScore` policy (a scoring official appointed to the fixture, or a competition admin of its
 * owner or an organisation above it), the fixture must exist, a confirmed result or a submitted report keeps
 * the server's score, a stale base version is a conflict — decided for every score from the fixtures locked
 * in one statement (with their appointments and document names) and one query for the admin's
 * organisations, then written in one statement. The documents are built from the rows written.
 */
import type { RefereeScoreInput } from '../../../domain/competition/fixture.ts';
import { orgsWhere, type Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { Checked, MutationOutcome } from '../../sync/operation.ts';
import { orgsCoveredBy, SCORING_OFFICIAL_TYPES } from './competition.policy.ts';
import { toFixtureDoc } from './fixture.dto.ts';
import { lockFixtureRecords, officialsOf, type FixtureRecord } from './fixture.repository.ts';
import { writeScores } from './fixture-writes.ts';

export async function recordScores(
  tx: Db,
  principal: Principal,
  items: Checked<RefereeScoreInput>[],
): Promise<MutationOutcome[]> {
  const records = await lockFixtureRecords(
    tx,
    items.map((i) => i.m.entityId),
    principal.personId,
    SCORING_OFFICIAL_TYPES,
  );
  const byId = new Map(records.map((r) => [r.fixture.id, r]));
  const admin = await orgsCoveredBy(
    tx,
    orgsWhere(principal, 'competition'),
    records.filter((r) => !r.appointed).map((r) => r.fixture.ownerId),
  );
  const officials = await officialsOf(tx, [...byId.keys()]);
  const doc = (r: FixtureRecord) =>
    toFixtureDoc(
      r,
      officials.filter((o) => o.fixtureId === r.fixture.id),
    );

  const outcomes: (MutationOutcome | string)[] = [];
  const scores: (RefereeScoreInput & { id: string })[] = [];
  for (const { m, input } of items) {
    const r = byId.get(m.entityId);
    if (!r || !(r.appointed || admin.has(r.fixture.ownerId))) {
      outcomes.push({ kind: 'rejected', error: forbidden() });
    } else if (r.fixture.deletedAt) {
      outcomes.push({ kind: 'rejected', error: notFound('This fixture no longer exists') });
    } else if (r.fixture.resultConfirmed) {
      outcomes.push({ kind: 'conflict', reason: 'resultConfirmed', doc: doc(r) });
    } else if (r.fixture.reportSubmitted) {
      outcomes.push({ kind: 'conflict', reason: 'reportSubmitted', doc: doc(r) });
    } else if (m.baseVersion !== null && m.baseVersion !== r.fixture.version) {
      outcomes.push({ kind: 'conflict', reason: 'stale', doc: doc(r) });
    } else {
      scores.push({ ...input, id: m.entityId });
      outcomes.push(m.entityId);
    }
  }
  const written = new Map((await writeScores(tx, scores, principal.personId)).map((row) => [row.id, row]));
  return outcomes.map((o) =>
    typeof o === 'string' ? { kind: 'applied', doc: doc({ ...byId.get(o)!, fixture: written.get(o)! }) } : o,
  );
}
