/**
 * Demo membership fees between organisations (seed 3 §3 Season and fees): each association's price list for
 * last season and this one (registration per membership, affiliation per club), and the main club's history
 * with its county board — last season's affiliation and registrations paid, this season's affiliation paid
 * in January. What the clubs still owe this season is the memberships seed/pif.ts leaves in
 * ASSOCIATION_FEES_PENDING (every 7th member: 4 at the main club, €40 of GAA registrations). The main club
 * took €100 by card at its registration night in January, so its balance pays both these fees and its
 * unpaid LGFA levy (seed/membership.ts).
 */
import { and, eq } from 'drizzle-orm';
import { cardFee } from '../../adapters/payments/provider.ts';
import type { Tx } from '../client.ts';
import { memberFee, memberFeeMembership, memberFeeRate, membership, paymentIntent } from '../schema/index.ts';
import { seedId } from './random.ts';

/** Amounts in cent per association: registration per membership, affiliation per club and season. */
export const DEMO_FEE_RATES: Record<string, { REGISTRATION: number; AFFILIATION: number }> = {
  GAA: { REGISTRATION: 1000, AFFILIATION: 20000 },
  LGFA: { REGISTRATION: 800, AFFILIATION: 15000 },
  Camogie: { REGISTRATION: 800, AFFILIATION: 12000 },
};

export async function seedDemoMemberFees(
  tx: Tx,
  ctx: { mainClubId: string; countyBoardId: string; now: Date },
): Promise<void> {
  const year = ctx.now.getUTCFullYear();
  await tx.insert(memberFeeRate).values(
    [year - 1, year].flatMap((season) =>
      Object.entries(DEMO_FEE_RATES).flatMap(([association, rates]) =>
        (['REGISTRATION', 'AFFILIATION'] as const).map((kind) => ({
          association,
          season,
          kind,
          amountMinor: rates[kind],
          currency: 'EUR',
        })),
      ),
    ),
  );

  const lastSeason = await tx
    .select({ id: membership.id })
    .from(membership)
    .where(
      and(
        eq(membership.organizationId, ctx.mainClubId),
        eq(membership.season, year - 1),
        eq(membership.association, 'GAA'),
      ),
    );
  const fee = (season: number, kind: 'REGISTRATION' | 'AFFILIATION', memberCount: number, paidOn: string) => {
    const unit = DEMO_FEE_RATES.GAA![kind];
    return {
      id: seedId('member-fee', `${ctx.mainClubId}:${season}:${kind}`),
      sourceOrganizationId: ctx.mainClubId,
      feeDestinationOrganizationId: ctx.countyBoardId,
      association: 'GAA',
      season,
      kind,
      status: 'PAID',
      memberCount,
      unitAmountMinor: unit,
      amountMinor: kind === 'REGISTRATION' ? unit * memberCount : unit,
      currency: 'EUR',
      paidOn,
      paymentReference: `member-fee:demo:${season}:${kind === 'REGISTRATION' ? 'r' : 'a'}`,
    };
  };
  const registration = fee(year - 1, 'REGISTRATION', lastSeason.length, `${year - 1}-02-28`);
  await tx
    .insert(memberFee)
    .values([
      fee(year - 1, 'AFFILIATION', 0, `${year - 1}-01-31`),
      registration,
      fee(year, 'AFFILIATION', 0, `${year}-01-31`),
    ]);
  if (lastSeason.length > 0) {
    await tx
      .insert(memberFeeMembership)
      .values(lastSeason.map((m) => ({ feeId: registration.id, membershipId: m.id })));
  }
  await tx.insert(paymentIntent).values({
    id: 'pi_test_demo_registration_night',
    accountId: ctx.mainClubId,
    amountMinor: 10000,
    feeMinor: cardFee(10000),
    currency: 'EUR',
    status: 'succeeded',
    cardLast4: '4242',
    availableAt: new Date(`${year}-01-20T12:00:00Z`),
    metadata: { purpose: 'registration-night' },
  });
}
