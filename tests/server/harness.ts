/**
 * The server under test, for real: a database of its own (in-memory PGlite, or a new database on the PostgreSQL
 * server named by DATABASE_URL) holding the demo seed (a copy of the one global-setup.ts seeded for this run),
 * the embedded OIDC provider, and the app listening on a loopback port. Tokens are signed with the server's own key, so bearer verification runs unchanged.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { importJWK, SignJWT } from 'jose';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../server/app.ts';
import {
  pathOf,
  type ContractInput,
  type ContractOutput,
  type RouteContract,
} from '../../domain/lib/contract.ts';
import type { ErrorBody } from '../../domain/lib/error-body.ts';
import { createTokenVerifier } from '../../server/auth/bearer.ts';
import { createOidcProvider } from '../../server/auth/oidc.ts';
import { signingJwks } from '../../server/auth/secrets.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { account } from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/db/seed/demo.ts';
import { loadEnv } from '../../server/env.ts';
import { createTestDatabase, dropTestDatabase, openPgliteCopy, seedSnapshot } from './snapshot.ts';

/**
 * A database of its own for one test file: migrated, and with the demo seed when `seeded`. A copy of the
 * snapshot global-setup.ts built once per run when there is one; otherwise migrated (and seeded) here.
 */
export async function openTestDatabase(opts: { seeded?: boolean } = {}): Promise<Database> {
  const base = process.env.DATABASE_URL;
  const found = seedSnapshot();
  const snapshot = found?.kind === (base ? 'postgres' : 'pglite') ? found : undefined;
  let database: Database;
  if (!base) {
    database = snapshot
      ? await openPgliteCopy(opts.seeded ? snapshot.seeded : snapshot.migrated)
      : await openDatabase({ memory: true });
  } else {
    const made = await createPostgresTestDatabase(base, opts.seeded && snapshot ? 'seeded' : 'migrated');
    const opened = await openDatabase({ databaseUrl: made.url });
    database = {
      ...opened,
      close: async () => {
        await opened.close();
        await made.drop();
      },
    };
  }
  if (opts.seeded && !snapshot) await seedDemo(database.db);
  return database;
}

/**
 * A new database on the PostgreSQL server `base` names, copied from this run's snapshot (`seeded` or
 * `migrated`) when global-setup.ts made one, else empty; for tests whose servers run in other processes.
 */
export async function createPostgresTestDatabase(
  base: string,
  from: 'seeded' | 'migrated',
): Promise<{ url: string; drop(): Promise<void> }> {
  const found = seedSnapshot();
  const template = found?.kind === 'postgres' ? found[from] : undefined;
  const name = `t_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  await createTestDatabase(base, name, template);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropTestDatabase(base, name) };
}

export interface TestServer {
  url: string;
  database: Database;
  tokenFor(username: string, opts?: { expiresIn?: string }): Promise<string>;
  call(path: string, init?: RequestInit & { as?: string; json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The app files the test servers serve: a stand-in shell, so pages answer the same whether or not (or while)
 * `npm run build` runs beside the server tests (npm test runs them side by side).
 */
export const TEST_STATIC_DIR = (() => {
  const dir = path.join(tmpdir(), `pairc-test-static-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  return dir;
})();

/**
 * A server on the demo seed; `envOverrides` set configuration (e.g. a limit) for this server only. `database`,
 * when given, is the seeded database to serve (closed with the server) instead of a copy of the snapshot;
 * `log` receives the server's log (silent by default) for tests about what it logs.
 */
export async function startTestServer(
  envOverrides: Record<string, string> = {},
  opts: { database?: Database; log?: pino.Logger } = {},
): Promise<TestServer> {
  const database = opts.database ?? (await openTestDatabase({ seeded: true }));
  const { db } = database;
  const server = serve({ fetch: () => new Response('starting'), port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as AddressInfo).port;
  server.close();
  const env = loadEnv({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
    STATIC_DIR: TEST_STATIC_DIR,
    // Documents need `npm run build`; server tests see the app shell whatever was built (e2e covers them).
    SSR_DIR: 'no-ssr-in-server-tests',
    // Every contract route's answer is checked against its response schema (server/http/contract.ts).
    CHECK_RESPONSES: 'true',
    // The push tests subscribe browsers at a local push service (tests/support/push-endpoint.ts).
    PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
    ...envOverrides,
  });
  const jwks = await signingJwks(db);
  const oidc = await createOidcProvider(db, env);
  const app = createApp({
    db,
    env,
    log: opts.log ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    verifyToken: createTokenVerifier(env, jwks),
    oidc,
  });
  const live = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  await new Promise((r) => live.once('listening', r));
  const key = await importJWK(jwks.keys[0]!, 'ES256');

  async function tokenFor(username: string, opts: { expiresIn?: string } = {}) {
    const [acc] = await db.select().from(account).where(eq(account.username, username));
    if (!acc) throw new Error(`no demo account ${username}`);
    return new SignJWT({ scope: 'openid profile email api', client_id: env.OIDC_CLIENT_ID })
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: jwks.keys[0]!.kid })
      .setSubject(acc.id)
      .setIssuer(env.OIDC_ISSUER)
      .setAudience(env.OIDC_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(opts.expiresIn ?? '10m')
      .setJti(crypto.randomUUID())
      .sign(key);
  }

  async function call(path: string, init: RequestInit & { as?: string; json?: unknown } = {}) {
    const headers = new Headers(init.headers);
    if (init.as) headers.set('Authorization', `Bearer ${await tokenFor(init.as)}`);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.json);
    }
    return fetch(`${env.PUBLIC_URL}${path}`, { ...init, headers, body, redirect: 'manual' });
  }

  return {
    url: env.PUBLIC_URL,
    database,
    tokenFor,
    call,
    close: async () => {
      await closeServer(live);
      await database.close();
    },
  };
}

