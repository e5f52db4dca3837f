/**
 * CRBOT information on the real server (seed 3 §3, §4, §5 CRBOT, §7): executive committee members file
 * their own; the PPS number goes back only to them and super admins, never into other answers or stored
 * replays; the asset lists the form offers.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/lib/days.ts';
import { todayInDublin } from '../../domain/lib/dates.ts';
import { M } from '../../domain/messages.ts';
import type { CrbotDoc } from '../../domain/vetting/crbot.ts';
import { idempotencyRecord } from '../../server/db/schema/index.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { personId } from '../../server/db/seed/people.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
const me = (role: string) => personId(`demo:${role}`);
const MAIN_CLUB = orgId.club(MAIN_CLUB_KEY);
const PPS = '7654321WA';
const today = () => todayInDublin();

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const form = (over: Record<string, unknown> = {}) => ({
  nationality: 'IE',
  identityType: 'PASSPORT',
  identityNumber: PPS,
  organizations: [{ organizationId: MAIN_CLUB, dateAssigned: '2023-02-01', dateUnassigned: '' }],
  interests: 'TRUSTEE',
  confirmed: true,
  ...over,
});
const org = (o: Record<string, unknown>) => ({ organizations: [{ ...form().organizations[0], ...o }] });

type Answer = Partial<CrbotDoc> & { errors?: { field: string; code: string }[] };
async function put(as: string, body: unknown, who = as, headers: Record<string, string> = {}) {
  const res = await s.call(`/api/person/${me(who)}/crbot`, { as, method: 'PUT', json: body, headers });
  return { status: res.status, body: (await res.json()) as Answer };
}
const codes = (b: Answer) => (b.errors ?? []).map((e) => `${e.field}:${e.code}`);

describe('filing (seed 3 §5 CRBOT)', () => {
  it('files an executive member’s form; GET gives it back with the last submitted date', async () => {
    expect((await s.call(`/api/person/${me('officer')}/crbot`, { as: 'officer' })).status).toBe(404);
    const { status, body } = await put('officer', form({ identityNumber: '7654321 wa' }));
    expect(status).toBe(200);
    expect(body.identityNumber).toBeUndefined();
    expect(body.lastSubmittedAt).toEqual(expect.any(String));
    const got = (await (
      await s.call(`/api/person/${me('officer')}/crbot`, { as: 'officer' })
    ).json()) as CrbotDoc;
    expect(got).toMatchObject({
      nationality: 'IE',
      identityType: 'PASSPORT',
      identityNumber: PPS,
      interests: 'TRUSTEE',
      organizations: [{ organizationId: MAIN_CLUB, dateAssigned: '2023-02-01', dateUnassigned: '' }],
    });
    expect(got.lastSubmittedAt.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
  });

  it('requires nationality, identity type, PPS number, extent of interest and the confirmation', async () => {
    const r = await put(
      'childrens-officer',
      form({ nationality: '', identityType: '', identityNumber: '', interests: '', confirmed: false }),
    );
    expect(r.status).toBe(400);
    expect(codes(r.body).sort()).toEqual(
      [
        `nationality:${M.crbotNationalityRequired.id}`,
        `identityType:${M.crbotIdentityTypeRequired.id}`,
        `identityNumber:${M.crbotPpsRequired.id}`,
        `interests:${M.crbotInterestRequired.id}`,
        `confirmed:${M.crbotConfirmRequired.id}`,
      ].sort(),
    );
  });

  it('checks the PPS format (7 digits then 1 or 2 letters)', async () => {
    const r = await put('childrens-officer', form({ identityNumber: '123456TW' }));
    expect(codes(r.body)).toEqual([`identityNumber:${M.crbotPpsFormat.id}`]);
  });

  it('wants an appointed date, valid and not in the future; a cessation date on or after it, not in the future', async () => {
    const field = 'organizations.0';
    expect(codes((await put('childrens-officer', form(org({ dateAssigned: '' })))).body)).toEqual([
      `${field}.dateAssigned:${M.required.id}`,
    ]);
    expect(codes((await put('childrens-officer', form(org({ dateAssigned: '2023-02-31' })))).body)).toEqual([
      `${field}.dateAssigned:${M.dateInvalid.id}`,
    ]);
    expect(
      codes((await put('childrens-officer', form(org({ dateAssigned: addDays(today(), 1) })))).body),
    ).toEqual([`${field}.dateAssigned:${M.crbotDateFuture.id}`]);
    expect(codes((await put('childrens-officer', form(org({ dateUnassigned: '2023-01-31' })))).body)).toEqual(
      [`${field}.dateUnassigned:${M.crbotCessationBeforeAppointed.id}`],
    );
    expect(
      codes((await put('childrens-officer', form(org({ dateUnassigned: addDays(today(), 1) })))).body),
    ).toEqual([`${field}.dateUnassigned:${M.crbotDateFuture.id}`]);
    expect(codes((await put('childrens-officer', form({ organizations: [] }))).body)).toEqual([
      `organizations:${M.crbotOrganizationRequired.id}`,
    ]);
    const ok = await put('childrens-officer', form(org({ dateUnassigned: today() })));
    expect(ok.status).toBe(200);
  });

  it('files only for organisations the person belongs to', async () => {
    const r = await put('officer', form(org({ organizationId: orgId.county('wicklow') })));
    expect(r.status).toBe(400);
    expect(codes(r.body)).toEqual([`organizations.0.organizationId:${M.crbotOrganizationNotYours.id}`]);
  });
});

describe('who', () => {
  it('lets only executive committee members file, each for themself', async () => {
    for (const as of ['member', 'coach', 'competition-admin', 'super-admin'])
      expect((await put(as, form())).status, as).toBe(403);
    expect((await put('officer', form(), 'childrens-officer')).status).toBe(403);
  });

  it('lets only the person and super admins read it (not the club’s officers)', async () => {
    await put('officer', form());
    const read = async (as: string) => (await s.call(`/api/person/${me('officer')}/crbot`, { as })).status;
    expect(await read('super-admin')).toBe(200);
    for (const as of ['childrens-officer', 'member', 'coach']) expect(await read(as), as).toBe(403);
    expect((await s.call(`/api/person/${me('officer')}/crbot`)).status).toBe(401);
  });
});

describe('the PPS number stays put', () => {
  it('appears in no other answer and in no stored replay', async () => {
    await put('officer', form(), 'officer', { 'Idempotency-Key': `crbot-${crypto.randomUUID()}` });
    for (const as of ['officer', 'super-admin']) {
      for (const path of [
        `/api/person/${me('officer')}`,
        '/api/person/me',
        `/api/person/${me('officer')}/organization`,
        `/api/certification?filter=personId:${me('officer')}`,
        `/api/organization/${MAIN_CLUB}`,
      ]) {
        const res = await s.call(path, { as });
        expect(await res.text(), `${as} ${path}`).not.toContain(PPS);
      }
    }
    const [kept] = await s.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(idempotencyRecord)
      .where(sql`${idempotencyRecord.path} like '%/crbot'`);
    expect(kept!.n).toBeGreaterThan(0);
    const stored = await s.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(idempotencyRecord)
      .where(sql`${idempotencyRecord.body}::text like ${'%' + PPS + '%'}`);
    expect(stored[0]!.n).toBe(0);
  });
});

describe('the form’s lists (GET /asset/crbot/*)', () => {
  it('answers nationalities, identity types and interests, labelled in English and Irish', async () => {
    const get = async (p: string) =>
      (await (await s.call(`/api/asset/crbot/${p}`)).json()) as {
        code: string;
        label: { en: string; ga: string };
      }[];
    const nationality = await get('nationality');
    expect(nationality.find((n) => n.code === 'IE')?.label).toEqual({ en: 'Ireland', ga: 'Éire' });
    expect((await get('identity-type')).map((x) => x.code)).toContain('PASSPORT');
    const interests = await get('interest');
    expect(interests.map((x) => x.code)).toContain('TRUSTEE');
    for (const x of interests) expect(x.label.ga).not.toBe('');
  });
});
