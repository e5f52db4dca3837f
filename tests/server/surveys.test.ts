import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SurveyDefinition, type SurveyDefinitionDoc } from '../../domain/survey/definition.ts';
import type { SurveySubmissionDetail, SurveySubmissionDoc } from '../../domain/survey/submission.ts';
import type { Mutation, PushResponse } from '../../domain/sync/protocol.ts';
import { notification, surveyEvent, surveySubmission } from '../../server/db/schema/index.ts';
import { personId } from '../../server/db/seed/people.ts';
import { SURVEY_DEFINITIONS, surveyDefinitionId } from '../../server/db/seed/survey-definitions.ts';
import { DEMO_SURVEY_SUBMISSION_ID } from '../../server/db/seed/surveys.ts';
import { formatDisplayDate, todayInDublin } from '../../domain/lib/dates.ts';
import { runSurveyDates } from '../../server/jobs/survey-due.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { CLUB, json, surveyCalls } from './survey-calls.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const COMPAS = surveyDefinitionId('CLUB_COMPAS');
const ENERGY = surveyDefinitionId('ENERGY_GRANT');
const INSURANCE = surveyDefinitionId('INSURANCE_DECLARATION');
const OFFICER = personId('demo:officer');
const ASSESSOR = personId('demo:assessor');

const SILVER_ANSWERS = {
  agm: 'YES',
  accounts: 'YES',
  safeguarding: 'YES',
  plan: 'YES',
  volunteers: 'YES',
  irish: 'YES',
  health: 'NO',
  green: 'YES',
  contactName: 'Siobhán Breathnach',
};

const { save, submit, act, mailsTo } = surveyCalls(() => s);

describe('definitions', () => {
  it('seeds every definition valid, in English and Irish', () => {
    for (const d of SURVEY_DEFINITIONS) {
      expect(v.safeParse(SurveyDefinition, d).success, d.kind).toBe(true);
      for (const q of d.sections.flatMap((x) => x.questions)) {
        expect(q.label.ga.length, q.id).toBeGreaterThan(0);
        expect(q.label.ga).not.toBe(q.label.en);
      }
    }
  });
  it('lists them, apart from the approval track, and answers one whole', async () => {
    const list = await json<{ _embedded: { surveys: SurveyDefinitionDoc[] } }>(
      await s.call('/api/survey?filter=isApprovalTrack:false', { as: 'officer' }),
    );
    expect(list._embedded.surveys.map((x) => x.kind).sort()).toEqual([
      'CLUB_COMPAS',
      'ENERGY_GRANT',
      'INFRASTRUCTURE_GRANT',
      'INSURANCE_DECLARATION',
      'MEMBER_SURVEY',
      'RISK_ASSESSMENT',
    ]);
    const track = await json<{ _embedded: { surveys: SurveyDefinitionDoc[] } }>(
      await s.call('/api/survey?filter=isApprovalTrack:true', { as: 'financial-council' }),
    );
    expect(new Set(track._embedded.surveys.map((x) => x.kind))).toEqual(
      new Set(['LOAN_APPLICATION', 'PROPERTY_MATTER']),
    );
    const one = await json<SurveyDefinitionDoc>(await s.call(`/api/survey/${COMPAS}`, { as: 'assessor' }));
    expect(one.definition.sections).toHaveLength(4);
  });
});

