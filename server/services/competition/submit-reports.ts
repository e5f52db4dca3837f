/**
 * `fixture.submitReport` for a whole sync batch at once (issue 50): the rule of referee-report.ts
 * `submitReport` — the `fixture.writeReport` policy (the fixture's appointed referee, and the report's author
 * when a draft exists), the fixture must be live, a report already submitted is final (a `reportSubmitted`
 * conflict with the current fixture) — decided from the fixtures locked in one statement (with the
 * appointments and document names), one query for their reports and one for their officials; then the
 * reports and the fixtures written in one statement each, and the documents built from the rows written.
 */
import type { RefereeReport } from '../../../domain/competition/referee-report.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { Checked, MutationOutcome } from '../../sync/operation.ts';
import { toFixtureDoc } from './fixture.dto.ts';
import { lockFixtureRecords, officialsOf, type FixtureRecord } from './fixture.repository.ts';
import { reportsOf, submitReports } from './referee-report.repository.ts';

export async function submitReportsOf(
  tx: Db,
  principal: Principal,
  items: Checked<RefereeReport>[],
): Promise<MutationOutcome[]> {
  const ids = items.map((i) => i.m.entityId);
  const records = await lockFixtureRecords(tx, ids, principal.personId, ['REFEREES']);
  const byId = new Map(records.map((r) => [r.fixture.id, r]));
  const reports = new Map((await reportsOf(tx, ids)).map((r) => [r.fixtureId, r]));
  const officials = await officialsOf(tx, [...byId.keys()]);
  const doc = (r: FixtureRecord) =>
    toFixtureDoc(
      r,
      officials.filter((o) => o.fixtureId === r.fixture.id),
    );

  const outcomes: (MutationOutcome | string)[] = [];
  const writes: { fixtureId: string; content: RefereeReport }[] = [];
  for (const { m, input } of items) {
    const r = byId.get(m.entityId);
    const report = reports.get(m.entityId);
    if (!r?.appointed || !principal.personId || (report && report.author !== principal.personId)) {
      outcomes.push({ kind: 'rejected', error: forbidden() });
    } else if (r.fixture.deletedAt) {
      outcomes.push({ kind: 'rejected', error: notFound('Fixture not found') });
    } else if (r.fixture.reportSubmitted || report?.status === 'SUBMITTED') {
      outcomes.push({ kind: 'conflict', reason: 'reportSubmitted', doc: doc(r) });
    } else {
      writes.push({ fixtureId: m.entityId, content: input });
      outcomes.push(m.entityId);
    }
  }
  const written = new Map(
    (await submitReports(tx, writes, principal.personId ?? '')).map((row) => [row.id, row]),
  );
  return outcomes.map((o) =>
    typeof o === 'string' ? { kind: 'applied', doc: doc({ ...byId.get(o)!, fixture: written.get(o)! }) } : o,
  );
}