export interface ContractAnswer<C extends RouteContract> {
  status: number;
  headers: Headers;
  /** The answer as the contract types it (meaningful when the call succeeded; undefined for a 204). */
  body: ContractOutput<C>;
  /** The error body `{status, summary, message, errors?}` of a failed call; null on success. */
  error: (ErrorBody & Record<string, unknown>) | null;
}

/**
 * A call through the route's contract (domain/lib/contract.ts), as `as` (no token when absent): the path
 * filled from `params`, the query from `query`, a JSON body (FormData as multipart), `Idempotency-Key` and
 * `If-Match` from the input, and the answer typed by the contract — the test client of the same contract the
 * server registers and the app calls.
 */
export async function callContract<C extends RouteContract>(
  s: TestServer,
  contract: C,
  input: ContractInput<C>,
  as?: string,
): Promise<ContractAnswer<C>> {
  const headers = new Headers();
  if (input.idempotencyKey) headers.set('Idempotency-Key', input.idempotencyKey);
  if (input.ifMatch !== undefined) headers.set('If-Match', `"${input.ifMatch}"`);
  const body = input.body as unknown;
  const res = await s.call(`/api${pathOf(contract, input as { params?: object; query?: object })}`, {
    method: contract.method,
    as,
    headers,
    ...(body instanceof FormData ? { body } : body === undefined ? {} : { json: body }),
  });
  const type = res.headers.get('content-type') ?? '';
  const parsed: unknown =
    res.status === 204 ? undefined : type.includes('json') ? await res.json() : await res.blob();
  return {
    status: res.status,
    headers: res.headers,
    body: (res.ok ? parsed : undefined) as ContractOutput<C>,
    error: res.ok ? null : (parsed as ErrorBody & Record<string, unknown>),
  };
}

export interface SecondApp {
  url: string;
  close(): Promise<void>;
}

/**
 * A second app — its own caches (principals, public answers) — on the test server's database, as a second
 * server process would be. Close it before the test server.
 */
export async function startSecondApp(s: TestServer): Promise<SecondApp> {
  const { db } = s.database;
  const env = loadEnv({
    PORT: '0',
    PUBLIC_URL: s.url,
    LOG_LEVEL: 'silent',
    STATIC_DIR: TEST_STATIC_DIR,
    SSR_DIR: 'no-ssr-in-server-tests',
    CHECK_RESPONSES: 'true',
  });
  const app = createApp({
    db,
    env,
    log: pino({ level: 'silent' }),
    verifyToken: createTokenVerifier(env, await signingJwks(db)),
  });
  const live = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => live.once('listening', r));
  return {
    url: `http://127.0.0.1:${(live.address() as AddressInfo).port}`,
    close: () => closeServer(live),
  };
}

/**
 * The test server and a second app on its database, started before the enclosing suite's tests and closed
 * after them (the second first): tests read `apps.s` and `apps.second` once the hooks have run.
 */
export function withSecondApp(): { s: TestServer; second: SecondApp } {
  const apps = {} as { s: TestServer; second: SecondApp };
  beforeAll(async () => {
    apps.s = await startTestServer();
    apps.second = await startSecondApp(apps.s);
  });
  afterAll(async () => {
    await apps.second.close();
    await apps.s.close();
  });
  return apps;
}

/**
 * Stops a test server at once. `close()` alone waits for the test's fetch keep-alive sockets to time out, which
 * took about 3 s per file (issue: the server suite's speed); the test is over, so they are cut.
 */
export function closeServer(live: ReturnType<typeof serve>): Promise<void> {
  return new Promise((resolve) => {
    live.close(() => resolve());
    (live as { closeAllConnections?: () => void }).closeAllConnections?.();
  });
}
