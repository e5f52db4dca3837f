/**
 * The live stream fan-out (issue 52 item 4): N concurrent public Server-Sent Events streams on ONE server
 * process (bench/child-server.ts on the demo seed), then the referee's synced score, timed to every stream.
 *
 *   npm run bench -- --no-sync --streams [--streams-n 10000] [--streams-writes 5] [--streams-clients 2]
 *   DATABASE_URL=postgres://… (a database of its own; the demo seed is added when empty) adds the
 *   cross-process case: the same write through a SECOND server process on that database, the streams still on
 *   the first (its probe of the version row, or LISTEN/NOTIFY, carries the change).
 *
 * Each stream is a page's one stream (`GET /api/fixtures/live?ids=`) following the referee's live fixture and
 * one other of the week's fixtures (spread over nine), opened by client processes (bench/stream-client.ts, raw
 * `http`, EventSource-equivalent) so one client's event loop is not the bottleneck. Each write is a sync push
 * of one `fixture.recordMatchEvent` (a point) as the referee; the commit's time is the push's answer (the commit
 * happened before it). Reported: from the commit to the `match` event arriving at every stream, p50 / p99 /
 * max, and to the first and the last stream (first and last byte out of the server, over loopback), beside the
 * same write with one stream open (the baseline, same run) and a bare /api/health; the server's resident memory
 * and V8 heap before and after opening the streams (after a full GC) → per stream; duplicates (a stream sent a
 * state it already had: must be 0) and streams that missed an event (must be 0).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { uuidv7 } from 'uuidv7';
import { leagueFixtureId } from '../server/db/seed/competition.ts';
import { childServer, type ChildServer } from './child-server.ts';
import type { Figure } from './sync-engine.ts';

const { values } = parseArgs({
  strict: false,
  options: {
    'streams-n': { type: 'string', default: '10000' },
    'streams-writes': { type: 'string', default: '5' },
    'streams-clients': { type: 'string', default: '2' },
  },
});

/** The demo referee's fixture of tomorrow (appointed, confirmed, no result): the one scored. */
const TIMED = leagueFixtureId(6);
const OTHERS = [1, 2, 3, 4, 5, 7, 8, 9, 10].map(leagueFixtureId);
const now = () => performance.timeOrigin + performance.now();
const pct = (xs: number[], p: number) =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]! : NaN;
const ms = (x: number) => `${x.toFixed(1)} ms`;
const MiB = (b: number) => b / 1024 / 1024;
const ratio = (a: number, b: number) => `×${(a / b).toFixed(1)}`;

interface Memory {
  rss: number;
  heapUsed: number;
}

/** The server's memory after a full GC (bench/heap-probe.mjs answers SIGUSR2). */
async function memoryOf(server: ChildServer, file: string): Promise<Memory> {
  rmSync(file, { force: true });
  process.kill(server.pid!, 'SIGUSR2');
  for (let i = 0; i < 200; i++) {
    await new Promise((r) => setTimeout(r, 50));
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as Memory;
    } catch {
      // not written yet
    }
  }
  throw new Error('the server did not answer the heap probe');
}

let score = 0;
/** One point for the home side, pushed as the referee; resolves at the push's answer (after the commit). */
async function write(through: ChildServer, token: string): Promise<{ start: number; commit: number }> {
  score += 1;
  const start = now();
  const res = await fetch(`${through.url}/api/sync/push`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      protocol: 1,
      mutations: [
        {
          id: uuidv7(),
          idempotencyKey: `bench-streams-${uuidv7()}`,
          op: 'fixture.recordMatchEvent',
          entityId: TIMED,
          baseVersion: 0,
          payload: { id: uuidv7(), kind: 'SCORE', minute: Math.min(score, 70), side: 'home', points: 1 },
        },
      ],
    }),
  });
  const body = (await res.json()) as { results: { status: string }[] };
  const commit = now();
  if (body.results[0]?.status !== 'applied')
    throw new Error(`the write was not applied: ${JSON.stringify(body)}`);
  return { start, commit };
}

