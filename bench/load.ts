/**
 * npm run bench:load [-- --devices 500 --mutations 20 --storms 3 --no-public]: load figures against the real
 * server (a child process; WORKERS=N in the environment runs it as N processes) on the database DATABASE_URL
 * names (PostgreSQL; the national seed for realistic public pages — the demo seed is added when the database
 * is empty), loopback only, bounded in requests and time.
 *
 * 1. Reconnect storm: D devices come back online at once, each pushing its M queued mutations (injury
 *    records made offline, injury.save, one idempotency key each) in one /api/sync/push. Checked: every
 *    mutation applied, exactly once (rows counted in the database; then every push is delivered a second
 *    time and must change nothing). Reported: push p50/p99, wall time, mutations/s, and the server's peak
 *    resident memory (all its processes). `--storms N` runs N - 1 more storms of new mutations after it, to
 *    see whether memory grows from one storm to the next.
 * 2. Public search and club page (req/s, p50, p99) beside the bare health route as the ceiling, same run.
 * `--spread S` adds a storm of new mutations whose devices arrive evenly over S seconds; `--profile DIR` writes
 * the server's CPU profile there; `--server-dir DIR` runs another checkout's server (before/after, same bench).
 * Prints a Markdown table. The rows the storm made are deleted at the end.
 */
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { childServer, processTree, rssMiB } from './child-server.ts';
import { deleteStormRecords, STORM_ACCOUNT, stormPushBodies, stormRecordCount } from './storm.ts';
import { get, load } from './public-pages.ts';

