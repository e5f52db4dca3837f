/**
 * The server under test, for real: a fresh database (in-memory PGlite, or a new database on the PostgreSQL
 * server named by DATABASE_URL), the demo seed, the embedded OIDC provider, and the app listening on a
 * loopback port. Tokens are signed with the server's own key, so bearer verification runs unchanged.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { importJWK, SignJWT } from 'jose';
import pg from 'pg';
import pino from 'pino';
import { createApp } from '../../server/app.ts';
import { createTokenVerifier } from '../../server/auth/bearer.ts';
import { createOidcProvider } from '../../server/auth/oidc.ts';
import { signingJwks } from '../../server/auth/secrets.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { account } from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/db/seed/demo.ts';
import { loadEnv } from '../../server/env.ts';

export async function openTestDatabase(): Promise<Database> {
  const base = process.env.DATABASE_URL;
  if (!base) return openDatabase({ memory: true });
  const name = `t_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropTestDatabase(base, name);
    },
  };
}

/**
 * Drops a test database. `with (force)` ends our own leftover sessions, but PostgreSQL refuses it (42501) while
 * an autovacuum worker — owned by the superuser — is in the database and the test role is not a superuser, so
 * that case is retried until the worker is gone. A database that still cannot be dropped is left in the
 * throw-away cluster rather than failing a test that passed.
 */
async function dropTestDatabase(base: string, name: string): Promise<void> {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await c.query(`drop database if exists ${name} with (force)`);
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if ((code !== '42501' && code !== '55006') || attempt >= 50) {
          console.warn(`test database ${name} left behind: ${(error as Error).message}`);
          return;
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  } finally {
    await c.end();
  }
}

export interface TestServer {
  url: string;
  database: Database;
  tokenFor(username: string, opts?: { expiresIn?: string }): Promise<string>;
  call(path: string, init?: RequestInit & { as?: string; json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

/** A server on the demo seed; `envOverrides` set configuration (e.g. a limit) for this server only. */
export async function startTestServer(envOverrides: Record<string, string> = {}): Promise<TestServer> {
  const database = await openTestDatabase();
  const { db } = database;
  await seedDemo(db);
  const server = serve({ fetch: () => new Response('starting'), port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as AddressInfo).port;
  server.close();
  const env = loadEnv({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
    STATIC_DIR: 'dist',
    ...envOverrides,
  });
  const jwks = await signingJwks(db);
  const oidc = await createOidcProvider(db, env);
  const app = createApp({
    db,
    env,
    log: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
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
      await new Promise((r) => live.close(r));
      await database.close();
    },
  };
}
