/**
 * Events in the processor's shape (`{id, type, data: {object}}`), reduced to what the server acts on. Both
 * providers' events pass through here after their signature is verified.
 */
import type { PaymentEvent, PaymentEventType } from './provider.ts';

const HANDLED: readonly PaymentEventType[] = [
  'checkout.session.completed',
  'checkout.session.expired',
  'payment_intent.payment_failed',
  'charge.refunded',
];

interface RawEvent {
  id?: unknown;
  type?: unknown;
  data?: { object?: Record<string, unknown> };
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** Null for event types the server does not act on (they are acknowledged and ignored). */
export function normalizeEvent(raw: RawEvent): PaymentEvent | null {
  const type = str(raw.type) as PaymentEventType | null;
  if (!type || !HANDLED.includes(type)) return null;
  const object = raw.data?.object ?? {};
  const isSession = object.object === 'checkout.session';
  const metadata = (object.metadata ?? {}) as Record<string, string>;
  return {
    id: str(raw.id) ?? '',
    type,
    checkoutSessionId: isSession ? str(object.id) : null,
    paymentIntentId: isSession
      ? str(object.payment_intent)
      : object.object === 'charge'
        ? str(object.payment_intent)
        : str(object.id),
    metadata,
  };
}
