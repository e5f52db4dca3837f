/**
 * Season fees on the real server and the demo seed (issue 24): the season's §4 life (create with migration,
 * levels and grades only while DRAFT, bands until final, finalise once), the §5 rules with their messages,
 * invoices (generation only after finalisation, one per club, part paid, paid offline, delete and regenerate,
 * groups and totals, online payment by the club's treasurer through the local provider's signed event), the
 * reminder in the notification outbox (once a day), who may do what, and the injury fund check reading it.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pifSeasonYear } from '../../domain/injury/pif-eligibility.ts';
import { todayInDublin } from '../../domain/lib/dates.ts';
import {
  groupMember,
  notification,
  person,
  pifInvoice,
  pifInvoiceGroup,
} from '../../server/db/schema/index.ts';
import { DEMO_CLUBS, MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { json } from './membership-calls.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const ADMIN = 'fees-officer';
const CURRENT = pifSeasonYear(todayInDublin());
const NEXT = CURRENT + 1;
const mainClub = orgId.club(MAIN_CLUB_KEY);
const otherClub = orgId.club(DEMO_CLUBS.find((c) => c.key !== MAIN_CLUB_KEY)!.key);

type Season = { year: number; seasonStatus: string; bandsFinal: boolean; endDate: string };
type Price = { priceId: string; level: number; pricePerTeam: number; priceCeiling: number | null };
type Grade = {
  gradeId: string;
  ageLevel: string;
  priceId: string;
  activities: string[];
  organizationTypes: string[];
};
type Invoice = {
  id: string;
  status: string;
  organization: { id: string; name: string };
  cost: number;
  penalty: number;
  discount: number;
  totalCost: number;
  amountPaid: number;
  paidDate: string | null;
  claimsBand: string | null;
};
type Group = { id: string; teamId: string; coveredStatus: string; price: number; level: number | null };

const post = (path: string, body: unknown, as = ADMIN) => s.call(path, { method: 'POST', as, json: body });
const patch = (path: string, body: unknown, as = ADMIN) => s.call(path, { method: 'PATCH', as, json: body });
const codes = async (res: Response, status: number) =>
  (await json<{ errors: { field: string; code: string }[] }>(res, status)).errors.map(
    (e) => `${e.field}:${e.code}`,
  );

async function invoiceOf(org: string, season: number): Promise<Invoice> {
  const list = await json<{ _embedded: { invoices: Invoice[] } }>(
    await s.call(`/api/invoice?filter=${encodeURIComponent(`season:${season},organization.id:${org}`)}`, {
      as: ADMIN,
    }),
    200,
  );
  return list._embedded.invoices[0]!;
}

describe('a season from creation to FINAL (§4 Season, §5 Season fees)', () => {
  it('creates the next season as DRAFT, migrating levels, grades and bands from the last FINAL one', async () => {
    const created = await json<
      Season & { migratedFrom: number; migrated: { prices: number; grades: number } }
    >(await post('/api/season', { year: NEXT, endDate: `${NEXT + 1}-05-31` }), 201);
    expect(created).toMatchObject({
      year: NEXT,
      seasonStatus: 'DRAFT',
      bandsFinal: false,
      migratedFrom: CURRENT,
    });
    expect(created.migrated.prices).toBe(3);
    const prices = await json<{ _embedded: { prices: Price[] } }>(
      await s.call(`/api/price?season=${NEXT}`, { as: 'member' }),
      200,
    );
    expect(prices._embedded.prices.map((p) => [p.level, p.pricePerTeam, p.priceCeiling])).toEqual([
      [1, 45_000, null],
      [2, 8_000, 40_000],
      [3, 2_500, 10_000],
    ]);
    const grades = await json<{ _embedded: { grades: Grade[] } }>(
      await s.call(`/api/grade?season=${NEXT}`, { as: ADMIN }),
      200,
    );
    expect(grades._embedded.grades).toHaveLength(created.migrated.grades);
    // Every migrated grade points at the new season's levels, not the old ones.
    const newIds = new Set(prices._embedded.prices.map((p) => p.priceId));
    expect(grades._embedded.grades.every((g) => newIds.has(g.priceId))).toBe(true);
    const bands = await json<{ _embedded: { bands: { name: string; penaltyPercent: number }[] } }>(
      await s.call(`/api/band?season=${NEXT}`, { as: ADMIN }),
      200,
    );
    expect(bands._embedded.bands.map((b) => `${b.name}${b.penaltyPercent}`)).toEqual([
      'A0',
      'B5',
      'C10',
      'D20',
      'E35',
    ]);
    const clubBands = await json<{ page: { totalElements: number } }>(
      await s.call(`/api/band/organization?season=${NEXT}&size=1`, { as: ADMIN }),
      200,
    );
    expect(clubBands.page.totalElements).toBeGreaterThan(0);
  });

  it('refuses a season that exists, one before the last FINAL season, and end dates out of range', async () => {
    expect(await codes(await post('/api/season', { year: NEXT, endDate: `${NEXT + 1}-05-31` }), 409)).toEqual(
      ['year:fees.error.seasonExists'],
    );
    expect(
      await codes(await post('/api/season', { year: CURRENT - 5, endDate: `${CURRENT - 4}-05-31` }), 409),
    ).toEqual(['year:fees.error.seasonNotAfterFinal']);
    expect(
      await codes(await post('/api/season', { year: NEXT + 1, endDate: `${NEXT + 1}-05-01` }), 400),
    ).toEqual(['endDate:validation.fees.endDateRange']);
    expect(await codes(await post('/api/season', { year: NEXT + 1, endDate: '31/05/2030' }), 400)).toEqual([
      'endDate:validation.date.invalid',
    ]);
    expect(await codes(await post('/api/season', { year: 1999, endDate: '2000-05-31' }), 400)).toContain(
      'year:validation.fees.seasonYear',
    );
    expect(await codes(await patch(`/api/season/${NEXT}`, { endDate: `${NEXT + 3}-01-01` }), 400)).toEqual([
      'endDate:validation.fees.endDateRange',
    ]);
    const moved = await json<Season>(
      await patch(`/api/season/${NEXT}`, { endDate: `${NEXT + 1}-06-30` }),
      200,
    );
    expect(moved.endDate).toBe(`${NEXT + 1}-06-30`);
  });

  it('checks the fee level, grade and band rules with their messages', async () => {
    expect(
      await codes(
        await post('/api/price', {
          season: NEXT,
          level: 4,
          levelName: 'Veterans',
          pricePerTeam: 1000,
          priceCeiling: 0,
        }),
        400,
      ),
    ).toEqual(['priceCeiling:validation.fees.priceCeiling']);
    expect(
      await codes(
        await post('/api/price', {
          season: NEXT,
          level: 4,
          levelName: 'Veterans',
          pricePerTeam: '10',
          priceCeiling: null,
        }),
        400,
      ),
    ).toEqual(['pricePerTeam:validation.fees.pricePerTeam']);
    const veterans = await json<Price>(
      await post('/api/price', {
        season: NEXT,
        level: 4,
        levelName: 'Veterans',
        pricePerTeam: 1000,
        priceCeiling: null,
      }),
      201,
    );
    const grade = { season: NEXT, ageLevel: 'SENIOR', organizationTypes: [], activities: [], priceId: '' };
    expect(await codes(await post('/api/grade', grade), 400)).toEqual([
      'organizationTypes:validation.fees.organizationTypes',
      'activities:validation.fees.activities',
      'priceId:validation.fees.levelRequired',
    ]);
    // A level of another season is not this season's.
    const current = await json<{ _embedded: { prices: Price[] } }>(
      await s.call(`/api/price?season=${CURRENT}`, { as: ADMIN }),
      200,
    );
    const foreign = {
      ...grade,
      organizationTypes: ['Club'],
      activities: ['Football'],
      priceId: current._embedded.prices[0]!.priceId,
    };
    expect(await codes(await post('/api/grade', foreign), 400)).toEqual([
      'priceId:validation.fees.levelRequired',
    ]);
    const made = await json<Grade>(
      await post('/api/grade', { ...foreign, ageLevel: 'G4MO', priceId: veterans.priceId }),
      201,
    );
    // A level in use is not removed; the grade goes first.
    expect(
      await codes(await s.call(`/api/price/${veterans.priceId}`, { method: 'DELETE', as: ADMIN }), 409),
    ).toEqual(['(fees):fees.error.levelInUse']);
    const edited = await json<Grade>(
      await patch(`/api/grade/${made.gradeId}`, {
        ageLevel: 'G4MO',
        organizationTypes: ['Club'],
        activities: ['Football', 'LadiesFootball'],
        priceId: veterans.priceId,
      }),
      200,
    );
    expect(edited.activities).toEqual(['Football', 'LadiesFootball']);
    expect((await s.call(`/api/grade/${made.gradeId}`, { method: 'DELETE', as: ADMIN })).status).toBe(204);
    expect((await s.call(`/api/price/${veterans.priceId}`, { method: 'DELETE', as: ADMIN })).status).toBe(
      204,
    );

    expect(await codes(await post('/api/band', { season: NEXT, name: 'F', penaltyPercent: 5 }), 400)).toEqual(
      ['name:validation.fees.bandName'],
    );
    expect(
      await codes(await post('/api/band', { season: NEXT, name: 'C', penaltyPercent: 101 }), 400),
    ).toEqual(['penaltyPercent:validation.fees.penaltyMax']);
    expect(await codes(await post('/api/band', { season: NEXT, name: 'C' }), 400)).toEqual([
      'penaltyPercent:validation.required',
    ]);
    expect((await post('/api/band', { season: NEXT, name: 'C', penaltyPercent: 12.5 })).status).toBe(200);
  });

  it('finalises the bands, then the season — once — and nothing changes after', async () => {
    expect(await codes(await patch(`/api/season/${NEXT}/status`, { seasonStatus: 'FINAL' }), 409)).toEqual([
      '(fees):fees.error.bandsNotFinal',
    ]);
    expect((await json<Season>(await post('/api/band/finalise', { season: NEXT }), 200)).bandsFinal).toBe(
      true,
    );
    expect(await codes(await post('/api/band', { season: NEXT, name: 'C', penaltyPercent: 1 }), 409)).toEqual(
      ['(fees):fees.error.bandsFinal'],
    );
    // Levels and grades are still editable until the season is final.
    const prices = await json<{ _embedded: { prices: Price[] } }>(
      await s.call(`/api/price?season=${NEXT}`, { as: ADMIN }),
      200,
    );
    expect(
      (
        await post('/api/price', {
          season: NEXT,
          level: 1,
          levelName: 'Adult',
          pricePerTeam: 46_000,
          priceCeiling: null,
        })
      ).status,
    ).toBe(201);
    const final = await json<Season>(
      await patch(`/api/season/${NEXT}/status`, { seasonStatus: 'FINAL' }),
      200,
    );
    expect(final.seasonStatus).toBe('FINAL');
    expect(await codes(await patch(`/api/season/${NEXT}/status`, { seasonStatus: 'FINAL' }), 409)).toEqual([
      '(fees):fees.error.seasonFinal',
    ]);
    expect(await codes(await patch(`/api/season/${NEXT}/status`, { seasonStatus: 'DRAFT' }), 400)).toEqual([
      'seasonStatus:validation.option.invalid',
    ]);
    expect(
      await codes(
        await post('/api/price', {
          season: NEXT,
          level: 1,
          levelName: 'Adult',
          pricePerTeam: 1,
          priceCeiling: null,
        }),
        409,
      ),
    ).toEqual(['(fees):fees.error.seasonFinal']);
    const grades = await json<{ _embedded: { grades: Grade[] } }>(
      await s.call(`/api/grade?season=${NEXT}`, { as: ADMIN }),
      200,
    );
    const g = grades._embedded.grades[0]!;
    expect(
      await codes(
        await patch(`/api/grade/${g.gradeId}`, {
          ageLevel: g.ageLevel,
          organizationTypes: g.organizationTypes,
          activities: g.activities,
          priceId: prices._embedded.prices[0]!.priceId,
        }),
        409,
      ),
    ).toEqual(['(fees):fees.error.seasonFinal']);
    const list = await json<{ _embedded: { seasons: Season[] }; previous: number }>(
      await s.call('/api/season?invoiceable=true', { as: 'member' }),
      200,
    );
    expect(list.previous).toBe(NEXT);
    expect(list._embedded.seasons[0]!.year).toBe(NEXT);
  });
});

describe('invoices (§4 Invoice)', () => {
  it('are generated only for a FINAL season, once per club', async () => {
    await json(await post('/api/season', { year: NEXT + 1, endDate: `${NEXT + 2}-05-31` }), 201);
    expect(await codes(await post('/api/invoice/generate', { season: NEXT + 1 }), 409)).toEqual([
      'season:fees.error.seasonNotFinal',
    ]);
    const first = await json<{ generated: number }>(
      await post('/api/invoice/generate', { season: NEXT }),
      200,
    );
    expect(first.generated).toBeGreaterThan(10);
    expect(
      (await json<{ generated: number }>(await post('/api/invoice/generate', { season: NEXT }), 200))
        .generated,
    ).toBe(0);
    expect(await codes(await post('/api/invoice', { season: NEXT, organizationId: mainClub }), 409)).toEqual([
      '(fees):fees.error.invoiceExists',
    ]);
  });

  it("work out the main club's invoice from its teams: the adult level at the new price, juvenile capped", async () => {
    const inv = await invoiceOf(mainClub, NEXT);
    expect(inv).toMatchObject({ status: 'DUE', claimsBand: 'A', penalty: 0, discount: 0, amountPaid: 0 });
    const groups = await json<{ _embedded: { groups: Group[] } }>(
      await s.call(`/api/invoice/${inv.id}/group`, { as: 'officer' }),
      200,
    );
    const covered = groups._embedded.groups.filter((g) => g.coveredStatus === 'COVERED');
    expect(covered.length).toBeGreaterThan(0);
    const sum = (level: number) => covered.filter((g) => g.level === level).reduce((n, g) => n + g.price, 0);
    expect(covered.filter((g) => g.level === 1).every((g) => g.price === 46_000)).toBe(true);
    expect(inv.cost).toBe(sum(1) + Math.min(sum(2), 40_000) + Math.min(sum(3), 10_000));
    expect(inv.totalCost).toBe(inv.cost);
  });

  it('follow a discount and a team taken off, and refuse a team of another club', async () => {
    const inv = await invoiceOf(mainClub, NEXT);
    const discounted = await json<Invoice>(
      await patch(`/api/invoice/${inv.id}`, { discount: 1_000, notes: 'Fire at the clubhouse' }),
      200,
    );
    expect(discounted.totalCost).toBe(inv.cost - 1_000);
    const groups = await json<{ _embedded: { groups: Group[] } }>(
      await s.call(`/api/invoice/${inv.id}/group`, { as: ADMIN }),
      200,
    );
    const adult = groups._embedded.groups.find((g) => g.level === 1)!;
    const off = await json<Invoice>(
      await patch(`/api/invoice/${inv.id}/group`, { groupId: adult.id, coveredStatus: 'NOT_COVERED' }),
      200,
    );
    expect(off.cost).toBe(inv.cost - adult.price);
    const back = await json<Invoice>(
      await patch(`/api/invoice/${inv.id}/group`, { groupId: adult.id, coveredStatus: 'COVERED' }),
      200,
    );
    expect(back.totalCost).toBe(inv.cost - 1_000);
    const [foreign] = await s.database.db
      .select({ teamId: pifInvoiceGroup.teamId })
      .from(pifInvoiceGroup)
      .innerJoin(pifInvoice, eq(pifInvoice.id, pifInvoiceGroup.invoiceId))
      .where(and(eq(pifInvoice.organizationId, otherClub), eq(pifInvoice.season, NEXT)));
    if (foreign) {
      expect(
        await codes(await post(`/api/invoice/${inv.id}/group`, { teamId: foreign.teamId }), 400),
      ).toEqual(['teamId:fees.error.groupNotOfClub']);
    }
    expect(await codes(await post(`/api/invoice/${inv.id}/group`, { teamId: adult.teamId }), 409)).toEqual([
      'teamId:fees.error.groupOnInvoice',
    ]);
    await json(await patch(`/api/invoice/${inv.id}`, { discount: 0 }), 200);
  });

  it('are marked part paid (0 < part < total), paid offline, back to due; deleted and regenerated only without money', async () => {
    const inv = await invoiceOf(otherClub, NEXT);
    expect(await codes(await patch(`/api/invoice/${inv.id}`, { status: 'PART_PAID' }), 400)).toEqual([
      'amountPaid:validation.fees.amountPaid',
    ]);
    if (inv.totalCost > 0) {
      expect(
        await codes(
          await patch(`/api/invoice/${inv.id}`, { status: 'PART_PAID', amountPaid: inv.totalCost }),
          400,
        ),
      ).toEqual(['amountPaid:validation.fees.amountPaid']);
    }
    const part = await json<Invoice>(
      await patch(`/api/invoice/${inv.id}`, { status: 'PART_PAID', amountPaid: 1 }),
      200,
    );
    expect(part).toMatchObject({ status: 'PART_PAID', amountPaid: 1 });
    expect(await codes(await s.call(`/api/invoice/${inv.id}`, { method: 'DELETE', as: ADMIN }), 409)).toEqual(
      ['(fees):fees.error.invoiceDelete'],
    );
    expect(
      await codes(await post('/api/invoice/generate', { season: NEXT, organizationId: otherClub }), 409),
    ).toEqual(['(fees):fees.error.invoicePaid']);
    const offline = await json<Invoice>(
      await patch(`/api/invoice/${inv.id}`, { status: 'PAID_OFFLINE' }),
      200,
    );
    expect(offline).toMatchObject({
      status: 'PAID_OFFLINE',
      amountPaid: offline.totalCost,
      paidDate: todayInDublin(),
    });
    const due = await json<Invoice>(await patch(`/api/invoice/${inv.id}`, { status: 'DUE' }), 200);
    expect(due).toMatchObject({ status: 'DUE', amountPaid: 0, paidDate: null });
    expect((await s.call(`/api/invoice/${inv.id}`, { method: 'DELETE', as: ADMIN })).status).toBe(204);
    expect((await s.call(`/api/invoice/${inv.id}`, { as: ADMIN })).status).toBe(404);
    const again = await json<{ invoice: Invoice }>(
      await post('/api/invoice/generate', { season: NEXT, organizationId: otherClub }),
      200,
    );
    expect(again.invoice.id).not.toBe(inv.id);
    expect(again.invoice.totalCost).toBe(inv.totalCost);
  });

  it("remind the club's secretary through the outbox, once a day", async () => {
    const inv = await invoiceOf(mainClub, NEXT);
    const sent = await json<{ sent: number; results: { outcome: string }[] }>(
      await post('/api/invoice/remind', { invoiceIds: [inv.id] }),
      200,
    );
    expect(sent.results).toEqual([{ id: inv.id, outcome: 'SENT' }]);
    const mails = await s.database.db
      .select()
      .from(notification)
      .where(eq(notification.dedupeKey, `pif-reminder:${inv.id}:${todayInDublin()}`));
    expect(mails.length).toBeGreaterThan(0);
    const [officer] = await s.database.db
      .select({ email: person.email })
      .from(person)
      .where(eq(person.id, mails[0]!.recipientPersonId!));
    expect(mails[0]!.address).toBe(officer!.email);
    expect(mails[0]!.subject).toContain(String(NEXT));
    const twice = await json<{ sent: number; results: { outcome: string }[] }>(
      await post('/api/invoice/remind', { invoiceIds: [inv.id] }),
      200,
    );
    expect(twice.results[0]!.outcome).toBe('ALREADY_REMINDED_TODAY');
    expect(
      await s.database.db
        .select()
        .from(notification)
        .where(eq(notification.dedupeKey, `pif-reminder:${inv.id}:${todayInDublin()}`)),
    ).toHaveLength(mails.length);
  });

  it("are paid online by the club's treasurer: PAID on the provider's signed event, then closed to hand changes", async () => {
    const inv = await invoiceOf(mainClub, NEXT);
    const started = await json<{ checkoutUrl: string }>(
      await s.call(`/api/invoice/${inv.id}/pay`, {
        method: 'POST',
        as: 'officer',
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      }),
      200,
    );
    const paid = await s.call(new URL(started.checkoutUrl).pathname, {
      method: 'POST',
      body: new URLSearchParams({ card: '4242 4242 4242 4242', exp: '12/30', cvc: '123', holder: 'Siobhán' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.status).toBe(303);
    const after = await json<Invoice>(await s.call(`/api/invoice/${inv.id}`, { as: 'officer' }), 200);
    expect(after).toMatchObject({ status: 'PAID', amountPaid: inv.totalCost, paidDate: todayInDublin() });
    expect(await codes(await patch(`/api/invoice/${inv.id}`, { status: 'DUE' }), 409)).toEqual([
      '(fees):fees.error.paidOnline',
    ]);
    expect(
      await codes(await s.call(`/api/invoice/${inv.id}/pay`, { method: 'POST', as: 'officer' }), 409),
    ).toEqual(['(fees):fees.error.invoicePaid']);
  });
});

describe('who sees and does what (§6)', () => {
  it("a club officer lists only their club's invoices and cannot read another club's or administer", async () => {
    const mine = await json<{ _embedded: { invoices: Invoice[] } }>(
      await s.call('/api/invoice?size=1000', { as: 'officer' }),
      200,
    );
    expect(mine._embedded.invoices.length).toBeGreaterThan(0);
    expect(new Set(mine._embedded.invoices.map((i) => i.organization.id))).toEqual(new Set([mainClub]));
    const asked = await json<{ _embedded: { invoices: Invoice[] } }>(
      await s.call(`/api/invoice?filter=${encodeURIComponent(`organization.id:${otherClub}`)}`, {
        as: 'officer',
      }),
      200,
    );
    expect(asked._embedded.invoices).toEqual([]);
    const foreign = await invoiceOf(otherClub, CURRENT);
    expect((await s.call(`/api/invoice/${foreign.id}`, { as: 'officer' })).status).toBe(403);
    expect((await s.call(`/api/invoice/${foreign.id}/pay`, { method: 'POST', as: 'officer' })).status).toBe(
      403,
    );
    expect((await post('/api/invoice/generate', { season: CURRENT }, 'officer')).status).toBe(403);
    expect((await s.call('/api/invoice', { as: 'member' })).status).toBe(403);
    expect((await s.call('/api/invoice', { as: 'coach' })).status).toBe(403);
  });

  it('the CSV export has the same rows as the table', async () => {
    const res = await s.call(`/api/invoice?format=CSV&filter=${encodeURIComponent(`season:${CURRENT}`)}`, {
      as: ADMIN,
    });
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).trim().split('\n');
    const table = await json<{ page: { totalElements: number } }>(
      await s.call(`/api/invoice?size=1&filter=${encodeURIComponent(`season:${CURRENT}`)}`, { as: ADMIN }),
      200,
    );
    expect(lines.length - 1).toBe(table.page.totalElements);
  });
});

describe('the injury fund check reads the invoice (§4 Invoice, issue 24 item 4)', () => {
  it('fails for a player of a team the paid invoice does not cover', async () => {
    const inv = await invoiceOf(mainClub, CURRENT - 1);
    expect(inv.status).toBe('PAID');
    // A player of one of the main club's covered teams, with a covering membership.
    const rows = await s.database.db
      .select({ personId: groupMember.personId, teamId: pifInvoiceGroup.teamId, uniqueId: person.uniqueId })
      .from(pifInvoiceGroup)
      .innerJoin(groupMember, eq(groupMember.groupId, pifInvoiceGroup.teamId))
      .innerJoin(person, eq(person.id, groupMember.personId))
      .where(and(eq(pifInvoiceGroup.invoiceId, inv.id), eq(pifInvoiceGroup.coveredStatus, 'COVERED')));
    const check = (uniqueId: string) =>
      s.call(
        `/api/external/pif/check?clubId=${mainClub}&uniqueId=${uniqueId}&injuryDate=${CURRENT - 1}-10-01`,
        { as: 'super-admin' },
      );
    let chosen: (typeof rows)[number] | undefined;
    for (const r of rows) {
      const report = await json<{ eligible: boolean }>(await check(r.uniqueId!), 200);
      const teams = rows.filter((x) => x.personId === r.personId);
      if (report.eligible && teams.length === 1) {
        chosen = r;
        break;
      }
    }
    expect(chosen, 'a covered player on one team').toBeDefined();
    await s.database.db
      .update(pifInvoiceGroup)
      .set({ coveredStatus: 'NOT_COVERED' })
      .where(and(eq(pifInvoiceGroup.invoiceId, inv.id), eq(pifInvoiceGroup.teamId, chosen!.teamId)));
    const report = await json<{ eligible: boolean; reasons: { code: string }[] }>(
      await check(chosen!.uniqueId!),
      200,
    );
    expect(report.eligible).toBe(false);
    expect(report.reasons.map((r) => r.code)).toEqual(['TEAM_NOT_COVERED']);
  });
});

describe('idempotent replay', () => {
  it('answers a retried reminder and a retried payment start with the first answer', async () => {
    const inv = await invoiceOf(otherClub, NEXT);
    const key = crypto.randomUUID();
    const start = () =>
      s.call(`/api/invoice/${inv.id}/pay`, {
        method: 'POST',
        as: 'super-admin',
        headers: { 'Idempotency-Key': key },
      });
    const first = await json<{ checkoutUrl: string }>(await start(), 200);
    const again = await json<{ checkoutUrl: string }>(await start(), 200);
    expect(again.checkoutUrl).toBe(first.checkoutUrl);
    const remindKey = crypto.randomUUID();
    const remind = () =>
      s.call('/api/invoice/remind', {
        method: 'POST',
        as: ADMIN,
        json: { invoiceIds: [inv.id] },
        headers: { 'Idempotency-Key': remindKey },
      });
    const once = await json<{ results: { outcome: string }[] }>(await remind(), 200);
    const twice = await json<{ results: { outcome: string }[] }>(await remind(), 200);
    expect(twice).toEqual(once);
  });
});
