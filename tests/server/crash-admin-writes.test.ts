/**
 * Crash safety of the multi-statement admin writes (issue 48): the real server (server/main.ts) as a child
 * process — on a PGlite folder, or on a PostgreSQL database with DATABASE_URL — is started once per write with
 * PAIRC_CRASH_POINT naming the point between the write's statements, where it kills itself (SIGKILL, as
 * `kill -9`). Each start recovers the database the last one left, and the last crash's is recovered by opening
 * it again; then each write is found all there or not at all — not at all, since every kill came before its
 * commit. The crash point is a test-only hook (server/lib/crash-point.ts): it is checked here that nothing
 * arms it outside NODE_ENV=test.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childServer, type ChildServer } from '../../bench/child-server.ts';
import { openDatabase } from '../../server/db/client.ts';
import { armedCrashPoint } from '../../server/lib/crash-point.ts';
import { CRASH_POINTS, makeObjects, stateOf, writeOf, type Objects } from './admin-writes.ts';
import { createPostgresTestDatabase, startTestServer, TEST_STATIC_DIR } from './harness.ts';
import { seedSnapshot } from './snapshot.ts';

const base = process.env.DATABASE_URL;
let where: { dataDir?: string; databaseUrl?: string };
let drop: () => Promise<void>;
let objects: Objects;
const before = new Map<string, unknown>();
let server: ChildServer;

/** The demo database in a folder or a database of its own, where a separate process can open it. */
async function seededDatabase() {
  if (base) {
    const made = await createPostgresTestDatabase(base, 'seeded');
    return { where: { databaseUrl: made.url }, drop: () => made.drop() };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'pairc-crash-writes-'));
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
  return {
    where: { dataDir: dir },
    drop: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
  };
}

beforeAll(async () => {
  ({ where, drop } = await seededDatabase());
  // The objects are made by an in-process server on the same database, closed before the child opens it.
  const setUp = await startTestServer({}, { database: await openDatabase(where) });
  try {
    objects = await makeObjects((p, init) => setUp.call(p, init));
    for (const point of CRASH_POINTS) before.set(point, await stateOf(setUp.database.db, point, objects));
  } finally {
    await setUp.close();
  }
  server = await childServer({
    ...where,
    env: { STATIC_DIR: TEST_STATIC_DIR, SSR_DIR: 'no-ssr-in-server-tests', NODE_ENV: 'test' },
  });
}, 300_000);

afterAll(async () => {
  if (server?.pid) await server.kill9();
  await drop?.();
}, 60_000);

/** Sends the write; its status, or 'no answer' when the server died first. */
async function send(point: (typeof CRASH_POINTS)[number]): Promise<number | 'no answer'> {
  const w = writeOf(point, objects);
  return fetch(`${server.url}${w.path}`, {
    method: w.method,
    headers: { Authorization: `Bearer ${await server.token(w.as)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(w.json),
  }).then(
    (res) => res.status,
    () => 'no answer',
  );
}

describe('a server killed in the middle of a multi-statement admin write', () => {
  it('finds each write all there or not at all after the restart', async () => {
    for (const point of CRASH_POINTS) {
      await server.start({ PAIRC_CRASH_POINT: point });
      expect(await send(point), point).toBe('no answer');
      expect(await server.exited(), point).toBe('SIGKILL');
    }
    const database = await openDatabase(where);
    try {
      for (const point of CRASH_POINTS)
        expect(await stateOf(database.db, point, objects), point).toEqual(before.get(point));
    } finally {
      await database.close();
    }
  }, 300_000); // four server starts: seconds each on an idle machine, a minute each on a loaded one

  it('is never armed outside NODE_ENV=test', () => {
    const point = 'pool.members';
    expect(armedCrashPoint({ PAIRC_CRASH_POINT: point })).toBeUndefined();
    expect(armedCrashPoint({ PAIRC_CRASH_POINT: point, NODE_ENV: 'production' })).toBeUndefined();
    expect(armedCrashPoint({ PAIRC_CRASH_POINT: point, NODE_ENV: 'development' })).toBeUndefined();
    expect(armedCrashPoint({ NODE_ENV: 'test' })).toBeUndefined();
    expect(armedCrashPoint({ PAIRC_CRASH_POINT: point, NODE_ENV: 'test' })).toBeTypeOf('function');
  });
});
