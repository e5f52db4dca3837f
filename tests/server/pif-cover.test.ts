/**
 * The dashboard's injury fund cover (issue 53 item 3; GET /api/me/injury-fund, server/services/injury/
 * pif-cover.ts): the caller and their dependants, at each club they are active members of, by the eligibility
 * check's rule for today; a club that opted out covers nobody; the caller sees nobody else's.
 */
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pifCoverApi } from '../../domain/injury/pif-cover.contract.ts';
import { pifSeasonYear } from '../../domain/injury/pif-eligibility.ts';
import { todayInDublin } from '../../domain/lib/dates.ts';
import { family, familyMember, membership, organization, pifInvoice } from '../../server/db/schema/index.ts';
import { callContract, startTestServer, type TestServer } from './harness.ts';
import { world, type WorldClub, type WorldPerson } from './world.ts';

let s: TestServer;
let paid: WorldClub;
let unpaid: WorldClub;
let parent: WorldPerson;
let child: WorldPerson;
let outsider: WorldPerson;
const U = `pifc${process.pid}`;

beforeAll(async () => {
  s = await startTestServer();
  const w = world(s);
  const { db } = s.database;
  paid = await w.club({ name: 'Cumann an Chlúdaigh' });
  unpaid = await w.club({ name: 'Cumann gan Íoc' });
  parent = await w.person({ username: `${U}-p`, givenName: 'Bríd', familyName: 'Tuismitheoir' });
  child = await w.person({ givenName: 'Cian', familyName: 'Páiste', dateOfBirth: '2015-03-01' });
  outsider = await w.person({ username: `${U}-o` });
  await w.member(parent, paid);
  await w.member(child, paid);
  await w.member(child, unpaid);
  const season = pifSeasonYear(todayInDublin());
  await db.insert(pifInvoice).values([
    { id: `${U}-paid`, organizationId: paid.id, season, status: 'PAID', paidDate: `${season}-06-02` },
    { id: `${U}-due`, organizationId: unpaid.id, season, status: 'DUE' },
  ]);
  const registered = (who: WorldPerson, club: WorldClub) => ({
    id: uuidv7(),
    personId: who.id,
    organizationId: club.id,
    association: 'GAA',
    season,
    membershipStatus: 'REGISTERED',
    validFrom: `${season}-01-01`,
    validTo: `${season + 1}-12-31`,
    registeredOn: `${season}-01-02`,
  });
  await db
    .insert(membership)
    .values([registered(parent, paid), registered(child, paid), registered(child, unpaid)]);
  const familyId = uuidv7();
  await db.insert(family).values({ id: familyId, name: 'Muintir an Chlúdaigh' });
  await db.insert(familyMember).values([
    { id: uuidv7(), familyId, personId: parent.id, position: 'PRIMARY', status: 'ACTIVE' },
    { id: uuidv7(), familyId, personId: child.id, position: 'DEPENDENT', status: 'ACTIVE' },
  ]);
});
afterAll(() => s.close());

const coverOf = async (username: string) => {
  const res = await callContract(s, pifCoverApi.mine, {}, username);
  expect(res.status).toBe(200);
  return res.body._embedded.injuryFund;
};

describe('GET /api/me/injury-fund', () => {
  it('gives the caller and their dependants at each club, by the eligibility check’s rule', async () => {
    const rows = await coverOf(parent.username!);
    const at = (who: WorldPerson, club: WorldClub) =>
      rows.find((r) => r.personId === who.id && r.clubId === club.id);
    expect(rows).toHaveLength(3);
    expect(at(parent, paid)).toMatchObject({ isMe: true, covered: true, reasons: [], invoiceStatus: 'PAID' });
    expect(at(child, paid)).toMatchObject({ isMe: false, personName: 'Cian Páiste', covered: true });
    expect(at(child, unpaid)).toMatchObject({
      covered: false,
      reasons: ['PIF_INVOICE_UNPAID'],
      invoiceStatus: 'DUE',
    });
  });

  it('covers nobody at a club that opted out of the fund', async () => {
    const { db } = s.database;
    await db.update(organization).set({ injuryFundOptOut: true }).where(eq(organization.id, paid.id));
    try {
      const rows = await coverOf(parent.username!);
      expect(rows.filter((r) => r.clubId === paid.id).map((r) => [r.covered, r.optedOut])).toEqual([
        [false, true],
        [false, true],
      ]);
    } finally {
      await db.update(organization).set({ injuryFundOptOut: false }).where(eq(organization.id, paid.id));
    }
  });

  it('is nobody else’s: someone in no club gets an empty list; signed out, 401', async () => {
    expect(await coverOf(outsider.username!)).toEqual([]);
    expect((await callContract(s, pifCoverApi.mine, {})).status).toBe(401);
  });
});
