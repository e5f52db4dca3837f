/**
 * A person's links to organisations, and hibernation (seed 1 §4 Membership). Hibernating a member of a club,
 * in one transaction: the link becomes HIBERNATED with the reason and the day; the person leaves every team,
 * committee and distribution list of that club (soft-deleted member rows, each team bumped so devices drop
 * the member, positions held there unassigned, each change in the group's audit log); the club's
 * match-official codes come off the link. Links to other organisations are not touched. Unhibernating makes
 * the link ACTIVE again; the teams are not restored. Asking for the state the link is already in changes
 * nothing (200).
 */
import { holdsFinance } from '../../../domain/organization/privilege-change.ts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { todayInDublin } from '../../../domain/lib/dates.ts';
import {
  HIBERNATE_ERRORS,
  isMatchOfficialCode,
  type HibernateReason,
  type OrganizationLinkDoc,
  type OrganizationLinkInput,
} from '../../../domain/person/organization-link.ts';
import type { Db } from '../../db/client.ts';
import { groupMember, groupPosition, organization, personOrganization, team } from '../../db/schema/index.ts';
import { membershipError } from '../membership/membership-errors.ts';
import { audit, removeMember, touchGroup } from '../team/team.repository.ts';
import { organizationLinkColumns } from './person.repository.ts';

const linkFields = {
  ...organizationLinkColumns,
  hibernateReason: personOrganization.hibernateReason,
  hibernatedOn: personOrganization.hibernatedOn,
};

/** The person's live links (one organisation's when `orgId` is given), by organisation name. */
export async function linksOf(db: Db, personId: string, orgId?: string) {
  return db
    .select(linkFields)
    .from(personOrganization)
    .innerJoin(organization, eq(organization.id, personOrganization.organizationId))
    .where(
      and(
        eq(personOrganization.personId, personId),
        isNull(personOrganization.deletedAt),
        orgId ? eq(personOrganization.organizationId, orgId) : undefined,
      ),
    )
    .orderBy(organization.name, organization.id);
}
export type LinkRow = Awaited<ReturnType<typeof linksOf>>[number];

/** A row as the API answers it; the hibernation reason only when `showReason`. */
export function toLinkDoc(row: LinkRow, showReason: boolean): OrganizationLinkDoc {
  return {
    organization: {
      ...row.organization,
      logo: row.organization.logo ?? undefined,
    } as OrganizationLinkDoc['organization'],
    status: row.status as OrganizationLinkDoc['status'],
    labels: row.labels,
    privileges: row.privileges as OrganizationLinkDoc['privileges'],
    additionalType: row.additionalType ?? undefined,
    hibernateReason: showReason ? ((row.hibernateReason as HibernateReason | null) ?? undefined) : undefined,
    hibernatedOn: showReason ? (row.hibernatedOn ?? undefined) : undefined,
  };
}

interface Change {
  personId: string;
  orgId: string;
  input: OrganizationLinkInput;
  actorPersonId: string | null;
  lang?: string | null;
  now?: Date;
}

/** Hibernates or unhibernates the link; answers whether anything changed. */
export async function setLinkStatus(db: Db, ch: Change): Promise<boolean> {
  const hibernate = ch.input.status === 'HIBERNATED';
  const failed = hibernate ? HIBERNATE_ERRORS.hibernateFailed : HIBERNATE_ERRORS.unhibernateFailed;
  const [link] = await db
    .select()
    .from(personOrganization)
    .where(
      and(
        eq(personOrganization.personId, ch.personId),
        eq(personOrganization.organizationId, ch.orgId),
        isNull(personOrganization.deletedAt),
      ),
    )
    .for('update');
  if (!link) throw membershipError(404, HIBERNATE_ERRORS.notMember, ch.lang, 'personId');
  if (link.status === ch.input.status) return false;
  if (link.status === 'PENDING') throw membershipError(409, HIBERNATE_ERRORS.pending, ch.lang, 'status');
  // Hibernating would end their FINANCE without the consent a removal needs (issue 48, finding 3).
  if (hibernate && holdsFinance(link))
    throw membershipError(409, HIBERNATE_ERRORS.finance, ch.lang, 'status');
  const values = hibernate
    ? {
        status: 'HIBERNATED',
        hibernateReason: ch.input.status === 'HIBERNATED' ? (ch.input.hibernateReason ?? null) : null,
        hibernatedOn: todayInDublin(ch.now),
        labels: link.labels.filter((l) => !isMatchOfficialCode(l)),
      }
    : { status: 'ACTIVE', hibernateReason: null, hibernatedOn: null };
  const [updated] = await db
    .update(personOrganization)
    .set({ ...values, updatedAt: new Date(), version: sql`${personOrganization.version} + 1` })
    .where(
      and(
        eq(personOrganization.personId, ch.personId),
        eq(personOrganization.organizationId, ch.orgId),
        eq(personOrganization.version, link.version),
      ),
    )
    .returning({ version: personOrganization.version });
  if (!updated) throw membershipError(409, failed, ch.lang, 'status');
  if (hibernate) await leaveClubGroups(db, ch.personId, ch.orgId, ch.actorPersonId);
  return true;
}

/** Removes the person from every group of the club (and from the positions they hold there). */
export async function leaveClubGroups(
  tx: Db,
  personId: string,
  orgId: string,
  actorPersonId: string | null,
  reason = 'HIBERNATED',
) {
  const memberships = await tx
    .select({ id: groupMember.id, groupId: groupMember.groupId })
    .from(groupMember)
    .innerJoin(team, eq(team.id, groupMember.groupId))
    .where(
      and(eq(team.organizationId, orgId), eq(groupMember.personId, personId), isNull(groupMember.deletedAt)),
    );
  const groupIds = memberships.map((m) => m.groupId);
  const held = groupIds.length
    ? await tx
        .select({ id: groupPosition.id, groupId: groupPosition.groupId, name: groupPosition.name })
        .from(groupPosition)
        .where(and(inArray(groupPosition.groupId, groupIds), eq(groupPosition.personId, personId)))
    : [];
  for (const p of held) {
    await tx
      .update(groupPosition)
      .set({ personId: null, updatedAt: new Date(), version: sql`${groupPosition.version} + 1` })
      .where(eq(groupPosition.id, p.id));
    await audit(tx, p.groupId, 'POSITION_UNASSIGNED', actorPersonId, personId, {
      name: p.name,
      reason,
    });
  }
  for (const m of memberships) {
    await removeMember(tx, m.id);
    await audit(tx, m.groupId, 'MEMBER_REMOVED', actorPersonId, personId, { reason });
    await touchGroup(tx, m.groupId);
  }
}