class Clients {
  private readonly procs: ChildProcess[] = [];
  constructor(n: number) {
    for (let i = 0; i < n; i++)
      this.procs.push(
        fork(path.resolve('bench/stream-client.ts'), [], {
          execArgv: ['--import', 'tsx'],
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        }),
      );
  }
  private ask<T>(p: ChildProcess, m: object): Promise<T> {
    return new Promise((resolve) => {
      p.once('message', (a) => resolve(a as T));
      p.send(m);
    });
  }
  /** Opens `n` page streams spread over the clients; resolves once each has its first states. */
  async open(base: string, n: number): Promise<{ opened: number; failed: number }> {
    const paths = Array.from(
      { length: n },
      (_, i) => `/api/fixtures/live?ids=${TIMED},${OTHERS[i % OTHERS.length]}`,
    );
    const share = Math.ceil(n / this.procs.length);
    const answers = await Promise.all(
      this.procs.map((p, i) =>
        this.ask<{ opened: number; failed: number }>(p, {
          open: { base, paths: paths.slice(i * share, (i + 1) * share), timed: TIMED },
        }),
      ),
    );
    return answers.reduce((a, b) => ({ opened: a.opened + b.opened, failed: a.failed + b.failed }));
  }
  async collect(): Promise<{ arrivals: number[][]; duplicates: number; errors: number }> {
    const answers = await Promise.all(
      this.procs.map((p) =>
        this.ask<{ arrivals: number[][]; duplicates: number; errors: number }>(p, { collect: true }),
      ),
    );
    return {
      arrivals: answers.flatMap((a) => a.arrivals),
      duplicates: answers.reduce((n, a) => n + a.duplicates, 0),
      errors: answers.reduce((n, a) => n + a.errors, 0),
    };
  }
  /** Waits until every stream has `count` timed events (or `timeoutMs` passes). */
  async waitFor(count: number, timeoutMs: number) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const c = await this.collect();
      if (c.arrivals.every((a) => a.length >= count) || Date.now() > until) return c;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  close() {
    for (const p of this.procs) p.send({ close: true });
  }
}

interface Round {
  latencies: number[];
  fromStart: number[];
  first: number[];
  last: number[];
  missed: number;
  /** Write sent → its answer. */
  push: number[];
}

/** `writes` writes through `through`, each waited for at every stream, timed from its commit. */
async function rounds(
  clients: Clients,
  through: ChildServer,
  token: string,
  writes: number,
  already: number,
) {
  const r: Round = { latencies: [], fromStart: [], first: [], last: [], missed: 0, push: [] };
  for (let w = 0; w < writes; w++) {
    const { start, commit } = await write(through, token);
    r.push.push(commit - start);
    const c = await clients.waitFor(already + w + 1, 30_000);
    const at = c.arrivals.map((a) => a[already + w]).filter((x): x is number => x !== undefined);
    r.missed += c.arrivals.length - at.length;
    for (const a of at) {
      r.latencies.push(a - commit);
      r.fromStart.push(a - start);
    }
    r.first.push(Math.min(...at) - commit);
    r.last.push(Math.max(...at) - commit);
    await new Promise((res) => setTimeout(res, 300)); // apart, so no two writes share a probe
  }
  return r;
}

async function health(base: string, n = 50) {
  const xs: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    xs.push(performance.now() - t);
  }
  return pct(xs, 0.5);
}

