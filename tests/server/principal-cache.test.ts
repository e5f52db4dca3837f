/**
 * Issue 19, principal cache: a signed-in request reuses the principal its process cached while the account's
 * principal_version holds; any change to roles, links or the person bumps it (migration 0011's triggers), so a
 * revoked role stops working on the very next request — in every process (two apps, two caches, one database).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orgId } from '../../server/db/seed/geography.ts';
import { PrincipalCache, principalForToken, REVOKED } from '../../server/auth/principal.ts';
import { account, personOrganization } from '../../server/db/schema/index.ts';
import { withSecondApp } from './harness.ts';

/** A second app — its own principal cache — on the same database, as a second server process would be. */
const apps = withSecondApp();
const club = orgId.club('naomh-padraig');

async function levies(base: string, token: string) {
  const res = await fetch(`${base}/api/annual-levy?organizationId=${club}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return res.status;
}

async function accountOf(username: string) {
  const [row] = await apps.s.database.db.select().from(account).where(eq(account.username, username));
  return row!;
}

describe('the principal cache', () => {
  it('reuses the cached principal while nothing changed, and reloads it when a link changes', async () => {
    const { db } = apps.s.database;
    const cache = new PrincipalCache();
    const officer = await accountOf('officer');
    const where = { accountId: officer.id, tokenId: crypto.randomUUID() };
    const first = await principalForToken(db, cache, where);
    expect(first).not.toBe(REVOKED);
    expect(await principalForToken(db, cache, where)).toBe(first); // the same object: no reload
    expect(Object.isFrozen(first)).toBe(true);

    await db
      .update(personOrganization)
      .set({ labels: ['Adult'] })
      .where(
        and(eq(personOrganization.personId, officer.personId!), eq(personOrganization.organizationId, club)),
      );
    const after = await principalForToken(db, cache, where);
    expect(after).not.toBe(first);
    expect(
      (after as Exclude<typeof after, null | typeof REVOKED>).links.find((l) => l.organizationId === club)
        ?.labels,
    ).toEqual(['Adult']);
  });

  it('bounds its size, dropping the least recently used', () => {
    const cache = new PrincipalCache(2);
    const p = (id: string) => ({ accountId: id }) as never;
    cache.set('a', 1, p('a'));
    cache.set('b', 1, p('b'));
    expect(cache.get('a', 1)).toBeDefined(); // a is now the most recent
    cache.set('c', 1, p('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBeDefined();
    expect(cache.get('a', 2)).toBeUndefined(); // another version is a miss
  });

  it('a club privilege removed stops working on the very next request, in both processes', async () => {
    const { db } = apps.s.database;
    const token = await apps.s.tokenFor('officer');
    const admin = await accountOf('officer');
    expect(await levies(apps.s.url, token)).toBe(200);
    expect(await levies(apps.second.url, token)).toBe(200); // both processes have cached the officer
    await db
      .update(personOrganization)
      .set({ privileges: [], labels: ['Adult'] })
      .where(
        and(eq(personOrganization.personId, admin.personId!), eq(personOrganization.organizationId, club)),
      );
    expect(await levies(apps.s.url, token)).toBe(403);
    expect(await levies(apps.second.url, token)).toBe(403);
  });

  it('a global role removed, a username changed and a link deleted each move the version', async () => {
    const { db } = apps.s.database;
    const before = await accountOf('super-admin');
    await db.update(account).set({ globalRoles: [] }).where(eq(account.id, before.id));
    const noRole = await accountOf('super-admin');
    expect(noRole.principalVersion).toBeGreaterThan(before.principalVersion);
    await db.update(account).set({ updatedAt: new Date() }).where(eq(account.id, before.id));
    expect((await accountOf('super-admin')).principalVersion).toBe(noRole.principalVersion); // nothing it holds
    await db.update(account).set({ username: 'super-admin-2' }).where(eq(account.id, before.id));
    const renamed = await accountOf('super-admin-2');
    expect(renamed.principalVersion).toBeGreaterThan(noRole.principalVersion);

    const referee = await accountOf('referee');
    const deleted = await db
      .delete(personOrganization)
      .where(eq(personOrganization.personId, referee.personId!))
      .returning();
    expect(deleted.length).toBeGreaterThan(0);
    expect((await accountOf('referee')).principalVersion).toBeGreaterThan(referee.principalVersion);
  });

  it('a token revoked at sign-out is refused even with the principal cached', async () => {
    const token = await apps.s.tokenFor('member');
    const me = (base: string) =>
      fetch(`${base}/api/person/me`, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.status);
    expect(await me(apps.s.url)).toBe(200);
    expect(await me(apps.second.url)).toBe(200);
    const out = await fetch(`${apps.s.url}/api/session`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(out.status).toBe(204);
    expect(await me(apps.s.url)).toBe(401);
    expect(await me(apps.second.url)).toBe(401);
  });
});
