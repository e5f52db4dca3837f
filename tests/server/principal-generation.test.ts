/**
 * Issue 50: a signed-in request whose token was already checked at the current principal generation
 * (migration 0044) costs no query of its own; anything that moves a principal — a link, a role — or a sign-out
 * moves the generation in the same transaction, so the next request checks again. The generation is read by
 * one shared read that starts after the request arrived (server/lib/fresh-read.ts).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CheckedTokens,
  PrincipalCache,
  principalForToken,
  readPrincipalGeneration,
  REVOKED,
} from '../../server/auth/principal.ts';
import { revokeAccessToken } from '../../server/auth/revocation.ts';
import type { Database, Db } from '../../server/db/client.ts';
import { account, personOrganization } from '../../server/db/schema/index.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { freshRead } from '../../server/lib/fresh-read.ts';
import { openTestDatabase } from './harness.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
});
afterAll(() => database.close());

/** A database that refuses every query: what a cached request must never touch. */
const noQueries = new Proxy({} as Db, {
  get() {
    throw new Error('a query was made');
  },
});

describe('the principal generation', () => {
  it('answers a checked token from the cache with no query, and checks again after a change or a sign-out', async () => {
    const { db } = database;
    const [officer] = await db.select().from(account).where(eq(account.username, 'officer'));
    const cache = new PrincipalCache();
    let reads = 0;
    const fresh = {
      generation: freshRead(() => {
        reads++;
        return readPrincipalGeneration(db);
      }),
      tokens: new CheckedTokens(),
    };
    const where = { accountId: officer!.id, tokenId: crypto.randomUUID() };
    const first = await principalForToken(db, cache, where, fresh);
    expect(first).not.toBe(REVOKED);
    // Checked at this generation: the database is not asked (only the shared generation read runs).
    expect(await principalForToken(noQueries, cache, where, fresh)).toBe(first);
    // Another token of the same account has not been checked for revocation yet: it is.
    await expect(
      principalForToken(noQueries, cache, { ...where, tokenId: crypto.randomUUID() }, fresh),
    ).rejects.toThrow('a query was made');

    const club = orgId.club('naomh-padraig');
    await db
      .update(personOrganization)
      .set({ labels: ['Adult'], privileges: [] })
      .where(
        and(eq(personOrganization.personId, officer!.personId!), eq(personOrganization.organizationId, club)),
      );
    await expect(principalForToken(noQueries, cache, where, fresh)).rejects.toThrow('a query was made');
    const changed = await principalForToken(db, cache, where, fresh);
    expect(changed).not.toBe(first);
    expect(
      (changed as Exclude<typeof changed, null | typeof REVOKED>).links.find((l) => l.organizationId === club)
        ?.labels,
    ).toEqual(['Adult']);
    expect(await principalForToken(noQueries, cache, where, fresh)).toBe(changed);

    await revokeAccessToken(db, { id: where.tokenId });
    expect(await principalForToken(db, cache, where, fresh)).toBe(REVOKED);
    expect(reads).toBeGreaterThanOrEqual(6);
  });

  it('shares one read among callers that arrive while it runs, and never answers one from before it asked', async () => {
    let n = 0;
    const gates: (() => void)[] = [];
    const read = freshRead(
      () =>
        new Promise<number>((resolve) => {
          const mine = ++n;
          gates.push(() => resolve(mine));
        }),
    );
    const a = read(); // starts read 1
    const b = read(); // arrived while read 1 runs: waits for read 2
    const c = read(); // shares read 2
    gates.shift()!();
    expect(await a).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    gates.shift()!();
    expect(await b).toBe(2);
    expect(await c).toBe(2);
    expect(n).toBe(2);
  });
});
