/**
 * Starts Páirc: validates the environment, opens and migrates the database (PGlite in DATA_DIR, or
 * PostgreSQL by DATABASE_URL), seeds the demo on first start (never in production: NODE_ENV=production, see
 * env.ts), and serves app + API + OIDC on one port.
 * With WORKERS=N (PostgreSQL only) this process is the primary of N such servers (server/cluster.ts).
 * SIGTERM/SIGINT stop accepting requests, finish those in flight and close the database.
 */
import cluster from 'node:cluster';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { createApp } from './app.ts';
import { createPaymentsProvider } from './adapters/payments/select-provider.ts';
import { createTokenVerifier } from './auth/bearer.ts';
import { createOidcProvider } from './auth/oidc.ts';
import { runPrimary } from './cluster.ts';
import { signingJwks } from './auth/secrets.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './db/seed/demo.ts';
import { EnvError, loadEnv, productionWarnings, type Env } from './env.ts';
import { pruneIdempotency } from './http/idempotency.ts';
import { startFollowUpRunner } from './jobs/runner.ts';
import { startApprovalReconciler, startPaymentsJob } from './jobs/payments-job.ts';
import { startSurveyDates } from './jobs/survey-due.ts';
import { startInstalmentRunner } from './jobs/membership-instalments.ts';
import { startCertificationExpiry } from './jobs/certification-expiry.ts';
import { startHealthRetention } from './jobs/health-retention.ts';
import { startDelivery } from './jobs/delivery.ts';
import { startPushDelivery } from './jobs/push-delivery.ts';
import { vapidOf } from './adapters/push/vapid.ts';
import { startEventReminders } from './jobs/event-reminders.ts';
import { createTransports } from './adapters/notifications/select-transport.ts';
import { startTransferExpiry } from './jobs/transfer-expiry.ts';
import { startDuplicateJobs } from './jobs/duplicates-job.ts';
import { warmUp } from './warm.ts';

function printBanner(env: Env, info: { port: number; kind: string; ms: number }) {
  const lines = [
    '',
    `  Páirc is running at ${env.PUBLIC_URL}  (port ${info.port}, ${info.kind}, ready in ${info.ms} ms)`,
    `  API: ${env.PUBLIC_URL}/api  ·  OpenAPI: ${env.PUBLIC_URL}/api/openapi.json  ·  OIDC issuer: ${env.OIDC_ISSUER}`,
    '',
    ...(env.SEED_DEMO === 'true'
      ? [
          `  Demo logins (password ${DEMO_PASSWORD}):`,
          ...DEMO_USERS.map((u) => `    ${u.username.padEnd(20)} ${u.description}`),
        ]
      : [
          `  ${env.production ? 'Production mode' : 'No demo'}: the first super admin is made with \`npm run admin -- --super-admin <e-mail>\``,
        ]),
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

async function main() {
  const env = loadEnv();
  const log = pino({ level: env.LOG_LEVEL });
  if (cluster.isPrimary) for (const warning of productionWarnings(env)) log.warn(warning);
  if (env.WORKERS > 1 && cluster.isPrimary) {
    await runPrimary(env, log, (info) => printBanner(env, { ...info, port: env.PORT }));
    return;
  }
  // A worker's primary has migrated, seeded and made the keys already.
  const prepared = cluster.isWorker && process.env.PAIRC_PREPARED === 'true';
  const started = Date.now();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const { db } = database;
  if (env.SEED_DEMO === 'true' && !prepared) {
    const { seeded } = await seedDemo(db);
    if (seeded) log.info('demo data seeded');
  }
  const oidc = env.embeddedOidc ? await createOidcProvider(db, env) : undefined;
  const verifyToken = createTokenVerifier(env, env.embeddedOidc ? await signingJwks(db) : undefined);
  const payments = createPaymentsProvider(env, db);
  const app = createApp({ db, env, log, verifyToken, oidc, payments });
  const paymentsJob = startPaymentsJob(payments, log, env.PAYMENTS_SESSION_TTL_SECONDS);
  const approvalReconciler = startApprovalReconciler(payments, db, log);
  const surveyDates = startSurveyDates(db, log);
  const instalments = startInstalmentRunner(db, payments, log);
  const certificationExpiry = startCertificationExpiry(db, log);
  const healthRetention = startHealthRetention(db, log);
  const eventReminders = startEventReminders(db, log);
  const delivery = startDelivery(db, log, { transports: createTransports(env), publicUrl: env.PUBLIC_URL });
  const pushDelivery = startPushDelivery(db, log, { vapid: vapidOf(db, env) });
  const transferExpiry = startTransferExpiry(db, log);
  const duplicateJobs = startDuplicateJobs(db, log);
  const pruner = setInterval(
    () => void pruneIdempotency(db).catch((err) => log.warn({ err }, 'prune failed')),
    3600_000,
  );
  pruner.unref();
  const followUps = await startFollowUpRunner(db, log);
  // Healthy only once warm: the port opens after what the first requests need is loaded (server/warm.ts).
  const warmMs = await warmUp(app, log);
  log.info({ ms: Math.round(warmMs) }, 'warmed up');

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    if (!cluster.isWorker)
      printBanner(env, { port: info.port, kind: database.kind, ms: Date.now() - started });
  });
  // Node closes an idle keep-alive connection after 5 s; a client that sends on it at that moment gets
  // ECONNRESET (an e2e test's API request did). Idle connections stay open longer than clients and proxies
  // keep theirs (60 s is the usual load-balancer idle timeout), so the client closes first.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    clearInterval(pruner);
    followUps.stop();
    paymentsJob.stop();
    approvalReconciler.stop();
    surveyDates.stop();
    instalments.stop();
    certificationExpiry.stop();
    healthRetention.stop();
    delivery.stop();
    pushDelivery.stop();
    eventReminders.stop();
    transferExpiry.stop();
    duplicateJobs.stop();
    server.close(() => {
      void database.close().then(() => process.exit(0));
    });
    // Keep-alive connections would hold close() open; give in-flight requests 10 s.
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  if (err instanceof EnvError || err instanceof DataDirLockedError) {
    process.stderr.write(`\nPáirc cannot start: ${err.message}\n\n`);
  } else {
    process.stderr.write(
      `\nPáirc failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
