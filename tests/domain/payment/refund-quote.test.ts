/** The refund quote (seed 3 §4): amount less 1.35 % plus the bank fee, in minor units, rounded half up. */
import { describe, expect, it } from 'vitest';
import { canRefund, refundQuote } from '../../../domain/payment/refund.ts';

describe('refundQuote', () => {
  it('deducts 1.35 % of the amount and adds the bank fee', () => {
    expect(refundQuote(10_000, 25)).toEqual({
      amountMinor: 10_000,
      cardFeeMinor: 135,
      bankFeeMinor: 25,
      costMinor: 9_890,
    });
  });
  it('rounds the card fee half up, never in floats', () => {
    // 1.35 % of 1,000 minor units = 13.5 → 14; of 999 = 13.4865 → 13.
    expect(refundQuote(1_000, 0).cardFeeMinor).toBe(14);
    expect(refundQuote(999, 0).cardFeeMinor).toBe(13);
    expect(refundQuote(1, 25).costMinor).toBe(26);
  });
  it('is refundable only when the balance covers the cost', () => {
    const q = refundQuote(5_000, 25);
    expect(canRefund(q, q.costMinor)).toBe(true);
    expect(canRefund(q, q.costMinor - 1)).toBe(false);
  });
  it('refuses non-integer or non-positive amounts', () => {
    expect(() => refundQuote(10.5, 25)).toThrow(RangeError);
    expect(() => refundQuote(0, 25)).toThrow(RangeError);
    expect(() => refundQuote(100, -1)).toThrow(RangeError);
  });
});
