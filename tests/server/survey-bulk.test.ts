/**
 * The submissions table's bulk actions and CSV export (server/services/survey/survey-bulk.routes.ts): each row
 * decided in its own savepoint with the PATCH's policy and use case, refused rows reported in the caller's
 * language (an id the caller may not act on reads "not found"), replay under an Idempotency-Key; the CSV with
 * the list's filters, search and scope.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDisplayDate, todayInDublin } from '../../domain/lib/dates.ts';
import type { SurveyKind } from '../../domain/survey/enums.ts';
import type { BulkReviewAnswer } from '../../domain/survey/submission.ts';
import { readCsv } from '../../server/http/csv.ts';
import { organization, surveyEvent, surveySubmission } from '../../server/db/schema/index.ts';
import { DEMO_CLUBS, MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { personId } from '../../server/db/seed/people.ts';
import { surveyDefinitionId } from '../../server/db/seed/survey-definitions.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
const [X, Y] = DEMO_CLUBS.filter((c) => c.key !== MAIN_CLUB_KEY).map((c) => orgId.club(c.key));
const names = new Map<string, string>();

const COMPAS = uuidv7(); // club X, Club Compas, under review
const ENERGY = uuidv7(); // club Y, energy grant, under review, €5,000 applied for
const DONE = uuidv7(); // club X, insurance declaration, completed: cannot be accepted
const LOAN = uuidv7(); // club Y, loan application, under review: the central financial council's
const DRAFT = uuidv7(); // club Y, risk assessment, a draft: no reviewer sees it

beforeAll(async () => {
  s = await startTestServer();
  const at = new Date(Date.now() - 86_400_000);
  const row = (id: string, kind: SurveyKind, org: string, status: string, amount: number | null = null) => ({
    id,
    surveyId: surveyDefinitionId(kind),
    kind,
    organizationId: org,
    status,
    answers: {},
    amountAppliedFor: amount,
    createdBy: personId('demo:officer'),
    submittedAt: status === 'DRAFT' ? null : at,
  });
  await s.database.db
    .insert(surveySubmission)
    .values([
      row(COMPAS, 'CLUB_COMPAS', X!, 'PENDING_REVIEW'),
      row(ENERGY, 'ENERGY_GRANT', Y!, 'PENDING_REVIEW', 5000),
      row(DONE, 'INSURANCE_DECLARATION', X!, 'COMPLETED'),
      row(LOAN, 'LOAN_APPLICATION', Y!, 'PENDING_REVIEW', 20000),
      row(DRAFT, 'RISK_ASSESSMENT', Y!, 'DRAFT'),
    ]);
  for (const o of await s.database.db
    .select({ id: organization.id, name: organization.name })
    .from(organization)
    .where(inArray(organization.id, [X!, Y!, orgId.club(MAIN_CLUB_KEY)])))
    names.set(o.id, o.name);
});
afterAll(() => s.close());

const bulk = (json: unknown, as = 'assessor', headers: Record<string, string> = {}) =>
  s.call('/api/survey-submission/bulk', { method: 'POST', as, json, headers });

async function answer<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

const eventsOf = (id: string, action: string) =>
  s.database.db
    .select({ id: surveyEvent.id })
    .from(surveyEvent)
    .where(and(eq(surveyEvent.submissionId, id), eq(surveyEvent.action, action)));

describe('bulk reviewer actions', () => {
  it('accepts the rows it may, refuses the rest in the caller’s language, audits each, and replays once', async () => {
    const key = uuidv7();
    const ga = { 'Accept-Language': 'ga', 'Idempotency-Key': key };
    const first = await answer<BulkReviewAnswer>(
      await bulk({ ids: [COMPAS, ENERGY, DONE], action: 'accept' }, 'assessor', ga),
    );
    expect(first.succeeded).toBe(2);
    expect(first.failed).toBe(1);
    expect(first.results.slice(0, 2)).toEqual([
      { id: COMPAS, ok: true, status: 'ACCEPTED' },
      { id: ENERGY, ok: true, status: 'ACCEPTED' },
    ]);
    const refused = first.results[2]!;
    expect(refused).toMatchObject({ id: DONE, ok: false, code: 'survey.error.notAllowed' });
    expect(!refused.ok && refused.message).not.toBe(
      'This action is not possible in the submission’s current status',
    );
    // Each accepted row is audited; the refused one is untouched.
    expect(await eventsOf(COMPAS, 'accept')).toHaveLength(1);
    expect(await eventsOf(ENERGY, 'accept')).toHaveLength(1);
    expect(await eventsOf(DONE, 'accept')).toHaveLength(0);
    const [done] = await s.database.db
      .select({ status: surveySubmission.status })
      .from(surveySubmission)
      .where(eq(surveySubmission.id, DONE));
    expect(done!.status).toBe('COMPLETED');

    // The same key: the same answer, nothing done twice.
    const replay = await bulk({ ids: [COMPAS, ENERGY, DONE], action: 'accept' }, 'assessor', ga);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await answer<BulkReviewAnswer>(replay)).toEqual(first);
    expect(await eventsOf(COMPAS, 'accept')).toHaveLength(1);
    // Sent again without the key, it is a new request: the rows are accepted already.
    const again = await answer<BulkReviewAnswer>(await bulk({ ids: [COMPAS], action: 'accept' }));
    expect(again).toEqual({
      results: [
        {
          id: COMPAS,
          ok: false,
          code: 'survey.error.notAllowed',
          message: 'This action is not possible in the submission’s current status',
        },
      ],
      succeeded: 0,
      failed: 1,
    });
  });

  it('checks the body, the caller and each row as PATCH does (never telling an unseen row apart)', async () => {
    // A reason to reject; ids unique, 1 to 100; only the bulk actions.
    const noReason = await answer<{ errors: { field: string; code: string }[] }>(
      await bulk({ ids: [COMPAS], action: 'reject' }),
      400,
    );
    expect(noReason.errors.map((e) => e.field)).toContain('reason');
    const twice = await answer<{ errors: { code: string }[] }>(
      await bulk({ ids: [COMPAS, COMPAS], action: 'accept' }),
      400,
    );
    expect(twice.errors.map((e) => e.code)).toContain('validation.survey.bulkDuplicate');
    expect((await bulk({ ids: [], action: 'accept' })).status).toBe(400);
    expect((await bulk({ ids: Array.from({ length: 101 }, uuidv7), action: 'accept' })).status).toBe(400);
    expect((await bulk({ ids: [COMPAS], action: 'updateAmount', amountApproved: 1 })).status).toBe(400);
    // A club officer is no reviewer: refused before the body is read.
    expect((await bulk({ ids: [COMPAS], action: 'accept' }, 'officer')).status).toBe(403);

    // The central financial council: the loan is theirs; the assessor's rows, a draft and an unknown id are
    // all "not found", alike.
    const council = await answer<BulkReviewAnswer>(
      await bulk({ ids: [LOAN, ENERGY, DRAFT, uuidv7()], action: 'accept' }, 'financial-council'),
    );
    expect(council.succeeded).toBe(1);
    expect(council.results[0]).toEqual({ id: LOAN, ok: true, status: 'ACCEPTED' });
    const notFound = council.results.slice(1).map((r) => (r.ok ? null : [r.code, r.message]));
    expect(new Set(notFound.map((x) => JSON.stringify(x)))).toEqual(
      new Set([JSON.stringify(['survey.error.notFound', 'Survey not found'])]),
    );
    expect(await eventsOf(ENERGY, 'accept')).toHaveLength(1);

    // Approving: a Club Compas row needs a level and fails alone; the grant is approved for what it asked.
    const approve = await answer<BulkReviewAnswer>(await bulk({ ids: [COMPAS, ENERGY], action: 'approve' }));
    expect(approve.results[0]).toMatchObject({
      id: COMPAS,
      ok: false,
      code: 'validation.survey.levelRequired',
      message: 'Choose the accreditation level',
    });
    expect(approve.results[1]).toEqual({ id: ENERGY, ok: true, status: 'APPROVED' });
    const [energy] = await s.database.db
      .select({ amount: surveySubmission.amountApproved })
      .from(surveySubmission)
      .where(eq(surveySubmission.id, ENERGY));
    expect(energy!.amount).toBe(5000);
    const withLevel = await answer<BulkReviewAnswer>(
      await bulk({ ids: [COMPAS], action: 'approve', level: 'GOLD' }),
    );
    expect(withLevel.results[0]).toEqual({ id: COMPAS, ok: true, status: 'APPROVED' });

    // A note on many at once, each kept.
    const note = await answer<BulkReviewAnswer>(
      await bulk({ ids: [COMPAS, ENERGY], action: 'addNote', note: 'Checked at the county board meeting.' }),
    );
    expect(note.succeeded).toBe(2);
  });
});

describe('CSV export', () => {
  type Csv = NonNullable<ReturnType<typeof readCsv>>;
  async function csvOf(query: string, as = 'assessor', lang = 'en'): Promise<{ res: Response; csv: Csv }> {
    const res = await s.call(`/api/survey-submission/export${query}`, {
      as,
      headers: { 'Accept-Language': lang },
    });
    const text = await res.text();
    expect(res.status, text).toBe(200);
    return { res, csv: readCsv(text)! };
  }

  it('answers the filtered, scoped table in the caller’s language, named by today’s date', async () => {
    const { res, csv } = await csvOf('?filter=kind:ENERGY_GRANT', 'assessor', 'ga');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="survey-submissions-${todayInDublin()}.csv"`,
    );
    expect(csv.columns).toHaveLength(10);
    expect(csv.columns[0]).not.toBe('Club');
    expect(csv.records).toHaveLength(1);
    const energy = csv.records[0]!;
    expect(energy[csv.columns[0]!]).toBe(names.get(Y!));
    expect(energy[csv.columns[2]!]).not.toBe('Energy grant');
    expect(energy[csv.columns[5]!]).toBe('5000');
    expect(energy[csv.columns[6]!]).toBe('5000');
    expect(energy[csv.columns[7]!]).toBe(formatDisplayDate(todayInDublin(new Date(Date.now() - 86_400_000))));

    // English, every kind the assessor reviews (no loan, no draft), newest update first; Club Compas accredited.
    const all = await csvOf('?filter=status:APPROVED');
    expect(all.csv.columns).toEqual([
      'Club',
      'County',
      'Survey',
      'Status',
      'Level',
      'Amount applied for',
      'Amount approved',
      'Submitted',
      'Last updated',
      'Accreditation expiry',
    ]);
    expect(all.csv.records.map((r) => [r.Club, r.Survey, r.Status, r.Level])).toEqual([
      // The note went to the energy grant last.
      [names.get(Y!), 'Energy grant', 'Approved', ''],
      [names.get(X!), 'Club Compas', 'Accredited', 'Gold'],
    ]);
    expect(all.csv.records[1]!['Accreditation expiry']).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}$/);
    const searched = await csvOf(`?search=${encodeURIComponent(names.get(X!)!)}`);
    expect(new Set(searched.csv.records.map((r) => r.Club))).toEqual(new Set([names.get(X!)]));

    // The central financial council: the loan only. The main club's officer: the club's own (not X's or Y's).
    const council = await csvOf('', 'financial-council');
    expect(council.csv.records.map((r) => r.Survey)).toEqual(['Loan application']);
    const officer = await csvOf('', 'officer');
    expect(officer.csv.records.map((r) => r.Club)).not.toContain(names.get(X!));
    expect(officer.csv.records.every((r) => r.Club === names.get(orgId.club(MAIN_CLUB_KEY)))).toBe(true);
    expect((await s.call('/api/survey-submission/export?filter=kind:NOPE', { as: 'assessor' })).status).toBe(
      400,
    );
    expect((await s.call('/api/survey-submission/export', { as: 'referee' })).status).toBe(403);
  });
});
