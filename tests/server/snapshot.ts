/**
 * The migrated and seeded databases the server tests copy (built once per run by global-setup.ts), and the
 * PostgreSQL clean-up both share.
 */
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database, Db } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema/index.ts';

export type SeedSnapshot =
  | { kind: 'pglite'; migrated: string; seeded: string } // tarballs of the data folder
  | { kind: 'postgres'; migrated: string; seeded: string }; // template database names

declare module 'vitest' {
  export interface ProvidedContext {
    serverSeed: SeedSnapshot | undefined;
  }
}

/** The snapshot global-setup.ts provided, or undefined when a file runs without it (then it migrates and seeds). */
export function seedSnapshot(): SeedSnapshot | undefined {
  try {
    return inject('serverSeed');
  } catch {
    return undefined;
  }
}

/** An in-memory PGlite opened on a copy of a dumped data folder (already migrated, so no migration runs). */
export async function openPgliteCopy(tarball: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { pgliteExtensions: extensions } = await import('../../server/db/pglite-extensions.ts');
  const client = new PGlite({ loadDataDir: new Blob([await readFile(tarball)]), extensions });
  const db = drizzle(client, { schema });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** `create database name [template …]`, retried while another session briefly holds the template (55006). */
export async function createTestDatabase(base: string, name: string, template?: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  } finally {
    await admin.end();
  }
}

/**
 * Drops a test database. `with (force)` ends our own leftover sessions, but PostgreSQL refuses it (42501) while
 * an autovacuum worker — owned by the superuser — is in the database and the test role is not a superuser, so
 * that case is retried until the worker is gone. A database that still cannot be dropped is left in the
 * throw-away cluster rather than failing a test that passed.
 */
export async function dropTestDatabase(base: string, name: string): Promise<void> {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await c.query(`drop database if exists ${name} with (force)`);
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if ((code !== '42501' && code !== '55006') || attempt >= 50) {
          console.warn(`test database ${name} left behind: ${(error as Error).message}`);
          return;
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  } finally {
    await c.end();
  }
}
