/**
 * Rate limits for anything that sends mail (password reset, family invites) and for online draw entries: at most `max` sends per key in
 * the sign-in limiter's window, counted in the same `sign_in_attempt` table (keys prefixed `mail:`), so every
 * process sees them and the sign-in limiter's clean-up also clears them. A count stands even when the request
 * that took it fails and its transaction rolls back (http/request-transaction.ts writeEvenIfRolledBack).
 */
import { and, count, eq, gt } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../db/client.ts';
import { signInAttempt } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import { writeEvenIfRolledBack } from '../http/request-transaction.ts';
import { WINDOW_MS } from './rate-limit.ts';

/** Counts one send under `key`, or throws 429 when `max` sends were already made in the window. */
export function takeMailSend(db: Db, key: string, max: number, now = Date.now()): Promise<void> {
  return takeLimited(db, `mail:${key}`, max, 'Too many e-mails were sent; try again later', now);
}

/**
 * Counts one use of a limited action under `fullKey` (prefixed by the action), or throws 429 with `message`
 * when `max` were already counted in the window.
 */
export async function takeLimited(
  db: Db,
  fullKey: string,
  max: number,
  message: string,
  now = Date.now(),
): Promise<void> {
  const [row] = await db
    .select({ n: count() })
    .from(signInAttempt)
    .where(and(eq(signInAttempt.key, fullKey), gt(signInAttempt.createdAt, new Date(now - WINDOW_MS))));
  if ((row?.n ?? 0) >= max) {
    throw new HttpError(429, message, undefined, {
      'Retry-After': String(Math.ceil(WINDOW_MS / 1000)),
    });
  }
  // Counted even when the request then fails: a refused attempt is still an attempt (a rollback would
  // otherwise let failing requests through uncounted).
  const attempt = { id: uuidv7(), key: fullKey };
  await writeEvenIfRolledBack(db, (d) => d.insert(signInAttempt).values(attempt).onConflictDoNothing());
}
