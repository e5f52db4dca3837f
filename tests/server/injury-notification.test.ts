import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/lib/days.ts';
import type { InjuryNotification } from '../../domain/injury/injury-notification.ts';
import { todayInDublin } from '../../domain/lib/dates.ts';
import { M } from '../../domain/messages.ts';
import { person } from '../../server/db/schema/index.ts';
import { teamId } from '../../server/db/seed/competition.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { notificationBody } from './injury-notification-body.ts';

let s: TestServer;
let memberId: string;
beforeAll(async () => {
  s = await startTestServer();
  memberId = ((await (await s.call('/api/person/me', { as: 'member' })).json()) as { id: string }).id;
});
afterAll(() => s.close());

const today = () => todayInDublin();
const notification = (over: Record<string, unknown> = {}) =>
  notificationBody(memberId, {
    privateMedicalInsurance: true,
    privateMedicalInsurancePlan: 'Health Plan Plus',
    ...over,
  });

type Answer = InjuryNotification & { message?: string; errors?: { field: string; code: string }[] };

async function create(over: Record<string, unknown> = {}, as = 'member') {
  const res = await s.call('/api/player-injury-notification', {
    as,
    method: 'POST',
    json: notification(over),
  });
  return { status: res.status, body: (await res.json()) as Answer };
}

async function patch(id: string, as: string, json: unknown, headers: Record<string, string> = {}) {
  const res = await s.call(`/api/player-injury-notification/${id}`, { as, method: 'PATCH', json, headers });
  return { status: res.status, body: (await res.json()) as Answer };
}

async function upload(id: string, as: string, file: Blob, name = 'referee-report.pdf') {
  const form = new FormData();
  form.set('file', file, name);
  form.set('additionalType', 'REFEREE_REPORT');
  return s.call(`/api/player-injury-notification/${id}/document`, { as, method: 'POST', body: form });
}

const codes = (b: Answer) => (b.errors ?? []).map((e) => e.code);

describe('the 60-day window and the scheme start', () => {
  it('accepts an injury on day 60 (the injury day is day 1) and refuses day 61', async () => {
    expect((await create({ injuryDate: addDays(today(), -59) })).status).toBe(201);
    const late = await create({ injuryDate: addDays(today(), -60) });
    expect(late.status).toBe(400);
    expect(codes(late.body)).toEqual([M.notificationTooLate.id]);
  });

  it('refuses 31 May 2025 as before the scheme, and a date after today', async () => {
    const early = await create({ injuryDate: '2025-05-31' });
    expect(early.status).toBe(400);
    expect(codes(early.body)).toContain(M.notificationDateBeforeScheme.id);
    expect(codes((await create({ injuryDate: addDays(today(), 1) })).body)).toEqual([
      M.notificationDateFuture.id,
    ]);
  });
});

describe('the claimant must be over 18', () => {
  const setBirthDate = (d: string) =>
    s.database.db.update(person).set({ birthDate: d }).where(eq(person.id, memberId));
  afterAll(() => setBirthDate('1988-03-17'));

  it('refuses a claimant aged 17 with the spec message, and accepts one who turns 18 today', async () => {
    const [y, m, d] = today().split('-');
    const eighteenToday = `${Number(y) - 18}-${m}-${d}`;
    await setBirthDate(addDays(eighteenToday, 1));
    const young = await create();
    expect(young.status).toBe(400);
    expect(young.body.message).toBe('You must be over 18 years of age to submit an injury notification');
    expect(codes(young.body)).toEqual([M.claimantOver18.id]);
    await setBirthDate(eighteenToday);
    expect((await create()).status).toBe(201);
  });
});

describe('statuses and approval', () => {
  it('DRAFT → AWAITING_APPROVAL → APPROVED, only with a document and the confirmed declaration', async () => {
    const { body: draft } = await create();
    expect(draft.status).toBe('DRAFT');
    expect((await patch(draft.id, 'officer', { action: 'submit' })).status).toBe(403);
    const submitted = await patch(draft.id, 'member', { action: 'submit' });
    expect(submitted.body).toMatchObject({ status: 'AWAITING_APPROVAL', submittedOn: today() });

    const noDocument = await patch(draft.id, 'officer', { action: 'approve', confirmed: true });
    expect(noDocument.status).toBe(400);
    expect(noDocument.body.message).toBe(
      'You must add the supporting documents and confirm the checkbox to approve the injury notification.',
    );
    expect(codes(noDocument.body)).toEqual([M.approveSummary.id]);

    expect(
      (await upload(draft.id, 'member', new Blob(['%PDF-1.4 report'], { type: 'application/pdf' }))).status,
    ).toBe(201);
    const notConfirmed = await patch(draft.id, 'officer', { action: 'approve' });
    expect(notConfirmed.status).toBe(400);
    expect(notConfirmed.body.message).toBe(M.approveSummary.message);
    expect((await patch(draft.id, 'member', { action: 'approve', confirmed: true })).status).toBe(403);

    const approved = await patch(draft.id, 'officer', { action: 'approve', confirmed: true });
    expect(approved.body).toMatchObject({
      status: 'APPROVED',
      documents: [{ additionalType: 'REFEREE_REPORT' }],
    });
    // Approval is not undoable.
    expect((await patch(draft.id, 'officer', { action: 'reject' })).status).toBe(409);
    expect((await patch(draft.id, 'officer', { action: 'complete' })).body.status).toBe('COMPLETED');
  });

  it('a rejected notification stays rejected', async () => {
    const { body } = await create();
    await patch(body.id, 'member', { action: 'submit' });
    expect((await patch(body.id, 'officer', { action: 'reject' })).body.status).toBe('REJECTED');
    expect((await patch(body.id, 'member', { action: 'submit' })).status).toBe(409);
  });

  it('the approval message is in Irish for an Irish reader', async () => {
    const { body } = await create();
    await patch(body.id, 'member', { action: 'submit' });
    const ga = await patch(
      body.id,
      'officer',
      { action: 'approve', confirmed: true },
      { 'Accept-Language': 'ga' },
    );
    expect(ga.status).toBe(400);
    expect(ga.body.message).not.toBe(M.approveSummary.message);
    expect(ga.body.message).toContain('fógra gortaithe');
  });
});