export async function streamFigures(): Promise<Figure[]> {
  const N = Number(values['streams-n']);
  const WRITES = Number(values['streams-writes']);
  const CLIENTS = Number(values['streams-clients']);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const probeFile = path.join(mkdtempSync(path.join(tmpdir(), 'pairc-streams-')), 'heap.json');
  const where = databaseUrl
    ? { databaseUrl }
    : { dataDir: mkdtempSync(path.join(tmpdir(), 'pairc-streams-')) };
  const execArgv = [
    '--expose-gc',
    ...(process.env.STREAMS_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.STREAMS_CPU_PROF] : []),
    '--import',
    'tsx',
    '--import',
    path.resolve('bench/heap-probe.ts'),
  ];
  const server = await childServer({ ...where, execArgv, env: { HEAP_PROBE_FILE: probeFile } });
  const second = databaseUrl ? await childServer({ databaseUrl }) : null;
  await server.start();
  await second?.start();
  const figures: Figure[] = [];
  const add = (name: string, value: string) => {
    figures.push({ name: `streams: ${name}`, value });
    console.log(`  streams: ${name}: ${value}`);
  };
  try {
    const token = await server.token('referee');
    const healthMs = await health(server.url);

    // Baseline: the same write with one stream open.
    const one = new Clients(1);
    await one.open(server.url, 1);
    const base = await rounds(one, server, token, WRITES, 0);
    one.close();
    await new Promise((r) => setTimeout(r, 500));

    const before = await memoryOf(server, probeFile);
    const clients = new Clients(CLIENTS);
    const t0 = performance.now();
    const opened = await clients.open(server.url, N);
    const openMs = performance.now() - t0;
    await new Promise((r) => setTimeout(r, 1000));
    const after = await memoryOf(server, probeFile);
    const many = await rounds(clients, server, token, WRITES, 0);
    const cross = second
      ? await rounds(clients, second, await second.token('referee'), WRITES, WRITES)
      : null;
    const { duplicates, errors } = await clients.collect();
    clients.close();

    const baseSent = pct(base.fromStart, 0.5);
    const baseSent99 = pct(base.fromStart, 0.99);
    add('streams opened (failed)', `${opened.opened} (${opened.failed}) in ${(openMs / 1000).toFixed(1)} s`);
    add('baseline: GET /api/health p50', ms(healthMs));
    const report = (label: string, r: Round, baseline = false) => {
      add(`${label}: write sent → its answer (the commit, as the writer sees it), p50`, ms(pct(r.push, 0.5)));
      add(
        `${label}: answer → event at each stream, p50 / p99 / max (negative: before the writer's answer)`,
        `${ms(pct(r.latencies, 0.5))} / ${ms(pct(r.latencies, 0.99))} / ${ms(Math.max(...r.latencies))}`,
      );
      const p50 = pct(r.fromStart, 0.5);
      const p99 = pct(r.fromStart, 0.99);
      add(
        `${label}: write sent → event at each stream, p50 / p99 / max`,
        `${ms(p50)} / ${ms(p99)} / ${ms(Math.max(...r.fromStart))}` +
          (baseline ? '' : ` (${ratio(p50, baseSent)} / ${ratio(p99, baseSent99)} the 1-stream baseline)`) +
          `; ${r.fromStart.length} events`,
      );
      add(
        `${label}: answer → first / last stream's event (median of ${r.first.length} writes)`,
        `${ms(pct(r.first, 0.5))} / ${ms(pct(r.last, 0.5))}`,
      );
      add(`${label}: streams that missed an event`, String(r.missed));
    };
    report('baseline, 1 stream', base, true);
    report(`${N} streams`, many);
    if (cross) report(`${N} streams, write through a second process`, cross);
    add('duplicates (a state sent twice to a stream)', String(duplicates));
    add('stream errors', String(errors));
    add(
      'server memory before / after opening (RSS, heap)',
      `${MiB(before.rss).toFixed(0)} → ${MiB(after.rss).toFixed(0)} MiB RSS, ${MiB(before.heapUsed).toFixed(0)} → ${MiB(after.heapUsed).toFixed(0)} MiB heap`,
    );
    add(
      'memory per stream (RSS, heap)',
      `${((after.rss - before.rss) / 1024 / opened.opened).toFixed(1)} KiB, ${((after.heapUsed - before.heapUsed) / 1024 / opened.opened).toFixed(1)} KiB`,
    );
  } finally {
    await server.stop();
    await second?.stop();
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await streamFigures();
  process.exit(0);
}
