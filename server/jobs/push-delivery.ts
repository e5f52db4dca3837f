/**
 * The push job (issue 52 item 3; docs/adr/0024-web-push.md): hands queued push messages (`push_message`,
 * written by the match event's transaction, server/services/follow/push-fanout.ts) to each subscription's push
 * service, as the mail delivery job does (server/jobs/delivery.ts):
 *
 * - Claiming: a batch of due QUEUED rows is leased in one statement with `for update skip locked`, so several
 *   processes never send one row at once and no transaction stays open while a push service answers.
 * - Per row: over the per-subscription hourly limit → held until the window frees; otherwise the payload is
 *   written in the person's preferredLanguage from the fixture as it is NOW (a coalesced score change carries
 *   the latest score), encrypted for the subscription (RFC 8291, aes128gcm) and signed with VAPID (RFC 8292)
 *   by the `web-push` library, and POSTed (RFC 8030) — many at once. 2xx → SENT; 404 or 410 → the
 *   subscription is gone and removed (its queue with it); 429 or 5xx or a network failure → queued again with
 *   backoff, DEAD after the last try; any other 4xx → DEAD at once.
 * - The job runs every PUSH_INTERVAL_MS, and at once when a match event was committed (wakePush).
 */
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import { afterFailure } from '../../domain/comms/delivery.ts';
import {
  gaaScore,
  PUSH_LIMIT_PER_HOUR,
  PUSH_TEXT,
  type PushKind,
  type PushPayload,
} from '../../domain/follow/follow.ts';
import type { Vapid } from '../adapters/push/vapid.ts';
import type { Db } from '../db/client.ts';
import { fixture, person, pushMessage, pushSubscription, team } from '../db/schema/index.ts';
import { pickLocale, translateMessage, type Locale } from '../i18n.ts';
import { onPushWanted } from '../services/follow/push-fanout.ts';

export const PUSH_INTERVAL_MS = 2_000;
const BATCH = 500;
/** How many requests to push services are open at once. */
const CONCURRENCY = 64;
const LEASE_MS = 5 * 60_000;
const RATE_WINDOW_MS = 60 * 60_000;
/** A notification older than this is of no use: the push service may drop it. */
const TTL_SECONDS = 30 * 60;

/** One HTTP request to a push service; answers its status (tests and the bench may pass their own). */
export type PushSend = (req: {
  endpoint: string;
  headers: Record<string, string>;
  body: Buffer | null;
}) => Promise<number>;

const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY }),
  https: new https.Agent({ keepAlive: true, maxSockets: CONCURRENCY }),
};

/**
 * A POST to a push service over node:http(s) with kept-alive connections (a push service is a handful of
 * hosts, so a batch reuses a few connections instead of opening one a message).
 */
export const httpSend: PushSend = ({ endpoint, headers, body }) =>
  new Promise((resolve, reject) => {
    const url = new URL(endpoint);
    const secure = url.protocol === 'https:';
    const req = (secure ? https : http).request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(body?.length ?? 0) },
        agent: secure ? agents.https : agents.http,
        timeout: 15_000,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('push service timed out')));
    req.on('error', reject);
    req.end(body ?? undefined);
  });

export interface PushDeliveryOptions {
  vapid: () => Promise<Vapid>;
  now?: Date;
  send?: PushSend;
}

export interface PushCounts {
  sent: number;
  retried: number;
  dead: number;
  gone: number;
  held: number;
}

type Row = typeof pushMessage.$inferSelect;

