/**
 * The refund quote (seed 3 §4 Fund clearing): a card refund takes from the club's balance the refunded
 * amount less the 1.35 % card fee (which is not returned) plus the separate banking refund fee. Integer minor
 * units throughout; the 1.35 % is 135 basis points, rounded half up (fees.ts).
 */
import { basisPointsOf } from './fees.ts';

export const CARD_FEE_BASIS_POINTS = 135;

export interface RefundQuote {
  amountMinor: number;
  /** The 1.35 % card fee kept by the provider. */
  cardFeeMinor: number;
  bankFeeMinor: number;
  /** What leaves the club's balance: amount − card fee + bank fee. */
  costMinor: number;
}

export function refundQuote(amountMinor: number, bankFeeMinor: number): RefundQuote {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) throw new RangeError('amount');
  if (!Number.isSafeInteger(bankFeeMinor) || bankFeeMinor < 0) throw new RangeError('bank fee');
  const cardFeeMinor = basisPointsOf(amountMinor, CARD_FEE_BASIS_POINTS);
  return { amountMinor, cardFeeMinor, bankFeeMinor, costMinor: amountMinor - cardFeeMinor + bankFeeMinor };
}

/** Refunding is possible only when the balance (available + pending) covers the cost. */
export function canRefund(quote: RefundQuote, balanceMinor: number): boolean {
  return balanceMinor >= quote.costMinor;
}
