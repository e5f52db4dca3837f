/**
 * Transfer invoices (seed 3 §2 "Transfer invoice list and detail", §3, §7; ADR 0014 addendum): an
 * organisation (`sourceOrganizationId`, e.g. the club's county board) asks a club to transfer money from its
 * payment account. DUE until a finance admin of the club pays it (PAID: the money moved) or rejects it
 * (REJECTED). Amounts travel as integer minor units.
 */
import * as v from 'valibot';
import { M } from '../messages.ts';
import { object } from '../lib/schema-helpers.ts';

export const TRANSFER_INVOICE_STATUSES = ['DUE', 'PAID', 'REJECTED'] as const;
export type TransferInvoiceStatus = (typeof TRANSFER_INVOICE_STATUSES)[number];

/** The statuses an action moves a DUE invoice to. */
export const TRANSFER_INVOICE_ACTIONS = [
  'PAID',
  'REJECTED',
] as const satisfies readonly TransferInvoiceStatus[];

/** Seed 3 §9: transfer invoices sort by update date descending; default page size 100. */
export const TRANSFER_INVOICE_PAGE_SIZE = 100;

/** POST /account/{org}/transfer/{id}/action. */
export const TransferInvoiceActionInput = object({
  status: v.picklist(TRANSFER_INVOICE_ACTIONS, M.transferInvoiceAction.id),
});
export type TransferInvoiceActionInput = v.InferOutput<typeof TransferInvoiceActionInput>;

export interface TransferInvoiceView {
  id: string;
  /** The paying club. */
  organizationId: string;
  sourceOrganizationId: string;
  sourceOrganizationName: string;
  amount: number;
  currency: string;
  description: string;
  status: TransferInvoiceStatus;
  /** The provider's transfer once paid. */
  transferId: string | null;
  decidedBy: { id: string; name: string } | null;
  createDate: string;
  updateDate: string;
}
