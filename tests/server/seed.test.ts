import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/client.ts';
import {
  account,
  executivePosition,
  familyMember,
  organization,
  organizationParent,
  person,
  personOrganization,
} from '../../server/db/schema/index.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from '../../server/db/seed/demo.ts';
import { COUNTIES, orgId } from '../../server/db/seed/geography.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { seedNational } from '../../server/db/seed/national.ts';
import { loadPrincipal } from '../../server/auth/principal.ts';
import { verifyPassword } from '../../server/auth/passwords.ts';

const NOW = new Date('2026-05-01T12:00:00Z');

async function organisations(db: Database['db']) {
  return db
    .select({ id: organization.id, name: organization.name, type: organization.additionalType })
    .from(organization)
    .orderBy(asc(organization.id));
}

describe('demo seed', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    expect(await seedDemo(database.db, { now: NOW })).toEqual({ seeded: true });
  });
  afterAll(() => database.close());

  it('has the 4 provinces under the root and the 32 counties', async () => {
    const { db } = database;
    const provinces = await db.select().from(organization).where(eq(organization.additionalType, 'Branch'));
    expect(provinces.map((p) => p.name).sort()).toEqual(['Connacht', 'Leinster', 'Munster', 'Ulster']);
    const counties = await db.select().from(organization).where(eq(organization.additionalType, 'County'));
    expect(counties).toHaveLength(32);
    expect(new Set(counties.map((c) => c.name))).toEqual(new Set(COUNTIES.map((c) => c.name)));
    const ulster = await db
      .select({ name: organization.name })
      .from(organizationParent)
      .innerJoin(organization, eq(organization.id, organizationParent.organizationId))
      .where(eq(organizationParent.parentId, orgId.province('ulster')));
    expect(ulster.map((u) => u.name).sort()).toEqual([
      'Antrim',
      'Armagh',
      'Cavan',
      'Derry',
      'Donegal',
      'Down',
      'Fermanagh',
      'Monaghan',
      'Tyrone',
    ]);
    const [root] = await db.select().from(organization).where(eq(organization.additionalType, 'Root'));
    expect(root?.name).toBe('GAA');
    const clubs = await db.select().from(organization).where(eq(organization.additionalType, 'Club'));
    expect(clubs.length).toBeGreaterThanOrEqual(35);
    for (const row of [...provinces, ...counties, ...clubs]) expect(row.searchText).not.toBe('');
  });

  it('creates every demo user, findable by username with the demo password', async () => {
    const { db } = database;
    for (const { username } of DEMO_USERS) {
      const p = await loadPrincipal(db, { username: username.toUpperCase() });
      expect(p, username).not.toBeNull();
      expect(p!.personId, username).toBeTruthy();
    }
    const [row] = await db.select().from(account).where(eq(account.username, 'member'));
    expect(await verifyPassword(row!.passwordHash, DEMO_PASSWORD)).toBe(true);
    const su = await loadPrincipal(db, { username: 'super-admin' });
    expect(su!.globalRoles).toEqual(
      expect.arrayContaining(['super_admin', 'link_account_admin', 'pif_claim_checker']),
    );
    const co = await loadPrincipal(db, { username: 'childrens-officer' });
    expect(co!.preferredLanguage).toBe('ga');
    const ref = await loadPrincipal(db, { username: 'referee' });
    expect(ref!.features).toContain('COMPETITIONS');
    expect(ref!.links.map((l) => l.organizationId).sort()).toEqual(
      [orgId.county('wicklow'), orgId.club(MAIN_CLUB_KEY)].sort(),
    );
  });

  it("gives the parent's family two dependants", async () => {
    const { db } = database;
    const parent = await loadPrincipal(db, { username: 'parent' });
    const [primary] = await db
      .select()
      .from(familyMember)
      .where(and(eq(familyMember.personId, parent!.personId!), eq(familyMember.position, 'PRIMARY')));
    expect(primary).toBeDefined();
    const dependants = await db
      .select({ birthDate: person.birthDate, familyName: person.familyName })
      .from(familyMember)
      .innerJoin(person, eq(person.id, familyMember.personId))
      .where(and(eq(familyMember.familyId, primary!.familyId), eq(familyMember.position, 'DEPENDENT')));
    expect(dependants).toHaveLength(2);
    expect(dependants.map((d) => d.birthDate!.slice(0, 4)).sort()).toEqual(['2013', '2017']);
    const childLinks = await db
      .select()
      .from(personOrganization)
      .where(eq(personOrganization.organizationId, orgId.club(MAIN_CLUB_KEY)));
    expect(childLinks.length).toBeGreaterThanOrEqual(30);
  });

  it("sets the officer's privileges and executive posts", async () => {
    const { db } = database;
    const officer = await loadPrincipal(db, { username: 'officer' });
    const link = officer!.links.find((l) => l.organizationId === orgId.club(MAIN_CLUB_KEY));
    expect(link!.privileges.sort()).toEqual(['FINANCE', 'ORG_ADMIN']);
    expect(link!.labels).toEqual(
      expect.arrayContaining([
        'ADMIN_CLUB',
        'ADMIN_FINANCE',
        'EXEC_SECRETARY',
        'EXEC_NATIONALCLUBDRAWOFFICER',
        'Treasurer',
      ]),
    );
    const posts = await db
      .select({ name: executivePosition.name })
      .from(executivePosition)
      .where(eq(executivePosition.personId, officer!.personId!));
    expect(posts.map((p) => p.name)).toContain('secretary');
    const comp = await loadPrincipal(db, { username: 'competition-admin' });
    expect(comp!.links[0]!.privileges).toEqual(
      expect.arrayContaining(['COMPETITION', 'MATCH_OFFICIAL_ADMIN', 'FIXTURE_ANALYST']),
    );
    const committee = await db
      .select()
      .from(executivePosition)
      .where(eq(executivePosition.organizationId, orgId.club(MAIN_CLUB_KEY)));
    expect(committee.map((p) => p.rank).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('is a no-op the second time', async () => {
    const { db } = database;
    const before = await db.$count(person);
    expect(await seedDemo(db, { now: NOW })).toEqual({ seeded: false });
    expect(await db.$count(person)).toBe(before);
  });

  it('gives the same organisations on a fresh database', async () => {
    const other = await openDatabase({ memory: true });
    try {
      await seedDemo(other.db, { now: NOW });
      expect(await organisations(other.db)).toEqual(await organisations(database.db));
      const ids = (db: Database['db']) =>
        db.select({ id: person.id, name: person.givenName }).from(person).orderBy(asc(person.id));
      expect(await ids(other.db)).toEqual(await ids(database.db));
    } finally {
      await other.close();
    }
    // A second whole demo seed (migrations included): over 30 s on a busy 2-core machine (a CI rehearsal).
  }, 180_000);

  it('adds a (tiny) national scale on top of the demo', async () => {
    const { db } = database;
    const clubsBefore = await db.$count(organization, eq(organization.additionalType, 'Club'));
    const result = await seedNational(db, { clubs: 40, people: 600 });
    expect(result.seeded).toBe(true);
    expect(await db.$count(organization, eq(organization.additionalType, 'Club'))).toBe(clubsBefore + 40);
    // Eight teams per club in counties with a league; each team hosts up to eight others.
    expect(result.teams).toBeGreaterThan(0);
    expect(result.teams % 8).toBe(0);
    expect(result.fixtures).toBeGreaterThan(result.teams / 2);
    const added = await db
      .select({ id: personOrganization.personId })
      .from(personOrganization)
      .where(inArray(personOrganization.organizationId, result.clubIds));
    expect(added).toHaveLength(600);
    const again = await seedNational(db, { clubs: 40, people: 600 });
    expect(again.seeded).toBe(false);
    expect(again.fixtures).toBe(0);
  });
});
