/**
 * The Idempotency-Key in the request transaction, on a small app of its own: the key and the request's writes
 * commit together (an error answer, 4xx or 5xx, leaves neither, so the retry runs afresh), a retry replays,
 * concurrent retries apply once, and a payments call inside a request transaction is refused rather than left
 * to hang.
 */
import { count, eq, sql } from 'drizzle-orm';
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../server/auth/principal.ts';
import type { Db } from '../../server/db/client.ts';
import type { Database } from '../../server/db/client.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { HttpError } from '../../server/http/errors.ts';
import { outsideRequestTransactionOnly, requestTransaction } from '../../server/http/request-transaction.ts';
import { openTestDatabase } from './harness.ts';

const idemWrite = pgTable('idem_write', { id: serial('id').primaryKey(), label: text('label').notNull() });

let database: Database;
let app: Hono<AppEnv>;
const provider = outsideRequestTransactionOnly({ charge: () => Promise.resolve('charged') }, 'payments');

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await db.execute(sql`create table idem_write (id serial primary key, label text not null)`);
  app = new Hono<AppEnv>();
  app.onError((err, c) =>
    c.json({ message: err.message }, err instanceof HttpError ? (err.status as 400) : 500),
  );
  app.use('*', async (c, next) => {
    c.set('auth', { principal: { accountId: 'acc-idem' } as Principal, db });
    await next();
  });
  app.use('*', requestTransaction(db, { outside: [/^\/pay\//] }));
  const write = (label: string) => async (c: { get: (k: 'auth') => { db: Db } }) =>
    c.get('auth').db.insert(idemWrite).values({ label });
  app.post('/ok/:label', async (c) => {
    await write(c.req.param('label'))(c);
    await new Promise((r) => setTimeout(r, 30));
    const [row] = await c.get('auth').db.select({ n: count() }).from(idemWrite);
    return c.json({ label: c.req.param('label'), seen: row?.n }, 201);
  });
  app.post('/throws/:label', async (c) => {
    await write(c.req.param('label'))(c);
    throw new HttpError(400, 'refused after writing');
  });
  app.post('/answers-404/:label', async (c) => {
    await write(c.req.param('label'))(c);
    return c.json({ message: 'gone after all' }, 404);
  });
  app.post('/fails/:label', async (c) => {
    await write(c.req.param('label'))(c);
    return c.json({ message: 'broken' }, 503);
  });
  app.post('/charge-in-tx', async (c) => c.json({ result: await provider.charge() }));
  app.post('/pay/charge', async (c) => c.json({ result: await provider.charge() }));
});

afterAll(async () => database?.close());

const post = async (path: string, key: string) =>
  app.request(path, { method: 'POST', headers: { 'Idempotency-Key': key } });

async function written(label: string): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(idemWrite).where(eq(idemWrite.label, label));
  return row?.n ?? 0;
}

describe('Idempotency-Key in the request transaction', () => {
  it('stores the answer with the write and replays it once', async () => {
    const first = await post('/ok/a', 'key-a');
    expect(first.status).toBe(201);
    const again = await post('/ok/a', 'key-a');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await written('a')).toBe(1);
  });

  it('refuses the same key for a different request (422)', async () => {
    await post('/ok/b', 'key-b');
    expect((await post('/ok/c', 'key-b')).status).toBe(422);
    expect(await written('c')).toBe(0);
  });

  it('rolls back the writes of a request that ends in an error, and lets the retry run again', async () => {
    const res = await post('/throws/d', 'key-d');
    expect(res.status).toBe(400);
    expect(await written('d')).toBe(0);
    const retry = await post('/throws/d', 'key-d');
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(await written('d')).toBe(0);
  });

  it('rolls back a 4xx answered without throwing and keeps no record of it: the retry runs again', async () => {
    expect((await post('/answers-404/i', 'key-i')).status).toBe(404);
    expect(await written('i')).toBe(0);
    const retry = await post('/answers-404/i', 'key-i');
    expect(retry.status).toBe(404);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
  });

  it('keeps no record and no write for a 5xx answer', async () => {
    expect((await post('/fails/e', 'key-e')).status).toBe(503);
    expect(await written('e')).toBe(0);
    expect((await post('/ok/e', 'key-e')).status).toBe(201);
  });

  it('applies concurrent deliveries of one key once, all with the same answer', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('/ok/f', 'key-f')));
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(201));
    const bodies = await Promise.all(answers.map((r) => r.json()));
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(await written('f')).toBe(1);
  });

  it('refuses a payments call inside a request transaction instead of waiting forever', async () => {
    const res = await post('/charge-in-tx', 'key-g');
    expect(res.status).toBe(500);
    expect(((await res.json()) as { message: string }).message).toMatch(/OUTSIDE_REQUEST_TRANSACTION/);
  });

  it('runs listed payment routes outside the transaction, with the two-step record', async () => {
    const first = await post('/pay/charge', 'key-h');
    expect(await first.json()).toEqual({ result: 'charged' });
    const again = await post('/pay/charge', 'key-h');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });
});
