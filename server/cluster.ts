/**
 * WORKERS=N (with DATABASE_URL): N server processes share the port through node:cluster. This is the primary:
 * it prepares the database once (migrations, demo seed, the signing and cookie keys) so the workers never race
 * at first start, forks the workers, starts a new one when one dies (bounded, so a crash loop stops), and on
 * SIGTERM/SIGINT asks each to finish its requests and exits when all have.
 *
 * Nothing a worker keeps in memory matters to correctness: OIDC sessions and grants, signing keys, rate limits
 * and idempotency keys are rows in PostgreSQL; the principal and public-answer caches check a version row; jobs
 * are claimed with `for update skip locked`. Separate instances behind any proxy work the same way.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { cookieKeys, signingJwks } from './auth/secrets.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed/demo.ts';
import type { Env } from './env.ts';

/** A worker that dies this many times within RESTART_WINDOW_MS is not started again: the primary exits. */
export const MAX_RESTARTS = 5;
export const RESTART_WINDOW_MS = 60_000;

export async function runPrimary(
  env: Env,
  log: Logger,
  onReady: (info: { ms: number; kind: string }) => void,
): Promise<void> {
  const started = Date.now();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL });
  try {
    if (env.SEED_DEMO === 'true') {
      const { seeded } = await seedDemo(database.db);
      if (seeded) log.info('demo data seeded');
    }
    if (env.embeddedOidc) {
      await signingJwks(database.db);
      await cookieKeys(database.db);
    }
  } finally {
    await database.close();
  }

  let stopping = false;
  let listening = 0;
  const restarts: number[] = [];
  const fork = (): Worker => {
    const worker = cluster.fork({ PAIRC_PREPARED: 'true' });
    worker.once('listening', () => {
      if (++listening === env.WORKERS)
        onReady({ ms: Date.now() - started, kind: `PostgreSQL, ${env.WORKERS} workers` });
    });
    return worker;
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts.length > 0 && restarts[0]! < now - RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length > MAX_RESTARTS) {
      log.fatal({ code, signal }, `workers died ${restarts.length} times in a minute; stopping`);
      process.exit(1);
    }
    log.error({ pid: worker.process.pid, code, signal }, 'a worker died; starting another');
    fork();
  });
  for (let i = 0; i < env.WORKERS; i++) fork();

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down the workers');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    // Each worker gives its requests 10 s; then it exits by itself.
    setTimeout(() => process.exit(0), 12_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
