/**
 * Public pages under load: requests/s and latency (p50, p99) for the club search, the club view and a club's
 * fixture list, side by side with the bare health route in the same run, against the real server started
 * on the database named by DATABASE_URL (seed it first: npm run seed -- --scale national).
 *
 * Each target gets the same closed-loop load: CONCURRENCY keep-alive connections, each sending its next
 * request when the last one answered, for SECONDS seconds. The server and this load generator share the
 * machine's cores, so the figures are a floor, comparable within one run.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import type { Figure } from './sync-engine.ts';

const CONCURRENCY = 50;
const SECONDS = 10;
const SEARCHES = ['naomh', 'st', 'naomh padraig', 'st brigid', 'gaels', 'ó', 'cill', 'bally', 'rovers', 'og'];

export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

export function get(
  agent: http.Agent,
  port: number,
  path: string,
  token?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
    const req = http.get({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
  });
}

interface Load {
  name: string;
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export async function load(
  name: string,
  port: number,
  paths: readonly string[],
  token?: string,
): Promise<Load> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const path = paths[next++ % paths.length]!;
        const t0 = performance.now();
        const { status } = await get(agent, port, path, token);
        latencies.push(performance.now() - t0);
        if (status !== 200) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!;
  return {
    name,
    requests: latencies.length,
    errors,
    perSecond: latencies.length / elapsed,
    p50: pct(0.5),
    p99: pct(0.99),
  };
}

export async function publicPageFigures(): Promise<Figure[]> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    throw new Error('--public needs DATABASE_URL (a PostgreSQL database with the national seed)');
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const agent = new http.Agent({ keepAlive: true });
    for (let i = 0; ; i++) {
      const ok = await get(agent, port, '/api/health').then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      if (i > 600) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    const clubsPage = JSON.parse(
      (await get(agent, port, '/api/v1/organization?filter=additionalType:Club&size=100')).body,
    ) as { _embedded: { organizations: { id: string }[] }; page: { totalElements: number } };
    const clubIds = clubsPage._embedded.organizations.map((o) => o.id);
    agent.destroy();

    const runs = [
      await load('health (bare route + select 1)', port, ['/api/health']),
      await load(
        'club search (GET /api/v1/organization?search=, size 25)',
        port,
        SEARCHES.map((q) => `/api/v1/organization?size=25&search=${encodeURIComponent(q)}`),
      ),
      await load(
        'club view (GET /api/v1/organization/{id})',
        port,
        clubIds.map((id) => `/api/v1/organization/${id}`),
      ),
      await load(
        'club page fixtures (GET /api/fixture?filter=organization:{id}, size 100)',
        port,
        clubIds.map((id) => `/api/fixture?size=100&filter=organization:${id}`),
      ),
    ];
    return [
      { name: 'public pages: clubs in the database', value: String(clubsPage.page.totalElements) },
      ...runs.map((r) => ({
        name: `${r.name}, ${CONCURRENCY} connections, ${SECONDS} s`,
        value: `${r.perSecond.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms (${r.requests} requests, ${r.errors} not 200)`,
      })),
    ];
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}
