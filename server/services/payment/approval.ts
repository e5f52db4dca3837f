/**
 * The use cases of top-up and payout requests (seed 3 §4 Top-up and payout requests, §5 Payments, §6):
 * - request: a FINANCE admin asks; the account must exist; a top-up names one of the club's methods (its
 *   type sets the minimum: 100 for BACS, else 50) in the method's currency; a payout is refused while payouts
 *   are frozen or when it is more than the available balance. It waits as CREATED.
 * - decide: a different FINANCE admin, holding FINANCE since before the request was made (someone given it
 *   afterwards could be the requester's pick: issue 48, finding 3), approves (the movement is made at the
 *   provider, once, with the request's id as its reference; a payout is checked again against the freeze and the balance, and a refusal leaves
 *   the request FAILED with its reason) or rejects with a reason.
 * - cancel: the requester alone, while it is CREATED.
 * - reconcile: an approval interrupted before its movement is carried out again (reconcileApprovals).
 * Every step writes the audit (append-only). Provider calls happen outside any transaction (ADR 0005).
 */
import type { ApprovalDecisionInput, ApprovalRequestInput } from '../../../domain/payment/approval.ts';
import { topUpRangeOk } from '../../../domain/payment/approval.ts';
import { grantedBefore } from '../../../domain/organization/privilege-change.ts';
import { PAYMENT_ERRORS } from '../../../domain/payment/messages.ts';
import { BalanceDebitError, type PaymentsProvider } from '../../adapters/payments/provider.ts';
import type { Db } from '../../db/client.ts';
import { M } from '../../../domain/messages.ts';
import {
  audit,
  decideApproval,
  financeGrantedAt,
  findApproval,
  insertApproval,
  interruptedApprovals,
  payoutsFrozen,
  settleApproval,
  type ApprovalRow,
} from './payment.repository.ts';
import { paymentError } from './payment-errors.ts';

export interface Caller {
  db: Db;
  personId: string;
  lang: string | undefined;
}

async function assertPayoutPossible(
  payments: PaymentsProvider,
  c: Caller,
  orgId: string,
  amount: number,
  currency: string,
) {
  if (await payoutsFrozen(c.db, orgId)) throw paymentError(409, PAYMENT_ERRORS.payoutsFrozen, c.lang);
  const balance = (await payments.balances(orgId)).find((b) => b.currency === currency);
  if (!balance || amount > balance.available)
    throw paymentError(409, PAYMENT_ERRORS.insufficientFunds, c.lang, 'amount');
}

export async function requestMovement(
  payments: PaymentsProvider,
  c: Caller,
  orgId: string,
  input: ApprovalRequestInput,
): Promise<ApprovalRow> {
  const account = await payments.account(orgId);
  if (!account) throw paymentError(409, PAYMENT_ERRORS.noAccount, c.lang);
  let paymentMethodId: string | null = null;
  if (input.additionalType === 'TOP_UP') {
    const method = (await payments.paymentMethods(orgId)).find((m) => m.id === input.paymentMethodId);
    if (!method) throw paymentError(400, PAYMENT_ERRORS.methodUnknown, c.lang, 'paymentMethodId');
    if (method.currency !== input.currency)
      throw paymentError(400, PAYMENT_ERRORS.currencyMismatch, c.lang, 'currency');
    if (!topUpRangeOk(method.type, input.amount)) {
      throw paymentError(
        400,
        method.type === 'BACS_DEBIT' ? M.paymentTopUpRangeBacs : M.paymentTopUpRange,
        c.lang,
        'amount',
      );
    }
    paymentMethodId = method.id;
  } else {
    await assertPayoutPossible(payments, c, orgId, input.amount, input.currency);
  }
  return c.db.transaction(async (tx) => {
    const row = await insertApproval(tx, {
      organizationId: orgId,
      additionalType: input.additionalType,
      amountMinor: input.amount,
      currency: input.currency,
      paymentMethodId,
      description: input.description,
      requestedBy: c.personId,
    });
    await audit(tx, {
      organizationId: orgId,
      action: input.additionalType === 'TOP_UP' ? 'TOP_UP_REQUESTED' : 'PAYOUT_REQUESTED',
      actorId: c.personId,
      subjectId: row.id,
      amountMinor: input.amount,
      currency: input.currency,
      detail: input.description,
    });
    return row;
  });
}

async function pending(c: Caller, orgId: string, id: string): Promise<ApprovalRow> {
  const row = await findApproval(c.db, orgId, id);
  if (!row) throw paymentError(404, PAYMENT_ERRORS.notFound, c.lang);
  if (row.status !== 'CREATED') throw paymentError(409, PAYMENT_ERRORS.notPending, c.lang);
  return row;
}

