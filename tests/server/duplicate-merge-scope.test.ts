/**
 * Duplicate-member merge, what it refuses (issue 28 item 4): never across clubs the admin does not hold (a
 * person outside the club, another club's admin, a person who also belongs to a club the admin does not
 * administer), never two accounts into one, never a role in a club handed to another record, and a record only
 * one person may hold (an open vetting application) held by both rolls the whole merge back.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuplicateJob } from '../../domain/membership/duplicates.ts';
import {
  duplicateGroup,
  duplicateJob,
  groupMember,
  linkedAccount,
  person,
  personOrganization,
  vettingApplication,
} from '../../server/db/schema/index.ts';
import { clubWithAdmin, ok } from './duplicate-calls.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { world, type WorldClub, type WorldPerson } from './world.ts';

let s: TestServer;
let w: ReturnType<typeof world>;
let club: WorldClub;
let admin: WorldPerson;
const people: Record<string, WorldPerson> = {};

async function someone(key: string, given: string, family: string, birthDate = '1999-09-09') {
  const p = await w.person({ givenName: given, familyName: family, dateOfBirth: birthDate });
  await w.member(p, club);
  people[key] = p;
  return p;
}

beforeAll(async () => {
  s = await startTestServer();
  w = world(s);
  ({ club, admin } = await clubWithAdmin(w, 'Cumann na Teorann', 'dupscope'));
  await someone('padraig', 'Pádraig', 'Ó Néill');
}, 120_000);
afterAll(() => s.close());

const base = () => `/api/organization/${club.id}`;
const as = () => admin.username!;
const merge = (primaryPersonId: string, personIds: string[]) =>
  s.call(`${base()}/merge`, {
    as: as(),
    method: 'POST',
    json: { primaryPersonId, personIds, mergeType: 'MERGE' },
  });

describe('five accounts at most (seed 1 §5 "Merge accounts": 2 to 5)', () => {
  const MAX = 'Choose at most 5 accounts to merge at a time';
  let six: string[];
  beforeAll(async () => {
    six = [];
    for (let i = 0; i < 6; i++) six.push((await someone(`six${i}`, 'Seán', `Ó Sé ${i}`, '1990-01-01')).id);
  });

  it('refuses a merge of six with the message, in English and Irish, and merges nobody', async () => {
    const res = await merge(six[0]!, six);
    const body = await ok<{ errors: { field: string; message: string }[] }>(res, 400);
    expect(body.errors).toContainEqual(expect.objectContaining({ field: 'personIds', message: MAX }));
    const ga = await s.call(`${base()}/merge`, {
      as: as(),
      method: 'POST',
      json: { primaryPersonId: six[0], personIds: six, mergeType: 'MERGE' },
      headers: { 'Accept-Language': 'ga' },
    });
    const gaBody = await ok<{ errors: { field: string; message: string }[] }>(ga, 400);
    expect(gaBody.errors).toContainEqual(
      expect.objectContaining({
        field: 'personIds',
        message: 'Roghnaigh cúig chuntas ar a mhéad le cumasc san am céanna',
      }),
    );
    const left = await s.database.db.select().from(person).where(eq(person.id, six[5]!));
    expect(left[0]!.deletedAt).toBeNull();
  });

  it('merges five', async () => {
    await ok(await merge(six[0]!, six.slice(0, 5)));
  });

  it('refuses a group of six reviewed whole, and takes five of its people when they are chosen', async () => {
    const people6: string[] = [];
    for (let i = 0; i < 6; i++) people6.push((await someone(`grp${i}`, 'Áine', `Ní Dhuibhir ${i}`)).id);
    const jobId = `job-six-${process.pid}`;
    const groupId = `group-six-${process.pid}`;
    await s.database.db
      .insert(duplicateJob)
      .values({ id: jobId, organizationId: club.id, status: 'PENDING_REVIEW', requestedBy: admin.id });
    await s.database.db
      .insert(duplicateGroup)
      .values({ id: groupId, jobId, personIds: [...people6].sort(), status: 'PENDING' });
    const review = (json: object) =>
      s.call(`${base()}/potential-duplicates-job/${jobId}/potential-duplicates-groups/${groupId}`, {
        as: as(),
        method: 'PATCH',
        json,
      });
    const whole = await ok<{ message: string }>(
      await review({ status: 'MERGED', mergeType: 'MERGE', primaryPersonId: people6[0] }),
      400,
    );
    expect(whole.message).toBe(MAX);
    await ok(
      await review({
        status: 'MERGED',
        mergeType: 'MERGE',
        primaryPersonId: people6[0],
        personIds: people6.slice(0, 5),
      }),
    );
  });
});

describe('never across clubs', () => {
  it('refuses a person who is not a member of the club, and another club’s admin', async () => {
    const outsider = await w.person({ givenName: 'Seán', familyName: 'Ó Briain' });
    const res = await merge(people.padraig!.id, [people.padraig!.id, outsider.id]);
    expect(res.status).toBe(403);
    const [still] = await s.database.db.select().from(person).where(eq(person.id, outsider.id));
    expect(still!.deletedAt).toBeNull();

    const otherAdmin = await w.person({ username: `dupother-${process.pid}` });
    const other = await w.club({ county: 'kerry' });
    await w.member(otherAdmin, other, { labels: ['ADMIN_CLUB'], privileges: ['ORG_ADMIN'] });
    for (const path of ['/potential-duplicates-job', '/merge']) {
      const r = await s.call(`${base()}${path}`, { as: otherAdmin.username!, method: 'POST', json: {} });
      expect(r.status).toBe(403);
    }
    const theirs = await ok<DuplicateJob>(
      await s.call(`/api/organization/${other.id}/potential-duplicates-job`, {
        as: otherAdmin.username!,
        method: 'POST',
      }),
      201,
    );
    const probe = await s.call(`${base()}/potential-duplicates-job/${theirs.id}`, { as: as() });
    expect(probe.status).toBe(404);
  });

  it('refuses to merge someone who also belongs to a club the admin does not hold', async () => {
    const elsewhere = await w.club({ county: 'kerry' });
    const twin = await someone('twin', 'Pádraig', "O'Neill");
    await w.member(twin, elsewhere);
    const res = await merge(people.padraig!.id, [people.padraig!.id, twin.id]);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toMatch(/club you do not administer/);
  });

  it('rolls the whole merge back when a record only one person may hold is held by both', async () => {
    const { db } = s.database;
    const a = await someone('vetA', 'Liam', 'Ó Sé', '1980-01-01');
    const b = await someone('vetB', 'William', "O'Shea", '1980-01-01');
    const team = await w.team(club, { activity: 'Camogie', players: [b] });
    for (const who of [a, b])
      await db.insert(vettingApplication).values({
        id: crypto.randomUUID(),
        reference: `VET-T${who.id.slice(0, 8)}`,
        type: 'NVB',
        association: 'GAA',
        personId: who.id,
        organizationId: club.id,
        role: 'COACH',
        applicant: {} as never,
        proofOfAddressDate: '2026-01-01',
        consents: { reviewConfirmed: true, consentGiven: true },
        appliedOn: '2026-01-01',
      });
    const res = await merge(a.id, [a.id, b.id]);
    expect(res.status).toBe(409);
    const roster = await db.select().from(groupMember).where(eq(groupMember.groupId, team.id));
    expect(roster.map((m) => m.personId)).toEqual([b.id]);
    const [still] = await db.select().from(person).where(eq(person.id, b.id));
    expect(still!.deletedAt).toBeNull();
  });

  it('refuses to merge two people who both have accounts', async () => {
    const a = await w.person({ username: `dupa-${process.pid}`, givenName: 'Máire', familyName: 'Ní Néill' });
    const b = await w.person({ username: `dupb-${process.pid}`, givenName: 'Mary', familyName: "O'Neill" });
    await w.member(a, club);
    await w.member(b, club);
    const res = await merge(a.id, [a.id, b.id]);
    expect(res.status).toBe(409);
    const links = await s.database.db
      .select()
      .from(personOrganization)
      .where(and(eq(personOrganization.personId, b.id), eq(personOrganization.organizationId, club.id)));
    expect(links).toHaveLength(1);
  });
  it('never hands a role in a club to another record: the one who holds it must survive', async () => {
    const coach = await someone('coach', 'Tomás', 'Ó Riain', '1970-07-07');
    const plain = await someone('plain', 'Thomas', 'Ryan', '1970-07-07');
    await s.database.db
      .update(personOrganization)
      .set({ labels: ['Adult', 'Coach'] })
      .where(eq(personOrganization.personId, coach.id));
    const refused = await merge(plain.id, [plain.id, coach.id]);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(/holds a role/);
    await ok(await merge(coach.id, [coach.id, plain.id]));
    const [link] = await s.database.db
      .select()
      .from(personOrganization)
      .where(and(eq(personOrganization.personId, coach.id), eq(personOrganization.organizationId, club.id)));
    expect(link!.labels).toEqual(['Adult', 'Coach']);
  });
});

describe('linked accounts', () => {
  it('move to the primary; one both had stays once, the other copy retired with its history', async () => {
    const { db } = s.database;
    const a = await someone('linkA', 'Eoin', 'Mac Carthaigh', '1988-08-08');
    const b = await someone('linkB', 'Owen', 'McCarthy', '1988-08-08');
    const row = (personId: string, identifier: string) => ({
      id: crypto.randomUUID(),
      personId,
      type: 'OTHER',
      identifier,
      identifierKey: identifier.toLowerCase(),
      name: identifier,
      relationship: 'PRIMARY',
    });
    await db.insert(linkedAccount).values([row(a.id, 'X1'), row(b.id, 'x1'), row(b.id, 'Y2')]);
    await ok(await merge(a.id, [a.id, b.id]));
    const rows = await db.select().from(linkedAccount).where(eq(linkedAccount.personId, a.id));
    const live = rows.filter((r) => !r.deletedAt).map((r) => r.identifierKey);
    expect(live.sort()).toEqual(['x1', 'y2']);
    expect(rows).toHaveLength(3);
  });
});