describe('Club Compas: fill, more information, approval at Silver', () => {
  const id = uuidv7();
  it('saves a partial draft and blocks a second one of the kind', async () => {
    const doc = await json<SurveySubmissionDoc>(await save(id, COMPAS, { agm: 'YES', accounts: 'YES' }));
    expect(doc).toMatchObject({
      status: 'DRAFT',
      kind: 'CLUB_COMPAS',
      answers: { agm: 'YES', accounts: 'YES' },
    });
    const blocked = await json<{ message: string }>(await save(uuidv7(), COMPAS, {}), 409);
    expect(blocked.message).toBe('A survey already submitted blocks another');
    const ga = await s.call(`/api/survey-submission/${uuidv7()}`, {
      method: 'PUT',
      as: 'officer',
      headers: { 'Accept-Language': 'ga' },
      json: { surveyId: COMPAS, organizationId: CLUB, answers: {} },
    });
    expect(ga.status).toBe(409);
  });
  it('refuses answers the definition does not allow', async () => {
    const bad = await json<{ errors: { field: string; code: string }[] }>(
      await save(id, COMPAS, { agm: 'MAYBE', contactName: 'ab' }),
      400,
    );
    expect(bad.errors.map((e) => [e.field, e.code])).toEqual([
      ['answers.agm', 'validation.option.invalid'],
      ['answers.contactName', 'validation.survey.tooShort'],
    ]);
  });
  it('an assessor does not see a draft', async () => {
    expect((await s.call(`/api/survey-submission/${id}`, { as: 'assessor' })).status).toBe(403);
  });
  it('refuses to submit with required questions unanswered', async () => {
    const res = await json<{ errors: { field: string }[] }>(await submit(id), 400);
    expect(res.errors.map((e) => e.field)).toContain('answers.safeguarding');
    expect(res.errors.map((e) => e.field)).not.toContain('answers.comments');
  });
  it('submits when complete; the assessors are told; the submission is locked', async () => {
    await json(await save(id, COMPAS, SILVER_ANSWERS));
    const doc = await json<SurveySubmissionDoc>(await submit(id));
    expect(doc).toMatchObject({ status: 'PENDING_REVIEW', computedLevel: 'SILVER' });
    expect(doc.submittedAt).not.toBeNull();
    expect((await mailsTo(ASSESSOR, id)).map((m) => m.subject)).toEqual(['A survey to review: Club Compas']);
    const locked = await json<{ message: string }>(
      await save(id, COMPAS, { ...SILVER_ANSWERS, comments: 'x' }),
      409,
    );
    expect(locked.message).toBe('This survey has been submitted and can no longer be edited');
    expect((await submit(id)).status).toBe(409);
    expect((await s.call(`/api/survey-submission/${id}`, { method: 'DELETE', as: 'officer' })).status).toBe(
      409,
    );
  });
  it('requests more information only with a reason', async () => {
    const noReason = await json<{ errors: { code: string }[] }>(
      await act(id, { action: 'requestMoreInfo', reason: ' ' }),
      400,
    );
    expect(noReason.errors[0]!.code).toBe('validation.survey.reasonRequired');
    const doc = await json<SurveySubmissionDoc>(
      await act(id, { action: 'requestMoreInfo', reason: 'Attach the AGM minutes summary in comments' }),
    );
    expect(doc).toMatchObject({
      status: 'REJECTED_MORE_INFO',
      reason: 'Attach the AGM minutes summary in comments',
    });
    const mails = await mailsTo(OFFICER, id);
    expect(mails.at(-1)!.body).toContain('More information needed');
    expect(mails.at(-1)!.body).toContain('Attach the AGM minutes summary');
  });
  it('the club answers and submits again', async () => {
    await json(await save(id, COMPAS, { ...SILVER_ANSWERS, comments: 'AGM held 12 March; minutes kept.' }));
    expect((await json<SurveySubmissionDoc>(await submit(id))).status).toBe('PENDING_REVIEW');
  });
  it('accepts, goes back to pending review, accepts again', async () => {
    expect((await json<SurveySubmissionDoc>(await act(id, { action: 'accept' }))).status).toBe('ACCEPTED');
    expect((await json<SurveySubmissionDoc>(await act(id, { action: 'unaccept' }))).status).toBe(
      'PENDING_REVIEW',
    );
    expect((await json<SurveySubmissionDoc>(await act(id, { action: 'accept' }))).status).toBe('ACCEPTED');
  });
  it('approves at the level chosen, with an accreditation expiry', async () => {
    const missing = await json<{ errors: { code: string }[] }>(await act(id, { action: 'approve' }), 400);
    expect(missing.errors[0]!.code).toBe('validation.survey.levelRequired');
    const doc = await json<SurveySubmissionDoc>(await act(id, { action: 'approve', level: 'SILVER' }));
    expect(doc).toMatchObject({ status: 'APPROVED', level: 'SILVER' });
    expect(doc.accreditationExpiry).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await mailsTo(OFFICER, id)).at(-1)!.body).toContain('Silver');
    expect((await act(id, { action: 'approve', level: 'GOLD' })).status).toBe(409);
  });
  it('keeps every action in the audit, and a note once however often it is sent', async () => {
    const key = uuidv7();
    const headers = { 'Idempotency-Key': key };
    await json(
      await act(id, { action: 'addNote', note: 'Visited the club on 20 November.' }, 'assessor', headers),
    );
    await json(
      await act(id, { action: 'addNote', note: 'Visited the club on 20 November.' }, 'assessor', headers),
    );
    const detail = await json<SurveySubmissionDetail>(
      await s.call(`/api/survey-submission/${id}`, { as: 'officer' }),
    );
    expect(detail.notes.map((n) => n.text)).toEqual(['Visited the club on 20 November.']);
    expect(detail.events.map((e) => e.action)).toEqual([
      'create',
      'save',
      'submit',
      'requestMoreInfo',
      'save',
      'submit',
      'accept',
      'unaccept',
      'accept',
      'approve',
      'addNote',
    ]);
  });
  it('completes; an approved accreditation blocks another until then', async () => {
    expect((await save(uuidv7(), COMPAS, {})).status).toBe(409);
    expect((await json<SurveySubmissionDoc>(await act(id, { action: 'complete' }))).status).toBe('COMPLETED');
    const next = uuidv7();
    expect((await json<SurveySubmissionDoc>(await save(next, COMPAS, {}))).status).toBe('DRAFT');
    // A draft: the club deletes it.
    expect((await s.call(`/api/survey-submission/${next}`, { method: 'DELETE', as: 'officer' })).status).toBe(
      204,
    );
    expect((await s.call(`/api/survey-submission/${next}`, { as: 'officer' })).status).toBe(403);
  });
});

