/**
 * One transaction for every write. Every mutating /api request (POST, PUT, PATCH, DELETE) runs in one database
 * transaction, opened here and handed to the handler as `auth.db`, whether or not it carries an
 * Idempotency-Key (the key only adds the stored replay, in this same transaction: idempotency.ts). The
 * transaction commits when the answer is a success (below 400) and rolls back on an error answer (4xx, 5xx) or
 * anything thrown, so a request never stops half done: a multi-statement write (a pool and its members, an
 * invoice regenerated, a competition's status or format with its divisions and fixtures) is all there or not
 * at all, after an error and after a crash (kill -9) alike. Use cases and repositories take the transaction
 * from their caller and open none of their own; one that must keep going after a failed step (a bulk upload's
 * row) makes a savepoint on it (`tx.transaction`).
 *
 * - **Writes that must outlive a failed request** (a rate-limit count, so that refused attempts count too) go
 *   through `writeEvenIfRolledBack`: made at once in the request's transaction, and made again after a
 *   rollback in a short transaction of their own.
 * - **Routes that run outside** (route-rules.ts OUTSIDE_REQUEST_TRANSACTION) call the payments provider, which
 *   keeps its own records and, on PGlite's single connection, would wait for this very transaction; they open
 *   short transactions of their own between the provider's calls. A provider call made inside a request
 *   transaction throws (`assertOutsideRequestTransaction`), so a new payment route that is not listed fails
 *   its tests instead of hanging.
 * - **Short transactions**: PGlite is one connection, and an open transaction holds it. The body is read in
 *   full before the transaction opens, so a slow upload does not hold it; reads (GET) never open one.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context, MiddlewareHandler, Next } from 'hono';
import type { Db } from '../db/client.ts';
import type { AppEnv } from './app-env.ts';
import { claimKey, readClaim, storeAnswer, twoStep, type Claim } from './idempotency.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Write = (db: Db) => Promise<unknown>;

/** What the open request transaction keeps: the writes to make again if it rolls back. */
interface RequestWrites {
  afterRollback: Write[];
}

const requestWrites = new AsyncLocalStorage<RequestWrites>();

/** Throws when called while a request's transaction is open (see the module comment). */
export function assertOutsideRequestTransaction(what: string): void {
  if (requestWrites.getStore()) {
    throw new Error(
      `${what} was called inside a request transaction: list the route in route-rules.ts OUTSIDE_REQUEST_TRANSACTION`,
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

/**
 * A write that stands even when the request fails (a rate-limit count): made now in `db`, so the rest of the
 * request sees it, and made again once the request's transaction has rolled back. `write` must be idempotent
 * (a fixed id and `on conflict do nothing`). Outside a request transaction it is simply made.
 */
export async function writeEvenIfRolledBack(db: Db, write: Write): Promise<void> {
  await write(db);
  requestWrites.getStore()?.afterRollback.push(write);
}

/** Thrown inside the transaction to roll back an error response; never escapes the middleware. */
class RollBack extends Error {}

/** An error answer, or an error thrown (Hono's compose turns it into `c.error` and the error response). */
const isError = (c: Context<AppEnv>) => c.res.status >= 400 || c.error !== undefined;

export function requestTransaction(db: Db, opts: { outside: RegExp[] }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!MUTATING.has(c.req.method)) return next();
    // The body's bytes, read before any transaction opens. Hono keeps this first read and derives later ones
    // (JSON, a multipart upload's file) from it. A route's own body limit reads the raw stream of a body sent
    // without a Content-Length, so that request is made again from the same bytes.
    const body = new Uint8Array(await c.req.arrayBuffer());
    const headers = c.req.raw.headers;
    if (c.req.raw.body && (!headers.has('content-length') || headers.has('transfer-encoding')))
      c.req.raw = new Request(c.req.raw, { body });
    const claim = readClaim(c, body);
    if (opts.outside.some((re) => re.test(c.req.path))) return claim ? twoStep(db, claim, c, next) : next();
    return inTransaction(db, c, next, claim);
  };
}

async function inTransaction(db: Db, c: Context<AppEnv>, next: Next, claim: Claim | undefined) {
  const auth = c.get('auth');
  const writes: RequestWrites = { afterRollback: [] };
  let replay: Response | undefined;
  try {
    await db.transaction(async (tx) => {
      if (claim) {
        replay = await claimKey(tx, claim, c);
        if (replay) return;
      }
      c.set('auth', { ...auth, db: tx });
      try {
        await requestWrites.run(writes, next);
      } finally {
        c.set('auth', auth);
      }
      if (isError(c)) throw new RollBack();
      if (claim) await storeAnswer(tx, claim, c);
    });
  } catch (e) {
    if (writes.afterRollback.length > 0) {
      await db.transaction(async (tx) => {
        for (const write of writes.afterRollback) await write(tx);
      });
    }
    if (!(e instanceof RollBack)) throw e;
  }
  return replay;
}
