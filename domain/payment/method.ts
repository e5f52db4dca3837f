/**
 * Payment methods of a person (their own) and of an organisation (the bank accounts and cards it tops up
 * from): seed 3 §3 Payment method — description, status, type, card type, last 4 digits, routing number,
 * country, id — and §5 (description required, at most 30 characters). Card numbers never reach the PWA or
 * the API: a card is added by the provider's token (Stripe.js's pm_…, or a Stripe test token such as
 * `pm_card_visa`, which the local provider knows too); a bank account by its number, of which only the
 * last 4 digits are kept.
 */
import * as v from 'valibot';
import { M } from '../messages.ts';
import { requiredString, strictObject } from '../lib/schema-helpers.ts';
import { PAYMENT_METHOD_TYPES, type PaymentMethodType } from './account.ts';

/** Seed 3 §5 / §9. */
export const PAYMENT_METHOD_DESCRIPTION_MAX = 30;

/** The test cards the local provider accepts (Stripe's test payment method tokens, same last 4). */
export const TEST_CARD_TOKENS = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_amex: { brand: 'amex', last4: '8431' },
} as const;
export type TestCardToken = keyof typeof TEST_CARD_TOKENS;

export const BANK_METHOD_TYPES = PAYMENT_METHOD_TYPES.filter(
  (t): t is Exclude<PaymentMethodType, 'CARD'> => t !== 'CARD',
);

export const PaymentMethodDescription = v.pipe(
  requiredString(),
  v.maxLength(PAYMENT_METHOD_DESCRIPTION_MAX, M.paymentMethodDescriptionMax.id),
);
const Currency = v.pipe(requiredString(), v.regex(/^[A-Z]{3}$/, M.paymentCurrency.id));

export const PaymentMethodInput = v.variant(
  'type',
  [
    strictObject({
      type: v.literal('CARD'),
      description: PaymentMethodDescription,
      currency: Currency,
      token: v.pipe(requiredString(), v.regex(/^pm_[A-Za-z0-9_]{1,100}$/, M.paymentMethodToken.id)),
    }),
    strictObject({
      type: v.picklist(BANK_METHOD_TYPES, M.invalid.id),
      description: PaymentMethodDescription,
      currency: Currency,
      country: v.pipe(requiredString(), v.regex(/^[A-Z]{2}$/, M.paymentMethodCountry.id)),
      /** An IBAN or an account number; spaces are dropped. */
      accountNumber: v.pipe(
        requiredString(),
        v.transform((s) => s.replace(/\s+/g, '').toUpperCase()),
        v.regex(/^[A-Z0-9]{4,34}$/, M.paymentMethodAccountNumber.id),
      ),
      /** Sort code, BSB or routing number, where the type has one. */
      routingNumber: v.optional(
        v.pipe(v.string(M.invalid.id), v.trim(), v.regex(/^[0-9 -]{0,12}$/, M.paymentMethodRoutingNumber.id)),
      ),
    }),
  ],
  M.invalid.id,
);
export type PaymentMethodInput = v.InferOutput<typeof PaymentMethodInput>;

/** PATCH: the description only. */
export const PaymentMethodUpdateInput = strictObject({ description: PaymentMethodDescription });
export type PaymentMethodUpdateInput = v.InferOutput<typeof PaymentMethodUpdateInput>;

export interface PaymentMethodView {
  id: string;
  type: PaymentMethodType;
  description: string | null;
  status: 'active';
  /** A card's brand (visa, mastercard, amex, …); null for a bank account. */
  cardType: string | null;
  last4: string;
  routingNumber: string | null;
  country: string | null;
  currency: string;
}
