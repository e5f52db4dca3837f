/**
 * Demo memberships and player injury fund (PIF) seasons and invoices, so the eligibility check
 * (`/injury-claim`, as `super-admin`) has every outcome to show. Relative to the seed's clock:
 * - The demo users of the main club hold REGISTERED memberships for this year and the last (registered on
 *   15 January); the parent's two children only for the last.
 * - PIF seasons for the current and the previous season year (1 June to 31 May), both FINAL.
 * - Every demo club's members hold a REGISTERED membership for this calendar year (registered in January)
 *   and most for the last; every 7th member's membership this year is still ASSOCIATION_FEES_PENDING, and
 *   every 11th registered only on 1 September (not covered before that day).
 * - Both seasons' fee levels, grades and bands (fees.ts); the invoices generated from the clubs' teams. The
 *   previous season's are paid; this season the main club's is Due (its treasurer pays it online) and the
 *   other clubs' cycle through Paid, Paid offline, Due and Part paid, so a member of a Due club is not covered.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { pifSeasonYear, type PifInvoiceStatus } from '../../../domain/injury/pif-eligibility.ts';
import { todayInDublin } from '../../../domain/lib/dates.ts';
import type { Tx } from '../client.ts';
import { membership, organization, pifInvoice, pifSeason } from '../schema/index.ts';
import { personId } from './people.ts';
import { seedId } from './random.ts';
import { generateInvoices } from '../../services/fees/invoice.repository.ts';
import { seedSeasonRates } from './fees.ts';

export interface PifSeedContext {
  mainClubId: string;
  clubIds: string[];
  membersByClub: Map<string, { id: string; adult: boolean }[]>;
  userPersonIds: Record<string, string>;
  now: Date;
}

/** Demo users who are members of the main club. */
const MAIN_CLUB_USERS = ['member', 'parent', 'coach', 'referee', 'officer', 'childrens-officer'];

const OTHER_CLUB_STATUSES: PifInvoiceStatus[] = ['PAID', 'PAID_OFFLINE', 'DUE', 'PART_PAID'];

export async function seedDemoPif(tx: Tx, ctx: PifSeedContext): Promise<void> {
  const today = todayInDublin(ctx.now);
  const seasonYear = pifSeasonYear(today);
  const year = Number(today.slice(0, 4));
  await tx.insert(pifSeason).values(
    [seasonYear - 1, seasonYear].map((y) => ({
      year: y,
      seasonStatus: 'FINAL',
      isActiveSeason: y === seasonYear,
      bandsFinal: true,
      endDate: `${y + 1}-05-31`,
    })),
  );

  const clubs = await tx
    .select({ id: organization.id, associations: organization.associations })
    .from(organization)
    .where(inArray(organization.id, ctx.clubIds));
  const associationOf = new Map(clubs.map((c) => [c.id, c.associations[0] ?? 'GAA']));

  // The invoices are made the way the fee administrators make them (server/services/fees), then paid.
  for (const y of [seasonYear - 1, seasonYear]) {
    await seedSeasonRates(tx, y, ctx.clubIds, ctx.mainClubId);
    await generateInvoices(tx, y, ctx.clubIds, (key) => seedId('pif', key));
    for (const [i, clubId] of ctx.clubIds.entries()) {
      // The main club's treasurer has this season's invoice still to pay (online, on /clubs).
      const status: PifInvoiceStatus =
        y < seasonYear
          ? 'PAID'
          : clubId === ctx.mainClubId
            ? 'DUE'
            : OTHER_CLUB_STATUSES[i % OTHER_CLUB_STATUSES.length]!;
      const paid = status === 'PAID' || status === 'PAID_OFFLINE';
      await tx
        .update(pifInvoice)
        .set({
          status,
          amountPaid: paid
            ? sql`${pifInvoice.totalCost}`
            : status === 'PART_PAID'
              ? sql`${pifInvoice.totalCost} / 2`
              : 0,
          paidDate: paid ? `${y}-07-${String(1 + (i % 28)).padStart(2, '0')}` : null,
        })
        .where(and(eq(pifInvoice.organizationId, clubId), eq(pifInvoice.season, y)));
    }
  }

  const rows: (typeof membership.$inferInsert)[] = [];
  const add = (
    personId: string,
    clubId: string,
    season: number,
    status: string,
    registeredOn: string | null,
  ) =>
    rows.push({
      id: seedId('membership', `${personId}:${clubId}:${season}`),
      personId,
      organizationId: clubId,
      association: associationOf.get(clubId) ?? 'GAA',
      season,
      membershipStatus: status,
      paymentStatus: status === 'REGISTERED' ? 'PAID' : 'DUE',
      paymentMethod: 'SINGLE_ONLINE',
      validFrom: `${season}-01-01`,
      validTo: `${season}-12-31`,
      registeredOn,
      feesPaidOn: status === 'REGISTERED' ? registeredOn : null,
    });
  for (const [clubId, members] of ctx.membersByClub) {
    members.forEach((m, i) => {
      if (i % 3 !== 2)
        add(m.id, clubId, year - 1, 'REGISTERED', `${year - 1}-01-${String(10 + (i % 18)).padStart(2, '0')}`);
      if (i % 7 === 6) add(m.id, clubId, year, 'ASSOCIATION_FEES_PENDING', null);
      else if (i % 11 === 10) add(m.id, clubId, year, 'REGISTERED', `${year}-09-01`);
      else add(m.id, clubId, year, 'REGISTERED', `${year}-01-${String(5 + (i % 20)).padStart(2, '0')}`);
    });
  }
  for (const username of MAIN_CLUB_USERS) {
    const id = ctx.userPersonIds[username];
    if (!id) continue;
    add(id, ctx.mainClubId, year - 1, 'REGISTERED', `${year - 1}-01-15`);
    add(id, ctx.mainClubId, year, 'REGISTERED', `${year}-01-15`);
  }
  // The parent's children were members last season and are not yet registered for this one (issue 11:
  // the membership demo registers them).
  for (const child of ['demo:parent:child-older', 'demo:parent:child-younger'])
    add(personId(child), ctx.mainClubId, year - 1, 'REGISTERED', `${year - 1}-02-01`);
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(membership).values(rows.slice(i, i + 1000));
}
