/**
 * Duplicate-member merge (issue 28 item 4): a job finds the club's likely duplicates in Irish and English forms,
 * one job runs at a time, reviewing skips or merges a group (every link moved to the primary in one
 * transaction, logged), FAMILY links instead of merging, and nothing crosses a club the admin does not hold.
 * Every column that references a person is handled by the merge (a new one fails the first test). What a merge
 * refuses (other clubs, two accounts, roles, records only one person may hold): duplicate-merge-scope.test.ts.
 */
import { eq, inArray } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  groupDuplicates,
  type DuplicateGroup,
  type DuplicateJob,
} from '../../domain/membership/duplicates.ts';
import * as schema from '../../server/db/schema/index.ts';
import {
  duplicateJob,
  familyMember,
  groupAudit,
  groupMember,
  person,
  personMerge,
  personOrganization,
  team as teamTable,
} from '../../server/db/schema/index.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { duplicatePersonId } from '../../server/db/seed/duplicates.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { runDuplicateJobs } from '../../server/jobs/duplicates-job.ts';
import { clubCandidates } from '../../server/services/membership/duplicates.repository.ts';
import { PERSON_REFERENCES } from '../../server/services/membership/person-merge.repository.ts';
import { clubWithAdmin, ok } from './duplicate-calls.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { world, type WorldClub, type WorldPerson } from './world.ts';

let s: TestServer;
let w: ReturnType<typeof world>;
let club: WorldClub;
let admin: WorldPerson;
const people: Record<string, WorldPerson> = {};

async function someone(
  key: string,
  given: string,
  family: string,
  more: Partial<typeof person.$inferInsert> = {},
) {
  const p = await w.person({
    givenName: given,
    familyName: family,
    dateOfBirth: more.birthDate ?? '2001-03-04',
  });
  if (Object.keys(more).length) await s.database.db.update(person).set(more).where(eq(person.id, p.id));
  await w.member(p, club);
  people[key] = p;
  return p;
}

beforeAll(async () => {
  s = await startTestServer();
  w = world(s);
  ({ club, admin } = await clubWithAdmin(w, 'Cumann na nDúbláiltí', 'dupadmin'));
  await someone('sean', 'Seán', 'Ó Briain', { email: 'sean@example.ie' });
  await someone('john', 'John', "O'Brien", { telephone: '+353 87 765 4321' });
  await someone('padraig', 'Pádraig', 'Ó Néill', { birthDate: '1999-09-09' });
  await someone('patrick', 'Patrick', "O'Neill", { birthDate: '1999-09-09' });
  await someone('aoife', 'Aoife', 'Ní Bhriain', { birthDate: '2012-05-05', email: 'SEAN@example.ie ' });
}, 120_000);
afterAll(() => s.close());

const base = () => `/api/organization/${club.id}`;
const as = () => admin.username!;
const pending = async (jobId: string) =>
  (
    await ok<{ _embedded: { potentialDuplicatesGroups: DuplicateGroup[] } }>(
      await s.call(
        `${base()}/potential-duplicates-job/${jobId}/potential-duplicates-groups?filter=status:PENDING`,
        {
          as: as(),
        },
      ),
    )
  )._embedded.potentialDuplicatesGroups;
const groupWith = (groups: DuplicateGroup[], id: string) => groups.find((g) => g.personIds.includes(id))!;

describe('every reference to a person', () => {
  it('is moved by a merge (PERSON_REFERENCES lists each foreign key to person)', () => {
    const fks = (Object.values(schema) as unknown[])
      .filter((t): t is PgTable => t instanceof PgTable)
      .flatMap((t) => {
        const c = getTableConfig(t);
        return c.foreignKeys
          .map((fk) => fk.reference())
          .filter((r) => getTableConfig(r.foreignTable).name === 'person')
          .map((r) => `${c.name}.${r.columns[0]!.name}`);
      });
    expect(PERSON_REFERENCES.map((r) => `${r.table}.${r.column}`).sort()).toEqual([...new Set(fks)].sort());
  });
});

