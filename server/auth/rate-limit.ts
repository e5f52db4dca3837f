/**
 * Failed sign-in attempts counted in the database (so every process sees them), in a sliding WINDOW:
 * - MAX_FAILURES per (username, address): stops guessing from one place, but five wrong passwords typed by a
 *   stranger do not lock the owner out everywhere else;
 * - MAX_FAILURES_PER_USERNAME across all addresses: stops a guess spread over many addresses; a stranger
 *   needs at least MAX_FAILURES_PER_USERNAME / MAX_FAILURES addresses to lock the owner out this way;
 * - MAX_FAILURES_PER_ADDRESS across usernames: stops one address trying many usernames.
 * An address is the client's IPv4 address, or its IPv6 /64 (one subscriber's network, whose addresses are
 * free to rotate). A success does not clear the counts, so guessing cannot be interleaved with a known
 * password.
 *
 * An attempt that presents a valid device cookie for the account it names (device-cookie.ts: this browser
 * signed in as this account before) is counted only in that device's bucket, MAX_FAILURES_PER_DEVICE, and is
 * not stopped by the three limits above, which strangers can fill from many addresses (issue 48, finding 7):
 * they can never lock the holder out of a browser they have signed in from.
 */
import { isIPv6 } from 'node:net';
import { and, count, gt, inArray, lt } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../db/client.ts';
import { signInAttempt } from '../db/schema/index.ts';

export const MAX_FAILURES = 5;
export const MAX_FAILURES_PER_USERNAME = 50;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const MAX_FAILURES_PER_DEVICE = 10;
export const WINDOW_MS = 15 * 60 * 1000;
/**
 * How long a row of `sign_in_attempt` is kept: the longest window any limit counts in (the mail limits of
 * mail-limit.ts count up to a day), so the clean-up never drops a row a limit still counts.
 */
export const KEEP_MS = 24 * 60 * 60 * 1000;

/** The network an address counts under: IPv4 as is (also when IPv4-mapped), IPv6 by its /64 prefix. */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const groups = (part: string | undefined) =>
    part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [];
  const [head, tail] = ip.split('%')[0]!.split('::');
  const h = groups(head);
  const t = groups(tail);
  const full = [...h, ...Array<string>(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t];
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

function limitsFor(username: string, ip: string, device: string | null): [key: string, max: number][] {
  // The device id is bound to the account by the cookie's MAC, so this bucket is per (account, device).
  if (device) return [[`device:${device}`, MAX_FAILURES_PER_DEVICE]];
  const user = username.trim().toLowerCase();
  const net = networkOf(ip);
  return [
    // The address first: it has no spaces, so the key cannot be read two ways.
    [`pair:${net} ${user}`, MAX_FAILURES],
    [`user:${user}`, MAX_FAILURES_PER_USERNAME],
    [`ip:${net}`, MAX_FAILURES_PER_ADDRESS],
  ];
}

/** `device`: the id of a valid device cookie for this username's account (deviceOf), else null. */
export async function isLimited(
  db: Db,
  username: string,
  ip: string,
  now = Date.now(),
  device: string | null = null,
): Promise<boolean> {
  const limits = limitsFor(username, ip, device);
  const rows = await db
    .select({ key: signInAttempt.key, n: count() })
    .from(signInAttempt)
    .where(
      and(
        inArray(
          signInAttempt.key,
          limits.map(([key]) => key),
        ),
        gt(signInAttempt.createdAt, new Date(now - WINDOW_MS)),
      ),
    )
    .groupBy(signInAttempt.key);
  return limits.some(([key, max]) => (rows.find((r) => r.key === key)?.n ?? 0) >= max);
}

export async function recordFailure(
  db: Db,
  username: string,
  ip: string,
  device: string | null = null,
): Promise<void> {
  await db
    .insert(signInAttempt)
    .values(limitsFor(username, ip, device).map(([key]) => ({ id: uuidv7(), key })));
  await db.delete(signInAttempt).where(lt(signInAttempt.createdAt, new Date(Date.now() - KEEP_MS)));
}
