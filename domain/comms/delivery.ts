/**
 * Delivery of the notification outbox (seed 1 §7 Comms; issue 28 item 3): statuses, the retry schedule and the
 * per-recipient rate limit, as pure rules the delivery job (server/jobs/delivery.ts) and its tests share.
 */
import * as v from 'valibot';
import { listQuery } from '../lib/list-query.ts';
import { M } from '../messages.ts';

/** QUEUED: waiting (first try or a retry); SENT; DEAD: given up; SUPPRESSED: not to be sent (opted out, no address). */
export const DELIVERY_STATUSES = ['QUEUED', 'SENT', 'DEAD', 'SUPPRESSED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const DeliveryStatus = v.picklist(DELIVERY_STATUSES, M.invalidOption.id);

export const CHANNELS = ['EMAIL', 'SMS'] as const;
export type Channel = (typeof CHANNELS)[number];
export const ChannelSchema = v.picklist(CHANNELS, M.invalidOption.id);

/** Tries before a message is dead: the first and seven retries, the last about two hours after the first. */
export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 60_000;
const LONGEST_WAIT_MS = 60 * 60_000;

/** The wait before try number `attempts + 1`, after `attempts` failed tries: 1, 2, 4, … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}

/** After a failed try: dead when it was the last or the refusal is permanent, otherwise queued again later. */
export function afterFailure(
  attempts: number,
  permanent: boolean,
  now: Date,
): { status: DeliveryStatus; nextAttemptAt: Date } {
  if (permanent || attempts >= MAX_ATTEMPTS) return { status: 'DEAD', nextAttemptAt: now };
  return { status: 'QUEUED', nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) };
}

/**
 * Per-recipient rate limit: at most this many non-essential messages to one address (per channel) in a rolling
 * hour; more wait for the window. Essential mail (sign-up, invitations, decisions) is never held back.
 */
export const RECIPIENT_LIMIT_PER_HOUR = 10;
export const RATE_WINDOW_MS = 60 * 60_000;

/** When a held message may go: an hour after the oldest of the messages sent in the window. */
export function heldUntil(sentInWindow: readonly Date[], now: Date): Date | null {
  if (sentInWindow.length < RECIPIENT_LIMIT_PER_HOUR) return null;
  const sorted = [...sentInWindow].sort((a, b) => a.getTime() - b.getTime());
  const frees = sorted[sentInWindow.length - RECIPIENT_LIMIT_PER_HOUR]!;
  return new Date(Math.max(frees.getTime() + RATE_WINDOW_MS, now.getTime() + 1000));
}

/** The outbox list (the admins' page): the list conventions, filtered by `status:` and `channel:`, 50 a page. */
export const OUTBOX_FILTER_KEYS = ['status', 'channel'] as const;
export const OutboxQuery = listQuery({ maxSize: 200, defaultSize: 50 });

/**
 * Links in mail are built from the server's PUBLIC_URL, never from a request (docs/security.md): a producer
 * writes `appLink('/player-transfer/…')` into a message's body, and the delivery job puts PUBLIC_URL in its
 * place as it sends (`resolveAppLinks`), so producers need no configuration and a stored message never
 * carries a host.
 */
const APP = '{app}';
export const appLink = (path: string): string => `${APP}${path.startsWith('/') ? path : `/${path}`}`;
export const resolveAppLinks = (body: string, publicUrl: string): string =>
  body.replaceAll(APP, publicUrl.replace(/\/+$/, ''));