describe('the demo club', () => {
  it('holds the seeded pairs to try the review on, and no other group', async () => {
    const groups = groupDuplicates(await clubCandidates(s.database.db, orgId.club(MAIN_CLUB_KEY)));
    const pairs = [
      ['sean', 'john'],
      ['padraig', 'patrick'],
      ['nora', 'aoife'],
    ] as const;
    expect(new Set(groups.map((g) => g.join(',')))).toEqual(
      new Set(pairs.map((p) => p.map(duplicatePersonId).sort().join(','))),
    );
  });
});

describe('potential-duplicates job', () => {
  let job: DuplicateJob;

  it('starts, refuses a second while it runs, then groups the club in Irish and English forms', async () => {
    const key = { 'Idempotency-Key': `dup-${crypto.randomUUID()}` };
    job = await ok<DuplicateJob>(
      await s.call(`${base()}/potential-duplicates-job`, { as: as(), method: 'POST', headers: key }),
      201,
    );
    expect(job).toMatchObject({ status: 'SCHEDULED', organizationId: club.id, requestedBy: admin.id });
    const replay = await ok<DuplicateJob>(
      await s.call(`${base()}/potential-duplicates-job`, { as: as(), method: 'POST', headers: key }),
      201,
    );
    expect(replay.id).toBe(job.id);
    const second = await s.call(`${base()}/potential-duplicates-job`, { as: as(), method: 'POST' });
    expect(second.status).toBe(409);
    expect(((await second.json()) as { message: string }).message).toMatch(/already running/);

    expect(await runDuplicateJobs(s.database.db)).toBeGreaterThanOrEqual(1);
    const done = await ok<DuplicateJob>(
      await s.call(`${base()}/potential-duplicates-job/${job.id}`, { as: as() }),
    );
    expect(done).toMatchObject({ status: 'PENDING_REVIEW', groupCount: 2, reviewedCount: 0 });
    expect(done.personCount).toBeGreaterThanOrEqual(6);

    const groups = await pending(job.id);
    const brien = groupWith(groups, people.sean!.id);
    expect(new Set(brien.personIds)).toEqual(new Set([people.sean!.id, people.john!.id, people.aoife!.id]));
    expect(brien.people.map((p) => p.clubs)).toEqual([[club.name], [club.name], [club.name]]);
    expect(groupWith(groups, people.padraig!.id).personIds).toContain(people.patrick!.id);
    const list = await ok<{ _embedded: { potentialDuplicatesJobs: DuplicateJob[] } }>(
      await s.call(`${base()}/potential-duplicates-job`, { as: as() }),
    );
    expect(list._embedded.potentialDuplicatesJobs[0]!.id).toBe(job.id);
  });

  it('merges a group into the chosen primary: links moved once, the other retired and logged', async () => {
    const { db } = s.database;
    const t1 = await w.team(club, { players: [people.sean!, people.john!] });
    const t2 = await w.team(club, { activity: 'Hurling', players: [people.john!] });
    const group = groupWith(await pending(job.id), people.sean!.id);
    const res = await s.call(
      `${base()}/potential-duplicates-job/${job.id}/potential-duplicates-groups/${group.id}`,
      {
        as: as(),
        method: 'PATCH',
        json: {
          status: 'MERGED',
          mergeType: 'MERGE',
          primaryPersonId: people.sean!.id,
          personIds: [people.sean!.id, people.john!.id],
        },
      },
    );
    const answer = await ok<{ group: DuplicateGroup; moved: Record<string, number> }>(res);
    expect(answer.group).toMatchObject({
      status: 'MERGED',
      mergeType: 'MERGE',
      primaryPersonId: people.sean!.id,
    });
    expect(answer.moved['group_member.person_id']).toBe(1);

    const teams = await db
      .select()
      .from(groupMember)
      .where(inArray(groupMember.groupId, [t1.id, t2.id]));
    const [bumped] = await db.select().from(teamTable).where(eq(teamTable.id, t2.id));
    expect(bumped!.version).toBeGreaterThan(1);
    const trail = await db.select().from(groupAudit).where(eq(groupAudit.groupId, t2.id));
    expect(trail).toContainEqual(
      expect.objectContaining({ event: 'MEMBER_REMOVED', subjectPersonId: people.john!.id }),
    );
    expect(teams.map((m) => m.personId)).toEqual([people.sean!.id, people.sean!.id]);
    const [sean] = await db.select().from(person).where(eq(person.id, people.sean!.id));
    expect(sean!.telephone).toBe('+353 87 765 4321');
    const [john] = await db.select().from(person).where(eq(person.id, people.john!.id));
    expect(john!.deletedAt).not.toBeNull();
    const links = await db
      .select()
      .from(personOrganization)
      .where(eq(personOrganization.personId, people.john!.id));
    expect(links).toEqual([]);
    const [log] = await db.select().from(personMerge).where(eq(personMerge.mergedPersonId, people.john!.id));
    expect(log).toMatchObject({
      primaryPersonId: people.sean!.id,
      actorPersonId: admin.id,
      groupId: group.id,
    });

    const again = await s.call(
      `${base()}/potential-duplicates-job/${job.id}/potential-duplicates-groups/${group.id}`,
      {
        as: as(),
        method: 'PATCH',
        json: { status: 'SKIPPED' },
      },
    );
    expect(again.status).toBe(409);
  });

  it('skips the last group and the job is REVIEWED; a new job does not raise it again', async () => {
    const group = groupWith(await pending(job.id), people.padraig!.id);
    await ok(
      await s.call(`${base()}/potential-duplicates-job/${job.id}/potential-duplicates-groups/${group.id}`, {
        as: as(),
        method: 'PATCH',
        json: { status: 'SKIPPED' },
      }),
    );
    const done = await ok<DuplicateJob>(
      await s.call(`${base()}/potential-duplicates-job/${job.id}`, { as: as() }),
    );
    expect(done).toMatchObject({ status: 'REVIEWED', reviewedCount: 2 });

    const reviewedPage = await ok<{ page: { size: number; totalElements: number } }>(
      await s.call(
        `${base()}/potential-duplicates-job/${job.id}/potential-duplicates-groups?filter=status:SKIPPED`,
        {
          as: as(),
        },
      ),
    );
    expect(reviewedPage.page).toMatchObject({ size: 1, totalElements: 1 });

    const next = await ok<DuplicateJob>(
      await s.call(`${base()}/potential-duplicates-job`, { as: as(), method: 'POST' }),
      201,
    );
    await runDuplicateJobs(s.database.db);
    const groups = await pending(next.id);
    expect(groups.find((g) => g.personIds.includes(people.padraig!.id))).toBeUndefined();
    // Seán (merged with John) and Aoife still share an e-mail: raised again, now as a pair.
    expect(new Set(groupWith(groups, people.sean!.id).personIds)).toEqual(
      new Set([people.sean!.id, people.aoife!.id]),
    );
  });

  it('FAMILY keeps both people and links the other into the primary’s family, with no rights', async () => {
    const res = await s.call(`${base()}/merge`, {
      as: as(),
      method: 'POST',
      json: {
        primaryPersonId: people.sean!.id,
        personIds: [people.sean!.id, people.aoife!.id],
        mergeType: 'FAMILY',
      },
    });
    await ok(res);
    const { db } = s.database;
    const rows = await db
      .select()
      .from(familyMember)
      .where(inArray(familyMember.personId, [people.sean!.id, people.aoife!.id]));
    expect(rows.map((r) => [r.personId, r.position]).sort()).toEqual(
      [
        [people.sean!.id, 'PRIMARY'],
        [people.aoife!.id, 'OTHER'],
      ].sort(),
    );
    const [aoife] = await db.select().from(person).where(eq(person.id, people.aoife!.id));
    expect(aoife!.deletedAt).toBeNull();
  });
});

describe('a job interrupted mid-run', () => {
  it('is set FAILED after a while, so the club can start another', async () => {
    const { db } = s.database;
    const other = await w.club();
    const id = crypto.randomUUID();
    const startedAt = new Date(Date.now() - 60 * 60_000);
    await db.insert(duplicateJob).values({ id, organizationId: other.id, status: 'IN_PROGRESS', startedAt });
    await runDuplicateJobs(db);
    const [job] = await db.select().from(duplicateJob).where(eq(duplicateJob.id, id));
    expect(job).toMatchObject({ status: 'FAILED', error: 'interrupted' });
  });
});
