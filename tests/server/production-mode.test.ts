/**
 * NODE_ENV=production (issue 48): the configuration it requires, and a server started in it — in this process
 * on an empty database, and as `server/main.ts` itself — refusing the demo, the dev routes and the local
 * provider's pages, setting Secure cookies and HSTS, and refusing to start without what it needs.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { count } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createTokenVerifier } from '../../server/auth/bearer.ts';
import { createOidcProvider } from '../../server/auth/oidc.ts';
import { signingJwks } from '../../server/auth/secrets.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { account, organization } from '../../server/db/schema/index.ts';
import { EnvError, loadEnv, productionWarnings } from '../../server/env.ts';
import { closeServer, openTestDatabase, TEST_STATIC_DIR } from './harness.ts';
import { seedSnapshot } from './snapshot.ts';

/** What a production deployment sets (README "Running in production"), with Stripe test-format keys. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://pairc.test',
  TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8',
  SMTP_URL: 'smtp://mail.pairc.test:587',
  PAYMENTS_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_production_mode',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_production_mode',
  STRIPE_WEBHOOK_SECRET: 'whsec_production_mode',
  LOG_LEVEL: 'silent',
  STATIC_DIR: TEST_STATIC_DIR,
  SSR_DIR: 'no-ssr-in-server-tests',
};

const problemsOf = (source: Record<string, string>) => {
  try {
    loadEnv(source);
    return '';
  } catch (err) {
    expect(err).toBeInstanceOf(EnvError);
    return (err as Error).message;
  }
};

describe('production configuration', () => {
  it('the demo is the default; production seeds no demo and refuses it', () => {
    const demo = loadEnv({});
    expect(demo.production).toBe(false);
    expect(demo.SEED_DEMO).toBe('true');
    const prod = loadEnv(PRODUCTION);
    expect(prod.production).toBe(true);
    expect(prod.SEED_DEMO).toBe('false');
    expect(prod.TRUSTED_PROXIES).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(problemsOf({ ...PRODUCTION, SEED_DEMO: 'true' })).toMatch(
      /SEED_DEMO: the demo .* is never seeded/,
    );
  });

  it('lists everything missing at once, each by its variable', () => {
    const message = problemsOf({ NODE_ENV: 'production' });
    expect(message).toMatch(/^Invalid configuration for NODE_ENV=production/);
    for (const name of ['PUBLIC_URL', 'TRUSTED_PROXIES', 'SMTP_URL', 'PAYMENTS_PROVIDER'])
      expect(message).toMatch(new RegExp(`^  ${name}: `, 'm'));
    const stripe = problemsOf({ ...PRODUCTION, STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '' });
    expect(stripe).toMatch(/PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    expect(stripe).toMatch(/STRIPE_PUBLISHABLE_KEY: required/);
  });

  it('needs an https PUBLIC_URL (and issuer), and the local provider only by explicit consent', () => {
    expect(problemsOf({ ...PRODUCTION, PUBLIC_URL: 'http://pairc.test' })).toMatch(
      /PUBLIC_URL: must start with https:\/\//,
    );
    expect(problemsOf({ ...PRODUCTION, OIDC_ISSUER: 'http://idp.pairc.test/realms/p' })).toMatch(
      /OIDC_ISSUER: must start with https:\/\//,
    );
    expect(problemsOf({ ...PRODUCTION, PAYMENTS_PROVIDER: 'local' })).toMatch(
      /PAYMENTS_PROVIDER: must be stripe/,
    );
    expect(problemsOf({ ...PRODUCTION, PAYMENTS_PROVIDER: 'local', PAYMENTS_ALLOW_LOCAL: 'true' })).toBe('');
  });

  it('refuses a trusted proxy that is no address or range, in any mode', () => {
    expect(problemsOf({ TRUSTED_PROXIES: '10.0.0.0/33' })).toMatch(/TRUSTED_PROXIES must list addresses/);
    expect(problemsOf({ TRUSTED_PROXIES: 'proxy.local' })).toMatch(/TRUSTED_PROXIES must list addresses/);
    expect(loadEnv({ TRUSTED_PROXIES: '::1 fd00::/8,192.168.1.2' }).TRUSTED_PROXIES).toEqual([
      '::1',
      'fd00::/8',
      '192.168.1.2',
    ]);
  });

  it('warns of PGlite in production', () => {
    expect(productionWarnings(loadEnv(PRODUCTION)).join('\n')).toMatch(/no DATABASE_URL/);
    expect(productionWarnings(loadEnv({}))).toEqual([]);
  });
});

describe('a server in production mode', () => {
  let database: Database;
  let live: ReturnType<typeof serve>;
  let url: string;
  beforeAll(async () => {
    database = await openTestDatabase({ seeded: false });
    const env = loadEnv(PRODUCTION);
    const app = createApp({
      db: database.db,
      env,
      log: pino({ level: 'silent' }),
      verifyToken: createTokenVerifier(env, await signingJwks(database.db)),
      oidc: await createOidcProvider(database.db, env),
    });
    live = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => live.once('listening', r));
    url = `http://127.0.0.1:${(live.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    if (live) await closeServer(live);
    await database?.close();
  });

  it('answers 404 for /api/dev and every page of the local test provider', async () => {
    expect((await fetch(`${url}/api/dev/notifications`)).status).toBe(404);
    expect((await fetch(`${url}/api/dev/notifications/x/retry`, { method: 'POST' })).status).toBe(404);
    const advance = await fetch(`${url}/pay/test/clock/advance`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ hours: 168 }),
    });
    expect(advance.status).toBe(404);
    for (const page of ['/pay/onboarding/acct_1', '/pay/checkout/cs_1', '/pay/test/clock/advance'])
      expect((await fetch(`${url}${page}`)).status, page).toBe(404);
    expect((await fetch(`${url}/pay/onboarding/acct_1`, { method: 'POST' })).status).toBe(404);
  });

  it('sends HSTS', async () => {
    const res = await fetch(`${url}/api/health`);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('marks every cookie the OIDC provider sets Secure, though the hop from the proxy is plain HTTP', async () => {
    const query = new URLSearchParams({
      client_id: 'pairc-web',
      response_type: 'code',
      redirect_uri: 'https://pairc.test/auth/callback',
      scope: 'openid api',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      state: 'production-mode',
    });
    // A forged scheme from the client changes nothing: the scheme is PUBLIC_URL's.
    const res = await fetch(`${url}/oidc/auth?${query}`, {
      redirect: 'manual',
      headers: { 'X-Forwarded-Proto': 'http', 'X-Forwarded-Host': 'evil.test' },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^(https:\/\/pairc\.test)?\/oidc\/interaction\//);
    const cookies = res.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie, cookie).toMatch(/;\s*secure(;|$)/i);
  });
});

/**
 * A PGlite data folder holding this run's migrated snapshot (global-setup.ts), when there is one: the server
 * then starts without migrating a new folder (minutes on a busy 2-core machine). Without it, the server
 * migrates the empty folder itself. Either way nothing is seeded.
 */
