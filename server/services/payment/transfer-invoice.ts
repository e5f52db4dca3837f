/**
 * The use cases of transfer invoices (seed 3 §2, §3, §7; ADR 0014 addendum): a FINANCE admin of the paying
 * club pays a DUE invoice (the provider moves the amount from the club's available balance to the issuing
 * organisation's, with the invoice id as its reference, so a retry moves it once) or rejects it. Acting on an
 * invoice no longer DUE is a 409; paying more than the available balance is a 409 and leaves it DUE.
 * The invoice is claimed (DUE → PAID) before the provider call, and put back to DUE if the call fails, so a
 * concurrent reject cannot follow a transfer. Every action writes the audit (append-only); a payment writes it
 * on both organisations. Provider calls happen outside any transaction (ADR 0005). An issuer without a payment
 * account: the local ledger keeps its money under its id until it opens one; Stripe has no connected account
 * to pay into and refuses, answered as the spec's "Error processing payment".
 */
import type { TransferInvoiceActionInput } from '../../../domain/payment/transfer-invoice.ts';
import { PAYMENT_ERRORS } from '../../../domain/payment/messages.ts';
import { BalanceDebitError, type PaymentsProvider } from '../../adapters/payments/provider.ts';
import type { Caller } from './approval.ts';
import {
  audit,
  decideTransferInvoice,
  findTransferInvoice,
  reopenTransferInvoice,
  settleTransferInvoice,
  type TransferInvoiceRow,
} from './payment.repository.ts';
import { paymentError } from './payment-errors.ts';

export async function dueTransferInvoice(c: Caller, orgId: string, id: string): Promise<TransferInvoiceRow> {
  const row = await findTransferInvoice(c.db, orgId, id);
  if (!row) throw paymentError(404, PAYMENT_ERRORS.notFound, c.lang);
  if (row.status !== 'DUE') throw paymentError(409, PAYMENT_ERRORS.notPending, c.lang);
  return row;
}

export async function actOnTransferInvoice(
  payments: PaymentsProvider,
  c: Caller,
  orgId: string,
  id: string,
  input: TransferInvoiceActionInput,
): Promise<TransferInvoiceRow> {
  const row = await dueTransferInvoice(c, orgId, id);
  const base = {
    actorId: c.personId,
    subjectId: id,
    amountMinor: row.amountMinor,
    currency: row.currency,
  };
  if (input.status === 'REJECTED') {
    const done = await c.db.transaction(async (tx) => {
      const r = await decideTransferInvoice(tx, id, 'REJECTED', c.personId, null);
      if (r)
        await audit(tx, {
          ...base,
          organizationId: orgId,
          action: 'TRANSFER_INVOICE_REJECTED',
          detail: row.description,
        });
      return r;
    });
    if (!done) throw paymentError(409, PAYMENT_ERRORS.notPending, c.lang);
    return done;
  }
  if (!(await payments.account(orgId))) throw paymentError(409, PAYMENT_ERRORS.noAccount, c.lang);
  const balance = (await payments.balances(orgId)).find((b) => b.currency === row.currency);
  if (!balance || row.amountMinor > balance.available)
    throw paymentError(409, PAYMENT_ERRORS.transferInsufficientFunds, c.lang, 'amount');
  const claimed = await decideTransferInvoice(c.db, id, 'PAID', c.personId, null);
  if (!claimed) throw paymentError(409, PAYMENT_ERRORS.notPending, c.lang);
  let transferId: string;
  try {
    transferId = (
      await payments.transfer({
        accountId: orgId,
        destinationAccountId: row.sourceOrganizationId,
        amountMinor: row.amountMinor,
        currency: row.currency,
        description: row.description,
        reference: row.id,
      })
    ).id;
  } catch (e) {
    await reopenTransferInvoice(c.db, id);
    const insufficient = e instanceof BalanceDebitError && e.reason === 'insufficient';
    throw paymentError(
      insufficient ? 409 : 502,
      insufficient ? PAYMENT_ERRORS.transferInsufficientFunds : PAYMENT_ERRORS.providerFailed,
      c.lang,
      insufficient ? 'amount' : undefined,
    );
  }
  return c.db.transaction(async (tx) => {
    const paid = await settleTransferInvoice(tx, id, transferId);
    await audit(tx, { ...base, organizationId: orgId, action: 'TRANSFER_INVOICE_PAID', detail: transferId });
    await audit(tx, {
      ...base,
      organizationId: row.sourceOrganizationId,
      action: 'TRANSFER_RECEIVED',
      detail: transferId,
    });
    return paid ?? { ...claimed, transferId };
  });
}
