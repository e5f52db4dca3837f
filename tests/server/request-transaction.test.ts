/**
 * The request transaction (server/http/request-transaction.ts) on a small app of its own, without an
 * Idempotency-Key: a write request's statements commit together when it succeeds and are all rolled back when
 * it answers an error or throws; a count kept with writeEvenIfRolledBack stands after a rollback; reads and the
 * listed routes run outside; a body still arriving holds no transaction; and a route's own body limit still
 * measures a body sent without a Content-Length.
 */
import { count, eq, sql } from 'drizzle-orm';
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { serve } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../server/auth/principal.ts';
import type { Database } from '../../server/db/client.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { HttpError } from '../../server/http/errors.ts';
import { requestTransaction, writeEvenIfRolledBack } from '../../server/http/request-transaction.ts';
import { closeServer, openTestDatabase } from './harness.ts';

const txWrite = pgTable('tx_write', { id: serial('id').primaryKey(), label: text('label').notNull() });

let database: Database;
let url: string;
let live: ReturnType<typeof serve>;

const write = (c: Context<AppEnv>, label: string) => c.get('auth').db.insert(txWrite).values({ label });

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await db.execute(sql`create table tx_write (id serial primary key, label text not null)`);
  const app = new Hono<AppEnv>();
  app.onError((err, c) =>
    c.json({ message: err.message }, err instanceof HttpError ? (err.status as 400) : 500),
  );
  app.use('*', async (c, next) => {
    c.set('auth', { principal: { accountId: 'acc-tx' } as Principal, db });
    await next();
  });
  app.use('*', requestTransaction(db, { outside: [/^\/outside\//] }));
  app.post('/two/:label', async (c) => {
    await write(c, `${c.req.param('label')}-1`);
    await write(c, `${c.req.param('label')}-2`);
    return c.json({ ok: true }, 201);
  });
  app.post('/throws/:label', async (c) => {
    await write(c, c.req.param('label'));
    throw new HttpError(409, 'refused after writing');
  });
  app.post('/answers/:label', async (c) => {
    await write(c, c.req.param('label'));
    return c.json({ message: 'not found after all' }, 404);
  });
  app.post('/second-fails/:label', async (c) => {
    await write(c, c.req.param('label'));
    // The second statement breaks a constraint (label is NOT NULL).
    await c.get('auth').db.execute(sql`insert into tx_write (label) values (null)`);
    return c.json({ ok: true });
  });
  app.post('/limited/:label', async (c) => {
    const label = c.req.param('label');
    await writeEvenIfRolledBack(c.get('auth').db, (d) =>
      d.insert(txWrite).values({ label: `count-${label}` }),
    );
    await write(c, label);
    if (c.req.query('fail')) throw new HttpError(429, 'too many');
    return c.json({ ok: true });
  });
  app.get('/read/:label', async (c) => {
    await write(c, c.req.param('label'));
    throw new HttpError(400, 'a read that wrote');
  });
  app.post('/outside/:label', async (c) => {
    await write(c, c.req.param('label'));
    throw new HttpError(502, 'the provider failed');
  });
  app.post(
    '/upload',
    bodyLimit({ maxSize: 1000, onError: (c) => c.json({ message: 'too big' }, 413) }),
    (c) => c.req.arrayBuffer().then((b) => c.json({ size: b.byteLength })),
  );
  live = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => live.once('listening', r));
  url = `http://127.0.0.1:${(live.address() as AddressInfo).port}`;
});

afterAll(async () => {
  if (live) await closeServer(live);
  await database?.close();
});

const post = (path: string, init: RequestInit = {}) => fetch(`${url}${path}`, { method: 'POST', ...init });

async function written(label: string): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(txWrite).where(eq(txWrite.label, label));
  return row?.n ?? 0;
}

describe('one transaction for every write request, keyed or not', () => {
  it('commits every statement of a write that succeeds', async () => {
    expect((await post('/two/a')).status).toBe(201);
    expect([await written('a-1'), await written('a-2')]).toEqual([1, 1]);
  });

  it('rolls back the writes of a request that throws an error', async () => {
    expect((await post('/throws/b')).status).toBe(409);
    expect(await written('b')).toBe(0);
  });

  it('rolls back the writes of a request that answers an error without throwing', async () => {
    expect((await post('/answers/c')).status).toBe(404);
    expect(await written('c')).toBe(0);
  });

  it('leaves nothing of the first statement when the second breaks a constraint', async () => {
    expect((await post('/second-fails/d')).status).toBe(500);
    expect(await written('d')).toBe(0);
  });

  it('keeps a count made with writeEvenIfRolledBack when the request fails, once when it succeeds', async () => {
    expect((await post('/limited/e?fail=1')).status).toBe(429);
    expect([await written('count-e'), await written('e')]).toEqual([1, 0]);
    expect((await post('/limited/f')).status).toBe(200);
    expect([await written('count-f'), await written('f')]).toEqual([1, 1]);
  });

  it('runs reads and the listed routes outside any transaction', async () => {
    expect((await fetch(`${url}/read/g`)).status).toBe(400);
    expect(await written('g')).toBe(1);
    expect((await post('/outside/h')).status).toBe(502);
    expect(await written('h')).toBe(1);
  });

  it('reads a body in full before its transaction opens: a slow upload does not hold the connection', async () => {
    let finish!: () => void;
    const held = new Promise<void>((r) => (finish = r));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode('{"part":'));
        await held;
        controller.enqueue(new TextEncoder().encode('1}'));
        controller.close();
      },
    });
    const slow = post('/two/slow', {
      body,
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    // Another write goes through while the first one's body is still arriving (PGlite is one connection).
    const other = await Promise.race([
      post('/two/other').then((r) => r.status),
      new Promise((r) => setTimeout(() => r('waited'), 10_000)),
    ]);
    finish();
    expect(other).toBe(201);
    expect((await slow).status).toBe(201);
  });

  it("leaves a route's own body limit to measure a body sent without a Content-Length", async () => {
    const chunked = (size: number) =>
      post('/upload', {
        body: new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new Uint8Array(size));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
    expect(await (await chunked(10)).json()).toEqual({ size: 10 });
    expect((await chunked(5000)).status).toBe(413);
  });
});
