/**
 * The injury fund (PIF) eligibility check (seed 2 §2 Injury benefit eligibility check and report, §3 and §5
 * Injury fund eligibility check, §7 `GET /external/pif/check`; seed 3 §4 Invoice: "The PIF season runs from
 * 1 June to the season end date").
 *
 * The query names a club, a person's unique ID and an injury date (all required). The report says whether
 * the person was covered on that day, and every reason when not. Decisions where the spec is open:
 * - Covered means all of: the person is linked to the club; a REGISTERED, unrefunded membership with that
 *   club is valid on the injury date and was registered on or before it; a PIF season covers the date; and
 *   the club's PIF invoice for that season is Paid or Paid_Offline; and, when the person plays on teams of
 *   the club, the invoice covers at least one of them (a team left off the invoice is not insured). A member
 *   on no team (an adult non-playing member) is judged by the membership and the invoice alone.
 * - An injury date in the future is refused: nothing can be checked for a day that has not happened.
 */
import * as v from 'valibot';
import { isIsoDate, parseIsoDate, todayInDublin } from '../lib/dates.ts';
import { Id, requiredString, strictObject } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';
import { UniqueId } from '../person/fields.ts';

/** The PIF season year starts on this month and day. */
export const PIF_SEASON_START = { month: 6, day: 1 } as const;

/** Invoice statuses (seed 3 §3 PIF invoice), as stored. */
export const PIF_INVOICE_STATUSES = ['DUE', 'PAID', 'MISSING', 'PAID_OFFLINE', 'PART_PAID'] as const;
export type PifInvoiceStatus = (typeof PIF_INVOICE_STATUSES)[number];
export const PIF_PAID_STATUSES: readonly PifInvoiceStatus[] = ['PAID', 'PAID_OFFLINE'];

/** Membership statuses (seed 1 §4 Membership). */
export const MEMBERSHIP_STATUSES = [
  'UNREGISTERED',
  'REGISTERED',
  'ASSOCIATION_FEES_PENDING',
  'ASSOCIATION_APPROVAL_PENDING',
  'REVOKED',
] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const PifCheckQuery = v.pipe(
  strictObject({
    clubId: Id,
    uniqueId: UniqueId,
    injuryDate: v.pipe(requiredString(M.required.id, false), v.check(isIsoDate, M.dateInvalid.id)),
  }),
  v.forward(
    v.partialCheck([['injuryDate']], (q) => q.injuryDate <= todayInDublin(), M.injuryDateFuture.id),
    ['injuryDate'],
  ),
);
export type PifCheckQuery = v.InferOutput<typeof PifCheckQuery>;

/** The year of the PIF season a day falls in: from 1 June of that year (dates before June: the year before). */
export function pifSeasonYear(iso: string): number {
  const d = parseIsoDate(iso);
  if (!d) throw new RangeError(`Not a yyyy-MM-dd date: ${iso}`);
  const beforeStart = d.month < PIF_SEASON_START.month;
  return beforeStart ? d.year - 1 : d.year;
}

export const pifSeasonStart = (year: number) => `${year}-06-01`;

/** Why a person is not covered; each has a message for the report. */
export const PIF_REASONS = [
  'NOT_CLUB_MEMBER',
  'MEMBERSHIP_NOT_REGISTERED',
  'NO_PIF_SEASON',
  'PIF_INVOICE_MISSING',
  'PIF_INVOICE_UNPAID',
  'TEAM_NOT_COVERED',
] as const;
export type PifReason = (typeof PIF_REASONS)[number];

export interface PifMembershipFact {
  id: string;
  association: string;
  membershipStatus: MembershipStatus;
  validFrom: string;
  validTo: string;
  registeredOn: string | null;
  refunded: boolean;
}

export interface PifFacts {
  injuryDate: string;
  linkedToClub: boolean;
  /** The person's memberships with the club (any season). */
  memberships: PifMembershipFact[];
  /** The season covering the injury date's season year, when it has been set up. */
  season: { year: number; endDate: string } | null;
  invoice: { id: string; status: PifInvoiceStatus } | null;
  /**
   * The person's teams in the club and how many of them the invoice covers (seed 3 §3 "teams covered");
   * null when the invoice lists no teams (made before invoices had groups).
   */
  teams?: { onTeams: number; covered: number } | null;
}

export interface PifAssessment {
  eligible: boolean;
  reasons: PifReason[];
  /** The membership that covers the day, or else the closest one to show in the report. */
  membership: PifMembershipFact | null;
}

/** The membership counts when registered, not refunded, valid on the day and registered by then. */
export function membershipCovers(m: PifMembershipFact, day: string): boolean {
  return (
    m.membershipStatus === 'REGISTERED' &&
    !m.refunded &&
    m.validFrom <= day &&
    day <= m.validTo &&
    m.registeredOn !== null &&
    m.registeredOn <= day
  );
}

export function assessPifEligibility(f: PifFacts): PifAssessment {
  const reasons: PifReason[] = [];
  if (!f.linkedToClub) reasons.push('NOT_CLUB_MEMBER');
  const covering = f.memberships.find((m) => membershipCovers(m, f.injuryDate)) ?? null;
  if (!covering) reasons.push('MEMBERSHIP_NOT_REGISTERED');
  const seasonCovers =
    f.season !== null && f.injuryDate >= pifSeasonStart(f.season.year) && f.injuryDate <= f.season.endDate;
  if (!seasonCovers) reasons.push('NO_PIF_SEASON');
  else if (!f.invoice) reasons.push('PIF_INVOICE_MISSING');
  else if (!PIF_PAID_STATUSES.includes(f.invoice.status)) reasons.push('PIF_INVOICE_UNPAID');
  else if (f.teams && f.teams.onTeams > 0 && f.teams.covered === 0) reasons.push('TEAM_NOT_COVERED');
  const shown =
    covering ??
    f.memberships.find((m) => m.validFrom <= f.injuryDate && f.injuryDate <= m.validTo) ??
    f.memberships[0] ??
    null;
  return { eligible: reasons.length === 0, reasons, membership: shown };
}

/** The report `GET /api/external/pif/check` answers. */
export interface PifCheckReport {
  eligible: boolean;
  injuryDate: string;
  reasons: { code: PifReason; message: string }[];
  person: { id: string; uniqueId: string; name: string };
  club: { id: string; name: string };
  season: { year: number; startDate: string; endDate: string } | null;
  membership: PifMembershipFact | null;
  invoice: { id: string; status: PifInvoiceStatus; paidDate: string | null } | null;
}
