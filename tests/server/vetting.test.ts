/**
 * Vetting applications (seed 3 §4 Vetting, §5 Vetting, §6; issue 25): every §5 rule, the transition graph
 * with its roles, the Garda reference files, the documents' privacy and the certification a completion makes.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/lib/days.ts';
import { M } from '../../domain/messages.ts';
import { addMonths } from '../../domain/vetting/application.ts';
import { vettingAccessLog } from '../../server/db/schema/index.ts';
import { personId } from '../../server/db/seed/people.ts';
import { startTestServer, type TestServer } from './harness.ts';
import {
  application,
  applicant,
  codes,
  fields,
  submitted,
  PDF,
  today,
  uploadGardaDocuments,
  vettingCalls,
  type Answer,
} from './vetting-calls.ts';
import { world } from './world.ts';

let s: TestServer;
let c: ReturnType<typeof vettingCalls>;
beforeAll(async () => {
  s = await startTestServer();
  c = vettingCalls(s);
});
afterAll(() => s.close());

describe('the application form (seed 3 §5 Vetting)', () => {
  it('requires the club, association and role, and refuses a club the applicant does not belong to', async () => {
    const as = await applicant(s);
    const missing = await c.create(as, application({ organizationId: '', association: '', role: '' }));
    expect(missing.status).toBe(400);
    expect(codes(missing.body)).toEqual(
      expect.arrayContaining([M.vettingClubRequired.id, M.selectOption.id]),
    );
    const other = await world(s).club({ county: 'kerry' });
    const notMine = await c.create(as, application({ organizationId: other.id }));
    expect(notMine.status).toBe(400);
    expect(codes(notMine.body)).toEqual([M.vettingClubRequired.id]);
  });

  it('takes an Access NI reference of 10 digits starting 200 for Access NI types only', async () => {
    const as = await applicant(s);
    for (const bad of ['', '1234567890', '200123456', '20012345678', '200123456a']) {
      const res = await c.create(
        as,
        application({ type: 'ACCESS_NI_VETTING_PAID', accessNiReference: bad, nvb1Date: '' }),
      );
      expect(res.status, bad).toBe(400);
      expect(codes(res.body)).toEqual([M.accessNiReference.id]);
    }
    const ok = await c.create(
      as,
      application({ type: 'ACCESS_NI_VETTING_VOLUNTARY', accessNiReference: '2001234567', nvb1Date: '' }),
    );
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      status: 'PENDING_DOCUMENTATION',
      reference: expect.stringMatching(/^VET-\d{6}$/),
    });
  });

  it('stops a yes to the blocking question with the spec message, and requires both consent boxes', async () => {
    const as = await applicant(s);
    const blocked = await c.create(as, application({ blockingAnswer: true }));
    expect(codes(blocked.body)).toEqual([M.vettingBlocked.id]);
    expect(blocked.body.errors![0]!.message).toBe(
      'Unable to progress, contact the provincial safeguarding manager',
    );
    const noConsent = await c.create(as, application({ reviewConfirmed: false, consentGiven: false }));
    expect(codes(noConsent.body)).toEqual([M.vettingConsent.id, M.vettingConsent.id]);
  });

  it('answers in Irish when asked', async () => {
    const as = await applicant(s);
    const res = await s.call('/api/vetting', {
      as,
      method: 'POST',
      json: application({ blockingAnswer: true }),
      headers: { 'Accept-Language': 'ga' },
    });
    const body = (await res.json()) as Answer;
    expect(body.errors![0]!.message).not.toBe(
      'Unable to progress, contact the provincial safeguarding manager',
    );
    expect(body.errors![0]!.message.length).toBeGreaterThan(10);
  });

  it('wants a proof of address dated within 6 months, and an NVB1 date not in the future', async () => {
    const as = await applicant(s);
    const old = await c.create(as, application({ proofOfAddressDate: addDays(addMonths(today(), -6), -1) }));
    expect(codes(old.body)).toEqual([M.proofOfAddressDate.id]);
    const future = await c.create(as, application({ proofOfAddressDate: addDays(today(), 1) }));
    expect(codes(future.body)).toEqual([M.proofOfAddressDate.id]);
    const nvb1 = await c.create(as, application({ nvb1Date: addDays(today(), 1) }));
    expect(codes(nvb1.body)).toEqual([M.vettingDateFuture.id]);
    const edge = await c.create(as, application({ proofOfAddressDate: addMonths(today(), -6) }));
    expect(edge.status).toBe(201);
  });

  it('limits names to 30, address lines to 50 and the postcode to 10 characters', async () => {
    const as = await applicant(s);
    const res = await c.create(
      as,
      application({}, { givenName: 'x'.repeat(31), addressLine1: 'x'.repeat(51), postcode: 'x'.repeat(11) }),
    );
    expect(codes(res.body).sort()).toEqual(
      [M.vettingNameMax.id, M.vettingAddressMax.id, M.vettingPostcodeMax.id].sort(),
    );
  });

  it('needs a parent or guardian for a 17-year-old, and refuses under 16s', async () => {
    const as = await applicant(s, '2009-06-01');
    const seventeen = addDays(addMonths(today(), -12 * 17), -1);
    const alone = await c.create(as, application({}, { birthDate: seventeen }));
    expect(codes(alone.body)).toEqual([M.vettingGuardianRequired.id]);
    const fifteen = await c.create(as, application({}, { birthDate: addMonths(today(), -12 * 15) }));
    expect(codes(fifteen.body)).toEqual([M.vettingTooYoung.id]);
    const withGuardian = await c.create(
      as,
      application(
        { guardian: { name: 'Áine Ní Bhriain', email: 'aine@example.ie', consent: true } },
        { birthDate: seventeen },
      ),
    );
    expect(withGuardian.status).toBe(201);
    // Submitting needs the NVB3 parental consent form as well as the usual documents.
    await uploadGardaDocuments(s, as, withGuardian.body.id);
    const early = await c.act(as, withGuardian.body.id, { action: 'SUBMIT' });
    expect(early.status).toBe(400);
    expect(fields(early.body)).toEqual(['documents.PARENTAL_CONSENT']);
    expect((await c.upload(as, withGuardian.body.id, 'PARENTAL_CONSENT', 'NVB3')).status).toBe(201);
    expect((await c.act(as, withGuardian.body.id, { action: 'SUBMIT' })).body.status).toBe('IN_REVIEW');
    const nvb3 = await s.call(`/api/vetting/${withGuardian.body.id}/generate-nvb-file?type=NVB3`, { as });
    expect(nvb3.status).toBe(200);
    expect(nvb3.headers.get('content-type')).toBe('application/pdf');
  });
});

describe('one application at a time (seed 3 §4)', () => {
  it('refuses a second open application; cancelling (with a reason of at most 255) lets a new one start', async () => {
    const as = await applicant(s);
    const first = await c.create(as, application());
    expect((await c.create(as, application())).status).toBe(409);
    expect(codes((await c.act(as, first.body.id, { action: 'CANCEL', reason: '' })).body)).toEqual([
      M.vettingReasonRequired.id,
    ]);
    expect(
      codes((await c.act(as, first.body.id, { action: 'CANCEL', reason: 'x'.repeat(256) })).body),
    ).toEqual([M.vettingReasonMax.id]);
    const cancelled = await c.act(as, first.body.id, { action: 'CANCEL', reason: 'Wrong club' });
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', actions: [] });
    expect((await c.create(as, application())).status).toBe(201);
  });
});

describe('documents (one file, at most 10 MB, PDF or image; private)', () => {
  it('refuses a file too big, a type not supported and two files at once', async () => {
    const as = await applicant(s);
    const { body } = await c.create(as, application());
    const big = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'application/pdf' });
    expect((await c.upload(as, body.id, 'PHOTO_ID', 'PASSPORT', big)).status).toBe(413);
    const text = new Blob(['hello'], { type: 'text/plain' });
    expect((await c.upload(as, body.id, 'PHOTO_ID', 'PASSPORT', text, 'a.txt')).status).toBe(415);
    const lying = new Blob(['not a pdf'], { type: 'application/pdf' });
    expect((await c.upload(as, body.id, 'PHOTO_ID', 'PASSPORT', lying)).status).toBe(415);
    const form = new FormData();
    form.append('file', PDF(), 'a.pdf');
    form.append('file', PDF(), 'b.pdf');
    const two = await s.call(`/api/vetting/${body.id}/file?category=PHOTO_ID&subType=PASSPORT`, {
      as,
      method: 'POST',
      body: form,
    });
    expect(two.status).toBe(400);
    expect((await c.upload(as, body.id, 'PHOTO_ID', 'NVB1')).status).toBe(400);
  });

  it('lets only the applicant and the vetting roles open them, and logs each read', async () => {
    const as = await applicant(s);
    const app = await submitted(s, as);
    const docs = (
      (await (await s.call(`/api/vetting/${app.id}/file`, { as })).json()) as { documents: { id: string }[] }
    ).documents;
    const path = `/api/vetting/${app.id}/file/${docs[0]!.id}`;
    expect((await s.call(path, { as })).status).toBe(200);
    expect((await s.call(path, { as: 'childrens-officer' })).status).toBe(200);
    // The club's admin without the VETTING privilege, and a club admin of another club, may not.
    expect((await s.call(path, { as: 'officer' })).status).toBe(403);
    await world(s).adminOfAnotherClub('coach');
    expect((await s.call(path, { as: 'coach' })).status).toBe(403);
    const other = await world(s).club({ county: 'kerry' });
    await world(s).member({ id: personId('demo:member') }, other, {
      labels: ['ADMIN_VETTING'],
      privileges: ['VETTING'],
    });
    expect((await s.call(path, { as: 'member' })).status).toBe(403);
    expect((await s.call(`/api/vetting/${app.id}`, { as: 'member' })).status).toBe(403);
    const log = await s.database.db
      .select()
      .from(vettingAccessLog)
      .where(and(eq(vettingAccessLog.applicationId, app.id), eq(vettingAccessLog.action, 'READ')));
    expect(log).toHaveLength(2);
  });
});
