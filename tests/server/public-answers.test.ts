/**
 * Issue 19, public reads: the open-data answers are kept in each process under public_read_version (migration
 * 0014), which triggers bump with any change to what they show. Checked with two apps — two caches — on one
 * database, as two server processes would be.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orgId } from '../../server/db/seed/geography.ts';
import { organization } from '../../server/db/schema/index.ts';
import { PublicAnswers } from '../../server/lib/public-answers.ts';
import { withSecondApp } from './harness.ts';

describe('PublicAnswers', () => {
  it('serves a kept answer while the version holds, recomputes when it changes, and bounds its memory', async () => {
    let version = 1;
    let computed = 0;
    const answers = new PublicAnswers(async () => String(version), 60, 0);
    const compute = (value: string) => async () => {
      computed++;
      return { value };
    };
    const a = await answers.get('a', compute('x'.repeat(20)));
    expect(await answers.get('a', compute('other'))).toEqual(a);
    expect(computed).toBe(1);
    version = 2;
    const again = await answers.get('a', compute('y'.repeat(20)));
    expect(computed).toBe(2);
    expect(again.body).toContain('yyyy');
    expect(again.etag).not.toBe(a.etag);
    // 60 bytes hold two answers of ~32: a third pushes out the least recently used.
    await answers.get('b', compute('b'.repeat(20)));
    await answers.get('a', compute('unused'));
    await answers.get('c', compute('c'.repeat(20)));
    expect(answers.size.entries).toBe(2);
    expect(answers.size.bytes).toBeLessThanOrEqual(60);
    const before = computed;
    await answers.get('a', compute('unused'));
    expect(computed).toBe(before); // 'a' was used last, so 'b' went
    await answers.get('b', compute('b'.repeat(20)));
    expect(computed).toBe(before + 1);
  });
});

describe('open-data answers across two processes', () => {
  const apps = withSecondApp();
  const club = orgId.club('naomh-padraig');

  const view = async (base: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}/api/v1/organization/${club}`, { headers });
    return { res, name: res.status === 200 ? ((await res.json()) as { name: string }).name : undefined };
  };
  const searchNames = async (base: string, q: string) => {
    const res = await fetch(`${base}/api/v1/organization?search=${encodeURIComponent(q)}`);
    return (
      (await res.json()) as { _embedded: { organizations: { name: string }[] } }
    )._embedded.organizations.map((o) => o.name);
  };

  it('answers a repeated view with the same ETag and a 304, and keeps Last-Modified', async () => {
    const first = await view(apps.second.url);
    expect(first.res.headers.get('cache-control')).toMatch(/public, max-age=60/);
    const etag = first.res.headers.get('etag')!;
    expect(etag).toMatch(/^W\//);
    expect(first.res.headers.get('last-modified')).toBeTruthy();
    const again = await view(apps.second.url, { 'If-None-Match': etag });
    expect(again.res.status).toBe(304);
  });

  it('a change made by another process is seen within the version check window, in search and view', async () => {
    expect((await view(apps.second.url)).name).toBe('Naomh Pádraig');
    expect(await searchNames(apps.second.url, 'Naomh Padraig')).toContain('Naomh Pádraig');
    const [row] = await apps.s.database.db.select().from(organization).where(eq(organization.id, club));
    try {
      // Written straight to the database: the other process (the test server) knows nothing of it.
      await apps.s.database.db
        .update(organization)
        .set({ name: 'Naomh Pádraig Renamed', searchText: 'st padraig renamed | st patricks' })
        .where(eq(organization.id, club));
      await expect
        .poll(async () => (await view(apps.second.url)).name, { timeout: 5000 })
        .toBe('Naomh Pádraig Renamed');
      expect(await searchNames(apps.second.url, 'renamed')).toContain('Naomh Pádraig Renamed');
    } finally {
      await apps.s.database.db
        .update(organization)
        .set({ name: row!.name, searchText: row!.searchText })
        .where(eq(organization.id, club));
    }
  });

  it('a write request through the same process makes its next public read check at once', async () => {
    expect((await view(apps.second.url)).name).toBeDefined();
    await expect
      .poll(async () => (await view(apps.second.url)).name, { timeout: 5000 })
      .toBe('Naomh Pádraig');
    const [row] = await apps.s.database.db.select().from(organization).where(eq(organization.id, club));
    try {
      await apps.s.database.db
        .update(organization)
        .set({ name: 'Naomh Pádraig Again' })
        .where(eq(organization.id, club));
      // Any write through this process (here a refused one) expires the version it holds.
      await fetch(`${apps.second.url}/api/sync/push`, { method: 'POST' });
      expect((await view(apps.second.url)).name).toBe('Naomh Pádraig Again');
    } finally {
      await apps.s.database.db.update(organization).set({ name: row!.name }).where(eq(organization.id, club));
    }
  });
});