describe('energy grant: approved with a lower amount', () => {
  const id = uuidv7();
  const answers = {
    projectTitle: 'Clubhouse LED lighting',
    measures: ['LED', 'SOLAR'],
    description: 'Replace the floodlights and fit solar panels on the clubhouse roof.',
    totalCost: 20000,
    amountApplied: 8000,
  };
  it('carries the amount applied for', async () => {
    await json(await save(id, ENERGY, answers));
    const doc = await json<SurveySubmissionDoc>(await submit(id));
    expect(doc).toMatchObject({ amountAppliedFor: 8000, amountApproved: null, computedLevel: null });
  });
  it('never approves more than was applied for; the amount changes until approval', async () => {
    const over = await json<{ errors: { code: string }[] }>(
      await act(id, { action: 'updateAmount', amountApproved: 9000 }),
      400,
    );
    expect(over.errors[0]!.code).toBe('validation.survey.amountOverApplied');
    expect(
      (await json<SurveySubmissionDoc>(await act(id, { action: 'updateAmount', amountApproved: 6000 })))
        .amountApproved,
    ).toBe(6000);
    const doc = await json<SurveySubmissionDoc>(await act(id, { action: 'approve', amountApproved: 5000 }));
    expect(doc).toMatchObject({
      status: 'APPROVED',
      amountAppliedFor: 8000,
      amountApproved: 5000,
      level: null,
    });
    expect((await act(id, { action: 'updateAmount', amountApproved: 4000 })).status).toBe(409);
    expect((await mailsTo(OFFICER, id)).at(-1)!.body).toContain('€5000.00');
  });
});

describe('rejection', () => {
  const id = uuidv7();
  it('needs a reason, and can be taken back to pending review', async () => {
    await json(await save(id, INSURANCE, { members: 310, confirm: 'YES' }));
    await json(await submit(id));
    expect((await act(id, { action: 'reject' })).status).toBe(400);
    expect((await act(id, { action: 'complete' })).status).toBe(409);
    const doc = await json<SurveySubmissionDoc>(
      await act(id, { action: 'reject', reason: 'Member count does not match the register' }),
    );
    expect(doc).toMatchObject({ status: 'REJECTED', reason: 'Member count does not match the register' });
    expect((await submit(id)).status).toBe(409);
    expect((await json<SurveySubmissionDoc>(await act(id, { action: 'unaccept' }))).status).toBe(
      'PENDING_REVIEW',
    );
  });
  it('the central financial council may not act on it, nor a club officer', async () => {
    expect((await act(id, { action: 'accept' }, 'financial-council')).status).toBe(403);
    expect((await act(id, { action: 'accept' }, 'officer')).status).toBe(403);
    expect((await act(id, { action: 'accept' }, 'super-admin')).status).toBe(403);
  });
});

describe('the submissions table', () => {
  it('shows reviewers the kinds they review, filtered, newest first', async () => {
    const page = await json<{ _embedded: { submissions: SurveySubmissionDoc[] } }>(
      await s.call('/api/survey-submission?filter=status:PENDING_REVIEW', { as: 'assessor' }),
    );
    const ids = page._embedded.submissions.map((x) => x.id);
    expect(ids).toContain(DEMO_SURVEY_SUBMISSION_ID);
    expect(page._embedded.submissions.every((x) => x.status === 'PENDING_REVIEW')).toBe(true);
    const council = await json<{ _embedded: { submissions: SurveySubmissionDoc[] } }>(
      await s.call('/api/survey-submission', { as: 'financial-council' }),
    );
    expect(council._embedded.submissions).toEqual([]);
    expect((await s.call('/api/survey-submission?filter=kind:NOPE', { as: 'assessor' })).status).toBe(400);
  });
});

