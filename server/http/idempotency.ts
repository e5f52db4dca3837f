/**
 * Idempotency-Key on every mutating /api call (Stripe's rule): the first response is stored and replayed
 * for a retry with the same key; the same key with a different request is refused (422); a retry that
 * arrives while the first is still running gets 409. Keys are scoped per caller and kept ≥ 24 h.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client.ts';
import { idempotencyRecord } from '../db/schema/index.ts';
import { HttpError } from './errors.ts';
import type { AppEnv } from './app-env.ts';

const PENDING = 0;
export const RETENTION_MS = 48 * 3600 * 1000;

export function requestHash(method: string, path: string, body: string): string {
  return createHash('sha256').update(`${method}\n${path}\n${body}`).digest('hex');
}

export function idempotency(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (!key || ['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) return next();
    if (key.length > 255) throw new HttpError(400, 'Idempotency-Key is too long (at most 255 characters)');
    const principal =
      c.get('auth').principal?.accountId ?? `anon:${c.env.incoming.socket.remoteAddress ?? ''}`;
    const hash = requestHash(c.req.method, c.req.path, await c.req.text());
    const where = and(eq(idempotencyRecord.principal, principal), eq(idempotencyRecord.key, key));
    const inserted = await db
      .insert(idempotencyRecord)
      .values({ key, principal, method: c.req.method, path: c.req.path, requestHash: hash, status: PENDING })
      .onConflictDoNothing()
      .returning({ key: idempotencyRecord.key });
    if (inserted.length === 0) {
      const [prior] = await db.select().from(idempotencyRecord).where(where);
      if (!prior)
        throw new HttpError(409, 'The request with this Idempotency-Key is being retried; try again');
      if (prior.requestHash !== hash) {
        throw new HttpError(422, 'This Idempotency-Key was already used for a different request');
      }
      if (prior.status === PENDING)
        throw new HttpError(409, 'The request with this Idempotency-Key is still in progress');
      c.header('Idempotent-Replayed', 'true');
      return c.json(prior.body as object, prior.status as 200);
    }
    try {
      await next();
    } catch (e) {
      await db.delete(idempotencyRecord).where(where);
      throw e;
    }
    const res = c.res;
    if (res.status >= 500 || c.error) {
      // Server errors are not final: the retry should run again.
      await db.delete(idempotencyRecord).where(where);
      return;
    }
    const text = await res.clone().text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = { raw: text };
    }
    await db.update(idempotencyRecord).set({ status: res.status, body }).where(where);
  };
}

export async function pruneIdempotency(db: Db, now = Date.now()): Promise<void> {
  await db.delete(idempotencyRecord).where(lt(idempotencyRecord.createdAt, new Date(now - RETENTION_MS)));
}
