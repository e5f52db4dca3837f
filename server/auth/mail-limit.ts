/**
 * Rate limits for anything that sends mail (password reset, family invites, support acknowledgements) and for
 * online draw entries: at most `max` uses per key in a sliding window (the sign-in limiter's 15 minutes unless
 * the caller names another, up to a day), counted in the same `sign_in_attempt` table (keys prefixed by the
 * action), so every process sees them and the sign-in limiter's clean-up also clears them. A count stands even
 * when the request that took it fails and its transaction rolls back (http/request-transaction.ts
 * writeEvenIfRolledBack).
 *
 * Two ways to be over a limit: `takeLimited` answers 429 (the caller's own limit: it reveals nothing), and
 * `takeQuietly` answers false, so the caller carries on without the mail and the answer stays the same —
 * for limits on a recipient, whose existence or mailbox an answer must not reveal (issue 48).
 */
import { and, count, eq, gt } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../db/client.ts';
import { signInAttempt } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import { writeEvenIfRolledBack } from '../http/request-transaction.ts';
import { KEEP_MS, WINDOW_MS } from './rate-limit.ts';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** Counts one send under `key`, or throws 429 when `max` sends were already made in the window. */
export function takeMailSend(db: Db, key: string, max: number, now = Date.now()): Promise<void> {
  return takeLimited(db, `mail:${key}`, max, 'Too many e-mails were sent; try again later', now);
}

async function usedSince(db: Db, fullKey: string, windowMs: number, now: number): Promise<number> {
  if (windowMs > KEEP_MS) throw new RangeError(`A rate-limit window is at most ${KEEP_MS} ms`);
  const [row] = await db
    .select({ n: count() })
    .from(signInAttempt)
    .where(and(eq(signInAttempt.key, fullKey), gt(signInAttempt.createdAt, new Date(now - windowMs))));
  return row?.n ?? 0;
}

/**
 * Counts one use of a limited action under `fullKey` (prefixed by the action), or throws 429 with `message`
 * when `max` were already counted in the window (`windowMs`, by default the sign-in limiter's).
 */
export async function takeLimited(
  db: Db,
  fullKey: string,
  max: number,
  message: string,
  now = Date.now(),
  windowMs = WINDOW_MS,
): Promise<void> {
  if ((await usedSince(db, fullKey, windowMs, now)) >= max) {
    throw new HttpError(429, message, undefined, {
      'Retry-After': String(Math.ceil(windowMs / 1000)),
    });
  }
  // Counted even when the request then fails: a refused attempt is still an attempt (a rollback would
  // otherwise let failing requests through uncounted).
  const attempt = { id: uuidv7(), key: fullKey };
  await writeEvenIfRolledBack(db, (d) => d.insert(signInAttempt).values(attempt).onConflictDoNothing());
}

/**
 * Counts one use under `fullKey` and answers true, or answers false (counting nothing) when `max` were
 * already counted in the last `windowMs`.
 */
export async function takeQuietly(
  db: Db,
  fullKey: string,
  max: number,
  windowMs: number,
  now = Date.now(),
): Promise<boolean> {
  if ((await usedSince(db, fullKey, windowMs, now)) >= max) return false;
  const use = { id: uuidv7(), key: fullKey };
  await writeEvenIfRolledBack(db, (d) => d.insert(signInAttempt).values(use).onConflictDoNothing());
  return true;
}
