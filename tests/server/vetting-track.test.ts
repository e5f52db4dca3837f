/**
 * Vetting applications, the desks' side (seed 3 §4 Vetting, §6; issue 25): the Garda and Access NI tracks end
 * to end, each step by its role, and the admin table scoped to the caller's desks.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/lib/days.ts';
import { M } from '../../domain/messages.ts';
import { addMonths } from '../../domain/vetting/application.ts';
import { certification, notification } from '../../server/db/schema/index.ts';
import { startTestServer, type TestServer } from './harness.ts';
import {
  application,
  applicant,
  codes,
  fields,
  submitted,
  today,
  vettingCalls,
  type Answer,
} from './vetting-calls.ts';

let s: TestServer;
let c: ReturnType<typeof vettingCalls>;
beforeAll(async () => {
  s = await startTestServer();
  c = vettingCalls(s);
});
afterAll(() => s.close());

describe('the Garda vetting track, end to end', () => {
  it('submit → validate → Garda upload → findings → complete, each by its role, making a certification', async () => {
    const as = await applicant(s);
    const app = await submitted(s, as);
    expect(app).toMatchObject({ status: 'IN_REVIEW', authenticatorStatus: 'AWAITING_REVIEW' });

    // Only the club's children's officer validates; the date is not in the future and matches the NVB1.
    expect((await c.act(as, app.id, { action: 'VALIDATE', inPersonReviewDate: today() })).status).toBe(409);
    expect((await c.act('officer', app.id, { action: 'VALIDATE', inPersonReviewDate: today() })).status).toBe(
      403,
    );
    const future = await c.act('childrens-officer', app.id, {
      action: 'VALIDATE',
      inPersonReviewDate: addDays(today(), 1),
    });
    expect(codes(future.body)).toEqual([M.vettingDateFuture.id]);
    const mismatch = await c.act('childrens-officer', app.id, {
      action: 'VALIDATE',
      inPersonReviewDate: today(),
    });
    expect(codes(mismatch.body)).toEqual([M.reviewDateNvb1.id]);
    const validated = await c.act('childrens-officer', app.id, {
      action: 'VALIDATE',
      inPersonReviewDate: addMonths(today(), -1),
    });
    expect(validated.body).toMatchObject({
      authenticatorStatus: 'VALIDATED',
      governingAgentStatus: 'AWAITING_REVIEW',
    });

    // The Garda download lists it for the association's Garda officer only.
    expect((await s.call('/api/vetting/json?association=GAA', { as: 'childrens-officer' })).status).toBe(403);
    const download = await s.call('/api/vetting/json?association=GAA', { as: 'vetting-officer' });
    expect(download.headers.get('vetting-file-name')).toMatch(/^garda-vetting-GAA-\d{4}-\d{2}-\d{2}\.json$/);
    expect(((await download.json()) as { reference: string }[]).map((r) => r.reference)).toContain(
      app.reference,
    );

    // A bad file changes nothing and says where; a good one moves the application to in review.
    const bad = await c.gardaUpload('vetting-officer', [
      ['ok.json', JSON.stringify([{ reference: app.reference, gardaReference: 'NVB-123' }])],
      ['broken.json', '{ not json'],
      [
        'rows.json',
        JSON.stringify([
          { reference: 'VET-999999', gardaReference: 'NVB-1' },
          { reference: app.reference, gardaReference: '' },
        ]),
      ],
    ]);
    expect(bad.status).toBe(400);
    expect(fields((await bad.json()) as Answer)).toEqual([
      'broken.json',
      'rows.json[1].gardaReference',
      'rows.json[0].reference',
    ]);
    expect((await c.read(as, app.id)).body.governingAgentStatus).toBe('AWAITING_REVIEW');
    const good = await c.gardaUpload('vetting-officer', [
      ['refs.json', JSON.stringify([{ reference: app.reference, gardaReference: 'NVB-2026-0042' }])],
    ]);
    expect(good.status).toBe(201);
    expect((await c.read(as, app.id)).body).toMatchObject({
      status: 'IN_PROGRESS',
      governingAgentStatus: 'IN_REVIEW',
      gardaReference: 'NVB-2026-0042',
    });

    // Findings: the governing agent's; the children's officer never sees the flag, the applicant does.
    expect(
      (await c.act('childrens-officer', app.id, { action: 'MARK_FINDINGS', findings: true })).status,
    ).toBe(409);
    const marked = await c.act('vetting-officer', app.id, { action: 'MARK_FINDINGS', findings: true });
    expect(marked.body).toMatchObject({
      status: 'PENDING_COMPLETION',
      governingAgentStatus: 'FINDINGS',
      findings: true,
    });
    expect((await c.read('childrens-officer', app.id)).body.findings).toBeUndefined();
    expect((await c.read(as, app.id)).body.findings).toBe(true);
    const list = (await (
      await s.call('/api/vetting?filter=person.id:x', { as: 'vetting-officer' })
    ).json()) as {
      _embedded: { vettings: Answer[] };
    };
    expect(list._embedded.vettings).toEqual([]);

    const done = await c.act('vetting-officer', app.id, { action: 'COMPLETE', sendEmail: true });
    expect(done.body).toMatchObject({ status: 'COMPLETED', actions: [] });
    const [cert] = await s.database.db
      .select()
      .from(certification)
      .where(eq(certification.vettingApplicationId, app.id));
    expect(cert).toMatchObject({
      type: 'VETTING',
      status: 'ACTIVE',
      validFrom: today(),
      validTo: addDays(addMonths(today(), 36), -1),
      reference: 'NVB-2026-0042',
    });
    const mail = await s.database.db
      .select()
      .from(notification)
      .where(eq(notification.dedupeKey, `vetting-complete:${app.id}`));
    expect(mail).toHaveLength(1);
    expect((await c.act('vetting-officer', app.id, { action: 'CANCEL', reason: 'late' })).status).toBe(409);
  });

  it('rejects with a reason (the authenticator while it awaits review)', async () => {
    const as = await applicant(s);
    const app = await submitted(s, as);
    const rejected = await c.act('childrens-officer', app.id, {
      action: 'REJECT',
      reason: 'ID did not match',
    });
    expect(rejected.body).toMatchObject({
      status: 'REJECTED',
      authenticatorStatus: 'REJECTED',
      rejectionReason: 'ID did not match',
    });
  });

  it('progresses an Access NI application to Access NI, never a Garda one', async () => {
    const as = await applicant(s);
    const created = await c.create(
      as,
      application({ type: 'ACCESS_NI_VETTING_PAID', accessNiReference: '2009876543', nvb1Date: '' }),
    );
    for (const [cat, sub] of [
      ['ID_VALIDATION', 'ID_VALIDATION_FORM'],
      ['PHOTO_ID', 'PASSPORT'],
      ['PROOF_OF_ADDRESS', 'UTILITY_BILL'],
    ])
      await c.upload(as, created.body.id, cat!, sub!);
    await c.act(as, created.body.id, { action: 'SUBMIT' });
    await c.act('childrens-officer', created.body.id, { action: 'VALIDATE', inPersonReviewDate: today() });
    // The GAA's Garda officer is not its Access NI desk.
    expect(
      (await c.act('vetting-officer', created.body.id, { action: 'PROGRESS_TO_ACCESS_NI' })).status,
    ).toBe(403);
    const progressed = await c.act('super-admin', created.body.id, { action: 'PROGRESS_TO_ACCESS_NI' });
    expect(progressed.body).toMatchObject({
      status: 'IN_PROGRESS',
      governingAgentStatus: 'AWAITING_ACCESS_NI_REVIEW',
    });
    const garda = await submitted(s, await applicant(s));
    await c.act('childrens-officer', garda.id, {
      action: 'VALIDATE',
      inPersonReviewDate: addMonths(today(), -1),
    });
    expect((await c.act('super-admin', garda.id, { action: 'PROGRESS_TO_ACCESS_NI' })).status).toBe(409);
  });
});

describe('the table (GET /vetting)', () => {
  it("scopes rows to the caller's desks, filters by the §6 defaults, never lists findings", async () => {
    const as = await applicant(s);
    const app = await submitted(s, as);
    const url =
      '/api/vetting?filter=authenticatorStatus:AWAITING_REVIEW,authenticatorStatus:VALIDATED&size=300';
    const rows = async (who: string) =>
      ((await (await s.call(url, { as: who })).json()) as { _embedded: { vettings: Answer[] } })._embedded
        .vettings;
    const mine = (await rows('childrens-officer')).find((r) => r.id === app.id);
    expect(mine).toMatchObject({ reference: app.reference, actions: ['VALIDATE', 'REJECT', 'CANCEL'] });
    expect(mine).not.toHaveProperty('findings');
    expect(mine).not.toHaveProperty('applicant');
    expect((await rows('officer')).map((r) => r.id)).not.toContain(app.id);
    expect((await rows(as)).map((r) => r.id)).toEqual([app.id]);
    const desks = (await (await s.call('/api/vetting/desks', { as: 'vetting-officer' })).json()) as {
      desks: { desk: string }[];
    };
    expect(desks.desks.map((d) => d.desk)).toEqual(['gardaOfficer']);
    const bad = await s.call('/api/vetting?filter=findings:true', { as: 'childrens-officer' });
    expect(bad.status).toBe(400);
  });
});
