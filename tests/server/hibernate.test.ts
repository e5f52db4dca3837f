/**
 * Hibernating a club member (seed 1 §4 Membership, §7 `PUT /person/{id}/organization/{orgId}`): the member
 * leaves that club's teams and groups (and the coach's device drops them), loses that club's match-official
 * codes, keeps everything at other organisations; only the club's admins may do it, never to themselves.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HIBERNATE_ERRORS,
  HIBERNATE_REASONS,
  OrganizationLinkDoc,
} from '../../domain/person/organization-link.ts';
import type { PullResponse } from '../../domain/sync/protocol.ts';
import type { Group } from '../../domain/team/group.ts';
import {
  groupAudit,
  groupMember,
  groupPosition,
  personOrganization,
  team,
} from '../../server/db/schema/index.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { personId } from '../../server/db/seed/people.ts';
import { COACH_TEAMS } from '../../server/db/seed/teams.ts';
import { orgsWhere } from '../../server/auth/principal.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { world } from './world.ts';

let s: TestServer;
const CLUB = orgId.club(MAIN_CLUB_KEY);
let OTHER_CLUB: string;
const OTHER_TEAM = uuidv7();
/** A seeded member of the main club who plays in both of the coach's teams. */
let target: string;

type ErrorBody = { status: number; message: string; errors?: { field: string; code?: string }[] };
type LinkList = { _embedded: { organizations: OrganizationLinkDoc[] } };

const put = (who: string, org: string, json: unknown, as = 'officer', lang?: string) =>
  s.call(`/api/person/${who}/organization/${org}`, {
    as,
    method: 'PUT',
    json,
    headers: lang ? { 'Accept-Language': lang } : undefined,
  });

async function liveGroupsOf(person: string): Promise<string[]> {
  const rows = await s.database.db
    .select({ groupId: groupMember.groupId })
    .from(groupMember)
    .where(and(eq(groupMember.personId, person), isNull(groupMember.deletedAt)));
  return rows.map((r) => r.groupId).sort();
}

async function linkOf(person: string, org: string) {
  const [row] = await s.database.db
    .select()
    .from(personOrganization)
    .where(and(eq(personOrganization.personId, person), eq(personOrganization.organizationId, org)));
  return row!;
}

async function pullTeams(after: unknown = null) {
  const checkpoints = encodeURIComponent(JSON.stringify({ teams: after }));
  const res = await s.call(`/api/sync/pull?collections=teams&checkpoints=${checkpoints}`, { as: 'coach' });
  expect(res.status).toBe(200);
  return ((await res.json()) as PullResponse).collections.teams!;
}

beforeAll(async () => {
  s = await startTestServer();
  OTHER_CLUB = (await world(s).club()).id;
  const { db } = s.database;
  const rows = await db
    .select({ personId: groupMember.personId, groupId: groupMember.groupId })
    .from(groupMember)
    .where(and(inArray(groupMember.groupId, Object.values(COACH_TEAMS)), eq(groupMember.role, 'PLAYER')));
  const demo = new Set(['member', 'parent', 'coach'].map((u) => personId(`demo:${u}`)));
  const inBoth = rows.filter(
    (r) =>
      r.groupId === COACH_TEAMS.senior &&
      !demo.has(r.personId) &&
      rows.some((o) => o.personId === r.personId && o.groupId === COACH_TEAMS.u14),
  );
  target = inBoth[0]!.personId;
  // The target is the club's match official, holds the senior team's captaincy, and also belongs to another
  // club (as its match official, on one of its teams).
  await db
    .update(personOrganization)
    .set({ labels: ['Adult', 'MATCH_OFFICIAL', 'MATCH_OFFICIAL_HURLING', 'MATCH_OFFICIAL_ADMIN'] })
    .where(and(eq(personOrganization.personId, target), eq(personOrganization.organizationId, CLUB)));
  await db
    .insert(groupPosition)
    .values({ id: uuidv7(), groupId: COACH_TEAMS.senior, name: 'Captain', personId: target });
  await db.insert(personOrganization).values({
    personId: target,
    organizationId: OTHER_CLUB,
    status: 'ACTIVE',
    labels: ['MATCH_OFFICIAL'],
    additionalType: 'MEMBER',
  });
  await db.insert(team).values({
    id: OTHER_TEAM,
    organizationId: OTHER_CLUB,
    name: 'Other club seniors',
    activity: 'Football',
    ageLevel: 'SENIOR',
    suffix: 'H',
  });
  await db
    .insert(groupMember)
    .values({ id: uuidv7(), groupId: OTHER_TEAM, personId: target, role: 'PLAYER' });
  // The demo `guardian` administers the other club: an admin, but not of the main club.
  await db.insert(personOrganization).values({
    personId: personId('demo:guardian'),
    organizationId: OTHER_CLUB,
    status: 'ACTIVE',
    labels: ['ADMIN_CLUB'],
    privileges: ['ORG_ADMIN'],
    additionalType: 'MEMBER',
  });
});
afterAll(() => s.close());

