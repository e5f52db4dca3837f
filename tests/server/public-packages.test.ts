/**
 * `GET /api/v1/organization/{id}/package`: the public club page's membership packages block (seed 1 §2).
 * Without a token; ACTIVE packages with an option on sale only; paginated.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicPackagePage } from '../../domain/membership/public-package.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { DEMO_PACKAGE_IDS } from '../../server/db/seed/membership.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const club = orgId.club(MAIN_CLUB_KEY);

async function page(path: string, as?: string) {
  const res = await s.call(path, { as });
  expect(res.status).toBe(200);
  return v.parse(PublicPackagePage, await res.json());
}

type Pkg = { id: string; options: ({ id: string } & Record<string, unknown>)[] } & Record<string, unknown>;

describe('a club’s packages on sale, for its public page', () => {
  it('lists the ACTIVE packages by slug or id, season descending then name, without a token', async () => {
    const bySlug = await page(`/api/v1/organization/${MAIN_CLUB_KEY}/package`);
    expect(bySlug._embedded.packages.map((p) => p.name)).toEqual([
      'Adult membership',
      'Family membership',
      'Youth membership',
    ]);
    expect(bySlug.page).toEqual({ number: 0, size: 20, totalElements: 3, totalPages: 1 });
    const byId = await page(`/api/v1/organization/${club}/package`);
    expect(byId._embedded.packages.map((p) => p.id)).toEqual(bySlug._embedded.packages.map((p) => p.id));
    const adult = bySlug._embedded.packages.find((p) => p.id === DEMO_PACKAGE_IDS.adult)!;
    expect(adult.organization.id).toBe(club);
    expect(adult.options.map((o) => o.name)).toEqual(['Adult player', 'Adult non-player']);
    expect(adult.options[0]).toMatchObject({ price: 12000, priceCurrency: 'EUR' });
  });

  it('shows nothing of an option’s set-up: questions, payment plans, availability', async () => {
    const text = await (await s.call(`/api/v1/organization/${club}/package`)).text();
    for (const key of [
      'additionalQuestions',
      'instalmentPrice',
      'availableOnlineFor',
      'visibleOnline',
      'version',
    ])
      expect(text).not.toContain(key);
  });

  it('pages, with the total, and answers an unknown club with 404 and a bad size with 400', async () => {
    const first = await page(`/api/v1/organization/${club}/package?size=2`);
    expect(first._embedded.packages).toHaveLength(2);
    expect(first.page).toEqual({ number: 0, size: 2, totalElements: 3, totalPages: 2 });
    const second = await page(`/api/v1/organization/${club}/package?size=2&page=1`);
    expect(second._embedded.packages.map((p) => p.name)).toEqual(['Youth membership']);
    expect(second.page.totalElements).toBe(3);
    const past = await page(`/api/v1/organization/${club}/package?size=2&page=7`);
    expect(past._embedded.packages).toEqual([]);
    expect(past.page.totalElements).toBe(3);
    expect((await s.call('/api/v1/organization/no-such-club/package')).status).toBe(404);
    expect((await s.call(`/api/v1/organization/${club}/package?size=0`)).status).toBe(400);
    expect((await s.call(`/api/v1/organization/${club}/package?size=101`)).status).toBe(400);
    expect((await s.call(`/api/v1/organization/${club}/package?status=DRAFT`)).status).toBe(400);
  });

  // A DRAFT package never shows: tests/server/authz/objects.test.ts.
  it('never lists an option not on sale, nor a package with none', async () => {
    const copy = (await (
      await s.call(`/api/package/clone?fromPackageId=${DEMO_PACKAGE_IDS.adult}`, {
        method: 'POST',
        as: 'officer',
      })
    ).json()) as Pkg;
    const names = async () =>
      (await page(`/api/v1/organization/${club}/package`))._embedded.packages.map((p) => p.name);

    // ACTIVE, but one option hidden online and the other closed to everyone: still not on sale.
    const options = copy.options.map(({ id: _id, packageId: _p, ...o }, i) =>
      i === 0 ? { ...o, visibleOnline: false } : { ...o, availableOnlineFor: 'NO_ONE' },
    );
    const fields = {
      organizationId: club,
      name: 'Adult membership (copy)',
      season: copy.season,
      status: 'ACTIVE',
      options,
    };
    const put = await s.call(`/api/package/${copy.id}`, { method: 'PUT', as: 'officer', json: fields });
    expect(put.status).toBe(200);
    expect(await names()).not.toContain('Adult membership (copy)');

    // One option back on sale: the package shows with that option only.
    options[1] = { ...options[1]!, availableOnlineFor: 'ANYONE' };
    await s.call(`/api/package/${copy.id}`, { method: 'PUT', as: 'officer', json: { ...fields, options } });
    const listed = (await page(`/api/v1/organization/${club}/package`))._embedded.packages.find(
      (p) => p.id === copy.id,
    );
    expect(listed?.options.map((o) => o.name)).toEqual(['Adult non-player']);
    expect((await s.call(`/api/package/${copy.id}`, { method: 'DELETE', as: 'officer' })).status).toBe(204);
    expect(await names()).not.toContain('Adult membership (copy)');
  });
});
