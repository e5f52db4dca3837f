/**
 * On PostgreSQL: a pooled connection the server ends while idle (a restart, an administrator, a forced drop)
 * must not crash the process; the pool drops it and the next query opens another. (PGlite has no server to
 * end a connection: the test runs with DATABASE_URL only, as CI's PostgreSQL stage does.)
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { openTestDatabase } from './harness.ts';

const base = process.env.DATABASE_URL;
let database: Database;

beforeAll(async () => {
  if (base) database = await openTestDatabase();
});
afterAll(async () => database?.close());

describe.runIf(base)('the PostgreSQL pool', () => {
  it('survives the server ending its idle connections', async () => {
    const { db } = database;
    const rows = async <T>(q: ReturnType<typeof sql>) => {
      const result: unknown = await db.execute(q);
      return (result as { rows: T[] }).rows;
    };
    const [me] = await rows<{ name: string }>(sql`select current_database() as name`);
    const uncaught: unknown[] = [];
    const onUncaught = (e: unknown) => uncaught.push(e);
    process.on('uncaughtException', onUncaught);
    try {
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      const ended = await admin.query(
        'select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [me!.name],
      );
      await admin.end();
      expect(ended.rows.length).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 200));
      const [again] = await rows<{ one: number }>(sql`select 1 as one`);
      expect(again!.one).toBe(1);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