describe('documents, reading and export', () => {
  it('refuses a file over 10 MB and an unsupported type', async () => {
    const { body } = await create();
    const big = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'application/pdf' });
    expect((await upload(body.id, 'member', big)).status).toBe(413);
    const text = new Blob(['hello'], { type: 'text/plain' });
    expect((await upload(body.id, 'member', text, 'notes.txt')).status).toBe(415);
    const exactly = new Uint8Array(10 * 1024 * 1024);
    exactly.set(new TextEncoder().encode('%PDF-1.7\n'));
    expect((await upload(body.id, 'member', new Blob([exactly], { type: 'application/pdf' }))).status).toBe(
      201,
    );
  });

  it('refuses a file whose bytes are not its declared type (415), e.g. HTML named x.png', async () => {
    const { body } = await create();
    const html = '<html><script>alert(document.cookie)</script></html>';
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const cases: [Blob, string][] = [
      [new Blob([html], { type: 'image/png' }), 'x.png'],
      [
        new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], {
          type: 'image/png',
        }),
        'x.png',
      ],
      [new Blob([html], { type: 'application/pdf' }), 'report.pdf'],
      [new Blob([png], { type: 'image/jpeg' }), 'photo.jpg'],
    ];
    for (const [file, name] of cases) {
      const res = await upload(body.id, 'member', file, name);
      expect(res.status, `${name} ${file.type}`).toBe(415);
      expect(await res.json()).toMatchObject({
        status: 415,
        message: 'This file type is not supported (PDF, JPEG or PNG)',
      });
    }
    const listed = await s.call(`/api/player-injury-notification/${body.id}/document`, { as: 'member' });
    expect(((await listed.json()) as { documents: unknown[] }).documents).toHaveLength(0);
    expect((await upload(body.id, 'member', new Blob([png], { type: 'image/png' }), 'x.png')).status).toBe(
      201,
    );
  });

  it('only the claimant, the unit secretary and oversight read a notification; export is CSV for the secretary', async () => {
    const { body } = await create();
    expect((await s.call(`/api/player-injury-notification/${body.id}`, { as: 'member' })).status).toBe(200);
    expect((await s.call(`/api/player-injury-notification/${body.id}`, { as: 'officer' })).status).toBe(200);
    expect(
      (await s.call(`/api/player-injury-notification/${body.id}`, { as: 'injury-specialist' })).status,
    ).toBe(200);
    expect((await s.call(`/api/player-injury-notification/${body.id}`, { as: 'coach' })).status).toBe(403);
    const csv = await s.call('/api/player-injury-notification/export', { as: 'officer' });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(await csv.text()).toContain(body.id);
    expect((await s.call('/api/player-injury-notification/export', { as: 'member' })).status).toBe(403);
  });

  it('downloads the chosen documents, or all, as one ZIP; the coach may not', async () => {
    const { body } = await create();
    const pdf = new Blob(['%PDF-1.4 report'], { type: 'application/pdf' });
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], {
      type: 'image/png',
    });
    const a = (await (await upload(body.id, 'member', pdf)).json()) as { id: string };
    await upload(body.id, 'member', png, 'referee-report.pdf');
    const files = (ids?: string[], as = 'officer') =>
      s.call(`/api/player-injury-notification/${body.id}/document/download-files`, {
        as,
        method: 'POST',
        json: ids ? { ids } : {},
      });
    const all = await files();
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toBe('application/zip');
    const zip = Buffer.from(await all.arrayBuffer());
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
    expect(zip.readUInt16LE(zip.length - 22 + 10)).toBe(2); // two entries
    expect(zip.toString('latin1')).toContain('referee-report (2).pdf'); // same names made unique
    const one = Buffer.from(await (await files([a.id])).arrayBuffer());
    expect(one.readUInt16LE(one.length - 22 + 10)).toBe(1);
    expect((await files(['no-such-document'])).status).toBe(404);
    expect((await files(undefined, 'coach')).status).toBe(403);
  });

  it('refuses a team of another unit, and a player who is not the claimant or a dependant', async () => {
    const wrongTeam = await create({ groupId: teamId('no-club', 'Football', 'SENIOR') });
    expect(codes(wrongTeam.body)).toEqual([M.selectTeam.id]);
    const coach = ((await (await s.call('/api/person/me', { as: 'coach' })).json()) as { id: string }).id;
    expect((await create({ personId: coach })).status).toBe(403);
  });
});

describe('demo notifications', () => {
  it('the club secretary sees one in each status, with the referee report where decided', async () => {
    const res = await s.call('/api/player-injury-notification?size=300', { as: 'officer' });
    const list = ((await res.json()) as { _embedded: { notifications: InjuryNotification[] } })._embedded
      .notifications;
    for (const status of ['DRAFT', 'AWAITING_APPROVAL', 'APPROVED', 'REJECTED', 'COMPLETED']) {
      expect(list.some((n) => n.status === status)).toBe(true);
    }
    expect(list.find((n) => n.status === 'APPROVED')!.documents).toHaveLength(1);
  });
});
