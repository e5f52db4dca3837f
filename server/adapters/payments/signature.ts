/**
 * Event signatures in Stripe's scheme: header `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, refused
 * when the timestamp is more than `toleranceSeconds` away from now (replays) or no v1 matches (compared in
 * constant time). The local provider signs and verifies with it; Stripe's SDK does the same for its events.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PaymentEventSignatureError } from './provider.ts';

export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signPayload(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

export function verifySignature(
  body: string,
  header: string | undefined,
  secret: string,
  now = Math.floor(Date.now() / 1000),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): void {
  if (!header) throw new PaymentEventSignatureError('No signature header');
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
  if (!Number.isInteger(t) || signatures.length === 0) {
    throw new PaymentEventSignatureError('Malformed signature header');
  }
  if (Math.abs(now - t) > toleranceSeconds) throw new PaymentEventSignatureError('Signature too old');
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  const ok = signatures.some((s) => {
    const given = Buffer.from(s);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!ok) throw new PaymentEventSignatureError('Signature does not match');
}
