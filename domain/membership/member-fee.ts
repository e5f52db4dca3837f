/**
 * Membership fees between organisations (seed 3 §3 Season and fees: "Outbound and inbound membership fees
 * between organisations are listed per season"; §3 Payment statuses: the registration and affiliation fee
 * kinds; §7 Membership service). A club (the source) owes the organisation above it for an association (the
 * fee destination, its county board) a REGISTRATION fee per membership it registered in the season and an
 * AFFILIATION fee once per season; the association's price list per season (`member_fee_rate`) sets both.
 *
 * One schema per shape: the quote and pay body (also the panel's), the outbound and inbound queries, and the
 * pure quote rule the server and the tests share.
 */
import * as v from 'valibot';
import { Id, strictObject } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';
import { PriceMinor, Season } from './package.ts';

export const MEMBER_FEE_KINDS = ['REGISTRATION', 'AFFILIATION'] as const;
export type MemberFeeKind = (typeof MEMBER_FEE_KINDS)[number];
/** The spec's payment statuses a member fee takes: what is owed is DUE, a paid one is PAID. */
export const MEMBER_FEE_STATUSES = ['DUE', 'PAID'] as const;
export type MemberFeeStatus = (typeof MEMBER_FEE_STATUSES)[number];

/** `POST /membership/fee/quote`: what the club owes the destination for the season. */
export const MemberFeeQuoteInput = strictObject({
  sourceOrganizationId: Id,
  feeDestinationOrganizationId: Id,
  season: Season,
});
export type MemberFeeQuoteInput = v.InferOutput<typeof MemberFeeQuoteInput>;

/**
 * `POST /membership/fee/pay`: the quote's body plus the total the admin confirmed; if what is due has moved
 * since (another membership reached ASSOCIATION_FEES_PENDING), the server refuses rather than take more.
 */
export const MemberFeePayInput = strictObject({
  sourceOrganizationId: Id,
  feeDestinationOrganizationId: Id,
  season: Season,
  amountMinor: PriceMinor,
});
export type MemberFeePayInput = v.InferOutput<typeof MemberFeePayInput>;

/** A season in a query string: four digits (the current calendar year when absent). */
const SeasonText = v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/, M.membershipSeason.id)));
const QueryId = v.pipe(v.string(), v.minLength(1, M.required.id), v.maxLength(64, M.tooLong.id));

/** `GET /membership/fee/outbound?sourceOrganization.id=&season=` */
export const MemberFeeOutboundQuery = v.object({ 'sourceOrganization.id': QueryId, season: SeasonText });
/** `GET /membership/fee/inbound?feeDestinationOrganization.id=&season=` */
export const MemberFeeInboundQuery = v.object({
  'feeDestinationOrganization.id': QueryId,
  season: SeasonText,
});

export interface FeeRate {
  amountMinor: number;
  currency: string;
}

export interface MemberFeeLine {
  kind: MemberFeeKind;
  association: string;
  memberCount: number;
  unitAmountMinor: number;
  amountMinor: number;
  currency: string;
}

/** One association's standing between a club and its destination in a season. */
export interface MemberFeeStanding {
  association: string;
  /** Memberships in ASSOCIATION_FEES_PENDING. */
  pendingCount: number;
  /** Memberships that count the club as active in the season (registered or on their way). */
  activeCount: number;
  /** The club's affiliation for this association and season is already paid. */
  affiliated: boolean;
  registration?: FeeRate;
  affiliation?: FeeRate;
}

/**
 * What is due for one association: REGISTRATION = pending memberships × the season's unit price (no line
 * when none is pending or the association has no price); AFFILIATION = the season's flat fee, once, when the
 * club has any active membership of the association and has not yet paid it.
 */
export function memberFeeLines(s: MemberFeeStanding): MemberFeeLine[] {
  const lines: MemberFeeLine[] = [];
  if (s.registration && s.pendingCount > 0) {
    lines.push({
      kind: 'REGISTRATION',
      association: s.association,
      memberCount: s.pendingCount,
      unitAmountMinor: s.registration.amountMinor,
      amountMinor: s.pendingCount * s.registration.amountMinor,
      currency: s.registration.currency,
    });
  }
  if (s.affiliation && !s.affiliated && s.activeCount > 0) {
    lines.push({
      kind: 'AFFILIATION',
      association: s.association,
      memberCount: 0,
      unitAmountMinor: s.affiliation.amountMinor,
      amountMinor: s.affiliation.amountMinor,
      currency: s.affiliation.currency,
    });
  }
  return lines;
}

/**
 * The quote of a club to one destination: every association's lines and their total. One payment is in one
 * currency, so lines in another currency than the first are left for a later quote (none do in practice:
 * the price lists are in euro).
 */
export function memberFeeQuote(standings: MemberFeeStanding[]): {
  lines: MemberFeeLine[];
  totalMinor: number;
  currency: string | null;
} {
  const all = standings.flatMap(memberFeeLines);
  const currency = all[0]?.currency ?? null;
  const lines = all.filter((l) => l.currency === currency);
  return { lines, totalMinor: lines.reduce((sum, l) => sum + l.amountMinor, 0), currency };
}
