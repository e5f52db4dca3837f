/**
 * The property and borrowing track's review steps (GET/PATCH /survey-submission/{id}/approval/{approvalId};
 * domain/survey/approval.ts): the club's chairperson, then the county board's secretary, then the central
 * financial council, each deciding only their own open step; a rejection needs a reason and rejects the
 * submission; the submission is approved after the last step.
 */
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyApprovalDoc } from '../../domain/survey/approval.ts';
import type { SurveySubmissionDetail } from '../../domain/survey/submission.ts';
import { account } from '../../server/db/schema/index.ts';
import { surveyDefinitionId } from '../../server/db/seed/survey-definitions.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { CLUB, json, surveyCalls } from './survey-calls.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  await s.database.db
    .update(account)
    .set({ features: ['HELPCENTRE', 'TERMINAL', 'PROPERTY_MATTERS'] })
    .where(eq(account.username, 'officer'));
});
afterAll(() => s.close());

const PURCHASE = surveyDefinitionId('PROPERTY_PURCHASE');
const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
const { save, submit } = surveyCalls(() => s);

async function submittedPurchase(): Promise<string> {
  const body = new FormData();
  body.append('file', new Blob([PDF], { type: 'application/pdf' }), 'valuation.pdf');
  const file = await json<{ id: string }>(
    await s.call(`/api/survey-file/organization/${CLUB}`, { method: 'POST', as: 'officer', body }),
    201,
  );
  const id = uuidv7();
  await json(
    await save(id, PURCHASE, {
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
    }),
  );
  await json(await submit(id));
  return id;
}

const detail = async (id: string, as = 'officer') =>
  json<SurveySubmissionDetail>(await s.call(`/api/survey-submission/${id}`, { as }));
const step = (id: string, approvalId: string, as: string) =>
  s.call(`/api/survey-submission/${id}/approval/${approvalId}`, { as });
const decide = (id: string, approvalId: string, as: string, body: Record<string, unknown>) =>
  s.call(`/api/survey-submission/${id}/approval/${approvalId}`, { method: 'PATCH', as, json: body });

describe('the review steps of a property purchase', () => {
  it('are approved step by step, each by its own approver; then the submission is approved', async () => {
    const id = await submittedPurchase();
    const { approvals } = await detail(id);
    expect(approvals.map((a) => [a.step, a.status])).toEqual([
      ['CLUB', 'PENDING'],
      ['COUNTY', 'WAITING'],
      ['CENTRAL_FINANCIAL_COUNCIL', 'WAITING'],
    ]);
    const [club, county, council] = approvals as [SurveyApprovalDoc, SurveyApprovalDoc, SurveyApprovalDoc];
    expect(club.approverOrganizationId).toBe(CLUB);

    // Only the open step's approver decides it; a later step waits.
    expect((await decide(id, club.id, 'county-secretary', { status: 'APPROVED' })).status).toBe(403);
    expect((await decide(id, club.id, 'officer', { status: 'APPROVED' })).status).toBe(403);
    expect((await decide(id, county.id, 'county-secretary', { status: 'APPROVED' })).status).toBe(409);

    const first = await json<SurveyApprovalDoc>(
      await decide(id, club.id, 'chairperson', { status: 'APPROVED' }),
    );
    expect(first).toMatchObject({ status: 'APPROVED', decidedByName: 'Pól Mac Suibhne' });
    expect(first.decidedAt).not.toBeNull();
    // Decided once: not again.
    expect((await decide(id, club.id, 'chairperson', { status: 'APPROVED' })).status).toBe(409);
    const opened = await json<SurveyApprovalDoc>(await step(id, county.id, 'county-secretary'));
    expect(opened.status).toBe('PENDING');
    expect(opened.openedAt).not.toBeNull();

    await json(await decide(id, county.id, 'county-secretary', { status: 'APPROVED' }));
    expect((await detail(id)).status).toBe('PENDING_REVIEW');
    await json(await decide(id, council.id, 'financial-council', { status: 'APPROVED' }));
    const done = await detail(id);
    expect(done.status).toBe('APPROVED');
    expect(done.approvals.map((a) => a.status)).toEqual(['APPROVED', 'APPROVED', 'APPROVED']);
  });

  it('a rejection needs a reason, rejects the submission and cancels the steps still waiting', async () => {
    // The previous purchase was approved and still holds the slot: free it as the council would.
    await s.database.db.execute(
      "update survey_submission set status = 'COMPLETED' where kind = 'PROPERTY_MATTER' and status = 'APPROVED'",
    );
    const id = await submittedPurchase();
    const [club] = (await detail(id)).approvals as [SurveyApprovalDoc];
    const noReason = await json<{ errors: { field: string; message: string }[] }>(
      await decide(id, club.id, 'chairperson', { status: 'REJECTED', reason: '  ' }),
      400,
    );
    expect(noReason.errors[0]!.message).toBe('Must provide a reason');
    const rejected = await json<SurveyApprovalDoc>(
      await decide(id, club.id, 'chairperson', { status: 'REJECTED', reason: 'The AGM did not vote on it' }),
    );
    expect(rejected).toMatchObject({ status: 'REJECTED', reason: 'The AGM did not vote on it' });
    const after = await detail(id);
    expect(after.status).toBe('REJECTED');
    expect(after.approvals.map((a) => a.status)).toEqual(['REJECTED', 'CANCELLED', 'CANCELLED']);
    // Another submission's step is not there; a stranger is refused.
    expect((await step(DEMO_OTHER, club.id, 'officer')).status).toBe(404);
    expect((await step(id, club.id, 'member')).status).toBe(403);
  });
});

const DEMO_OTHER = '0190a000-0000-7000-8000-00000000abcd';