describe('offline filling: survey.save through sync', () => {
  const push = (mutations: Mutation[], as = 'officer') =>
    s.call('/api/sync/push', { method: 'POST', as, json: { protocol: 1, mutations } });
  const m = (
    entityId: string,
    answers: Record<string, unknown>,
    baseVersion: number | null,
    key = uuidv7(),
  ): Mutation => ({
    id: uuidv7(),
    idempotencyKey: key,
    op: 'survey.save',
    entityId,
    baseVersion,
    payload: { surveyId: surveyDefinitionId('RISK_ASSESSMENT'), organizationId: CLUB, answers },
  });

  it('creates once however often the same mutation is sent, then applies a change based on it', async () => {
    // The seeded risk assessment blocks another: take it out of the way first.
    await json(await act(DEMO_SURVEY_SUBMISSION_ID, { action: 'reject', reason: 'Redo with the new form' }));
    const id = uuidv7();
    const create = m(id, { pitchCondition: 'GOOD' }, null);
    const first = await json<PushResponse>(await push([create]));
    const again = await json<PushResponse>(await push([create]));
    expect(first.results[0]!.status).toBe('applied');
    expect(again.results[0]).toEqual(first.results[0]);
    const rows = await s.database.db.select().from(surveySubmission).where(eq(surveySubmission.id, id));
    expect(rows).toHaveLength(1);
    const creates = await s.database.db.select().from(surveyEvent).where(eq(surveyEvent.submissionId, id));
    expect(creates).toHaveLength(1);
    const second = await json<PushResponse>(
      await push([m(id, { pitchCondition: 'GOOD', firstAidKits: 2 }, 1)]),
    );
    expect(second.results[0]).toMatchObject({
      status: 'applied',
      document: { version: 2, answers: { firstAidKits: 2 } },
    });
  });
  it('keeps the server’s copy when the survey was submitted meanwhile', async () => {
    const [row] = await s.database.db
      .select()
      .from(surveySubmission)
      .where(and(eq(surveySubmission.kind, 'RISK_ASSESSMENT'), eq(surveySubmission.status, 'DRAFT')));
    await json(await submit(row!.id));
    const late = await json<PushResponse>(await push([m(row!.id, { pitchCondition: 'POOR' }, row!.version)]));
    expect(late.results[0]).toMatchObject({ status: 'conflict', reason: 'surveyLocked' });
  });
  it('refuses another club’s draft and an invalid answer', async () => {
    const other = await json<PushResponse>(await push([m(uuidv7(), {}, null)], 'coach'));
    expect(other.results[0]).toMatchObject({ status: 'rejected', error: { status: 403 } });
    const bad = await json<PushResponse>(await push([{ ...m(uuidv7(), {}, null), payload: { nope: 1 } }]));
    expect(bad.results[0]).toMatchObject({ status: 'rejected', error: { status: 400 } });
  });
});

describe('the approval track: the central financial council decides loans', () => {
  it('a loan application goes to the council, not to the assessors', async () => {
    const id = uuidv7();
    await json(
      await save(id, surveyDefinitionId('LOAN_APPLICATION'), {
        band: 'BORROWING_75K_150K',
        amountApplied: 90_000,
        lender: 'Credit union',
        purpose: 'New dressing rooms and a gym',
        years: 10,
      }),
    );
    await json(await submit(id));
    expect((await act(id, { action: 'accept' }, 'assessor')).status).toBe(403);
    const doc = await json<SurveySubmissionDoc>(await act(id, { action: 'approve' }, 'financial-council'));
    expect(doc).toMatchObject({ status: 'APPROVED', amountAppliedFor: 90_000, amountApproved: 90_000 });
    const mails = await mailsTo(personId('demo:financial-council'), id);
    expect(mails.map((m) => m.subject)).toEqual(['A survey to review: Loan application']);
  });
});

