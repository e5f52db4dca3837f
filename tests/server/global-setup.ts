/**
 * Server tests: migrate and seed once per run, then give each test file a copy (issue 31). Migrating and
 * seeding the demo took several seconds per file; copying a snapshot is a fraction of that.
 *
 * - PGlite (default): the migrated database and the seeded one are dumped (`dumpDataDir`) to two tarballs in a
 *   throw-away folder; each file opens `new PGlite({ loadDataDir })` on a copy (harness.ts).
 * - PostgreSQL (DATABASE_URL set): two template databases are built once; each file makes its own with
 *   `create database … template …`, and drops it afterwards.
 *
 * The demo seed places dates relative to today, so the snapshot is built per run, never cached across runs.
 * Secrets the server makes on first start (signing keys, cookie keys) are not part of the seed: each file's
 * server makes its own.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client.ts';
import { seedDemo } from '../../server/db/seed/demo.ts';
import { dropTestDatabase, type SeedSnapshot } from './snapshot.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const base = process.env.DATABASE_URL;
  let snapshot: SeedSnapshot;
  let teardown: () => Promise<void>;
  if (base) {
    const suffix = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const migrated = `tpl_migrated_${suffix}`;
    const seeded = `tpl_seeded_${suffix}`;
    await buildTemplate(base, migrated, false);
    await buildTemplate(base, seeded, true);
    snapshot = { kind: 'postgres', migrated, seeded };
    teardown = async () => {
      await dropTestDatabase(base, seeded);
      await dropTestDatabase(base, migrated);
    };
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pairc-server-seed-'));
    const database = await openDatabase({ memory: true });
    const client = (database.db as unknown as { $client: PGliteLike }).$client;
    const migrated = path.join(dir, 'migrated.tar');
    const seeded = path.join(dir, 'seeded.tar');
    // A checkpoint first, so that a copy opens without replaying the write-ahead log.
    const dump = async (file: string) => {
      await client.query('checkpoint');
      writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    };
    await dump(migrated);
    await seedDemo(database.db);
    await dump(seeded);
    await database.close();
    snapshot = { kind: 'pglite', migrated, seeded };
    teardown = () => {
      rmSync(dir, { recursive: true, force: true });
      return Promise.resolve();
    };
  }
  project.provide('serverSeed', snapshot);
  console.log(`server tests: migrated and seeded once (${snapshot.kind}) in ${Date.now() - started} ms`);
  return teardown;
}

interface PGliteLike {
  dumpDataDir(compression: 'none'): Promise<Blob>;
  query(sql: string): Promise<unknown>;
}

/** A database on the PostgreSQL server, migrated (and seeded), closed so that it can serve as a template. */
async function buildTemplate(base: string, name: string, seed: boolean): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    if (seed) await seedDemo(database.db);
  } finally {
    await database.close();
  }
}
