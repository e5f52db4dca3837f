/**
 * Idempotency-Key on every mutating /api call (Stripe's rule): the first response is stored and replayed
 * for a retry with the same key; the same key with a different request is refused (422). Keys are scoped
 * per caller and kept ≥ 24 h.
 *
 * **The key adds a replay, not the transaction.** Every mutating request already runs in one request
 * transaction, keyed or not (request-transaction.ts). A key is claimed in that transaction and the response
 * stored in it before it commits, so the key and the request's writes commit together or not at all: a crash
 * (kill -9) mid-request leaves neither, and the retry runs afresh; an error response (4xx or 5xx) rolls the
 * writes back with the key, so its retry runs afresh too. A retry that arrives while the first is still running
 * waits on the key's row (PostgreSQL's unique index) and then replays the stored answer — never a duplicate.
 *
 * Routes that run outside the request transaction (the payments provider's, route-rules.ts
 * OUTSIDE_REQUEST_TRANSACTION) keep the older two-step record: PENDING, then the answer; a retry meanwhile gets
 * 409, and a failed request (5xx, or an error thrown) deletes the record so the retry runs again.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Context, Next } from 'hono';
import type { Db } from '../db/client.ts';
import { idempotencyRecord } from '../db/schema/index.ts';
import { conflict, HttpError } from './errors.ts';
import type { AppEnv } from './app-env.ts';
import { clientAddress } from './client-address.ts';

const PENDING = 0;
export const RETENTION_MS = 48 * 3600 * 1000;

export function requestHash(method: string, path: string, body: string | Uint8Array): string {
  return createHash('sha256').update(`${method}\n${path}\n`).update(body).digest('hex');
}

export interface Claim {
  key: string;
  principal: string;
  hash: string;
}

type Prior = typeof idempotencyRecord.$inferSelect;

/** The request's key, caller and hash, when it carries an Idempotency-Key; `body` is its bytes. */
export function readClaim(c: Context<AppEnv>, body: Uint8Array): Claim | undefined {
  const key = c.req.header('idempotency-key');
  if (!key) return undefined;
  if (key.length > 255) throw new HttpError(400, 'Idempotency-Key is too long (at most 255 characters)');
  const principal = c.get('auth').principal?.accountId ?? `anon:${clientAddress(c)}`;
  return { key, principal, hash: requestHash(c.req.method, c.req.path, body) };
}

const recordOf = (claim: Claim) =>
  and(eq(idempotencyRecord.principal, claim.principal), eq(idempotencyRecord.key, claim.key));

const pendingRecord = (claim: Claim, c: Context<AppEnv>) => ({
  key: claim.key,
  principal: claim.principal,
  requestHash: claim.hash,
  method: c.req.method,
  path: c.req.path,
  status: PENDING,
});

function replayOrRefuse(c: Context<AppEnv>, prior: Prior | undefined, hash: string): Response {
  if (!prior) throw conflict('The request with this Idempotency-Key is being retried; try again');
  if (prior.requestHash !== hash) {
    throw new HttpError(422, 'This Idempotency-Key was already used for a different request');
  }
  if (prior.status === PENDING) throw conflict('The request with this Idempotency-Key is still in progress');
  c.header('Idempotent-Replayed', 'true');
  return c.json(prior.body as object, prior.status as 200);
}

async function responseBody(res: Response): Promise<unknown> {
  const text = await res.clone().text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return { raw: text };
  }
}

/** The body kept for replays: the handler's secret-free `replayBody` when it set one (app-env.ts). */
const storedBody = async (c: Context<AppEnv>) => c.get('replayBody') ?? (await responseBody(c.res));

/**
 * Claims the key in the request's transaction `tx`. Answers the stored response to replay when the key was
 * used before (422 for a different request), or undefined when this request is the first and runs.
 */
export async function claimKey(tx: Db, claim: Claim, c: Context<AppEnv>): Promise<Response | undefined> {
  const inserted = await tx
    .insert(idempotencyRecord)
    .values(pendingRecord(claim, c))
    .onConflictDoNothing()
    .returning({ key: idempotencyRecord.key });
  if (inserted.length > 0) return undefined;
  const [prior] = await tx.select().from(idempotencyRecord).where(recordOf(claim));
  return replayOrRefuse(c, prior, claim.hash);
}

/** Stores the response for replays, in the request's transaction, before it commits. */
export async function storeAnswer(tx: Db, claim: Claim, c: Context<AppEnv>): Promise<void> {
  await tx
    .update(idempotencyRecord)
    .set({ status: c.res.status, body: await storedBody(c) })
    .where(recordOf(claim));
}

const failed = (c: Context<AppEnv>) => c.res.status >= 500 || c.error !== undefined;

/** The record in two steps, for routes outside the request transaction (see the module comment). */
export async function twoStep(db: Db, claim: Claim, c: Context<AppEnv>, next: Next) {
  const where = recordOf(claim);
  const inserted = await db
    .insert(idempotencyRecord)
    .values(pendingRecord(claim, c))
    .onConflictDoNothing()
    .returning({ key: idempotencyRecord.key });
  if (inserted.length === 0) {
    const [prior] = await db.select().from(idempotencyRecord).where(where);
    return replayOrRefuse(c, prior, claim.hash);
  }
  try {
    await next();
  } catch (e) {
    await db.delete(idempotencyRecord).where(where);
    throw e;
  }
  if (failed(c)) {
    await db.delete(idempotencyRecord).where(where);
    return;
  }
  await storeAnswer(db, claim, c);
}

export async function pruneIdempotency(db: Db, now = Date.now()): Promise<void> {
  await db.delete(idempotencyRecord).where(lt(idempotencyRecord.createdAt, new Date(now - RETENTION_MS)));
}
