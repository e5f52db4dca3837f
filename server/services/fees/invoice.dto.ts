/** The invoice and its team lines as the fee service answers them, and the invoice table as CSV (amounts in euro). */
import { toCsv } from '../../http/csv.ts';
import type { InvoiceGroupRow, InvoiceRow } from './invoice.repository.ts';

export const invoiceDto = (r: InvoiceRow) => ({
  id: r.id,
  organization: { id: r.organizationId, name: r.organizationName, region: r.region },
  season: r.season,
  status: r.status,
  notes: r.notes,
  claimsBand: r.claimsBand,
  penalty: r.penalty,
  discount: r.discount,
  cost: r.cost,
  totalCost: r.totalCost,
  amountPaid: r.amountPaid,
  currency: r.currency,
  paidDate: r.paidDate,
  remindedOn: r.remindedOn,
  updatedAt: r.updatedAt.toISOString(),
  version: r.version,
});

export const groupDto = (g: InvoiceGroupRow) => ({
  id: g.id,
  teamId: g.teamId,
  name: g.name,
  ageLevel: g.ageLevel,
  activity: g.activity,
  gradeId: g.gradeId,
  level: g.level,
  price: g.price,
  coveredStatus: g.coveredStatus,
});

export function invoicesCsv(rows: InvoiceRow[]): string {
  return toCsv(
    [
      'id',
      'season',
      'region',
      'organization',
      'status',
      'band',
      'cost',
      'penalty',
      'discount',
      'total',
      'paid',
      'currency',
      'paidDate',
      'notes',
    ],
    rows.map((r) => [
      r.id,
      r.season,
      r.region,
      r.organizationName,
      r.status,
      r.claimsBand,
      r.cost / 100,
      r.penalty / 100,
      r.discount / 100,
      r.totalCost / 100,
      r.amountPaid / 100,
      r.currency,
      r.paidDate,
      r.notes,
    ]),
  );
}
