/**
 * The card terminal (seed 3 §2 Card terminal screens, §3 Card terminal, §4 Card payment acceptance, §5 Card
 * reader): locations of a club's payment account, readers registered at a location by their registration
 * code, the splash screen of the bbpos wisepos e, and card payments taken on a reader. Amounts are integer
 * minor units. One schema per request body, shared by the page and the server.
 */
import * as v from 'valibot';
import { M } from '../messages.ts';
import { object, requiredString, requiredText } from '../lib/schema-helpers.ts';

/** Seed 3 §5: names at most 50; §9: address lines 50, postcode 10. */
export const TERMINAL_LIMITS = { name: 50, address: 50, postalCode: 10, registrationCode: 100 } as const;

/** The one reader model whose splash screen is set (seed 3 §2). */
export const SPLASH_DEVICE = 'bbpos_wisepos_e';
/**
 * The splash screen: one image file (seed 3 §9 "one file"), PNG, JPEG or GIF, at most 2 MB — under the
 * spec's general 10 MB, because the reader's provider (Stripe) refuses larger splash screens.
 */
export const SPLASH_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export const SPLASH_MAX_BYTES = 2 * 1024 * 1024;

/** Seed 3 §1: EUR by default; GBP and USD also appear. */
export const TERMINAL_CURRENCIES = ['EUR', 'GBP', 'USD'] as const;
export const TERMINAL_CATEGORIES = ['MEMBERSHIP', 'DRAW', 'EVENT', 'GATE', 'MERCHANDISE', 'OTHER'] as const;
export type TerminalCategory = (typeof TERMINAL_CATEGORIES)[number];

/**
 * The simulated reader's test cards (seed 3 §3 Payment: simulatedCardOption), Stripe's numbers: the first two
 * succeed, the last two are declined. Without one, the reader uses the first.
 */
export const SIMULATED_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;
export type SimulatedCardOption = keyof typeof SIMULATED_CARDS;
export const SIMULATED_CARD_OPTIONS = Object.keys(SIMULATED_CARDS) as SimulatedCardOption[];

/** Stripe's simulated-reader test amounts: an amount ending in 05 (e.g. €10.05) is declined. */
export const DECLINED_AMOUNT_ENDING = 5;
export const simulatedDecline = (amountMinor: number, card?: string | null): string | null => {
  if (card === SIMULATED_CARDS.declined) return 'card_declined';
  if (card === SIMULATED_CARDS.insufficientFunds) return 'insufficient_funds';
  return amountMinor % 100 === DECLINED_AMOUNT_ENDING ? 'card_declined' : null;
};

const Name = requiredText(TERMINAL_LIMITS.name, M.terminalNameMax.id);
const Address = requiredText(TERMINAL_LIMITS.address, M.terminalAddressMax.id);

/** POST and PUT /account/{club}/terminal/location[/{id}]. */
export const TerminalLocationInput = object({
  name: Name,
  streetAddress: Address,
  addressLocality: Address,
  postalCode: requiredText(TERMINAL_LIMITS.postalCode, M.terminalPostalCodeMax.id),
});
export type TerminalLocationInput = v.InferOutput<typeof TerminalLocationInput>;

/** POST /terminal/reader. */
export const TerminalReaderInput = object({
  orgId: requiredString(),
  locationId: requiredString(),
  name: Name,
  registrationCode: v.pipe(
    requiredString(M.terminalRegistrationCode.id),
    v.maxLength(TERMINAL_LIMITS.registrationCode, M.terminalRegistrationCode.id),
  ),
});
export type TerminalReaderInput = v.InferOutput<typeof TerminalReaderInput>;

/** PATCH /terminal/reader/{id}: rename. */
export const TerminalReaderRename = object({ name: Name });

/** POST /terminal/payment-intent: the take payment form. */
export const TerminalPaymentInput = object({
  orgId: requiredString(),
  locationId: requiredString(),
  amount: v.pipe(
    v.number(M.paymentAmountPositive.id),
    v.integer(M.paymentAmountPositive.id),
    v.minValue(1, M.paymentAmountPositive.id),
    v.maxValue(100_000_000, M.paymentAmountPositive.id),
  ),
  currency: v.picklist(TERMINAL_CURRENCIES, M.paymentCurrency.id),
  description: requiredText(255, M.paymentDescriptionMax.id),
  category: v.picklist(TERMINAL_CATEGORIES, M.required.id),
  receiptEmail: v.pipe(requiredString(), v.maxLength(254, M.tooLong.id), v.email(M.invalidEmail.id)),
  simulatedCardOption: v.optional(v.picklist(SIMULATED_CARD_OPTIONS, M.invalidOption.id)),
});
export type TerminalPaymentInput = v.InferOutput<typeof TerminalPaymentInput>;

export interface TerminalLocationView {
  id: string;
  name: string;
  streetAddress: string;
  addressLocality: string;
  postalCode: string;
}

export interface TerminalReaderView {
  id: string;
  name: string;
  locationId: string;
  deviceType: string;
  serialNumber: string;
  status: 'online' | 'offline';
}

/** Seed 3 §4: created → card read → succeeded; a decline waits for another card; cancel ends it. */
export const TERMINAL_PAYMENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_capture',
  'processing',
  'succeeded',
  'canceled',
] as const;
export type TerminalPaymentStatus = (typeof TERMINAL_PAYMENT_STATUSES)[number];

export interface TerminalPaymentView {
  id: string;
  status: TerminalPaymentStatus;
  amount: number;
  currency: string;
  description: string;
  /** For the reader's step (collect, process); never logged. */
  clientSecret: string;
  cardLast4: string | null;
  lastError: string | null;
  category: string | null;
  /** Where the receipt goes, and the language it is written in (the take-payment page's). */
  receiptEmail: string | null;
  language: string | null;
}

/** The receipt e-mailed to the payer through the notification outbox, in the language of the take-payment page. */
export const TERMINAL_RECEIPT_TEXT = {
  subject: /*i18n*/ { id: 'terminal.receipt.subject', message: 'Your receipt from {club}' },
  body: /*i18n*/ {
    id: 'terminal.receipt.body',
    message:
      'Thank you for your payment to {club}.\n\n{description}\nAmount: {amount}\nCard: •••• {last4}\nDate: {date}\nReference: {reference}\n\nPáirc',
  },
} as const;
