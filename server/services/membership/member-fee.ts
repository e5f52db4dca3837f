/**
 * Membership fees between organisations: the use cases behind member-fee.routes.ts (its header holds the
 * decisions). Lists join the fees paid (stored) with what is due (worked out now from the memberships in
 * ASSOCIATION_FEES_PENDING and the season's price list); a quote is one club's lines to one destination;
 * paying debits the club's balance once per payment reference, then records the payment.
 */
import { createHash } from 'node:crypto';
import { todayInDublin } from '../../../domain/lib/dates.ts';
import {
  memberFeeLines,
  memberFeeQuote,
  type FeeRate,
  type MemberFeeKind,
  type MemberFeeLine,
  type MemberFeeStanding,
  type MemberFeeStatus,
} from '../../../domain/membership/member-fee.ts';
import type { Db } from '../../db/client.ts';
import {
  affiliatedAssociations,
  feeRates,
  feeStandings,
  organizationNames,
  paidFees,
  pendingMemberships,
  type FeeRateRow,
  type FeeSide,
  type MemberFeeRow,
  type StandingRow,
} from './member-fee.repository.ts';

export interface OrgRef {
  id: string;
  name: string;
}

/** One row of the outbound or inbound list: a fee paid (with its id) or one due now (id null). */
export interface MemberFeeView {
  id: string | null;
  sourceOrganization: OrgRef;
  feeDestinationOrganization: OrgRef;
  association: string;
  season: number;
  kind: MemberFeeKind;
  status: MemberFeeStatus;
  memberCount: number;
  unitAmountMinor: number;
  amountMinor: number;
  currency: string;
  paidOn: string | null;
}

export interface MemberFeeQuoteView {
  sourceOrganization: OrgRef;
  feeDestinationOrganization: OrgRef;
  season: number;
  lines: MemberFeeLine[];
  totalMinor: number;
  currency: string | null;
}

function rateLookup(rates: FeeRateRow[]) {
  const byKey = new Map(rates.map((r) => [`${r.association}:${r.kind}`, r]));
  return (association: string, kind: MemberFeeKind): FeeRate | undefined => {
    const r = byKey.get(`${association}:${kind}`);
    return r && { amountMinor: r.amountMinor, currency: r.currency };
  };
}

function standing(
  s: Pick<StandingRow, 'association' | 'pendingCount' | 'activeCount'>,
  rate: ReturnType<typeof rateLookup>,
  affiliated: boolean,
): MemberFeeStanding {
  return {
    association: s.association,
    pendingCount: s.pendingCount,
    activeCount: s.activeCount,
    affiliated,
    registration: rate(s.association, 'REGISTRATION'),
    affiliation: rate(s.association, 'AFFILIATION'),
  };
}

const ref = (names: Map<string, string>, id: string): OrgRef => ({ id, name: names.get(id) ?? id });

/** The season's fees of one side: what is due now first, then what was paid, each by organisation name. */
export async function memberFeeList(db: Db, season: number, side: FeeSide): Promise<MemberFeeView[]> {
  const standings = await feeStandings(db, season, side);
  const paid = await paidFees(db, season, side);
  const rate = rateLookup(await feeRates(db, season));
  const affiliated = new Set(
    paid.filter((f) => f.kind === 'AFFILIATION').map((f) => `${f.sourceOrganizationId}:${f.association}`),
  );
  const names = await organizationNames(db, [
    ...standings.flatMap((s) => [s.sourceId, s.destinationId]),
    ...paid.flatMap((f) => [f.sourceOrganizationId, f.feeDestinationOrganizationId]),
  ]);
  const due: MemberFeeView[] = standings.flatMap((s) =>
    memberFeeLines(standing(s, rate, affiliated.has(`${s.sourceId}:${s.association}`))).map((l) => ({
      id: null,
      sourceOrganization: ref(names, s.sourceId),
      feeDestinationOrganization: ref(names, s.destinationId),
      season,
      status: 'DUE' as const,
      paidOn: null,
      ...l,
    })),
  );
  const done: MemberFeeView[] = paid.map((f) => paidView(f, names));
  const other = (v: MemberFeeView) =>
    'sourceId' in side ? v.feeDestinationOrganization.name : v.sourceOrganization.name;
  const order = (a: MemberFeeView, b: MemberFeeView) =>
    other(a).localeCompare(other(b)) ||
    a.association.localeCompare(b.association) ||
    a.kind.localeCompare(b.kind);
  return [...due.sort(order), ...done.sort(order)];
}

export function paidView(f: MemberFeeRow, names: Map<string, string>): MemberFeeView {
  return {
    id: f.id,
    sourceOrganization: ref(names, f.sourceOrganizationId),
    feeDestinationOrganization: ref(names, f.feeDestinationOrganizationId),
    association: f.association,
    season: f.season,
    kind: f.kind as MemberFeeKind,
    status: f.status as MemberFeeStatus,
    memberCount: f.memberCount,
    unitAmountMinor: f.unitAmountMinor,
    amountMinor: f.amountMinor,
    currency: f.currency,
    paidOn: f.paidOn,
  };
}

export interface QuoteWork {
  view: MemberFeeQuoteView;
  /** Pending memberships per association, which the REGISTRATION lines cover. */
  pending: Map<string, string[]>;
  names: Map<string, string>;
}

/** What the club owes the destination for the season now, line by line. */
export async function quoteMemberFees(
  db: Db,
  sourceId: string,
  destinationId: string,
  season: number,
): Promise<QuoteWork> {
  const standings = await feeStandings(db, season, { sourceId }, destinationId);
  const pending = await pendingMemberships(db, season, sourceId, destinationId);
  const affiliated = await affiliatedAssociations(db, season, sourceId);
  const rate = rateLookup(await feeRates(db, season));
  const quote = memberFeeQuote(
    standings.map((s) =>
      // The pending count is the memberships the payment will cover, read with their ids.
      standing(
        { ...s, pendingCount: pending.get(s.association)?.length ?? 0 },
        rate,
        affiliated.has(s.association),
      ),
    ),
  );
  const names = await organizationNames(db, [sourceId, destinationId]);
  return {
    view: {
      sourceOrganization: ref(names, sourceId),
      feeDestinationOrganization: ref(names, destinationId),
      season,
      ...quote,
    },
    pending,
    names,
  };
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/**
 * The payment of a quote: its reference (the adapter's once-only key) is a hash of everything paid — club,
 * destination, season, lines and the memberships covered — so the same quote paid twice (a retry, a second
 * click, a crash between debit and record) is one debit, while a later quote (new pending members) is a new
 * payment. Each line's fee id derives from the reference.
 */
export function paymentOf(work: QuoteWork, today: string = todayInDublin()) {
  const { view, pending } = work;
  const lines = view.lines.map((l) => ({
    ...l,
    membershipIds: l.kind === 'REGISTRATION' ? (pending.get(l.association) ?? []) : [],
  }));
  const reference = `member-fee:${sha(
    JSON.stringify([view.sourceOrganization.id, view.feeDestinationOrganization.id, view.season, lines]),
  )}`;
  return {
    sourceId: view.sourceOrganization.id,
    destinationId: view.feeDestinationOrganization.id,
    season: view.season,
    reference,
    paidOn: today,
    lines: lines.map((l) => ({ ...l, id: `mf_${sha(`${reference}:${l.kind}:${l.association}`)}` })),
  };
}