async function claim(db: Db, now: Date): Promise<Row[]> {
  const due = db
    .select({ id: pushMessage.id })
    .from(pushMessage)
    .where(and(eq(pushMessage.status, 'QUEUED'), lte(pushMessage.nextAttemptAt, now)))
    .orderBy(asc(pushMessage.nextAttemptAt), asc(pushMessage.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(pushMessage)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(pushMessage.id, due))
    .returning();
}

const unique = <T>(xs: T[]) => [...new Set(xs)];

async function contextOf(db: Db, rows: Row[], now: Date) {
  const subIds = unique(rows.map((r) => r.subscriptionId));
  const subs = await db
    .select({
      id: pushSubscription.id,
      endpoint: pushSubscription.endpoint,
      p256dh: pushSubscription.p256dh,
      auth: pushSubscription.auth,
      language: person.preferredLanguage,
    })
    .from(pushSubscription)
    .innerJoin(person, eq(person.id, pushSubscription.personId))
    .where(inArray(pushSubscription.id, subIds));
  const sentLately = await db
    .select({ id: pushMessage.subscriptionId, sentAt: sql<string[]>`json_agg(${pushMessage.sentAt})` })
    .from(pushMessage)
    .where(
      and(
        inArray(pushMessage.subscriptionId, subIds),
        gt(pushMessage.sentAt, new Date(now.getTime() - RATE_WINDOW_MS)),
      ),
    )
    .groupBy(pushMessage.subscriptionId);
  const home = sql<
    string | null
  >`(select ${team.name} from ${team} where ${team.id} = ${fixture.homeTeamId})`;
  const away = sql<
    string | null
  >`(select ${team.name} from ${team} where ${team.id} = ${fixture.awayTeamId})`;
  const fixtures = await db
    .select({
      id: fixture.id,
      competitionId: fixture.competitionId,
      home,
      away,
      homePlaceholder: fixture.homePlaceholder,
      awayPlaceholder: fixture.awayPlaceholder,
      homeGoals: fixture.homeGoals,
      homePoints: fixture.homePoints,
      awayGoals: fixture.awayGoals,
      awayPoints: fixture.awayPoints,
    })
    .from(fixture)
    .where(inArray(fixture.id, unique(rows.map((r) => r.fixtureId))));
  return {
    subs: new Map(subs.map((s) => [s.id, s])),
    sent: new Map(sentLately.map((s) => [s.id, s.sentAt.map((d) => new Date(d))])),
    fixtures: new Map(fixtures.map((f) => [f.id, f])),
  };
}

type FixtureInfo = Awaited<ReturnType<typeof contextOf>>['fixtures'] extends Map<string, infer F> ? F : never;

/** The notification, in the person's language, from the fixture as it is now. */
export function payloadOf(f: FixtureInfo, kind: PushKind, locale: Locale): PushPayload {
  const values = {
    home: f.home ?? f.homePlaceholder ?? '?',
    away: f.away ?? f.awayPlaceholder ?? '?',
    homeScore: gaaScore(f.homeGoals ?? 0, f.homePoints ?? 0),
    awayScore: gaaScore(f.awayGoals ?? 0, f.awayPoints ?? 0),
  };
  return {
    title: translateMessage(PUSH_TEXT.title, locale, values),
    body: translateMessage(PUSH_TEXT[kind], locale, values),
    url: `/competition/${encodeURIComponent(f.competitionId)}`,
    tag: `fixture:${f.id}`,
  };
}

/** When a held message may go: an hour after the oldest of the window's sends that fill the limit. */
function heldUntil(sent: Date[] | undefined, now: Date): Date | null {
  if (!sent || sent.length < PUSH_LIMIT_PER_HOUR) return null;
  const sorted = [...sent].sort((a, b) => a.getTime() - b.getTime());
  const frees = sorted[sent.length - PUSH_LIMIT_PER_HOUR]!;
  return new Date(Math.max(frees.getTime() + RATE_WINDOW_MS, now.getTime() + 1000));
}

async function pool<T>(items: T[], n: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const runners = Array.from({ length: Math.min(n, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(runners);
}

/** One run: sends what is due at `now`; answers what happened. */
export async function deliverPushDue(db: Db, opts: PushDeliveryOptions): Promise<PushCounts> {
  const now = opts.now ?? new Date();
  const send = opts.send ?? httpSend;
  const counts: PushCounts = { sent: 0, retried: 0, dead: 0, gone: 0, held: 0 };
  const rows = await claim(db, now);
  if (rows.length === 0) return counts;
  const vapid = await opts.vapid();
  const ctx = await contextOf(db, rows, now);
  const sentIds: string[] = [];
  const goneSubs = new Set<string>();
  const failed: { row: Row; error: string; permanent: boolean }[] = [];
  const held = new Map<string, Date>();
  const payloads = new Map<string, string>();
  // One VAPID JWT per push service (audience) a run, not one a message: it is valid for 12 hours.
  const vapidHeaders = new Map<string, string>();
  const authorization = (endpoint: string) => {
    const audience = new URL(endpoint).origin;
    let header = vapidHeaders.get(audience);
    if (!header) {
      const h = webpush.getVapidHeaders(
        audience,
        vapid.subject,
        vapid.publicKey,
        vapid.privateKey,
        'aes128gcm',
      );
      header = String(h.Authorization);
      vapidHeaders.set(audience, header);
    }
    return header;
  };

  const work = rows.flatMap((row) => {
    const sub = ctx.subs.get(row.subscriptionId);
    const fx = ctx.fixtures.get(row.fixtureId);
    if (!sub || !fx) {
      failed.push({ row, error: 'subscription or fixture gone', permanent: true });
      return [];
    }
    const until = heldUntil(ctx.sent.get(sub.id), now);
    if (until) {
      held.set(row.id, until);
      return [];
    }
    // One more in the window for this subscription (a batch may hold several of its messages).
    ctx.sent.set(sub.id, [...(ctx.sent.get(sub.id) ?? []), now]);
    const locale = pickLocale(sub.language);
    const key = `${fx.id}|${row.kind}|${locale}`;
    let payload = payloads.get(key);
    if (!payload) {
      payload = JSON.stringify(payloadOf(fx, row.kind as PushKind, locale));
      payloads.set(key, payload);
    }
    return [{ row, sub, payload }];
  });

  await pool(work, CONCURRENCY, async ({ row, sub, payload }) => {
    try {
      const req = webpush.generateRequestDetails(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        payload,
        { TTL: TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'high' },
      );
      const status = await send({
        endpoint: req.endpoint,
        headers: { ...req.headers, Authorization: authorization(req.endpoint) },
        body: req.body,
      });
      if (status >= 200 && status < 300) sentIds.push(row.id);
      else if (status === 404 || status === 410) goneSubs.add(sub.id);
      else
        failed.push({
          row,
          error: `push service answered ${status}`,
          permanent: status !== 429 && status < 500,
        });
    } catch (err) {
      failed.push({ row, error: err instanceof Error ? err.message : String(err), permanent: false });
    }
  });

  if (sentIds.length > 0) {
    await db
      .update(pushMessage)
      .set({
        status: 'SENT',
        sentAt: now,
        nextAttemptAt: now,
        attempts: sql`${pushMessage.attempts} + 1`,
        lastError: null,
      })
      .where(inArray(pushMessage.id, sentIds));
    counts.sent = sentIds.length;
  }
  if (goneSubs.size > 0) {
    // The push service says the subscription is no more: remove it (its queue goes with it).
    await db.delete(pushSubscription).where(inArray(pushSubscription.id, [...goneSubs]));
    counts.gone = goneSubs.size;
  }
  for (const [id, until] of held)
    await db.update(pushMessage).set({ nextAttemptAt: until }).where(eq(pushMessage.id, id));
  counts.held = held.size;
  for (const f of failed) {
    const attempts = f.row.attempts + 1;
    const next = afterFailure(attempts, f.permanent, now);
    await db
      .update(pushMessage)
      .set({
        status: next.status,
        attempts,
        nextAttemptAt: next.nextAttemptAt,
        lastError: f.error.slice(0, 500),
      })
      .where(eq(pushMessage.id, f.row.id));
    if (next.status === 'DEAD') counts.dead++;
    else counts.retried++;
  }
  return counts;
}

export interface RunningPushJob {
  stop(): void;
  /** Runs now (again after the current run, if one is running). */
  wake(): void;
}

export function startPushDelivery(
  db: Db,
  log: Logger,
  opts: Omit<PushDeliveryOptions, 'now'>,
): RunningPushJob {
  let running = false;
  let again = false;
  const tick = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        // Drain: a full batch means more may be due.
        for (;;) {
          const c = await deliverPushDue(db, opts);
          if (c.sent + c.retried + c.dead + c.gone > 0) log.info(c, 'push notifications sent');
          if (c.sent + c.retried + c.dead + c.gone + c.held < BATCH) break;
        }
      } while (again);
    } catch (err) {
      log.warn({ err }, 'push delivery failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), PUSH_INTERVAL_MS);
  timer.unref();
  const off = onPushWanted(() => void tick());
  void tick();
  return {
    stop: () => {
      clearInterval(timer);
      off();
    },
    wake: () => void tick(),
  };
}
