import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PifCheckReport } from '../../domain/injury/pif-eligibility.ts';
import { M } from '../../domain/messages.ts';
import { membership, personOrganization, pifInvoice, pifSeason } from '../../server/db/schema/index.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { world } from './world.ts';

/**
 * Facts of a season long past (2019), inserted here, so every outcome is fixed whatever today's date:
 * the main club's invoice is paid, a second club's is due, a third club has none (the clubs other than the
 * main one are built here: world.ts).
 */
const MAIN = orgId.club(MAIN_CLUB_KEY);
let OTHER: string;
let THIRD: string;
let STRANGER: string;
const MEMBER_UID = '1000001'; // the demo `member`

let s: TestServer;
let memberId: string;
beforeAll(async () => {
  s = await startTestServer();
  memberId = ((await (await s.call('/api/person/me', { as: 'member' })).json()) as { id: string }).id;
  const w = world(s);
  [OTHER, THIRD, STRANGER] = await Promise.all([w.club(), w.club(), w.club()]).then((cs) =>
    cs.map((c) => c.id),
  );
  const { db } = s.database;
  await db.insert(pifSeason).values({ year: 2019, seasonStatus: 'FINAL', endDate: '2020-05-31' });
  await db.insert(pifInvoice).values([
    { id: 'inv-main-2019', organizationId: MAIN, season: 2019, status: 'PAID', paidDate: '2019-07-01' },
    { id: 'inv-other-2019', organizationId: OTHER, season: 2019, status: 'DUE' },
  ]);
  await db.insert(personOrganization).values([
    { personId: memberId, organizationId: OTHER, status: 'ACTIVE', labels: ['Player'] },
    { personId: memberId, organizationId: THIRD, status: 'ACTIVE', labels: ['Player'] },
  ]);
  const m = (id: string, organizationId: string, registeredOn: string) => ({
    id,
    personId: memberId,
    organizationId,
    association: 'GAA',
    season: 2019,
    membershipStatus: 'REGISTERED',
    validFrom: '2019-01-01',
    validTo: '2019-12-31',
    registeredOn,
  });
  await db
    .insert(membership)
    .values([
      m('m-main', MAIN, '2019-01-15'),
      m('m-other', OTHER, '2019-09-01'),
      m('m-third', THIRD, '2019-01-15'),
    ]);
});
afterAll(() => s.close());

const check = (q: Record<string, string>, as = 'super-admin', lang = 'en') =>
  s.call(`/api/external/pif/check?${new URLSearchParams(q).toString()}`, {
    as,
    headers: { 'accept-language': lang },
  });

const report = async (q: Record<string, string>) => {
  const r = await check(q);
  expect(r.status).toBe(200);
  return (await r.json()) as PifCheckReport;
};

