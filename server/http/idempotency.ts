/**
 * Idempotency-Key on every mutating /api call (Stripe's rule): the first response is stored and replayed
 * for a retry with the same key; the same key with a different request is refused (422). Keys are scoped
 * per caller and kept ≥ 24 h.
 *
 * **The record is written in the handler's own transaction.** The middleware opens one transaction per
 * keyed request, claims the key in it, hands the transaction to the handler as `auth.db`, and stores the
 * response in it before committing. So the key and the request's writes commit together or not at all: a
 * crash (kill -9) mid-request leaves neither, and the retry runs afresh; an error response rolls the
 * request's writes back too. A retry that arrives while the first is still running waits on the key's row
 * (PostgreSQL's unique index) and then replays the stored answer — never a duplicate.
 *
 * Routes that call the payments provider cannot run inside it (the provider keeps its own records and,
 * on PGlite's single connection, would wait for this very transaction): they are listed in
 * `outsideTransaction` and keep the older two-step record (PENDING, then the answer; a retry meanwhile gets
 * 409). A provider call made inside a request transaction throws (`assertOutsideRequestTransaction`), so a
 * new payment route that is not listed fails its tests instead of hanging.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Context, MiddlewareHandler, Next } from 'hono';
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

const requestTransaction = new AsyncLocalStorage<true>();

/** Throws when called while a keyed request's transaction is open (see the module comment). */
export function assertOutsideRequestTransaction(what: string): void {
  if (requestTransaction.getStore()) {
    throw new Error(
      `${what} was called inside a request transaction: list the route in the idempotency middleware's outsideTransaction`,
    );
  }
}

/** Wraps an adapter so that each of its methods asserts it is not called inside a request transaction. */
export function outsideRequestTransactionOnly<T extends object>(target: T, name: string): T {
  return new Proxy(target, {
    get(obj, prop, receiver) {
      const value: unknown = Reflect.get(obj, prop, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        assertOutsideRequestTransaction(`${name}.${String(prop)}`);
        return (value as (...a: unknown[]) => unknown).apply(obj, args);
      };
    },
  });
}

/** Thrown inside the transaction to roll back an error response; never escapes the middleware. */
class RollBack extends Error {}

interface Claim {
  key: string;
  principal: string;
  hash: string;
}

type Prior = typeof idempotencyRecord.$inferSelect;

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

const failed = (c: Context<AppEnv>) => c.res.status >= 500 || c.error !== undefined;

export function idempotency(db: Db, opts: { outsideTransaction: RegExp[] }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (!key || ['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) return next();
    if (key.length > 255) throw new HttpError(400, 'Idempotency-Key is too long (at most 255 characters)');
    const principal = c.get('auth').principal?.accountId ?? `anon:${clientAddress(c)}`;
    // The body's bytes, not its text: Hono keeps the first read and derives later ones (a multipart upload's
    // file) from it, and a text read would have replaced an image's non-UTF-8 bytes.
    const body = new Uint8Array(await c.req.arrayBuffer());
    const claim = { key, principal, hash: requestHash(c.req.method, c.req.path, body) };
    if (opts.outsideTransaction.some((re) => re.test(c.req.path))) return twoStep(db, claim, c, next);
    return inTransaction(db, claim, c, next);
  };
}

async function inTransaction(db: Db, claim: Claim, c: Context<AppEnv>, next: Next) {
  let replay: Response | undefined;
  const auth = c.get('auth');
  try {
    await db.transaction(async (tx) => {
      const where = and(
        eq(idempotencyRecord.principal, claim.principal),
        eq(idempotencyRecord.key, claim.key),
      );
      const inserted = await tx
        .insert(idempotencyRecord)
        .values(pendingRecord(claim, c))
        .onConflictDoNothing()
        .returning({ key: idempotencyRecord.key });
      if (inserted.length === 0) {
        const [prior] = await tx.select().from(idempotencyRecord).where(where);
        replay = replayOrRefuse(c, prior, claim.hash);
        return;
      }
      c.set('auth', { ...auth, db: tx });
      try {
        await requestTransaction.run(true, next);
      } finally {
        c.set('auth', auth);
      }
      // Server errors are not final (the retry should run again), and an error rolls the writes back.
      if (failed(c)) throw new RollBack();
      await tx
        .update(idempotencyRecord)
        .set({ status: c.res.status, body: await storedBody(c) })
        .where(where);
    });
  } catch (e) {
    if (!(e instanceof RollBack)) throw e;
  }
  return replay;
}

/** The record in two steps, for routes that call the payments provider (see the module comment). */
async function twoStep(db: Db, claim: Claim, c: Context<AppEnv>, next: Next) {
  const where = and(eq(idempotencyRecord.principal, claim.principal), eq(idempotencyRecord.key, claim.key));
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
  await db
    .update(idempotencyRecord)
    .set({ status: c.res.status, body: await storedBody(c) })
    .where(where);
}

export async function pruneIdempotency(db: Db, now = Date.now()): Promise<void> {
  await db.delete(idempotencyRecord).where(lt(idempotencyRecord.createdAt, new Date(now - RETENTION_MS)));
}
