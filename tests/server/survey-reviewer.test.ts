/**
 * The property and borrowing track (one survey per matter type, behind PROPERTY_MATTERS, one open request
 * per matter type, decided by the central financial council) and the reviewer's edit and delete (§4 reviewer
 * actions). The rest of the engine: surveys.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyDefinitionDoc } from '../../domain/survey/definition.ts';
import type { SurveySubmissionDetail, SurveySubmissionDoc } from '../../domain/survey/submission.ts';
import { PROPERTY_MATTER_TYPES } from '../../domain/survey/enums.ts';
import { account, surveyEvent } from '../../server/db/schema/index.ts';
import { personId } from '../../server/db/seed/people.ts';
import { surveyDefinitionId } from '../../server/db/seed/survey-definitions.ts';
import { DEMO_SURVEY_SUBMISSION_ID } from '../../server/db/seed/surveys.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { CLUB, json, surveyCalls } from './survey-calls.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const OFFICER = personId('demo:officer');
const PURCHASE = surveyDefinitionId('PROPERTY_PURCHASE');
const LEASE_IN = surveyDefinitionId('LEASE_AS_LESSEE');
const RISK = surveyDefinitionId('RISK_ASSESSMENT');
const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');

const { save, act, mailsTo } = surveyCalls(() => s);
const definitions = async (as: string) =>
  (
    await json<{ _embedded: { surveys: SurveyDefinitionDoc[] } }>(
      await s.call('/api/survey?filter=isApprovalTrack:true', { as }),
    )
  )._embedded.surveys;
const setFeatures = (username: string, features: string[]) =>
  s.database.db.update(account).set({ features }).where(eq(account.username, username));

describe('the property and borrowing track', () => {
  it('publishes one survey per matter type, to officers given PROPERTY_MATTERS and to the council', async () => {
    const officer = await definitions('officer');
    const matters = officer.filter((d) => d.kind === 'PROPERTY_MATTER');
    expect(matters.map((d) => d.definition.matterType).sort()).toEqual([...PROPERTY_MATTER_TYPES].sort());
    expect(matters.every((d) => d.approvalTrack)).toBe(true);
    expect(matters.find((d) => d.id === PURCHASE)!.definition.title).toEqual({
      en: 'Property purchase',
      ga: 'Ceannach maoine',
    });
    expect((await definitions('financial-council')).filter((d) => d.kind === 'PROPERTY_MATTER')).toHaveLength(
      9,
    );
    // An assessor does not review them and is no club's officer: not shown.
    expect((await definitions('assessor')).some((d) => d.kind === 'PROPERTY_MATTER')).toBe(false);

    await setFeatures('officer', ['HELPCENTRE', 'TERMINAL']);
    try {
      expect((await definitions('officer')).map((d) => d.kind)).toEqual(['LOAN_APPLICATION']);
      expect((await s.call(`/api/survey/${PURCHASE}`, { as: 'officer' })).status).toBe(404);
      const refused = await save(uuidv7(), PURCHASE, { address: 'Páirc an Chlub, Baile Átha Cliath' });
      expect(refused.status).toBe(403);
    } finally {
      await setFeatures('officer', ['HELPCENTRE', 'TERMINAL', 'PROPERTY_MATTERS']);
    }
  });

  it('one open request per matter type; the council approves a submitted purchase, the assessors cannot', async () => {
    const purchase = uuidv7();
    const draft = await json<SurveySubmissionDoc>(
      await save(purchase, PURCHASE, { address: 'Páirc an Chlub, Baile Átha Cliath', inTrust: 'YES' }),
    );
    expect(draft).toMatchObject({
      kind: 'PROPERTY_MATTER',
      matterType: 'PROPERTY_PURCHASE',
      status: 'DRAFT',
    });
    // Another purchase is blocked; a lease of another type is not.
    const blocked = await json<{ message: string }>(await save(uuidv7(), PURCHASE, {}), 409);
    expect(blocked.message).toMatch(/already/i);
    const lease = await json<SurveySubmissionDoc>(await save(uuidv7(), LEASE_IN, { years: 25 }));
    expect(lease.matterType).toBe('LEASE_AS_LESSEE');

    const body = new FormData();
    body.append('file', new Blob([PDF], { type: 'application/pdf' }), 'valuation.pdf');
    const file = await json<{ id: string }>(
      await s.call(`/api/survey-file/organization/${CLUB}`, { method: 'POST', as: 'officer', body }),
      201,
    );
    const answers = {
      address: 'Páirc an Chlub, Baile Átha Cliath',
      inTrust: 'YES',
      area: 2.5,
      seller: 'Seán Ó Briain',
      price: 240_000,
      valuation: 250_000,
      funding: 'Club savings and a loan from the credit union',
      meetingDate: '12/10/2026',
      votesFor: 88,
      votesAgainst: 4,
      trusteesConsent: 'YES',
      document: [file.id],
    };
    await json(await save(purchase, PURCHASE, answers));
    const submitted = await json<SurveySubmissionDoc>(
      await s.call(`/api/survey-submission/${purchase}/submit`, { method: 'POST', as: 'officer' }),
    );
    expect(submitted).toMatchObject({ status: 'PENDING_REVIEW', amountAppliedFor: 240_000 });
    expect((await act(purchase, { action: 'accept' }, 'assessor')).status).toBe(403);
    const approved = await json<SurveySubmissionDoc>(
      await act(purchase, { action: 'approve', amountApproved: 200_000 }, 'financial-council'),
    );
    expect(approved).toMatchObject({ status: 'APPROVED', amountApproved: 200_000 });
    // An approved request still holds its matter type's slot (§4: a submitted one blocks another).
    expect((await save(uuidv7(), PURCHASE, {})).status).toBe(409);
    const council = await json<{ _embedded: { submissions: SurveySubmissionDoc[] } }>(
      await s.call('/api/survey-submission?filter=kind:PROPERTY_MATTER', { as: 'financial-council' }),
    );
    expect(council._embedded.submissions.map((x) => x.matterType)).toEqual(['PROPERTY_PURCHASE']);
    // Named by its matter type in the council's mail and in the table's CSV (English and Irish).
    const mails = await mailsTo(personId('demo:financial-council'), purchase);
    expect(mails.map((m) => m.subject)).toContain('A survey to review: Property purchase');
    const csv = await (
      await s.call('/api/survey-submission/export?filter=kind:PROPERTY_MATTER', {
        as: 'financial-council',
        headers: { 'Accept-Language': 'ga' },
      })
    ).text();
    expect(csv).toContain('Ceannach maoine');
  });
});

describe('the reviewer edits and deletes', () => {
  it('edits the answers of a submission under review, complete as a submission must be; the club hears of it', async () => {
    const id = DEMO_SURVEY_SUBMISSION_ID;
    expect((await act(id, { action: 'edit', answers: { pitchCondition: 'GOOD' } }, 'officer')).status).toBe(
      403,
    );
    const incomplete = await json<{ errors: { field: string }[] }>(
      await act(id, { action: 'edit', answers: { pitchCondition: 'GOOD' } }),
      400,
    );
    expect(incomplete.errors.map((e) => e.field)).toContain('answers.firstAidKits');
    const before = await json<SurveySubmissionDetail>(
      await s.call(`/api/survey-submission/${id}`, { as: 'assessor' }),
    );
    const edited = await json<SurveySubmissionDoc>(
      await act(id, {
        action: 'edit',
        answers: { ...before.answers, pitchCondition: 'GOOD', firstAidKits: 4 },
      }),
    );
    expect(edited).toMatchObject({
      status: 'PENDING_REVIEW',
      version: before.version + 1,
      answers: { pitchCondition: 'GOOD', firstAidKits: 4, hazards: before.answers.hazards },
    });
    const [event] = await s.database.db
      .select()
      .from(surveyEvent)
      .where(and(eq(surveyEvent.submissionId, id), eq(surveyEvent.action, 'edit')));
    expect(event!.detail).toEqual({ changed: ['firstAidKits', 'pitchCondition'] });
    const mails = await mailsTo(OFFICER, id);
    expect(mails.some((m) => m.body.includes('A reviewer edited the answers.'))).toBe(true);
    expect(mails.some((m) => m.body.includes(`/survey/${RISK}/${CLUB}`))).toBe(true);
  });

  it('deletes one under review with a reason, which frees the club to start again; an approved one is kept', async () => {
    const id = DEMO_SURVEY_SUBMISSION_ID;
    const noReason = await json<{ errors: { field: string }[] }>(await act(id, { action: 'remove' }), 400);
    expect(noReason.errors.map((e) => e.field)).toContain('reason');
    expect((await save(uuidv7(), RISK, { pitchCondition: 'FAIR' })).status).toBe(409);
    const removed = await json<SurveySubmissionDoc>(
      await act(id, { action: 'remove', reason: 'Sent twice: the club’s other form is the one to review' }),
    );
    expect(removed.status).toBe('DELETED');
    // Gone for everyone (the policy sees no such submission: refused, as for any id one may not read).
    expect((await s.call(`/api/survey-submission/${id}`, { as: 'assessor' })).status).toBe(403);
    const mails = await mailsTo(OFFICER, id);
    expect(mails.some((m) => m.body.includes('Sent twice'))).toBe(true);

    // The slot is free: the club starts a new risk assessment, submits it; once approved it cannot be deleted.
    const fresh = uuidv7();
    await json(await save(fresh, RISK, { pitchCondition: 'FAIR', firstAidKits: 2 }));
    await json(await s.call(`/api/survey-submission/${fresh}/submit`, { method: 'POST', as: 'officer' }));
    await json(await act(fresh, { action: 'approve' }));
    const kept = await json<{ message: string }>(
      await act(fresh, { action: 'remove', reason: 'Duplicate' }),
      409,
    );
    expect(kept.message.length).toBeGreaterThan(0);
    expect(
      (await act(fresh, { action: 'edit', answers: { pitchCondition: 'POOR', firstAidKits: 1 } })).status,
    ).toBe(409);
  });
});