describe('file questions', () => {
  const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
  const upload = (parts: [string, Blob, string][], as = 'officer', org = CLUB) => {
    const body = new FormData();
    for (const [field, blob, name] of parts) body.append(field, blob, name);
    return s.call(`/api/survey-file/organization/${org}`, { method: 'POST', as, body });
  };
  const pdf = (bytes: Uint8Array<ArrayBuffer> = PDF) => new Blob([bytes], { type: 'application/pdf' });

  it('one file per upload, ≤ 10 MB, checked by its bytes; answers name the club’s files; read by its officers and the kind’s reviewers only', async () => {
    const doc = await json<{ id: string; fileName: string; size: number }>(
      await upload([['file', pdf(), 'schedule.pdf']]),
      201,
    );
    expect(doc).toMatchObject({ fileName: 'schedule.pdf', size: PDF.length });
    const html = await json<{ message: string }>(
      await upload([['file', pdf(new TextEncoder().encode('<html><script>1</script></html>')), 'x.pdf']]),
      415,
    );
    expect(html.message).toBe('This type of file is not supported: upload a PDF, PNG or JPEG');
    expect(
      (
        await upload([
          ['file', pdf(), 'a.pdf'],
          ['file', pdf(), 'b.pdf'],
        ])
      ).status,
    ).toBe(400);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF);
    expect((await upload([['file', pdf(big), 'big.pdf']])).status).toBe(413);
    expect((await upload([['file', pdf(), 'a.pdf']], 'member')).status).toBe(403);

    // An earlier test left the club's declaration under review: close it, so this one may start.
    await s.database.db
      .update(surveySubmission)
      .set({ status: 'COMPLETED' })
      .where(
        and(eq(surveySubmission.organizationId, CLUB), eq(surveySubmission.kind, 'INSURANCE_DECLARATION')),
      );
    const id = uuidv7();
    const forged = await json<{ errors: { field: string; code: string }[] }>(
      await save(id, INSURANCE, { members: 120, confirm: 'YES', schedule: [uuidv7()] }),
      400,
    );
    expect(forged.errors).toMatchObject([
      { field: 'answers.schedule', code: 'validation.survey.fileRejected' },
    ]);
    await json(await save(id, INSURANCE, { members: 120, confirm: 'YES', schedule: [doc.id] }));
    const get = (as: string) => s.call(`/api/survey-file/${doc.id}`, { as });
    const mine = await get('officer');
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(PDF);
    // A draft is the club's own: no reviewer reads its files yet.
    expect((await get('assessor')).status).toBe(403);
    await json(await submit(id));
    expect((await get('assessor')).status).toBe(200);
    for (const as of ['financial-council', 'member', 'coach', 'super-admin'])
      expect((await get(as)).status).toBe(403);
  });
});

