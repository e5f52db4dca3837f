/**
 * npm run test:crash -- [--rounds N] [--writers W]: crash safety. Starts the real server (server/main.ts) as
 * a child process on a PGlite data folder (or, with DATABASE_URL, on a fresh PostgreSQL database), streams
 * writes from W concurrent writers, kill -9s it at a random moment, restarts it and retries what was not
 * acknowledged, N times. Two write paths: the offline sync push (injury.save of records made on the device,
 * each with its idempotency key) and REST POST /api/injury with an Idempotency-Key. Checked at the end,
 * against the database: every acknowledged write present exactly once and whole (its injury details and
 * notes as sent); no record from a write that was never acknowledged is half there; no duplicates.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { like } from 'drizzle-orm';
import pg from 'pg';
import { uuidv7 } from 'uuidv7';
import { childServer } from '../bench/child-server.ts';
import { addDays } from '../domain/lib/days.ts';
import { todayInDublin } from '../domain/lib/dates.ts';
import { injuryRecord } from '../server/db/schema/index.ts';
import { COACH_TEAMS } from '../server/db/seed/teams.ts';
import { personId } from '../server/db/seed/people.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    writers: { type: 'string', default: '6' },
    seed: { type: 'string', default: String(Date.now() % 1e9) },
  },
});
const ROUNDS = Number(values.rounds);
const WRITERS = Number(values.writers);
let rngState = Number(values.seed) >>> 0 || 1;
const random = () => {
  rngState = (rngState * 1664525 + 1013904223) >>> 0;
  return rngState / 2 ** 32;
};

let databaseUrl: string | undefined;
if (process.env.DATABASE_URL) {
  const name = `crash_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'pairc-crash-'));
const server = await childServer(databaseUrl ? { databaseUrl } : { dataDir });
const publicUrl = server.url;
const token = await server.token('injury-specialist');

interface Write {
  marker: string;
  via: 'sync' | 'rest';
  id: string;
  idempotencyKey: string;
  acked: boolean;
  /** Answered 409 "in progress" after a restart: the key's record was left PENDING by the crash. */
  stuck: boolean;
}

const today = todayInDublin();
const body = (marker: string) => ({
  personId: personId('demo:member'),
  groupId: COACH_TEAMS.senior,
  status: 'COMPLETE',
  injuryDate: addDays(today, -2),
  additionalType: 'MUSCLE',
  activityType: 'TRAINING',
  mechanism: 'STRETCH',
  availability: 'RESTRICTED',
  injuryDetails: [
    { side: 'LEFT', area: 'CALF', diagnosis: 'CALF.STRAIN', grade: '1' },
    { side: 'RIGHT', area: 'KNEE', diagnosis: 'KNEE.SPRAIN', grade: '2' },
  ],
  publicNotes: marker,
  privateNotes: `private ${marker}`,
});

const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };

/** Sends one write; true when the server acknowledged it. */
async function send(w: Write): Promise<boolean> {
  try {
    if (w.via === 'sync') {
      const res = await fetch(`${publicUrl}/api/sync/push`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          protocol: 1,
          mutations: [
            {
              id: uuidv7(),
              idempotencyKey: w.idempotencyKey,
              op: 'injury.save',
              entityId: w.id,
              baseVersion: null,
              payload: body(w.marker),
            },
          ],
        }),
      });
      if (res.status !== 200) return false;
      const { results } = (await res.json()) as { results: { status: string; error?: { status: number } }[] };
      if (results[0]?.status === 'rejected' && results[0].error?.status === 409) w.stuck = true;
      return results[0]?.status === 'applied';
    }
    const res = await fetch(`${publicUrl}/api/injury`, {
      method: 'POST',
      headers: { ...headers, 'Idempotency-Key': w.idempotencyKey },
      body: JSON.stringify(body(w.marker)),
    });
    if (res.status === 409) w.stuck = true;
    if (res.status !== 201) return false;
    w.id = ((await res.json()) as { id: string }).id;
    return true;
  } catch {
    return false; // connection reset by the kill: not acknowledged
  }
}

const writes: Write[] = [];
let n = 0;
const run = `c${Date.now().toString(36)}`;
const newWrite = (): Write => {
  const w: Write = {
    marker: `${run}-${n++}`,
    via: random() < 0.5 ? 'sync' : 'rest',
    id: uuidv7(),
    idempotencyKey: `crash-${uuidv7()}`,
    acked: false,
    stuck: false,
  };
  writes.push(w);
  return w;
};

const started = Date.now();
await server.start();
for (let round = 0; round < ROUNDS; round++) {
  let stop = false;
  const writers = Array.from({ length: WRITERS }, async () => {
    while (!stop) {
      const w = newWrite();
      w.acked = await send(w);
    }
  });
  await new Promise((r) => setTimeout(r, 300 + random() * 1500));
  await server.kill9();
  stop = true;
  await Promise.all(writers);
  await server.start();
  // The device retries whatever was not acknowledged, with the same idempotency keys.
  for (const w of writes.filter((x) => !x.acked)) w.acked = await send(w);
}
await server.stop();

const database = await server.open();
const rows = await database.db
  .select()
  .from(injuryRecord)
  .where(like(injuryRecord.publicNotes, `${run}-%`));
await database.close();
const byMarker = new Map<string, (typeof rows)[number][]>();
for (const r of rows) byMarker.set(r.publicNotes, [...(byMarker.get(r.publicNotes) ?? []), r]);
let lost = 0;
let duplicated = 0;
let partial = 0;
for (const w of writes) {
  const found = byMarker.get(w.marker) ?? [];
  if (w.acked && found.length === 0) lost++;
  if (found.length > 1) duplicated++;
  for (const r of found) {
    if (r.privateNotes !== `private ${w.marker}` || r.injuryDetails.length !== 2) partial++;
  }
}
const acked = writes.filter((w) => w.acked).length;
const stuck = writes.filter((w) => !w.acked && w.stuck);
const summary = {
  database: databaseUrl ? 'postgresql' : 'pglite',
  rounds: ROUNDS,
  writes: writes.length,
  acknowledged: acked,
  present: rows.length,
  lost,
  duplicated,
  partial,
  stuckRetries: {
    sync: stuck.filter((w) => w.via === 'sync').length,
    rest: stuck.filter((w) => w.via === 'rest').length,
  },
  seconds: Math.round((Date.now() - started) / 1000),
  seed: Number(values.seed),
};
console.log(`crash: ${JSON.stringify(summary)}`);
if (!databaseUrl) rmSync(dataDir, { recursive: true, force: true });
process.exit(lost + duplicated + partial > 0 ? 1 : 0);
