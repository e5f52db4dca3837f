import { describe, expect, it } from 'vitest';
import { cardFee } from '../../server/adapters/payments/provider.ts';
import { signPayload, verifySignature } from '../../server/adapters/payments/signature.ts';

describe('local event signatures (Stripe scheme)', () => {
  const body = '{"id":"evt_1"}';
  it('accepts its own signature and refuses a changed body, another secret or an old timestamp', () => {
    const now = 1_800_000_000;
    const header = signPayload(body, 'whsec_a', now);
    expect(() => verifySignature(body, header, 'whsec_a', now + 10)).not.toThrow();
    expect(() => verifySignature(body + ' ', header, 'whsec_a', now)).toThrow(/does not match/);
    expect(() => verifySignature(body, header, 'whsec_b', now)).toThrow(/does not match/);
    expect(() => verifySignature(body, header, 'whsec_a', now + 301)).toThrow(/too old/);
    expect(() => verifySignature(body, undefined, 'whsec_a', now)).toThrow(/No signature/);
  });
  it('charges the card fee of 1.35 %', () => {
    expect(cardFee(1000)).toBe(14);
    expect(cardFee(10_000)).toBe(135);
  });
});