async function migratedFolder(dataDir: string): Promise<void> {
  const snapshot = seedSnapshot();
  if (snapshot?.kind !== 'pglite') return;
  const { PGlite } = await import('@electric-sql/pglite');
  const { pgliteExtensions: extensions } = await import('../../server/db/pglite-extensions.ts');
  const client = new PGlite(path.join(dataDir, 'pglite'), {
    loadDataDir: new Blob([await readFile(snapshot.migrated)]),
    extensions,
  });
  await client.close();
}

describe('server/main.ts in production mode', () => {
  function start(env: Record<string, string>) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      // Nothing of this process's configuration leaks in (NODE_ENV=test, DATABASE_URL).
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number | null>((r) => child.on('exit', r));
    return { child, exited, stdout: () => stdout, stderr: () => stderr };
  }

  it('refuses to start without its settings: each named on stderr, exit 1', async () => {
    const server = start({ NODE_ENV: 'production', PORT: '0' });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toMatch(/Páirc cannot start: Invalid configuration for NODE_ENV=production/);
    for (const name of ['PUBLIC_URL', 'TRUSTED_PROXIES', 'SMTP_URL', 'PAYMENTS_PROVIDER'])
      expect(server.stderr()).toContain(`  ${name}: `);
    expect(server.stdout()).not.toContain('Páirc is running');
  }, 60_000);

  it.skipIf(process.env.DATABASE_URL)(
    'starts on an empty database without the demo, refuses the dev routes and the test clock; then the first admin',
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pairc-production-'));
      await migratedFolder(dataDir);
      const port = 20000 + Math.floor(Math.random() * 20000);
      const server = start({
        ...PRODUCTION,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // The local provider, allowed: no traffic leaves the machine (Stripe's jobs would call Stripe).
        PAYMENTS_PROVIDER: 'local',
        PAYMENTS_ALLOW_LOCAL: 'true',
        // Nothing is queued on an empty database, so nothing is sent.
        SMTP_URL: 'smtp://127.0.0.1:9',
      });
      try {
        await new Promise<void>((resolve, reject) => {
          const t = setInterval(() => {
            if (server.stdout().includes('Páirc is running')) {
              clearInterval(t);
              resolve();
            }
            if (server.child.exitCode !== null) {
              clearInterval(t);
              reject(new Error(server.stdout() + server.stderr()));
            }
          }, 100);
        });
        expect(server.stdout()).not.toContain('Demo logins');
        expect(server.stdout()).toContain('npm run admin -- --super-admin');
        const base = `http://127.0.0.1:${port}`;
        const health = await fetch(`${base}/api/health`);
        expect(health.status).toBe(200);
        expect(health.headers.get('strict-transport-security')).toMatch(/max-age=/);
        expect((await fetch(`${base}/api/dev/notifications`)).status).toBe(404);
        const advance = await fetch(`${base}/pay/test/clock/advance`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ hours: 1 }),
        });
        expect(advance.status).toBe(404);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
      try {
        const database = await openDatabase({ dataDir });
        try {
          const [people] = await database.db.select({ n: count() }).from(account);
          const [orgs] = await database.db.select({ n: count() }).from(organization);
          expect({ accounts: people!.n, organisations: orgs!.n }).toEqual({ accounts: 0, organisations: 0 });
        } finally {
          await database.close();
        }
        // The first super admin, made from the operator's shell with the same environment.
        const admin = spawnSync(
          process.execPath,
          ['--import', 'tsx', 'server/db/admin-cli.ts', '--super-admin', 'first.admin@pairc.test'],
          { env: { PATH: process.env.PATH ?? '', ...PRODUCTION, DATA_DIR: dataDir }, encoding: 'utf8' },
        );
        expect(admin.stderr).toBe('');
        expect(admin.status).toBe(0);
        expect(admin.stdout).toMatch(
          /Made the super admin first\.admin\. .*\n {2}https:\/\/pairc\.test\/reset-password\?token=[\w-]{43}\n/,
        );
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    300_000, // without the snapshot a fresh PGlite folder migrates on start: 18 s to 3 minutes on a busy machine
  );
});
