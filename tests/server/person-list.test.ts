/**
 * The person list (`GET /person`, issue 53 item 2): scoped to the caller's families or to an organisation they
 * administer (or one under it), filtered by the link's and the membership's status, paged in name order; an
 * unscoped list and another club's people are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personListApi as api } from '../../domain/person/club-link/person-list.contract.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { callContract, startTestServer, type TestServer } from './harness.ts';
import { world, type WorldClub } from './world.ts';

let s: TestServer;
let club: WorldClub;
beforeAll(async () => {
  s = await startTestServer();
  const w = world(s);
  club = await w.club({ county: 'kerry' });
  const admin = await w.person({ username: 'list-admin', givenName: 'Áine', familyName: 'Admin' });
  await w.member(admin, club, { labels: ['ADMIN_CLUB'], privileges: ['ORG_ADMIN'] });
  for (const [given, family] of [
    ['Cathal', 'Breathnach'],
    ['Aoife', 'Breathnach'],
    ['Dónall', 'Ó Sé'],
  ])
    await w.member(await w.person({ givenName: given!, familyName: family! }), club);
  await w.person({ username: 'list-outsider' });
});
afterAll(() => s.close());

const list = (filter: string | undefined, as: string, extra: Record<string, string | number> = {}) =>
  callContract(s, api.list, { query: { ...(filter ? { filter } : {}), ...extra } }, as);

describe('GET /person', () => {
  it('lists an organisation’s people in name order, paged, for its administrator', async () => {
    const res = await list(`organization.id:${club.id}`, 'list-admin', { size: 2 });
    expect(res.status).toBe(200);
    expect(res.body.page).toMatchObject({ totalElements: 4, size: 2, number: 0 });
    expect(res.body._embedded.persons.map((p) => `${p.givenName} ${p.familyName}`)).toEqual([
      'Áine Admin',
      'Aoife Breathnach',
    ]);
    expect(res.body._embedded.persons[0]).not.toHaveProperty('birthDate');
    const next = await list(`organization.id:${club.id}`, 'list-admin', { size: 2, page: 1, format: 'FULL' });
    expect(next.body._embedded.persons.map((p) => p.givenName)).toEqual(['Cathal', 'Dónall']);
    expect(next.body._embedded.persons[0]).toHaveProperty('birthDate', '1990-01-01');
    expect(next.body._embedded.persons[0]?.orgPerson).toEqual({ organizationId: club.id, status: 'ACTIVE' });
  });

  it('filters by the link’s status and by name', async () => {
    expect(
      (await list(`organization.id:${club.id},orgPerson.status:HIBERNATED`, 'list-admin')).body.page
        .totalElements,
    ).toBe(0);
    const named = await list(`organization.id:${club.id}`, 'list-admin', { search: 'breath' });
    expect(named.body._embedded.persons).toHaveLength(2);
    const none = await list(`organization.id:${club.id},membership.status:REGISTERED`, 'list-admin');
    expect(none.body.page.totalElements).toBe(0);
  });

  it('an ancestor’s administrator lists the people under it; a club admin may not list the county', async () => {
    const county = await list(`ancestorOrganization.id:${orgId.county('kerry')}`, 'super-admin', {
      size: 1000,
    });
    expect(county.status).toBe(200);
    expect(county.body._embedded.persons.some((p) => p.orgPerson?.organizationId === club.id)).toBe(true);
    expect((await list(`ancestorOrganization.id:${orgId.county('kerry')}`, 'list-admin')).status).toBe(403);
  });

  it('refuses another organisation’s people and an unscoped list', async () => {
    expect((await list(`organization.id:${club.id}`, 'list-outsider')).status).toBe(403);
    expect((await list(undefined, 'list-admin')).status).toBe(400);
    expect((await list('family.id:other', 'list-admin')).status).toBe(400);
    expect((await list('nope:1', 'list-admin')).status).toBe(400);
  });

  it('lists the people of the caller’s own families', async () => {
    const res = await list('family.id:myOwn', 'parent', { format: 'FULL' });
    expect(res.status).toBe(200);
    const names = res.body._embedded.persons.map((p) => p.givenName);
    expect(names.length).toBeGreaterThanOrEqual(3);
    expect(res.body._embedded.persons.every((p) => p.orgPerson === undefined)).toBe(true);
    expect((await list('family.id:myOwn', 'list-outsider')).body.page.totalElements).toBe(0);
  });
});
