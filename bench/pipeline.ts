/**
 * npm run bench:pipeline [-- --base ../other-checkout --duration 10 --rounds 1]: the request pipeline and the
 * warm start (issue 50), each as a ratio in ONE run.
 *
 * - Pipeline: `wrk` (Debian's package; 1 thread, 50 connections) against a bare Hono app with one JSON route
 *   (the baseline) and the real server — `/api/config` (no database), `/api/health`, the signed-in
 *   `/api/person/me` (a token signed with the server's key) and a static asset of the build — each as a ratio
 *   to bare Hono in the same run. With `--base DIR`, the server of another checkout (e.g. main, as "before")
 *   is loaded the same way in the same run, on its own copy of the database.
 * - Warm start: each server is started, and the moment it answers `/api/health` a public club page is
 *   requested (time to the whole answer); then five other clubs' pages, each a first visit (not kept in memory
 *   yet): the first as a ratio to the median of the five.
 *
 * The database: DATABASE_URL's (PostgreSQL, shared by both servers), or a demo-seeded PGlite folder copied for
 * each. Needs a build (npm run build) for the static asset and the club page. Loopback only, bounded in time.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isNotNull } from 'drizzle-orm';
import { signingJwks } from '../server/auth/secrets.ts';
import { openDatabase } from '../server/db/client.ts';
import { organization } from '../server/db/schema/index.ts';
import { tokenFor } from './ceiling.ts';
import { freePort } from './public-pages.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '1' },
  },
});
const databaseUrl = process.env.DATABASE_URL || undefined;
const here = process.cwd();
const dist = path.resolve('dist');
const ssr = path.resolve('dist-ssr');
const BARE_HONO = `import { serve } from '@hono/node-server'; import { Hono } from 'hono';
const app = new Hono(); app.get('/', (c) => c.json({ status: 'ok' }));
serve({ fetch: app.fetch, port: +process.env.PORT, hostname: '127.0.0.1' });`;

interface Run {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** CPU time (user + system) a process has used, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * wrk against `url`, with the server's CPU per request: on a machine whose cores other work shares, the
 * requests a second follow the load, while the CPU a request costs the server hardly does — its ratio to bare
 * Hono's is the throughput ratio each would have on a core of its own.
 */
function measure(url: string, pid: number, token?: string): Run & { cpuPerRequest: number } {
  const before = cpuMs(pid);
  const run = wrk(url, token);
  const used = cpuMs(pid) - before;
  const requests = run.rps * Number(values.duration);
  return { ...run, cpuPerRequest: requests > 0 ? used / requests : NaN };
}

