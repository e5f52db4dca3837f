/**
 * Top-up fees (seed 3 §9), in integer minor units: a fixed part plus basis points of the amount, rounded
 * half up. Never floats: 0.26 % is 26 basis points.
 */
import type { PaymentMethodType } from './account.ts';

interface FeeRule {
  fixedMinor: number;
  basisPoints: number;
}

export const TOP_UP_FEES: Record<PaymentMethodType, FeeRule> = {
  EU_BANK_TRANSFER: { fixedMinor: 111, basisPoints: 26 },
  CARD: { fixedMinor: 0, basisPoints: 135 },
  SEPA_DEBIT: { fixedMinor: 50, basisPoints: 26 },
  BACS_DEBIT: { fixedMinor: 200, basisPoints: 26 },
  AU_BECS_DEBIT: { fixedMinor: 318, basisPoints: 26 },
  US_BANK_ACCOUNT: { fixedMinor: 0, basisPoints: 126 },
};

/** `amount × bp / 10000`, rounded half up, in whole minor units. */
export function basisPointsOf(amountMinor: number, basisPoints: number): number {
  return Math.floor((amountMinor * basisPoints + 5000) / 10000);
}

export function topUpFee(type: PaymentMethodType, amountMinor: number): number {
  const rule = TOP_UP_FEES[type];
  return rule.fixedMinor + basisPointsOf(amountMinor, rule.basisPoints);
}

/** Seed 3 §4: a card refund costs the refunded amount's 1.35 % (not returned) plus the banking fee. */
export function cardRefundCost(amountMinor: number, bankFeeMinor: number): number {
  return amountMinor - basisPointsOf(amountMinor, 135) + bankFeeMinor;
}
