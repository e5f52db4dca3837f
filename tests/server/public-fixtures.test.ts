/**
 * Issue 19 item 7, club fixtures: a club's public fixture list (no token) is kept in each process under the
 * `fixture` public read version (migration 0015), so a score recorded through another process shows within the
 * version check (a second); and a fixture page's total needs no count query when the page itself tells it.
 */
import { describe, expect, it } from 'vitest';
import type { Fixture } from '../../domain/competition/fixture.ts';
import { leagueFixtureId } from '../../server/db/seed/competition.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { withSecondApp } from './harness.ts';

const apps = withSecondApp();

const MAIN_CLUB = orgId.club(MAIN_CLUB_KEY);
/** A league fixture of the main club, in the past, no result yet; the demo referee is appointed to it. */
const PAST_NO_RESULT = leagueFixtureId(4);

type Page = { _embedded: { fixtures: Fixture[] }; page: { totalElements: number; totalPages: number } };

async function page(query: string, as?: string) {
  const res = await apps.s.call(`/api/fixture?${query}`, { as });
  expect(res.status, query).toBe(200);
  return { body: (await res.json()) as Page, etag: res.headers.get('etag'), res };
}

describe('fixture list totals', () => {
  it('are the same whether the page told them or a count did', async () => {
    const all = (await page('size=100', 'member')).body;
    const n = all.page.totalElements;
    expect(n).toBe(all._embedded.fixtures.length);
    expect(n).toBeGreaterThan(4);
    const last = Math.ceil(n / 4) - 1;
    for (const q of [
      'size=4&page=0', // full page: counted
      `size=4&page=${last}`, // the last page, not full: told by the page
      `size=4&page=${last + 3}`, // past the end: counted
      `size=${n}&page=0`, // exactly full: counted
      `size=${n}&page=1`, // empty, past the end: counted
    ]) {
      const p = (await page(q, 'member')).body;
      expect(p.page.totalElements, q).toBe(n);
      expect(p.page.totalPages, q).toBe(Math.ceil(n / Number(/size=(\d+)/.exec(q)![1])));
    }
  });
});

describe("a club's public fixtures", () => {
  it('are kept with an ETag (304 when unchanged) and renewed when a score comes in through another process', async () => {
    const query = `filter=organization:${MAIN_CLUB}`;
    const first = await page(query);
    expect(first.res.headers.get('cache-control')).toContain('public');
    const again = await page(query);
    expect(again.etag).toBe(first.etag);
    const unchanged = await apps.s.call(`/api/fixture?${query}`, {
      headers: { 'If-None-Match': first.etag! },
    });
    expect(unchanged.status).toBe(304);
    expect(
      first.body._embedded.fixtures.find((f) => f.id === PAST_NO_RESULT)?.homeTeam.goals ?? null,
    ).toBeNull();

    const scored = await fetch(`${apps.second.url}/api/fixture/${PAST_NO_RESULT}/score`, {
      method: 'PUT',
      headers: {
        Authorization: `Bearer ${await apps.s.tokenFor('referee')}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ homeGoals: 2, homePoints: 7, awayGoals: 1, awayPoints: 10 }),
    });
    expect(scored.status).toBe(200);
    await expect
      .poll(
        async () =>
          (await page(query)).body._embedded.fixtures.find((f) => f.id === PAST_NO_RESULT)?.homeTeam,
        { timeout: 5000, interval: 250 },
      )
      .toMatchObject({ goals: 2, points: 7 });
    expect((await page(query)).etag).not.toBe(first.etag);
  });
});
