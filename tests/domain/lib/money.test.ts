import { describe, expect, it } from 'vitest';
import { formatMoney, GENERIC_CURRENCY_SYMBOL } from '../../../domain/lib/money.ts';

describe('formatMoney, the one money formatter', () => {
  it('shows minor units in the currency, in English and Irish', () => {
    expect(formatMoney(1025, 'EUR', 'en')).toBe('€10.25');
    expect(formatMoney(25, 'EUR', 'ga')).toContain('0.25');
    expect(formatMoney(120000, 'GBP', 'en')).toBe('£1,200.00');
    expect(formatMoney(500, 'eur', 'en')).toBe('€5.00');
  });

  it('shows a generic symbol for a code that is not three letters, and never throws (seed 1 §5)', () => {
    for (const bad of ['EU', 'EURO', '€', '', '12A', 'E R', null, undefined]) {
      expect(() => formatMoney(1025, bad, 'en')).not.toThrow();
      expect(formatMoney(1025, bad, 'en')).toBe(`${GENERIC_CURRENCY_SYMBOL}10.25`);
    }
  });

  it('survives a language tag Intl refuses and an amount that is not a number', () => {
    expect(() => formatMoney(1025, 'EUR', 'not a tag!')).not.toThrow();
    expect(formatMoney(1025, 'EUR', 'not a tag!')).toContain('10.25');
    expect(formatMoney(Number.NaN, 'EUR', 'en')).toBe('€0.00');
  });
});
