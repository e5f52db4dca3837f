/**
 * GET /api/survey-submission/{id}/report: the club's draft (its review step) and a submitted survey as a PDF
 * in the caller's language, named by Content-Disposition; read by exactly those who read the submission.
 */
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDisplayDate, todayInDublin } from '../../domain/lib/dates.ts';
import { organization, surveySubmission } from '../../server/db/schema/index.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { surveyDefinitionId } from '../../server/db/seed/survey-definitions.ts';
import { DEMO_SURVEY_SUBMISSION_ID } from '../../server/db/seed/surveys.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { pdfText } from './pdf-text.ts';
import { world } from './world.ts';

let s: TestServer;
let club: { name: string; slug: string | null };
beforeAll(async () => {
  s = await startTestServer();
  const [row] = await s.database.db
    .select({ name: organization.name, slug: organization.slug })
    .from(organization)
    .where(eq(organization.id, CLUB));
  club = row!;
});
afterAll(() => s.close());

const CLUB = orgId.club(MAIN_CLUB_KEY);

async function saveDraft(surveyId: string, answers: Record<string, unknown>) {
  const id = uuidv7();
  const res = await s.call(`/api/survey-submission/${id}`, {
    method: 'PUT',
    as: 'officer',
    json: { surveyId, organizationId: CLUB, answers },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return id;
}

const report = (id: string, as: string, lang?: string) =>
  s.call(`/api/survey-submission/${id}/report`, {
    as,
    headers: lang ? { 'Accept-Language': lang } : undefined,
  });

async function pdfOf(res: Response) {
  expect(res.status, res.status === 200 ? '' : await res.clone().text()).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // One line of text per `TJ`: wrapped lines are joined back to search across them.
  return pdfText(bytes).replace(/\n/g, ' ');
}

describe('survey report', () => {
  it('the officer reports the club’s Club Compas draft, in English and in Irish, named by Content-Disposition', async () => {
    const id = await saveDraft(surveyDefinitionId('CLUB_COMPAS'), {
      agm: 'YES',
      accounts: 'NO',
      contactName: 'Siobhán Breathnach',
    });
    const res = await report(id, 'officer');
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const today = todayInDublin();
    expect(club.slug).toBeTruthy();
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="club-compas-${club.slug}-${today}.pdf"`,
    );
    const en = await pdfOf(res);
    for (const text of [
      'Club Compas',
      `Club: ${club.name}`,
      'Status: Draft',
      'Level from the items met: None (a must-do item is not met)',
      'Submitted: Not submitted yet',
      'Governance (must do) — Incomplete',
      'The club held its AGM this year (Must do)',
      'Yes',
      'No answer',
      'Siobhán Breathnach',
      `Report generated on ${formatDisplayDate(today)}`,
    ])
      expect(en, text).toContain(text);
    // agm YES, accounts NO: the first two answers in order.
    expect(en.indexOf('Yes')).toBeLessThan(en.indexOf(' No '));

    const ga = await pdfOf(await report(id, 'officer', 'ga-IE,ga;q=0.9,en;q=0.5'));
    for (const text of [
      'Compás an Chlub',
      'Stádas: Dréacht',
      'Reáchtáil an club a Chruinniú Ginearálta Bliantúil i mbliana (Riachtanach)',
      'Tá',
      'Gan freagra',
      'Neamhchríochnaithe',
      `Tuairisc a gineadh ar ${formatDisplayDate(today)}`,
    ])
      expect(ga, text).toContain(text);
    expect(ga).not.toContain('No answer');

    // A draft is the club's own: no reviewer reports it.
    expect((await report(id, 'assessor')).status).toBe(403);
  });

  it('prints numbers, options, files by name, calculated values and amounts as a reader sees them', async () => {
    const body = new FormData();
    body.append(
      'file',
      new Blob([new TextEncoder().encode('%PDF-1.7\n')], { type: 'application/pdf' }),
      'Sceideal 2026.pdf',
    );
    const up = await s.call(`/api/survey-file/organization/${CLUB}`, { method: 'POST', as: 'officer', body });
    expect(up.status).toBe(201);
    const file = (await up.json()) as { id: string };
    const insurance = await saveDraft(surveyDefinitionId('INSURANCE_DECLARATION'), {
      members: 1234,
      buildings: ['CLUBHOUSE', 'GYM'],
      schedule: [file.id],
    });
    const text = await pdfOf(await report(insurance, 'officer'));
    for (const t of ['Number of registered members', '1,234', 'Clubhouse, Gym', 'Sceideal 2026.pdf'])
      expect(text, t).toContain(t);

    const energy = await saveDraft(surveyDefinitionId('ENERGY_GRANT'), {
      totalCost: 10_000,
      amountApplied: 4_000.5,
    });
    const grant = await pdfOf(await report(energy, 'officer'));
    for (const t of [
      'Energy grant',
      'Amount applied for: €4,000.50',
      'Amount approved: —',
      'Total cost of the project (€)',
      '10,000',
      // The club's own contribution: totalCost - amountApplied.
      '5,999.5',
      'Energy measures',
    ])
      expect(grant, t).toContain(t);
  });

  it('the assessor reports the submitted risk assessment; nobody else but the club’s officers may', async () => {
    const [row] = await s.database.db
      .select({ submittedAt: surveySubmission.submittedAt })
      .from(surveySubmission)
      .where(eq(surveySubmission.id, DEMO_SURVEY_SUBMISSION_ID));
    const res = await report(DEMO_SURVEY_SUBMISSION_ID, 'assessor');
    expect(res.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="risk-assessment-${club.slug}-\\d{4}-\\d{2}-\\d{2}\\.pdf"$`),
    );
    const text = await pdfOf(res);
    for (const t of [
      'Risk Assessment',
      club.name,
      'Status: Under review',
      `Submitted: ${formatDisplayDate(todayInDublin(row!.submittedAt!))}`,
      'Facilities — Complete',
      'Condition of the pitches',
      'Fair',
      'Loose netting behind the town goal',
      'Number of first aid kits',
    ])
      expect(text, t).toContain(t);
    expect(text).not.toContain('Level from the items met');

    const ga = await pdfOf(await report(DEMO_SURVEY_SUBMISSION_ID, 'officer', 'ga'));
    for (const t of ['Measúnú Riosca', 'Staid na bpáirceanna', 'Measartha', 'Stádas: Á athbhreithniú'])
      expect(ga, t).toContain(t);

    // Another club's officer, the reviewer of other kinds, and those with no part: refused, as GET /{id}.
    const w = world(s);
    const other = await w.club();
    const stranger = await w.person({ username: `report-officer-${Date.now()}` });
    await w.member(stranger, other, { labels: ['EXEC_SECRETARY'] });
    for (const as of [stranger.username!, 'financial-council', 'member', 'super-admin']) {
      const refused = await report(DEMO_SURVEY_SUBMISSION_ID, as);
      expect(refused.status, as).toBe(403);
      expect(refused.headers.get('content-type'), as).not.toBe('application/pdf');
    }
    // An unknown submission answers as the submission's own read does: nobody reads what does not exist.
    const unknown = uuidv7();
    expect((await report(unknown, 'officer')).status).toBe(
      (await s.call(`/api/survey-submission/${unknown}`, { as: 'officer' })).status,
    );
    expect((await report(unknown, 'officer')).status).toBe(403);
    expect((await s.call(`/api/survey-submission/${DEMO_SURVEY_SUBMISSION_ID}/report`)).status).toBe(401);
    // Described in the OpenAPI document: the fuzzer reaches it from there.
    const api = (await (await s.call('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(
      Object.keys(api.paths).filter((p) => p.endsWith('/report') && p.includes('survey-submission')),
    ).toHaveLength(1);
  });
});