describe('hibernating a club member', () => {
  it('refuses everyone but the club’s admins, and an admin hibernating themself', async () => {
    const body = { status: 'HIBERNATED', hibernateReason: 'RETIRED' };
    expect((await put(target, CLUB, body, 'member')).status).toBe(403);
    expect((await put(target, CLUB, body, 'coach')).status).toBe(403);
    expect((await put(target, CLUB, body, 'guardian')).status).toBe(403);
    expect((await put(target, CLUB, body, 'competition-admin')).status).toBe(403);
    expect(
      (await s.call(`/api/person/${target}/organization/${CLUB}`, { method: 'PUT', json: body })).status,
    ).toBe(401);

    const self = await put(personId('demo:officer'), CLUB, { status: 'HIBERNATED' });
    expect(self.status).toBe(409);
    const err = (await self.json()) as ErrorBody;
    expect(err.message).toBe(HIBERNATE_ERRORS.self.message);
    expect(err.errors?.[0]).toMatchObject({ field: 'personId', code: HIBERNATE_ERRORS.self.id });
    const irish = (await (
      await put(personId('demo:officer'), CLUB, { status: 'HIBERNATED' }, 'officer', 'ga')
    ).json()) as ErrorBody;
    expect(irish.message).not.toBe(HIBERNATE_ERRORS.self.message);
    expect(irish.message.length).toBeGreaterThan(10);
    expect((await linkOf(personId('demo:officer'), CLUB)).status).toBe('ACTIVE');
    expect((await linkOf(target, CLUB)).status).toBe('ACTIVE');
  });

  it('validates the body: a known status, a listed reason, no reason beside ACTIVE, no other fields', async () => {
    const codes = async (json: unknown) => {
      const res = await put(target, CLUB, json);
      expect(res.status).toBe(400);
      return ((await res.json()) as ErrorBody).errors?.map((e) => e.field);
    };
    expect(await codes({ status: 'PENDING' })).toContain('status');
    expect(await codes({})).toContain('status');
    expect(await codes({ status: 'HIBERNATED', hibernateReason: 'BORED' })).toContain('hibernateReason');
    expect(await codes({ status: 'ACTIVE', hibernateReason: 'RETIRED' })).toContain('hibernateReason');
    expect(await codes({ status: 'HIBERNATED', labels: [] })).toContain('labels');
    expect((await linkOf(target, CLUB)).status).toBe('ACTIVE');
  });

  it('answers 404 for a person who is not in the club, and for an unknown person', async () => {
    const stranger = await put(personId('demo:super-admin'), CLUB, { status: 'HIBERNATED' });
    expect(stranger.status).toBe(404);
    expect(((await stranger.json()) as ErrorBody).message).toBe(HIBERNATE_ERRORS.notMember.message);
    expect((await put(uuidv7(), CLUB, { status: 'HIBERNATED' })).status).toBe(404);
  });

  it('removes the club’s teams, groups, positions and match-official codes only; the coach’s device drops them', async () => {
    // A distribution list of the club, joined through the API.
    const created = await s.call('/api/group', {
      as: 'officer',
      method: 'POST',
      json: {
        organizationId: CLUB,
        additionalType: 'DistributionList',
        name: 'Lotto sellers',
        ageLevel: 'SENIOR',
        activity: 'Football',
        suffix: '',
        viewOthersInGroup: true,
        selfJoin: false,
        selfLeave: false,
      },
    });
    expect(created.status).toBe(201);
    const list = ((await created.json()) as { id: string }).id;
    const joined = await s.call(`/api/group/${list}/member`, {
      as: 'officer',
      method: 'POST',
      json: { personId: target, role: 'PLAYER' },
    });
    expect(joined.status).toBe(201);
    expect(await liveGroupsOf(target)).toEqual(
      [COACH_TEAMS.senior, COACH_TEAMS.u14, OTHER_TEAM, list].sort(),
    );

    const before = await pullTeams();
    const senior = (before.documents as Group[]).find((t) => t.id === COACH_TEAMS.senior)!;
    expect(senior.members!.some((m) => m.personId === target)).toBe(true);

    const res = await put(target, CLUB, { status: 'HIBERNATED', hibernateReason: 'MOVED_CLUB' });
    expect(res.status).toBe(200);
    const doc = (await res.json()) as OrganizationLinkDoc;
    expect(v.safeParse(OrganizationLinkDoc, doc).issues).toBeUndefined();
    expect(doc).toMatchObject({
      organization: { id: CLUB },
      status: 'HIBERNATED',
      hibernateReason: 'MOVED_CLUB',
      labels: ['Adult', 'MATCH_OFFICIAL_ADMIN'],
    });
    expect(doc.hibernatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Only the other club's team is left; the other club's link and codes are untouched.
    expect(await liveGroupsOf(target)).toEqual([OTHER_TEAM]);
    expect(await linkOf(target, OTHER_CLUB)).toMatchObject({ status: 'ACTIVE', labels: ['MATCH_OFFICIAL'] });
    const [captain] = await s.database.db
      .select()
      .from(groupPosition)
      .where(and(eq(groupPosition.groupId, COACH_TEAMS.senior), eq(groupPosition.name, 'Captain')));
    expect(captain!.personId).toBeNull();
    const audits = await s.database.db
      .select({ groupId: groupAudit.groupId, event: groupAudit.event })
      .from(groupAudit)
      .where(and(eq(groupAudit.subjectPersonId, target), eq(groupAudit.event, 'MEMBER_REMOVED')));
    expect(audits.map((a) => a.groupId).sort()).toEqual([COACH_TEAMS.senior, COACH_TEAMS.u14, list].sort());

    // The coach's device, from its checkpoint, receives both teams again without the member.
    const after = await pullTeams(before.checkpoint);
    const changed = after.documents as Group[];
    expect(changed.map((t) => t.id).sort()).toEqual([COACH_TEAMS.senior, COACH_TEAMS.u14].sort());
    for (const t of changed) expect(t.members!.some((m) => m.personId === target)).toBe(false);

    // The club's members table no longer lists them; adding them to a team is refused.
    const members = await s.call(`/api/group/${COACH_TEAMS.senior}/member`, { as: 'officer' });
    const rows = ((await members.json()) as { _embedded: { members: { personId: string }[] } })._embedded
      .members;
    expect(rows.some((m) => m.personId === target)).toBe(false);
    const readd = await s.call(`/api/group/${COACH_TEAMS.senior}/member`, {
      as: 'officer',
      method: 'POST',
      json: { personId: target, role: 'PLAYER' },
    });
    expect(readd.status).toBe(409);
    expect(((await readd.json()) as ErrorBody).message).toBe(HIBERNATE_ERRORS.hibernatedMember.message);
    expect(await liveGroupsOf(target)).toEqual([OTHER_TEAM]);
  });

  it('is idempotent: hibernating a hibernated member changes nothing', async () => {
    const { version } = await linkOf(target, CLUB);
    const res = await put(target, CLUB, { status: 'HIBERNATED', hibernateReason: 'OTHER' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as OrganizationLinkDoc).hibernateReason).toBe('MOVED_CLUB');
    expect((await linkOf(target, CLUB)).version).toBe(version);
  });

  it('lists the person’s links with status; the reason only to those close to the person or the club', async () => {
    const asAdmin = (await (
      await s.call(`/api/person/${target}/organization`, { as: 'officer' })
    ).json()) as LinkList;
    const links = asAdmin._embedded.organizations;
    expect(links.map((l) => [l.organization.id, l.status]).sort()).toEqual(
      [
        [CLUB, 'HIBERNATED'],
        [OTHER_CLUB, 'ACTIVE'],
      ].sort(),
    );
    expect(links.find((l) => l.organization.id === CLUB)!.hibernateReason).toBe('MOVED_CLUB');
    // The other club's admin may read the person (they belong to that club) but not this club's reason.
    const asOther = await s.call(`/api/person/${target}/organization`, { as: 'guardian' });
    expect(asOther.status).toBe(200);
    const theirs = ((await asOther.json()) as LinkList)._embedded.organizations;
    expect(theirs.find((l) => l.organization.id === CLUB)).toMatchObject({ status: 'HIBERNATED' });
    expect(theirs.find((l) => l.organization.id === CLUB)!.hibernateReason).toBeUndefined();
    expect((await s.call(`/api/person/${target}/organization`, { as: 'member' })).status).toBe(403);
    expect((await s.call(`/api/person/${uuidv7()}/organization`, { as: 'super-admin' })).status).toBe(404);
  });

  it('unhibernates: ACTIVE again, reason cleared, teams not restored, can be added to a team again', async () => {
    const res = await put(target, CLUB, { status: 'ACTIVE' });
    expect(res.status).toBe(200);
    const doc = (await res.json()) as OrganizationLinkDoc;
    expect(doc.status).toBe('ACTIVE');
    expect(doc.hibernateReason).toBeUndefined();
    expect(doc.hibernatedOn).toBeUndefined();
    expect(doc.labels).toEqual(['Adult', 'MATCH_OFFICIAL_ADMIN']);
    expect(await liveGroupsOf(target)).toEqual([OTHER_TEAM]);
    const { version } = await linkOf(target, CLUB);
    expect((await put(target, CLUB, { status: 'ACTIVE' })).status).toBe(200);
    expect((await linkOf(target, CLUB)).version).toBe(version);
    const readd = await s.call(`/api/group/${COACH_TEAMS.senior}/member`, {
      as: 'officer',
      method: 'POST',
      json: { personId: target, role: 'PLAYER' },
    });
    expect(readd.status).toBe(201);
    // A super admin may hibernate anyone's link; the reason is optional.
    const sa = await put(target, OTHER_CLUB, { status: 'HIBERNATED' }, 'super-admin');
    expect(sa.status).toBe(200);
    expect(((await sa.json()) as OrganizationLinkDoc).hibernateReason).toBeUndefined();
    expect(await liveGroupsOf(target)).toEqual([COACH_TEAMS.senior]);
  });

  it('serves the reasons with English and Irish labels', async () => {
    const res = await s.call('/api/asset/hibernateReason');
    expect(res.status).toBe(200);
    const list = (await res.json()) as { code: string; label: { en: string; ga: string } }[];
    expect(list.map((r) => r.code)).toEqual([...HIBERNATE_REASONS]);
    for (const r of list) {
      expect(r.label.en.length).toBeGreaterThan(0);
      expect(r.label.ga.length).toBeGreaterThan(0);
      expect(r.label.ga).not.toBe(r.label.en);
    }
  });
});

describe('a hibernated admin', () => {
  it('holds no office in that club until unhibernated', () => {
    const link = (status: string) => ({
      organizationId: 'club-1',
      status,
      labels: ['ADMIN_CLUB'],
      privileges: ['ORG_ADMIN'],
    });
    expect(orgsWhere({ links: [link('ACTIVE')] }, 'admin')).toEqual(['club-1']);
    expect(orgsWhere({ links: [link('HIBERNATED')] }, 'admin')).toEqual([]);
  });
});
