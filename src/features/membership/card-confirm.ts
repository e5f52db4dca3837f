/**
 * The page's side of the payments adapter: a checkout's client secret confirmed with the card (Stripe.js's
 * confirmCardPayment). The local test-mode provider confirms at its own `/pay/confirm` on this server
 * (server/adapters/payments/local-checkout.routes.ts), where the test card decides; the card number goes to
 * the provider, never to the API. With Stripe the checkout gives no client secret today, so the basket uses
 * the hosted page (the fallback).
 */
export interface CardConfirmation {
  status: 'succeeded' | 'declined' | 'incorrect_number' | 'requires_action' | 'closed' | 'not_found';
  /** The card network's words for a decline, in the page's language. */
  message?: string;
  /** A card asking for authentication finishes on the hosted page. */
  url?: string;
}

export async function confirmCardPayment(clientSecret: string, card: string): Promise<CardConfirmation> {
  const res = await fetch('/pay/confirm', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': document.documentElement.lang || 'en' },
    body: JSON.stringify({ clientSecret, card }),
  });
  const body = (await res.json().catch(() => null)) as CardConfirmation | null;
  return body ?? { status: 'not_found' };
}

/** The card form closed unpaid: the provider ends the payment, so the order is abandoned and the basket free. */
export async function cancelCardPayment(clientSecret: string): Promise<void> {
  await fetch('/pay/confirm/cancel', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ clientSecret }),
  }).catch(() => undefined);
}