function wrk(url: string, token?: string): Run {
  const args = ['-t1', '-c50', `-d${values.duration}s`, '--latency', url];
  if (token) args.unshift('-H', `Authorization: Bearer ${token}`);
  const out = execFileSync('wrk', args, { encoding: 'utf8' });
  const ms = (s: string | undefined) => {
    const m = /([\d.]+)(us|ms|s)/.exec(s ?? '');
    if (!m) return NaN;
    return Number(m[1]) * (m[2] === 'us' ? 0.001 : m[2] === 's' ? 1000 : 1);
  };
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
    p50: ms(/50%\s+(\S+)/.exec(out)?.[1]),
    p99: ms(/99%\s+(\S+)/.exec(out)?.[1]),
    non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
  };
}

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 6000; i++) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nothing answered ${url}`);
}

async function timed(url: string) {
  const t0 = performance.now();
  const r = await fetch(url);
  await r.arrayBuffer();
  if (!r.ok) throw new Error(`${url} answered ${r.status}`);
  return performance.now() - t0;
}

function startServer(cwd: string, port: number, dataDir: string) {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl ?? '',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      STATIC_DIR: dist,
      SSR_DIR: ssr,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

const work = await mkdtemp(path.join(tmpdir(), 'pairc-pipeline-'));
const children: ChildProcess[] = [];
const rows: string[] = [];
try {
  const seeded = path.join(work, 'seeded');
  if (!databaseUrl) {
    execFileSync(process.execPath, ['--import', 'tsx', 'server/db/seed-cli.ts'], {
      env: { ...process.env, DATA_DIR: seeded, DATABASE_URL: '' },
      stdio: 'inherit',
    });
  }
  const database = databaseUrl
    ? await openDatabase({ databaseUrl })
    : await openDatabase({ dataDir: seeded });
  await signingJwks(database.db);
  const clubs = await database.db
    .select({ slug: organization.slug })
    .from(organization)
    .where(isNotNull(organization.slug))
    .orderBy(organization.slug)
    .limit(6);
  await database.close();
  const pages = clubs.map((c) => `/organization/${c.slug}`);
  const asset = (await readdir(path.join(dist, 'assets'))).find(
    (f) => f.endsWith('.js') && !f.endsWith('.gz'),
  )!;

  const servers = [
    ...(values.base
      ? [{ name: `before (${path.basename(path.resolve(values.base))})`, cwd: path.resolve(values.base) }]
      : []),
    { name: 'after (this checkout)', cwd: here },
  ];
  const honoPort = await freePort();
  children.push(
    spawn(process.execPath, ['--input-type=module', '-e', BARE_HONO], {
      env: { ...process.env, PORT: String(honoPort) },
      stdio: 'ignore',
    }),
  );
  await waitFor(`http://127.0.0.1:${honoPort}/`, children[0]!);

  for (let round = 1; round <= Number(values.rounds); round++) {
    for (const s of servers) {
      const dataDir = path.join(work, `data-${round}-${servers.indexOf(s)}`);
      if (!databaseUrl) await cp(seeded, dataDir, { recursive: true });
      const port = await freePort();
      const child = startServer(s.cwd, port, dataDir);
      children.push(child);
      const url = `http://127.0.0.1:${port}`;
      const t0 = performance.now();
      await waitFor(`${url}/api/health`, child);
      const healthyMs = performance.now() - t0;
      // Each club's page once: the first after the start, then five other clubs' first visits (not kept yet).
      const first = await timed(`${url}${pages[0]}`);
      const next: number[] = [];
      for (const p of pages.slice(1)) next.push(await timed(`${url}${p}`));
      const steady = next.sort((a, b) => a - b)[Math.floor(next.length / 2)]!;
      rows.push(
        `| ${round} | ${s.name} | warm start: first club page after healthy | ${first.toFixed(0)} ms | steady median ${steady.toFixed(0)} ms | **${(first / steady).toFixed(1)}×** (healthy ${(healthyMs / 1000).toFixed(1)} s after spawn) |`,
      );
      // PGlite: the key is read from the seeded folder (the server holds its own copy's lock).
      // PGlite: the key is read from the seeded folder (the server holds its own copy's lock).
      const token = await tokenFor(databaseUrl, seeded, `http://localhost:${port}`, 'member');
      const me = await fetch(`${url}/api/person/me`, { headers: { Authorization: `Bearer ${token}` } });
      if (me.status !== 200) throw new Error(`GET /api/person/me answered ${me.status}`);
      const base = measure(`http://127.0.0.1:${honoPort}/`, children[0]!.pid!);
      const cpu = (r: { cpuPerRequest: number }) => `${(r.cpuPerRequest * 1000).toFixed(0)} µs CPU`;
      rows.push(
        `| ${round} | bare Hono | one JSON route (baseline) | ${base.rps.toFixed(0)} req/s, ${cpu(base)} | p50 ${base.p50.toFixed(1)} / p99 ${base.p99.toFixed(1)} ms | 1.00× |`,
      );
      for (const [what, route, tok] of [
        ['`/api/config` (no database)', '/api/config', undefined],
        ['`/api/health`', '/api/health', undefined],
        ['`/api/person/me`, signed in', '/api/person/me', token],
        ['a static asset', `/assets/${asset}`, undefined],
      ] as const) {
        const r = measure(`${url}${route}`, child.pid!, tok);
        rows.push(
          `| ${round} | ${s.name} | ${what} | ${r.rps.toFixed(0)} req/s, ${cpu(r)} | p50 ${r.p50.toFixed(1)} / p99 ${r.p99.toFixed(1)} ms | **${(r.rps / base.rps).toFixed(2)}×** by req/s, **${(base.cpuPerRequest / r.cpuPerRequest).toFixed(2)}×** by CPU${r.non2xx ? ` (${r.non2xx} not 2xx)` : ''} |`,
        );
      }
      await stop(child);
    }
  }
} finally {
  await Promise.all(children.map(stop));
  await rm(work, { recursive: true, force: true });
}
console.log(
  `\nPáirc pipeline — ${new Date().toISOString()} — ${databaseUrl ? 'PostgreSQL' : 'PGlite'} — Node ${process.version}\n`,
);
console.log('| round | server | target | figure | latency | ratio |\n| --- | --- | --- | --- | --- | --- |');
for (const r of rows) console.log(r);
process.exit(0);