describe('the daily survey dates', () => {
  it('expires a Club Compas accreditation on its date, announces one 30 days ahead, and reminds a risk assessment two years on, each once', async () => {
    const db = s.database.db;
    const today = todayInDublin();
    const inDays = (n: number) =>
      new Date(Date.parse(`${today}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    // The file's earlier approvals are done with; an approved accreditation that expires today, and a completed
    // one (another club's copy of the same survey) that expires in ten days.
    await db
      .update(surveySubmission)
      .set({ status: 'COMPLETED', accreditationExpiry: inDays(1000) })
      .where(and(eq(surveySubmission.organizationId, CLUB), eq(surveySubmission.kind, 'CLUB_COMPAS')));
    const row = (id: string, status: string, expiry: string) => ({
      id,
      surveyId: COMPAS,
      kind: 'CLUB_COMPAS',
      organizationId: CLUB,
      status,
      level: 'SILVER',
      accreditationExpiry: expiry,
      createdBy: OFFICER,
      submittedAt: new Date(),
    });
    const expiring = uuidv7();
    const soon = uuidv7();
    await db
      .insert(surveySubmission)
      .values([row(expiring, 'APPROVED', today), row(soon, 'COMPLETED', inDays(10))]);
    // The club's risk assessments: the last one was submitted two years and a day ago, and none is open.
    await db
      .update(surveySubmission)
      .set({ status: 'COMPLETED', submittedAt: new Date(Date.now() - (2 * 366 + 1) * 86_400_000) })
      .where(and(eq(surveySubmission.organizationId, CLUB), eq(surveySubmission.kind, 'RISK_ASSESSMENT')));

    const first = await runSurveyDates(db, today);
    expect(first).toMatchObject({ expired: 1 });
    expect(first.announced).toBeGreaterThan(0);
    expect(first.reminded).toBeGreaterThan(0);
    expect(await runSurveyDates(db, today)).toEqual({ expired: 0, announced: 0, reminded: 0 });

    const [after] = await db.select().from(surveySubmission).where(eq(surveySubmission.id, expiring));
    expect(after!.status).toBe('EXPIRED');
    const events = await db.select().from(surveyEvent).where(eq(surveyEvent.submissionId, expiring));
    expect(events).toEqual([
      expect.objectContaining({ action: 'expire', actorId: null, toStatus: 'EXPIRED' }),
    ]);
    const detail = await json<SurveySubmissionDetail>(
      await s.call(`/api/survey-submission/${expiring}`, { as: 'officer' }),
    );
    expect(detail.status).toBe('EXPIRED');
    const mails = await db
      .select({ key: notification.dedupeKey, subject: notification.subject, body: notification.body })
      .from(notification)
      .where(eq(notification.recipientPersonId, OFFICER));
    expect(mails.some((m) => m.key.startsWith(`survey:${expiring}:`))).toBe(true);
    const announce = mails.find((m) => m.key.startsWith(`survey-expiring:${soon}:`));
    expect(announce?.body).toContain(formatDisplayDate(inDays(10)));
    const risk = mails.find((m) => m.key.startsWith(`risk-assessment-due:${CLUB}:`));
    expect(risk?.subject).toBe('Risk assessment due');
    // The expired one no longer blocks a new Club Compas: the one open per kind is free again.
    await db.update(surveySubmission).set({ status: 'EXPIRED' }).where(eq(surveySubmission.id, soon));
    expect((await save(uuidv7(), COMPAS, {})).status).toBe(200);
    // A risk assessment open again: no reminder on a later day.
    await db.insert(surveySubmission).values({
      id: uuidv7(),
      surveyId: surveyDefinitionId('RISK_ASSESSMENT'),
      kind: 'RISK_ASSESSMENT',
      organizationId: CLUB,
      status: 'DRAFT',
      createdBy: OFFICER,
    });
    expect((await runSurveyDates(db, inDays(40))).reminded).toBe(0);
  });
});

describe('clone', () => {
  const clonePath = (id: string, version = 1) => `/api/survey/${id}/${CLUB}/${version}/clone`;
  it('publishes a copy under a new name that the club can fill; only the kind’s reviewers clone', async () => {
    const res = await s.call(clonePath(COMPAS), {
      method: 'POST',
      as: 'assessor',
      json: { name: 'Club Compas 2027', nameGa: 'Club Compas 2027 (GA)' },
    });
    expect(res.status).toBe(201);
    const clone = await json<SurveyDefinitionDoc>(res, 201);
    expect(clone.id).not.toBe(COMPAS);
    expect(clone).toMatchObject({ kind: 'CLUB_COMPAS', version: 1, approvalTrack: false });
    expect(clone.definition.title).toEqual({ en: 'Club Compas 2027', ga: 'Club Compas 2027 (GA)' });
    const source = await json<SurveyDefinitionDoc>(await s.call(`/api/survey/${COMPAS}`, { as: 'officer' }));
    expect(clone.definition.sections).toEqual(source.definition.sections);
    const list = await json<{ _embedded: { surveys: SurveyDefinitionDoc[] } }>(
      await s.call('/api/survey?filter=isApprovalTrack:false', { as: 'officer' }),
    );
    expect(list._embedded.surveys.map((x) => x.id)).toContain(clone.id);
    const questions = await s.call(`/api/survey/${clone.id}/${CLUB}/1/question`, { as: 'officer' });
    expect(questions.status).toBe(200);
    // The Irish name defaults to the English one when left blank.
    const plain = await json<SurveyDefinitionDoc>(
      await s.call(clonePath(COMPAS), { method: 'POST', as: 'assessor', json: { name: 'Compas B' } }),
      201,
    );
    expect(plain.definition.title).toEqual({ en: 'Compas B', ga: 'Compas B' });
  });
  it('refuses a blank name, a version that is not the survey’s, and another kind’s reviewer', async () => {
    const post = (path: string, as: 'assessor' | 'financial-council' | 'officer', name = 'X') =>
      s.call(path, { method: 'POST', as, json: { name } });
    expect((await post(clonePath(COMPAS), 'assessor', '  ')).status).toBe(400);
    expect((await post(clonePath(COMPAS, 7), 'assessor')).status).toBe(404);
    expect((await post(clonePath(COMPAS), 'financial-council')).status).toBe(404);
    expect((await post(clonePath(COMPAS), 'officer')).status).toBe(403);
  });
});
