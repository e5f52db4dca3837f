/** Payment method and exchange rate schemas (seed 3 §5: description ≤ 30; a new exchange rate required). */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PaymentMethodInput } from '../../../domain/payment/method.ts';
import { ExchangeRateInput, normalizeRate } from '../../../domain/super-admin/exchange-rate.ts';

const codes = (schema: v.GenericSchema, value: unknown) => {
  const r = v.safeParse(schema, value);
  return r.success ? [] : r.issues.map((i) => i.message);
};

describe('PaymentMethodInput', () => {
  const card = { type: 'CARD', description: 'Visa', currency: 'EUR', token: 'pm_card_visa' };
  it('takes a description of 30 characters, not 31, and requires one', () => {
    expect(codes(PaymentMethodInput, { ...card, description: 'x'.repeat(30) })).toEqual([]);
    expect(codes(PaymentMethodInput, { ...card, description: 'x'.repeat(31) })).toEqual([
      'validation.payment.methodDescriptionMax',
    ]);
    expect(codes(PaymentMethodInput, { ...card, description: '   ' })).toEqual(['validation.required']);
  });
  it('takes a bank account number with spaces, keeps no card number, refuses an unknown type', () => {
    const r = v.parse(PaymentMethodInput, {
      type: 'SEPA_DEBIT',
      description: 'Club',
      currency: 'EUR',
      country: 'IE',
      accountNumber: 'ie29 aibk 9311 5212 3456 78',
    });
    expect(r).toMatchObject({ accountNumber: 'IE29AIBK93115212345678' });
    expect(codes(PaymentMethodInput, { ...card, token: '4242424242424242' })).toEqual([
      'validation.payment.methodToken',
    ]);
    expect(codes(PaymentMethodInput, { ...card, type: 'PAYPAL' }).length).toBeGreaterThan(0);
  });
});

describe('ExchangeRateInput', () => {
  const rate = { sourceCurrency: 'EUR', destinationCurrency: 'GBP', rate: '0.85' };
  it('requires a positive decimal of at most 10 + 8 digits, and two different currencies', () => {
    expect(codes(ExchangeRateInput, rate)).toEqual([]);
    expect(codes(ExchangeRateInput, { ...rate, rate: '' })).toEqual(['validation.exchangeRate.required']);
    expect(codes(ExchangeRateInput, { ...rate, rate: '0.000' })).toEqual([
      'validation.exchangeRate.positive',
    ]);
    expect(codes(ExchangeRateInput, { ...rate, rate: '1.123456789' })).toEqual([
      'validation.exchangeRate.format',
    ]);
    expect(codes(ExchangeRateInput, { ...rate, rate: '-1' })).toEqual(['validation.exchangeRate.format']);
    expect(codes(ExchangeRateInput, { ...rate, destinationCurrency: 'EUR' })).toEqual([
      'validation.exchangeRate.samePair',
    ]);
  });
  it('drops trailing zeros for display', () => {
    expect(normalizeRate('0.85000000')).toBe('0.85');
    expect(normalizeRate('2.00000000')).toBe('2');
    expect(normalizeRate('12')).toBe('12');
  });
});
