/**
 * Failed sign-in attempts counted in the database (so every process sees them): at most MAX_FAILURES per
 * username and per client address in a sliding WINDOW. A success does not clear the count, so guessing
 * cannot be interleaved with a known password.
 */
import { and, count, eq, gt, lt } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../db/client.ts';
import { signInAttempt } from '../db/schema/index.ts';

export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;

const keysFor = (username: string, ip: string) => [`user:${username.trim().toLowerCase()}`, `ip:${ip}`];

export async function isLimited(db: Db, username: string, ip: string, now = Date.now()): Promise<boolean> {
  const since = new Date(now - WINDOW_MS);
  for (const key of keysFor(username, ip)) {
    const limit = key.startsWith('ip:') ? MAX_FAILURES * 4 : MAX_FAILURES;
    const [row] = await db
      .select({ n: count() })
      .from(signInAttempt)
      .where(and(eq(signInAttempt.key, key), gt(signInAttempt.createdAt, since)));
    if ((row?.n ?? 0) >= limit) return true;
  }
  return false;
}

export async function recordFailure(db: Db, username: string, ip: string): Promise<void> {
  await db.insert(signInAttempt).values(keysFor(username, ip).map((key) => ({ id: uuidv7(), key })));
  await db.delete(signInAttempt).where(lt(signInAttempt.createdAt, new Date(Date.now() - WINDOW_MS)));
}
