/**
 * The ceiling, in one run (issue 19, item 1): a bare `node:http` handler, a bare Hono app with one JSON route
 * and the real server, each in its own process, loaded by the same closed-loop generator (public-pages.ts:
 * 50 keep-alive connections, 10 s). Every figure is printed as a ratio to the bare Hono route in this run.
 *
 *   npm run bench -- --no-sync --ceiling                       PGlite: a fresh folder with the demo seed
 *   DATABASE_URL=postgres://… npm run bench -- --no-sync --ceiling   PostgreSQL (seeded: npm run seed)
 *
 * Real-server targets: `/api/health`, the signed-in `/api/person/me` (a token signed with the server's own key,
 * read from its database as the server tests do), and, on PostgreSQL, the public club view.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { importJWK, SignJWT } from 'jose';
import { signingJwks } from '../server/auth/secrets.ts';
import { openDatabase } from '../server/db/client.ts';
import { account } from '../server/db/schema/index.ts';
import { freePort, get, load } from './public-pages.ts';
import type { Figure } from './sync-engine.ts';

const BARE_NODE = `require('node:http').createServer((q, r) => { r.setHeader('content-type', 'application/json'); r.end('{"status":"ok"}'); }).listen(+process.env.PORT, '127.0.0.1');`;
const BARE_HONO = `import { serve } from '@hono/node-server'; import { Hono } from 'hono';
const app = new Hono(); app.get('/', (c) => c.json({ status: 'ok' }));
serve({ fetch: app.fetch, port: +process.env.PORT, hostname: '127.0.0.1' });`;

async function ready(port: number, probe: string) {
  const agent = new http.Agent({ keepAlive: false });
  for (let i = 0; i < 900; i++) {
    const ok = await get(agent, port, probe).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`nothing answered ${probe} on ${port}`);
}

function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** An access token for `username` signed with the server's key, as the embedded provider would issue it. */
export async function tokenFor(
  databaseUrl: string | undefined,
  dataDir: string,
  publicUrl: string,
  username: string,
) {
  const database = databaseUrl ? await openDatabase({ databaseUrl }) : await openDatabase({ dataDir });
  try {
    const jwks = await signingJwks(database.db);
    const [acc] = await database.db.select().from(account).where(eq(account.username, username));
    if (!acc) throw new Error(`no account ${username}: seed the demo first`);
    const key = await importJWK(jwks.keys[0]!, 'ES256');
    return await new SignJWT({ scope: 'openid profile email api', client_id: 'pairc-web' })
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: jwks.keys[0]!.kid })
      .setSubject(acc.id)
      .setIssuer(`${publicUrl}/oidc`)
      .setAudience('urn:pairc:api')
      .setIssuedAt()
      .setExpirationTime('10m')
      .setJti(crypto.randomUUID())
      .sign(key);
  } finally {
    await database.close();
  }
}

export async function ceilingFigures(): Promise<Figure[]> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const work = await mkdtemp(path.join(tmpdir(), 'pairc-ceiling-'));
  const children: ChildProcess[] = [];
  try {
    // PGlite: seed a folder, read the signing key from a copy (the server locks its own folder).
    const dataDir = path.join(work, 'data');
    const keysDir = path.join(work, 'keys');
    if (!databaseUrl) {
      const seed = start(['--import', 'tsx', 'server/db/seed-cli.ts'], {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
      });
      const code = await new Promise((r) => seed.once('exit', r));
      if (code !== 0) throw new Error('seeding the PGlite folder failed');
      const seeded = await openDatabase({ dataDir });
      await signingJwks(seeded.db); // made on first use: make them now, so the copy holds the server's key
      await seeded.close();
      await cp(dataDir, keysDir, { recursive: true });
    }
    const [nodePort, honoPort, realPort] = [await freePort(), await freePort(), await freePort()];
    const publicUrl = `http://localhost:${realPort}`;
    children.push(start(['-e', BARE_NODE], { PORT: String(nodePort) }));
    children.push(start(['--input-type=module', '-e', BARE_HONO], { PORT: String(honoPort) }));
    children.push(
      start(['--import', 'tsx', 'server/main.ts'], {
        PORT: String(realPort),
        PUBLIC_URL: publicUrl,
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl ?? '',
        DATA_DIR: dataDir,
      }),
    );
    await Promise.all([ready(nodePort, '/'), ready(honoPort, '/'), ready(realPort, '/api/health')]);
    const token = await tokenFor(databaseUrl, keysDir, publicUrl, 'member');
    const probe = await get(new http.Agent(), realPort, '/api/person/me', token);
    if (probe.status !== 200) throw new Error(`GET /api/person/me answered ${probe.status}: ${probe.body}`);

    const runs = [
      { run: await load('bare node:http, one JSON answer', nodePort, ['/']) },
      { run: await load('bare Hono, one JSON route (the baseline)', honoPort, ['/']), baseline: true },
      { run: await load('real server GET /api/health', realPort, ['/api/health']) },
      { run: await load('real server GET /api/person/me, signed in', realPort, ['/api/person/me'], token) },
    ];
    const base = runs.find((r) => r.baseline)!.run.perSecond;
    return runs.map(({ run }) => ({
      name: `ceiling: ${run.name}`,
      value:
        `${(run.perSecond / base).toFixed(2)}× bare Hono — ${run.perSecond.toFixed(0)} req/s, ` +
        `p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms (${run.requests} requests, ${run.errors} not 200)`,
    }));
  } finally {
    await Promise.all(children.map(stop));
    await rm(work, { recursive: true, force: true });
  }
}
