/**
 * Opens the database: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set. Both speak the same
 * drizzle schema and migrations, applied at start-up. PGlite has no lock of its own and two processes on one
 * folder corrupt it silently, so the folder is locked first (see data-dir-lock.ts).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  memory?: boolean;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, an administrator, `drop database … with (force)` while
    // the pool is closing) is an 'error' on the pool; unheard, it would be an uncaught exception. The pool
    // drops that connection and opens another when next needed.
    let closing = false;
    pool.on('error', (err) => {
      if (!closing) console.error(`database connection lost (the pool replaces it): ${err.message}`);
    });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    const close = async () => {
      closing = true;
      await pool.end();
    };
    return { db: db as unknown as Db, kind: 'postgres', close };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { pgliteExtensions: extensions } = await import('./pglite-extensions.ts');
  let lock: DataDirLock | undefined;
  let client: InstanceType<typeof PGlite>;
  if (opts.memory) {
    client = new PGlite({ extensions });
  } else {
    const dir = path.resolve(opts.dataDir ?? './data');
    mkdirSync(dir, { recursive: true });
    lock = lockDataDir(dir);
    client = new PGlite(path.join(dir, 'pglite'), { extensions });
  }
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      lock?.release();
    },
  };
}
