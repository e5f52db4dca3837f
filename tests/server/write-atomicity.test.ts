/**
 * One transaction for every write (issue 48), on the real server without an Idempotency-Key: each
 * multi-statement admin write — a pool and its members, a club's invoice regenerated, a competition's status
 * back to Draft, a competition's format — is made to fail at a later statement by a constraint added for the
 * test (a CHECK that only the write's last rows break), and nothing its earlier statements did remains. With the
 * constraint gone, the same request goes through, so the failure was the constraint's alone. And the one kind
 * of write that must outlive a failed request, a rate-limit count, does: support queries that fail after their
 * count was taken still use up the address's share.
 */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportQueryBody } from '../../domain/support/support-body.ts';
import { supportQuery } from '../../server/db/schema/index.ts';
import type { CrashPoint } from '../../server/lib/crash-point.ts';
import { MAIN_CLUB, makeObjects, stateOf, writeOf, type Objects } from './admin-writes.ts';
import { startTestServer, type TestServer } from './harness.ts';

const SUPPORT_LIMIT = 3;
let s: TestServer;
let o: Objects;
beforeAll(async () => {
  s = await startTestServer({ SUPPORT_QUERIES_PER_ADDRESS: String(SUPPORT_LIMIT) });
  o = await makeObjects((path, init) => s.call(path, init));
});
afterAll(() => s?.close());

/** A CHECK constraint that the write's later statement breaks and its earlier ones do not. */
function breaking(point: CrashPoint): { table: string; check: string } {
  switch (point) {
    case 'pool.members': // update the pool, delete its members, then insert them: the insert fails
      return { table: 'pool_member', check: `pool_id <> '${o.poolId}'` };
    case 'invoice.regenerate': // delete the old invoice, then insert the new one: the insert fails
      return {
        table: 'pif_invoice',
        check: `organization_id <> '${MAIN_CLUB}' or deleted_at is not null`,
      };
    case 'competition.status': // delete divisions and fixtures, then set the status: the update fails
      return { table: 'competition', check: `id <> '${o.activeId}' or status <> 'DRAFT'` };
    case 'competition.format': // delete divisions and fixtures, then insert new divisions: the insert fails
      return { table: 'division', check: `competition_id <> '${o.draftId}' or deleted_at is not null` };
  }
}

async function send(point: CrashPoint) {
  const w = writeOf(point, o);
  return s.call(w.path, { as: w.as, method: w.method, json: w.json });
}

/** Runs `body` while a CHECK constraint `check` holds on `table`. */
async function withConstraint(table: string, check: string, body: () => Promise<void>) {
  const db = s.database.db;
  await db.execute(
    sql.raw(`alter table ${table} add constraint injected_failure check (${check}) not valid`),
  );
  try {
    await body();
  } finally {
    await db.execute(sql.raw(`alter table ${table} drop constraint injected_failure`));
  }
}

async function brokenThenWhole(point: CrashPoint) {
  const db = s.database.db;
  const before = await stateOf(db, point, o);
  const { table, check } = breaking(point);
  await withConstraint(table, check, async () => {
    const res = await send(point);
    expect(res.status).toBe(500);
    expect(await stateOf(db, point, o)).toEqual(before);
  });
  expect((await send(point)).status).toBe(200);
  expect(await stateOf(db, point, o)).not.toEqual(before);
}

describe('a multi-statement write that fails at a later statement leaves nothing of the earlier ones', () => {
  it('PUT /admin/pool/:id: the pool keeps its name, version and members', async () => {
    await brokenThenWhole('pool.members');
  });

  it('POST /invoice/generate for one club: the old invoice and its groups stay', async () => {
    await brokenThenWhole('invoice.regenerate');
  });

  it('PATCH /admin/competition/:id/status to DRAFT: the competition stays ACTIVE with its divisions and fixtures', async () => {
    await brokenThenWhole('competition.status');
  });

  it('PUT /admin/competition/:id/format: the old format, divisions and fixtures stay', async () => {
    await brokenThenWhole('competition.format');
  });
});

describe('a rate-limit count outlives the request that took it', () => {
  const query = (subject: string) => ({
    name: 'Niamh Ní Bhriain',
    email: 'niamh@example.ie',
    role: 'NON_ADMINISTRATOR',
    category: 'MEMBERSHIP',
    subcategory: 'RENEWAL',
    association: 'GAA',
    county: 'Wicklow',
    club: 'Cill Mhantáin GAA',
    subject,
    message: 'My renewal payment went through but the membership shows as pending.',
    noArticleAnswers: true,
  });
  const submit = async (subject: string) => {
    const { body, contentType } = supportQueryBody(query(subject), null, 'pairc-atomicity');
    return (
      await s.call('/api/support-query', { method: 'POST', body, headers: { 'Content-Type': contentType } })
    ).status;
  };

  it('support queries that fail after their count was taken still use up the address’s share', async () => {
    await withConstraint('support_query', `subject <> 'Rolled back'`, async () => {
      for (let i = 0; i < SUPPORT_LIMIT; i++) expect(await submit('Rolled back')).toBe(500);
    });
    const [stored] = await s.database.db
      .select({ n: count() })
      .from(supportQuery)
      .where(eq(supportQuery.subject, 'Rolled back'));
    expect(stored?.n).toBe(0);
    expect(await submit('Still here')).toBe(429);
  });
});