export async function decideMovement(
  payments: PaymentsProvider,
  c: Caller,
  orgId: string,
  id: string,
  input: ApprovalDecisionInput,
): Promise<ApprovalRow> {
  const row = await pending(c, orgId, id);
  if (row.requestedBy === c.personId) throw paymentError(403, PAYMENT_ERRORS.ownRequest, c.lang);
  if (!grantedBefore(await financeGrantedAt(c.db, orgId, c.personId), row.createdAt))
    throw paymentError(403, PAYMENT_ERRORS.financeAfterRequest, c.lang);
  const base = {
    organizationId: orgId,
    actorId: c.personId,
    subjectId: id,
    amountMinor: row.amountMinor,
    currency: row.currency,
  };
  if (input.status === 'REJECTED') {
    const done = await c.db.transaction(async (tx) => {
      const r = await decideApproval(tx, id, 'REJECTED', c.personId, input.statusReason);
      if (r) await audit(tx, { ...base, action: 'REQUEST_REJECTED', detail: input.statusReason });
      return r;
    });
    if (!done) throw paymentError(409, PAYMENT_ERRORS.notPending, c.lang);
    return done;
  }
  if (row.additionalType === 'PAYOUT') {
    if (await payoutsFrozen(c.db, orgId)) throw paymentError(409, PAYMENT_ERRORS.payoutsFrozen, c.lang);
    const balance = (await payments.balances(orgId)).find((b) => b.currency === row.currency);
    if (!balance || row.amountMinor > balance.available) {
      const reason = PAYMENT_ERRORS.insufficientFunds.message;
      const failed = await decideApproval(c.db, id, 'FAILED', c.personId, reason);
      if (failed) await audit(c.db, { ...base, action: 'REQUEST_FAILED', detail: reason });
      throw paymentError(409, PAYMENT_ERRORS.insufficientFunds, c.lang, 'amount');
    }
  }
  const claimed = await decideApproval(c.db, id, 'APPROVED', c.personId, input.statusReason ?? null);
  if (!claimed) throw paymentError(409, PAYMENT_ERRORS.notPending, c.lang);
  const done = await carryOut(payments, c.db, claimed, c.personId);
  if ('movementId' in done) return done;
  throw paymentError(
    done.insufficient ? 409 : 502,
    done.insufficient ? PAYMENT_ERRORS.insufficientFunds : PAYMENT_ERRORS.providerFailed,
    c.lang,
  );
}

/**
 * The provider's movement of an APPROVED request, with the request's id as its reference (so a second call
 * answers the first movement): the request keeps the movement's id, or is FAILED with the reason. Audited.
 */
async function carryOut(
  payments: PaymentsProvider,
  db: Db,
  row: ApprovalRow,
  actorId: string | null,
): Promise<ApprovalRow | { insufficient: boolean }> {
  const base = {
    organizationId: row.organizationId,
    actorId,
    subjectId: row.id,
    amountMinor: row.amountMinor,
    currency: row.currency,
  };
  try {
    const movement =
      row.additionalType === 'TOP_UP'
        ? await payments.topUp({
            accountId: row.organizationId,
            paymentMethodId: row.paymentMethodId!,
            amountMinor: row.amountMinor,
            currency: row.currency,
            description: row.description,
            reference: row.id,
          })
        : await payments.payout({
            accountId: row.organizationId,
            amountMinor: row.amountMinor,
            currency: row.currency,
            description: row.description,
            reference: row.id,
          });
    await settleApproval(db, row.id, { movementId: movement.id });
    await audit(db, { ...base, action: 'REQUEST_APPROVED', detail: movement.id });
    return { ...row, movementId: movement.id };
  } catch (e) {
    const insufficient = e instanceof BalanceDebitError;
    const reason = insufficient
      ? PAYMENT_ERRORS.insufficientFunds.message
      : PAYMENT_ERRORS.providerFailed.message;
    await settleApproval(db, row.id, { status: 'FAILED', statusReason: reason });
    await audit(db, { ...base, action: 'REQUEST_FAILED', detail: reason });
    return { insufficient };
  }
}

/** How long an approval may wait between its claim and its movement before the reconciler takes it up. */
export const RECONCILE_AFTER_MS = 5 * 60_000;

/**
 * Approvals interrupted between their claim (APPROVED) and the provider's answer — the process stopped, the
 * connection dropped — are carried out again: the provider answers the same movement for the same reference,
 * so the money moves once. Each is first claimed (its decision time moved to `now`), so two processes never
 * take the same one. Answers how many were settled (moved or FAILED).
 */
export async function reconcileApprovals(
  payments: PaymentsProvider,
  db: Db,
  now: Date = new Date(),
): Promise<number> {
  let settled = 0;
  for (const row of await interruptedApprovals(db, new Date(now.getTime() - RECONCILE_AFTER_MS), now)) {
    await carryOut(payments, db, row, row.decidedBy);
    settled++;
  }
  return settled;
}

export async function cancelMovement(c: Caller, orgId: string, id: string): Promise<ApprovalRow> {
  const row = await pending(c, orgId, id);
  if (row.requestedBy !== c.personId) throw paymentError(403, PAYMENT_ERRORS.notRequester, c.lang);
  const done = await c.db.transaction(async (tx) => {
    const r = await decideApproval(tx, id, 'CANCELLED', c.personId, null);
    if (r)
      await audit(tx, {
        organizationId: orgId,
        action: 'REQUEST_CANCELLED',
        actorId: c.personId,
        subjectId: id,
        amountMinor: row.amountMinor,
        currency: row.currency,
      });
    return r;
  });
  if (!done) throw paymentError(409, PAYMENT_ERRORS.notPending, c.lang);
  return done;
}
