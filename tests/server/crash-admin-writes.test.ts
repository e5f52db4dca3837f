/**
 * Crash safety of the multi-statement admin writes (issue 48): the real server (server/main.ts) as a child
 * process, once per write, each on its own copy of a database that holds the objects the writes change — a
 * PGlite folder, or a PostgreSQL database with DATABASE_URL. Each is started with PAIRC_CRASH_POINT naming the
 * point between its write's statements, and kills itself there (SIGKILL, as `kill -9`). The four run side by
 * side (a server's start is most of the test's time). Each database is then opened again — PostgreSQL's crash
 * recovery, as a restart does — and holds all of its write or none of it: none, since every kill came before
 * its commit. The crash point is a test-only hook (server/lib/crash-point.ts): it is checked here that nothing
 * arms it outside NODE_ENV=test.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childServer, type ChildServer } from '../../bench/child-server.ts';
import { openDatabase } from '../../server/db/client.ts';
import { armedCrashPoint, type CrashPoint } from '../../server/lib/crash-point.ts';
import { CRASH_POINTS, makeObjects, stateOf, writeOf, type Objects } from './admin-writes.ts';
import { createPostgresTestDatabase, startTestServer, TEST_STATIC_DIR } from './harness.ts';
import { createTestDatabase, dropTestDatabase, seedSnapshot } from './snapshot.ts';

const base = process.env.DATABASE_URL;
type Where = { dataDir?: string; databaseUrl?: string };
const cleanUp: (() => Promise<void>)[] = [];
let objects: Objects;
const runs: { point: CrashPoint; where: Where; before: unknown; server: ChildServer }[] = [];

/** The demo database in a folder or a database of its own, where a separate process can open it. */
async function seededDatabase(): Promise<Where> {
  if (base) {
    const made = await createPostgresTestDatabase(base, 'seeded');
    cleanUp.push(() => made.drop());
    return { databaseUrl: made.url };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'pairc-crash-writes-'));
  cleanUp.push(() => Promise.resolve(rmSync(dir, { recursive: true, force: true })));
  const snapshot = seedSnapshot();
  if (snapshot?.kind !== 'pglite') throw new Error('the server tests’ seeded snapshot is missing');
  const { PGlite } = await import('@electric-sql/pglite');
  const { pgliteExtensions: extensions } = await import('../../server/db/pglite-extensions.ts');
  // server/db/client.ts keeps PGlite's files in <DATA_DIR>/pglite.
  const client = new PGlite(path.join(dir, 'pglite'), {
    loadDataDir: new Blob([readFileSync(snapshot.seeded)]),
    extensions,
  });
  await client.close();
  return { dataDir: dir };
}

/** A copy of a closed database: a folder copied, or a database made with the other as its template. */
async function copyOf(from: Where, n: number): Promise<Where> {
  if (from.databaseUrl) {
    const url = new URL(from.databaseUrl);
    const name = `${url.pathname.slice(1)}_${n}`;
    await createTestDatabase(base!, name, url.pathname.slice(1));
    cleanUp.push(() => dropTestDatabase(base!, name));
    url.pathname = `/${name}`;
    return { databaseUrl: url.toString() };
  }
  const dir = `${from.dataDir!}-${n}`;
  cpSync(from.dataDir!, dir, { recursive: true });
  cleanUp.push(() => Promise.resolve(rmSync(dir, { recursive: true, force: true })));
  return { dataDir: dir };
}

beforeAll(async () => {
  const where = await seededDatabase();
  // The objects are made by an in-process server on the database, closed before it is copied.
  const setUp = await startTestServer({}, { database: await openDatabase(where) });
  const before = new Map<CrashPoint, unknown>();
  try {
    objects = await makeObjects((p, init) => setUp.call(p, init));
    for (const point of CRASH_POINTS) before.set(point, await stateOf(setUp.database.db, point, objects));
  } finally {
    await setUp.close();
  }
  const copies = [];
  for (const [n, point] of CRASH_POINTS.entries())
    copies.push({ point, where: await copyOf(where, n), before: before.get(point) });
  const env = { STATIC_DIR: TEST_STATIC_DIR, SSR_DIR: 'no-ssr-in-server-tests', NODE_ENV: 'test' };
  runs.push(
    ...(await Promise.all(
      copies.map(async (c) => ({
        ...c,
        server: await childServer({ ...c.where, env: { ...env, PAIRC_CRASH_POINT: c.point } }),
      })),
    )),
  );
}, 300_000);

afterAll(async () => {
  for (const run of runs) if (run.server?.pid) await run.server.kill9();
  for (const clean of cleanUp.reverse()) await clean();
}, 120_000);

/** Sends the run's write; its status, or 'no answer' when the server died first. */
async function send(run: (typeof runs)[number]): Promise<number | 'no answer'> {
  const w = writeOf(run.point, objects);
  return fetch(`${run.server.url}${w.path}`, {
    method: w.method,
    headers: { Authorization: `Bearer ${await run.server.token(w.as)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(w.json),
  }).then(
    (res) => res.status,
    () => 'no answer',
  );
}

describe('a server killed in the middle of a multi-statement admin write', () => {
  it('leaves each write all there or not at all once its database is opened again', async () => {
    await Promise.all(
      runs.map(async (run) => {
        await run.server.start();
        expect(await send(run), run.point).toBe('no answer');
        expect(await run.server.exited(), run.point).toBe('SIGKILL');
      }),
    );
    for (const run of runs) {
      const database = await openDatabase(run.where);
      try {
        expect(await stateOf(database.db, run.point, objects), run.point).toEqual(run.before);
      } finally {
        await database.close();
      }
    }
  }, 300_000); // four server starts side by side: seconds on an idle machine, minutes on a loaded one

  it('is never armed outside NODE_ENV=test', () => {
    const point = 'pool.members';
    expect(armedCrashPoint({ PAIRC_CRASH_POINT: point })).toBeUndefined();
    expect(armedCrashPoint({ PAIRC_CRASH_POINT: point, NODE_ENV: 'production' })).toBeUndefined();
    expect(armedCrashPoint({ PAIRC_CRASH_POINT: point, NODE_ENV: 'development' })).toBeUndefined();
    expect(armedCrashPoint({ NODE_ENV: 'test' })).toBeUndefined();
    expect(armedCrashPoint({ PAIRC_CRASH_POINT: point, NODE_ENV: 'test' })).toBeTypeOf('function');
  });
});