describe('GET /api/external/pif/check', () => {
  it('is for the pif_claim_checker role only', async () => {
    const q = { clubId: MAIN, uniqueId: MEMBER_UID, injuryDate: '2019-08-10' };
    expect((await check(q, 'injury-specialist')).status).toBe(403);
    expect((await check(q, 'officer')).status).toBe(403);
    expect((await check(q, 'member')).status).toBe(403);
    expect((await s.call(`/api/external/pif/check?clubId=${MAIN}`)).status).toBe(401);
    expect((await check(q)).status).toBe(200);
  });

  it('requires club, unique ID and a date not in the future, before looking anyone up', async () => {
    const r = await check({});
    expect(r.status).toBe(400);
    const body = (await r.json()) as { errors: { field: string; code: string }[] };
    expect(body.errors.map((e) => [e.field, e.code])).toEqual([
      ['clubId', M.required.id],
      ['uniqueId', M.required.id],
      ['injuryDate', M.required.id],
    ]);
    const future = await check({ clubId: MAIN, uniqueId: MEMBER_UID, injuryDate: '2999-01-01' });
    expect(((await future.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe(
      M.injuryDateFuture.id,
    );
    const short = await check({ clubId: MAIN, uniqueId: '12345', injuryDate: '2019-08-10' });
    expect(((await short.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe(
      M.uniqueIdDigits.id,
    );
  });

  it('answers "Unable to find person" (in Irish too) for an unknown unique ID', async () => {
    const r = await check({ clubId: MAIN, uniqueId: '9999999', injuryDate: '2019-08-10' });
    expect(r.status).toBe(404);
    expect(await r.json()).toMatchObject({ status: 404, message: 'Unable to find person' });
    const ga = await check(
      { clubId: MAIN, uniqueId: '9999999', injuryDate: '2019-08-10' },
      'super-admin',
      'ga',
    );
    const msg = ((await ga.json()) as { message: string }).message;
    expect(msg).not.toBe('Unable to find person');
    expect(msg.length).toBeGreaterThan(5);
  });

  it('reports the member eligible at their club, with the membership, season and invoice', async () => {
    const r = await report({ clubId: MAIN, uniqueId: MEMBER_UID, injuryDate: '2019-08-10' });
    expect(r).toMatchObject({
      eligible: true,
      reasons: [],
      person: { id: memberId, uniqueId: MEMBER_UID },
      club: { id: MAIN },
      season: { year: 2019, startDate: '2019-06-01', endDate: '2020-05-31' },
      membership: { id: 'm-main', membershipStatus: 'REGISTERED', registeredOn: '2019-01-15' },
      invoice: { id: 'inv-main-2019', status: 'PAID', paidDate: '2019-07-01' },
    });
  });

  it('has the season start on 1 June: 31 May 2019 falls in a season never set up', async () => {
    expect((await report({ clubId: MAIN, uniqueId: MEMBER_UID, injuryDate: '2019-06-01' })).eligible).toBe(
      true,
    );
    const before = await report({ clubId: MAIN, uniqueId: MEMBER_UID, injuryDate: '2019-05-31' });
    expect(before.eligible).toBe(false);
    expect(before.reasons.map((x) => x.code)).toEqual(['NO_PIF_SEASON']);
    expect(before.reasons[0]!.message).toBe('No injury fund season covers the injury date');
  });

  it('is not eligible before the membership was registered, nor while the club invoice is due', async () => {
    const early = await report({ clubId: OTHER, uniqueId: MEMBER_UID, injuryDate: '2019-08-31' });
    expect(early.reasons.map((x) => x.code)).toEqual(['MEMBERSHIP_NOT_REGISTERED', 'PIF_INVOICE_UNPAID']);
    expect(early.membership).toMatchObject({ id: 'm-other', registeredOn: '2019-09-01' });
    const onTheDay = await report({ clubId: OTHER, uniqueId: MEMBER_UID, injuryDate: '2019-09-01' });
    expect(onTheDay.reasons.map((x) => x.code)).toEqual(['PIF_INVOICE_UNPAID']);
    expect(onTheDay.invoice).toMatchObject({ status: 'DUE', paidDate: null });
  });

  it('says when the club has no invoice, and when the person is not a member of the club', async () => {
    const third = await report({ clubId: THIRD, uniqueId: MEMBER_UID, injuryDate: '2019-08-10' });
    expect(third.reasons.map((x) => x.code)).toEqual(['PIF_INVOICE_MISSING']);
    const stranger = await report({
      clubId: STRANGER,
      uniqueId: MEMBER_UID,
      injuryDate: '2019-08-10',
    });
    expect(stranger.reasons.map((x) => x.code)).toEqual([
      'NOT_CLUB_MEMBER',
      'MEMBERSHIP_NOT_REGISTERED',
      'PIF_INVOICE_MISSING',
    ]);
    expect(stranger.membership).toBeNull();
  });

  it('answers 404 for an unknown club', async () => {
    const r = await check({ clubId: 'no-such-club', uniqueId: MEMBER_UID, injuryDate: '2019-08-10' });
    expect(r.status).toBe(404);
  });

  it("does not cover the demo member today while the main club's invoice of this season is due", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const r = await report({ clubId: MAIN, uniqueId: MEMBER_UID, injuryDate: today });
    // Registered on 15 January of this year; the seed leaves this season's main-club invoice for its treasurer to pay.
    if (today.slice(5) >= '01-15') {
      expect(r.eligible).toBe(false);
      expect(r.reasons.map((x: { code: string }) => x.code)).toEqual(['PIF_INVOICE_UNPAID']);
    }
  });
});

describe('GET /api/external/pif/invoice/{id}', () => {
  it("shows a club's invoice to the claim checker only", async () => {
    const r = await s.call('/api/external/pif/invoice/inv-other-2019', { as: 'super-admin' });
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({
      id: 'inv-other-2019',
      season: 2019,
      status: 'DUE',
      organization: { id: OTHER },
    });
    expect((await s.call('/api/external/pif/invoice/inv-other-2019', { as: 'officer' })).status).toBe(403);
    expect((await s.call('/api/external/pif/invoice/nope', { as: 'super-admin' })).status).toBe(404);
  });
});