const { values } = parseArgs({
  options: {
    devices: { type: 'string', default: '500' },
    mutations: { type: 'string', default: '20' },
    storms: { type: 'string', default: '1' },
    'no-public': { type: 'boolean', default: false },
    /** Also a storm of new mutations whose devices arrive evenly over this many seconds (push p99). */
    spread: { type: 'string' },
    /** Write the server's CPU profile (node --cpu-prof) into this folder when it stops. */
    profile: { type: 'string' },
    /** Run the server of another checkout (e.g. main's, for "before"), with this bench. */
    'server-dir': { type: 'string' },
  },
});
const STORMS = Number(values.storms);
const DEVICES = Number(values.devices);
const PER_DEVICE = Number(values.mutations);
const databaseUrl = process.env.DATABASE_URL;
const server = await childServer({
  ...(databaseUrl ? { databaseUrl } : { dataDir: mkdtempSync(path.join(tmpdir(), 'pairc-load-')) }),
  ...(values['server-dir'] ? { cwd: path.resolve(values['server-dir']) } : {}),
  ...(values.profile ? { execArgv: ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values.profile)}`] } : {}),
});
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const ms = (x: number) => `${x.toFixed(0)} ms`;

function post(agent: http.Agent, url: string, token: string, body: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      agent,
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

await server.start();
const rows: string[][] = [];
try {
  const token = await server.token(STORM_ACCOUNT);
  const marker = `load-${Date.now().toString(36)}`;
  const bodies = stormPushBodies(DEVICES, PER_DEVICE, marker);
  const storm = async (pushes = bodies, spreadMs = 0) => {
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(processTree(server.pid!)))), 200);
    const agent = new http.Agent({ keepAlive: true, maxSockets: DEVICES });
    const latencies: number[] = [];
    let applied = 0;
    let other = 0;
    const why: Record<string, number> = {};
    const t0 = performance.now();
    await Promise.all(
      pushes.map(async (b, d) => {
        if (spreadMs > 0) await new Promise((r) => setTimeout(r, (d * spreadMs) / pushes.length));
        const s = performance.now();
        const r = await post(agent, `${server.url}/api/sync/push`, token, b);
        latencies.push(performance.now() - s);
        if (r.status !== 200) {
          other += PER_DEVICE;
          why[`HTTP ${r.status}`] = (why[`HTTP ${r.status}`] ?? 0) + PER_DEVICE;
          return;
        }
        for (const x of (JSON.parse(r.text) as { results: { status: string; error?: { message: string } }[] })
          .results)
          if (x.status === 'applied') applied++;
          else {
            other++;
            const k = `${x.status}: ${x.error?.message ?? ''}`.slice(0, 80);
            why[k] = (why[k] ?? 0) + 1;
          }
      }),
    );
    agent.destroy();
    clearInterval(sampler);
    if (other > 0) console.log('not applied:', why);
    return { seconds: (performance.now() - t0) / 1000, latencies, applied, other, peak };
  };
  const rowCount = async () => {
    const db = await server.open().catch(() => null);
    if (!db) return NaN;
    const n = await stormRecordCount(db.db, marker);
    await db.close();
    return n;
  };
  const first = await storm();
  const total = DEVICES * PER_DEVICE;
  rows.push([
    `reconnect storm: ${DEVICES} devices × ${PER_DEVICE} queued mutations at once`,
    `${(first.applied / first.seconds).toFixed(0)} mutations/s`,
    ms(pct(first.latencies, 0.5)),
    ms(pct(first.latencies, 0.99)),
    `${first.applied}/${total} applied, ${first.other} not; ${first.seconds.toFixed(1)} s; peak RSS ${first.peak.toFixed(0)} MiB`,
  ]);
  const again = await storm();
  rows.push([
    'the same pushes delivered again (duplicates)',
    `${(total / again.seconds).toFixed(0)} mutations/s`,
    ms(pct(again.latencies, 0.5)),
    ms(pct(again.latencies, 0.99)),
    `${again.applied}/${total} answered applied (replayed); peak RSS ${again.peak.toFixed(0)} MiB`,
  ]);
  const more: string[] = [];
  if (values.spread) {
    const mark = `${marker}-spread`;
    more.push(mark);
    const spread = await storm(stormPushBodies(DEVICES, PER_DEVICE, mark), Number(values.spread) * 1000);
    rows.push([
      `storm spread over ${values.spread} s (new mutations)`,
      `${(spread.applied / spread.seconds).toFixed(0)} mutations/s`,
      ms(pct(spread.latencies, 0.5)),
      ms(pct(spread.latencies, 0.99)),
      `${spread.applied}/${total} applied; ${spread.seconds.toFixed(1)} s; peak RSS ${spread.peak.toFixed(0)} MiB`,
    ]);
  }
  for (let k = 2; k <= STORMS; k++) {
    const mark = `${marker}-${k}`;
    more.push(mark);
    const next = await storm(stormPushBodies(DEVICES, PER_DEVICE, mark));
    rows.push([
      `storm ${k} of ${STORMS} (new mutations)`,
      `${(next.applied / next.seconds).toFixed(0)} mutations/s`,
      ms(pct(next.latencies, 0.5)),
      ms(pct(next.latencies, 0.99)),
      `${next.applied}/${total} applied; ${next.seconds.toFixed(1)} s; peak RSS ${next.peak.toFixed(0)} MiB`,
    ]);
  }
  // PGlite is one process's: the count is read through the server there.
  const n = databaseUrl ? await rowCount() : NaN;
  if (databaseUrl)
    rows.push(['records in the database after both storms', '', '', '', `${n} (expected ${total})`]);
  if (!values['no-public']) rows.push(...(await publicRows()));
  if (databaseUrl) {
    const db = await server.open();
    for (const m of [marker, ...more]) await deleteStormRecords(db.db, m);
    await db.close();
  }
} finally {
  await server.stop();
}

async function publicRows(): Promise<string[][]> {
  const rows: string[][] = [];
  const agent = new http.Agent({ keepAlive: true });
  const clubs = JSON.parse(
    (await get(agent, server.port, '/api/v1/organization?filter=additionalType:Club&size=100')).body,
  ) as {
    _embedded: { organizations: { id: string }[] };
  };
  agent.destroy();
  const ids = clubs._embedded.organizations.map((o) => o.id);
  for (const r of [
    await load('`GET /api/health` (bare route: the ceiling)', server.port, ['/api/health']),
    await load(
      'public search `GET /api/v1/organization?search=…&size=25`',
      server.port,
      ['naomh', 'st', 'gaels', 'bally', 'og'].map((q) => `/api/v1/organization?size=25&search=${q}`),
    ),
    await load(
      'club page `GET /api/v1/organization/{id}`',
      server.port,
      ids.map((id) => `/api/v1/organization/${id}`),
    ),
  ]) {
    rows.push([
      r.name,
      `${r.perSecond.toFixed(0)} req/s`,
      ms(r.p50),
      ms(r.p99),
      `${r.requests} requests, ${r.errors} not 200`,
    ]);
  }
  return rows;
}

console.log(
  `\nPáirc load — ${new Date().toISOString()} — ${databaseUrl ? 'PostgreSQL' : 'PGlite'} — Node ${process.version}\n`,
);
console.log('| what | throughput | p50 | p99 | notes |\n| --- | --- | --- | --- | --- |');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
process.exit(0);
