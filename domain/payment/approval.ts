/**
 * Top-up and payout requests (seed 3 §3 approval, §4, §5 Payments): one finance administrator asks, a second
 * one approves or rejects with a reason; the requester may cancel. Amounts travel as integer minor units.
 */
import * as v from 'valibot';
import { M } from '../messages.ts';
import { object } from '../lib/schema-helpers.ts';
import type { PaymentMethodType } from './account.ts';

export const APPROVAL_TYPES = ['TOP_UP', 'PAYOUT'] as const;
export type ApprovalType = (typeof APPROVAL_TYPES)[number];

export const APPROVAL_STATUSES = ['CREATED', 'APPROVED', 'REJECTED', 'CANCELLED', 'FAILED'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** Seed 3 §5 / §9: a top-up is 50 to 10,000 (100 to 10,000 by BACS direct debit), in major units. */
export const TOP_UP_LIMITS_MINOR = { min: 5_000, minBacs: 10_000, max: 1_000_000 } as const;

export function topUpRangeOk(type: PaymentMethodType, amountMinor: number): boolean {
  const min = type === 'BACS_DEBIT' ? TOP_UP_LIMITS_MINOR.minBacs : TOP_UP_LIMITS_MINOR.min;
  return amountMinor >= min && amountMinor <= TOP_UP_LIMITS_MINOR.max;
}

const Currency = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, M.paymentCurrency.id));
const Description = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, M.required.id),
  v.maxLength(255, M.paymentDescriptionMax.id),
);
const AmountMinor = v.pipe(
  v.number(),
  v.integer(M.paymentAmountPositive.id),
  v.minValue(1, M.paymentAmountPositive.id),
  v.maxValue(100_000_000, M.paymentAmountPositive.id),
);

/** A top-up request: from one of the club's payment methods, within the limits (seed 3 §4). */
export const TopUpRequestInput = object({
  additionalType: v.literal('TOP_UP'),
  amount: v.pipe(
    AmountMinor,
    v.minValue(TOP_UP_LIMITS_MINOR.min, M.paymentTopUpRange.id),
    v.maxValue(TOP_UP_LIMITS_MINOR.max, M.paymentTopUpRange.id),
  ),
  currency: Currency,
  paymentMethodId: v.pipe(v.string(), v.minLength(1, M.required.id), v.maxLength(64)),
  description: Description,
});

/** A payout request: from the club's balance to its bank account. */
export const PayoutRequestInput = object({
  additionalType: v.literal('PAYOUT'),
  amount: AmountMinor,
  currency: Currency,
  description: Description,
});

/** POST /account/{club}/approval. The BACS minimum is checked against the method's type by the server. */
export const ApprovalRequestInput = v.variant('additionalType', [TopUpRequestInput, PayoutRequestInput]);
export type ApprovalRequestInput = v.InferOutput<typeof ApprovalRequestInput>;

/** PATCH /account/{org}/approval/{id}: approve, or reject with a reason. */
export const ApprovalDecisionInput = v.variant('status', [
  object({ status: v.literal('APPROVED'), statusReason: v.optional(v.pipe(v.string(), v.maxLength(255))) }),
  object({
    status: v.literal('REJECTED'),
    statusReason: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, M.required.id),
      v.maxLength(255, M.paymentReasonMax.id),
    ),
  }),
]);
export type ApprovalDecisionInput = v.InferOutput<typeof ApprovalDecisionInput>;

const PersonRef = v.object({ id: v.string(), name: v.string() });

/** A top-up or payout request as every route answers it (the one shape: the view type is read from it). */
export const ApprovalDoc = v.object({
  id: v.string(),
  organizationId: v.string(),
  additionalType: v.picklist(APPROVAL_TYPES),
  amount: v.number(),
  currency: v.string(),
  paymentMethodId: v.nullable(v.string()),
  description: v.string(),
  status: v.picklist(APPROVAL_STATUSES),
  statusReason: v.nullable(v.string()),
  requestedBy: PersonRef,
  decidedBy: v.nullable(PersonRef),
  createDate: v.string(),
  /** The provider's top-up or payout id once approved. */
  movementId: v.nullable(v.string()),
});
export type ApprovalView = v.InferOutput<typeof ApprovalDoc>;

/** PUT /super-admin/organization/{id}/payout-freeze. */
export const PayoutFreezeInput = object({
  frozen: v.boolean(),
  /** Why (ours: kept in both audit logs); at most 255 characters. */
  reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(255, M.paymentReasonMax.id))),
});

/** The reject dialog's form: the reason is required, at most 255 characters (seed 3 §9). */
export const RejectReasonForm = object({
  reason: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, M.required.id),
    v.maxLength(255, M.paymentReasonMax.id),
  ),
});
