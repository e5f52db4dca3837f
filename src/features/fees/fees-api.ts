/**
 * The fee service as the screens see it (server/services/fees): the shapes it answers and the paths the
 * screens call. Amounts are minor units; dates yyyy-MM-dd.
 */
import type { PifInvoiceStatus } from '../../../domain/injury/pif-eligibility';
import type { CoveredStatus, SeasonStatus } from '../../../domain/fees/season';
import type { PageInfo } from '../../components/list-controls';

export interface Season {
  year: number;
  seasonStatus: SeasonStatus;
  isActiveSeason: boolean;
  endDate: string;
  bandsFinal: boolean;
}

export interface SeasonList {
  _embedded: { seasons: Season[] };
  /** The highest FINAL year: where a new season's levels, grades and bands come from. */
  previous: number | null;
}

export interface FeeLevel {
  priceId: string;
  season: number;
  level: number;
  levelName: string;
  pricePerTeam: number;
  priceCeiling: number | null;
}

export interface Grade {
  gradeId: string;
  season: number;
  ageLevel: string;
  organizationTypes: string[];
  activities: string[];
  priceId: string;
}

export interface Band {
  name: string;
  penaltyPercent: number;
}

export interface Invoice {
  id: string;
  organization: { id: string; name: string; region: string };
  season: number;
  status: PifInvoiceStatus;
  notes: string | null;
  claimsBand: string | null;
  penalty: number;
  discount: number;
  cost: number;
  totalCost: number;
  amountPaid: number;
  currency: string;
  paidDate: string | null;
  remindedOn: string | null;
}

export interface InvoiceGroup {
  id: string;
  teamId: string;
  name: string;
  ageLevel: string;
  activity: string;
  level: number | null;
  price: number;
  coveredStatus: CoveredStatus;
}

export interface InvoicePage {
  _embedded: { invoices: Invoice[] };
  page: PageInfo;
}

export interface InvoiceFilters {
  season: number;
  status: string;
  search: string;
  /** Only these organisations (a club officer's own). */
  organizationId?: string;
}

/** The invoice list's query (the table, the CSV export and the club's panel). */
export function invoiceQuery(f: InvoiceFilters, page: number, size: number, format?: 'CSV'): string {
  const filter = [
    `season:${f.season}`,
    f.status && `status:${f.status}`,
    f.organizationId && `organization.id:${f.organizationId}`,
  ]
    .filter(Boolean)
    .join(',');
  const q = new URLSearchParams({ filter, page: String(page), size: String(size) });
  if (f.search.trim()) q.set('search', f.search.trim());
  if (format) q.set('format', format);
  return `/invoice?${q.toString()}`;
}

/** What is still to pay on an invoice (minor units). */
export const outstanding = (i: Pick<Invoice, 'totalCost' | 'amountPaid'>) =>
  Math.max(0, i.totalCost - i.amountPaid);

/** The season a new one defaults to: this year, or the year after the newest when this one exists. */
export function nextSeasonYear(seasons: readonly Season[], thisYear: number): number {
  const years = new Set(seasons.map((s) => s.year));
  if (!years.has(thisYear) && !seasons.some((s) => s.seasonStatus === 'FINAL' && s.year > thisYear))
    return thisYear;
  return Math.max(thisYear, ...years) + 1;
}
