/**
 * Teams, their members and the audit log in the database. Every change to a member moves the team's
 * `updated_at` strictly forward and its `version` up (`touchGroup`), since devices hold a team with its
 * members as one document. Each change to a group is recorded in `group_audit` in the same transaction.
 */
import { and, asc, count, eq, ilike, inArray, isNull, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { GroupAuditEvent, GroupMemberRole } from '../../../domain/team/enums.ts';
import type { GroupInput } from '../../../domain/team/group.ts';
import type { Db } from '../../db/client.ts';
import {
  account,
  groupAudit,
  groupMember,
  organization,
  person,
  personOrganization,
  team,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../http/list.ts';

export const groupBumpedAt = sql`greatest(clock_timestamp(), ${team.updatedAt} + interval '1 millisecond')`;

export async function touchGroup(db: Db, groupId: string): Promise<void> {
  await db
    .update(team)
    .set({ updatedAt: groupBumpedAt, version: sql`${team.version} + 1` })
    .where(eq(team.id, groupId));
}

export async function audit(
  db: Db,
  groupId: string,
  eventName: GroupAuditEvent,
  actorPersonId: string | null,
  subjectPersonId: string | null = null,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(groupAudit).values({
    id: uuidv7(),
    groupId,
    event: eventName,
    actorPersonId,
    subjectPersonId,
    detail,
  });
}

export interface GroupListQuery {
  page: number;
  size: number;
  search?: string;
  organizationIds?: string[];
  memberPersonIds?: string[];
  senderOnly?: boolean;
  additionalType?: string;
  activity?: string;
}

export async function listGroups(db: Db, q: GroupListQuery) {
  const conds: SQL[] = [isNull(team.deletedAt)];
  if (q.organizationIds) conds.push(inArray(team.organizationId, q.organizationIds));
  if (q.additionalType) conds.push(eq(team.additionalType, q.additionalType));
  if (q.activity) conds.push(eq(team.activity, q.activity));
  if (q.search) conds.push(ilike(team.name, containsPattern(q.search)));
  if (q.memberPersonIds) {
    const roles = q.senderOnly ? sql` and ${groupMember.role} in ('COACH', 'SENDER')` : sql``;
    conds.push(
      sql`exists (select 1 from ${groupMember} where ${groupMember.groupId} = ${team.id}
        and ${groupMember.deletedAt} is null and ${inArray(groupMember.personId, q.memberPersonIds.length ? q.memberPersonIds : [''])}${roles})`,
    );
  }
  const where = and(...conds);
  const rows = await db
    .select({ team, organizationName: organization.name })
    .from(team)
    .innerJoin(organization, eq(organization.id, team.organizationId))
    .where(where)
    .orderBy(asc(team.name), asc(team.ageLevel), asc(team.id))
    .limit(q.size)
    .offset(q.page * q.size);
  const [total] = await db.select({ n: count() }).from(team).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The caller's role in each of the given groups. */
export async function rolesOf(db: Db, personId: string | null, groupIds: string[]) {
  if (!personId || groupIds.length === 0) return new Map<string, GroupMemberRole>();
  const rows = await db
    .select({ groupId: groupMember.groupId, role: groupMember.role })
    .from(groupMember)
    .where(
      and(
        eq(groupMember.personId, personId),
        inArray(groupMember.groupId, groupIds),
        isNull(groupMember.deletedAt),
      ),
    );
  return new Map(rows.map((r) => [r.groupId, r.role as GroupMemberRole]));
}

/** The duplicate rule's question: is there a live team of this club, activity, age level and suffix? */
export async function duplicateTeam(db: Db, g: GroupInput, exceptId?: string): Promise<boolean> {
  if (g.additionalType !== 'Team') return false;
  const rows = await db
    .select({ id: team.id })
    .from(team)
    .where(
      and(
        eq(team.organizationId, g.organizationId),
        eq(team.activity, g.activity),
        eq(team.ageLevel, g.ageLevel),
        eq(team.additionalType, 'Team'),
        isNull(team.deletedAt),
        sql`coalesce(${team.suffix}, '') = ${g.suffix ?? ''}`,
        exceptId ? sql`${team.id} <> ${exceptId}` : sql`true`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

const groupValues = (g: GroupInput) => ({
  organizationId: g.organizationId,
  additionalType: g.additionalType,
  name: g.name,
  ageLevel: g.ageLevel,
  activity: g.activity,
  suffix: g.suffix ? g.suffix : null,
  viewOthersInGroup: g.viewOthersInGroup,
  selfJoin: g.selfJoin,
  selfLeave: g.selfLeave,
});

export async function insertGroup(db: Db, g: GroupInput): Promise<string> {
  const id = uuidv7();
  await db.insert(team).values({ id, ...groupValues(g) });
  return id;
}

export async function updateGroup(db: Db, id: string, g: GroupInput): Promise<void> {
  await db
    .update(team)
    .set({ ...groupValues(g), updatedAt: groupBumpedAt, version: sql`${team.version} + 1` })
    .where(eq(team.id, id));
}

export async function softDeleteGroup(db: Db, id: string): Promise<void> {
  await db
    .update(team)
    .set({
      deletedAt: new Date(),
      status: 'DELETED',
      updatedAt: groupBumpedAt,
      version: sql`${team.version} + 1`,
    })
    .where(eq(team.id, id));
}

export const memberFields = {
  id: groupMember.id,
  personId: person.id,
  role: groupMember.role,
  givenName: person.givenName,
  familyName: person.familyName,
  birthDate: person.birthDate,
  gender: person.gender,
  personType: person.personType,
  membershipNumber: person.membershipNumber,
  photoConsentStatus: person.photoConsentStatus,
  medicalConsentToTreat: person.medicalConsentToTreat,
  medicalAlert: person.medicalAlert,
  medicalDetails: person.medicalDetails,
  commsConsentClub: person.commsConsentClub,
  telephone: person.telephone,
  email: person.email,
  hasAccount: sql<boolean>`${account.id} is not null`,
};
/** Live members of groups, by family name then given name. */
export async function membersOf(db: Db, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return db
    .select({ groupId: groupMember.groupId, ...memberFields })
    .from(groupMember)
    .innerJoin(person, eq(person.id, groupMember.personId))
    .leftJoin(account, eq(account.personId, person.id))
    .where(and(inArray(groupMember.groupId, groupIds), isNull(groupMember.deletedAt)))
    .orderBy(asc(person.familyName), asc(person.givenName), asc(groupMember.id));
}
export type MemberRecord = Awaited<ReturnType<typeof membersOf>>[number];

/** Adds (or revives) a member; answers false when the person is already a live member. */
export async function addMember(db: Db, groupId: string, personId: string, role: GroupMemberRole) {
  const [existing] = await db
    .select()
    .from(groupMember)
    .where(and(eq(groupMember.groupId, groupId), eq(groupMember.personId, personId)));
  if (existing && !existing.deletedAt) return false;
  if (existing) {
    await db
      .update(groupMember)
      .set({ deletedAt: null, role, updatedAt: new Date(), version: sql`${groupMember.version} + 1` })
      .where(eq(groupMember.id, existing.id));
  } else {
    await db.insert(groupMember).values({ id: uuidv7(), groupId, personId, role });
  }
  await touchGroup(db, groupId);
  return true;
}

export async function findMember(db: Db, groupId: string, memberId: string) {
  const [m] = await db
    .select()
    .from(groupMember)
    .where(
      and(eq(groupMember.groupId, groupId), eq(groupMember.id, memberId), isNull(groupMember.deletedAt)),
    );
  return m;
}

/** The person's live membership of the group, if any. */
export async function findMemberByPerson(db: Db, groupId: string, personId: string) {
  const [m] = await db
    .select()
    .from(groupMember)
    .where(
      and(
        eq(groupMember.groupId, groupId),
        eq(groupMember.personId, personId),
        isNull(groupMember.deletedAt),
      ),
    );
  return m;
}

export async function setMemberRole(db: Db, memberId: string, role: GroupMemberRole) {
  await db
    .update(groupMember)
    .set({ role, updatedAt: new Date(), version: sql`${groupMember.version} + 1` })
    .where(eq(groupMember.id, memberId));
}

export async function removeMember(db: Db, memberId: string) {
  await db
    .update(groupMember)
    .set({ deletedAt: new Date(), updatedAt: new Date(), version: sql`${groupMember.version} + 1` })
    .where(eq(groupMember.id, memberId));
}

export async function auditLog(db: Db, groupId: string, page: number, size: number) {
  const where = eq(groupAudit.groupId, groupId);
  const rows = await db
    .select({
      id: groupAudit.id,
      event: groupAudit.event,
      createdAt: groupAudit.createdAt,
      actorPersonId: groupAudit.actorPersonId,
      subjectPersonId: groupAudit.subjectPersonId,
      detail: groupAudit.detail,
    })
    .from(groupAudit)
    .where(where)
    .orderBy(sql`${groupAudit.createdAt} desc, ${groupAudit.id} desc`)
    .limit(size)
    .offset(page * size);
  const [total] = await db.select({ n: count() }).from(groupAudit).where(where);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Teams changed after a checkpoint among those the person is or was a member of (any row, deleted
 * included), for the `teams` sync collection: visible when the team is live and the person still manages
 * it or takes attendance in it (a live COACH, SENDER or MEDIC membership); otherwise a tombstone.
 */
export async function groupsChangedSince(
  db: Db,
  personId: string,
  after: { updatedAt: string; id: string } | null,
  limit: number,
) {
  const conds: SQL[] = [
    sql`exists (select 1 from ${groupMember} where ${groupMember.groupId} = ${team.id} and ${groupMember.personId} = ${personId})`,
  ];
  if (after)
    conds.push(sql`(${team.updatedAt}, ${team.id}) > (${after.updatedAt}::timestamptz, ${after.id})`);
  return db
    .select({
      team,
      organizationName: organization.name,
      myRole: sql<
        string | null
      >`(select ${groupMember.role} from ${groupMember} where ${groupMember.groupId} = ${team.id}
        and ${groupMember.personId} = ${personId} and ${groupMember.deletedAt} is null)`,
    })
    .from(team)
    .innerJoin(organization, eq(organization.id, team.organizationId))
    .where(and(...conds))
    .orderBy(asc(team.updatedAt), asc(team.id))
    .limit(limit);
}

/** The organisation's name; undefined when there is no such organisation. */
export async function organizationName(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, id));
  return row?.name;
}

/** The person's link to the club (its status), if any: only the club's members join its groups. */
export async function clubLink(db: Db, personId: string, organizationId: string) {
  const [link] = await db
    .select({ id: personOrganization.personId, status: personOrganization.status })
    .from(personOrganization)
    .where(
      and(eq(personOrganization.personId, personId), eq(personOrganization.organizationId, organizationId)),
    );
  return link;
}

/** Members of the group's club (not hibernated) not yet in the group, by name (`search` contained), A–Z. */
export async function addablePeople(
  db: Db,
  group: { id: string; organizationId: string },
  search: string,
  size: number,
) {
  const like = containsPattern(search);
  return db
    .select({
      id: person.id,
      givenName: person.givenName,
      familyName: person.familyName,
      birthDate: person.birthDate,
    })
    .from(personOrganization)
    .innerJoin(person, eq(person.id, personOrganization.personId))
    .where(
      and(
        eq(personOrganization.organizationId, group.organizationId),
        ne(personOrganization.status, 'HIBERNATED'),
        or(ilike(person.givenName, like), ilike(person.familyName, like)),
        notExists(
          db
            .select({ x: groupMember.id })
            .from(groupMember)
            .where(
              and(
                eq(groupMember.groupId, group.id),
                eq(groupMember.personId, person.id),
                isNull(groupMember.deletedAt),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(person.familyName), asc(person.givenName))
    .limit(size);
}
