/** Open club invitations of the person and their dependants (club_invitation_person_idx). */
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { APPROVALS_PER_KIND } from '../../../domain/approval/approval.ts';
import type { Db } from '../../db/client.ts';
import { clubInvitation, organization, person } from '../../db/schema/index.ts';

export async function openClubInvitations(db: Db, personIds: string[], now: Date) {
  if (personIds.length === 0) return [];
  return db
    .select({
      id: clubInvitation.id,
      clubName: organization.name,
      givenName: person.givenName,
      familyName: person.familyName,
      personId: clubInvitation.personId,
      createdAt: clubInvitation.createdAt,
      expiresAt: clubInvitation.expiresAt,
    })
    .from(clubInvitation)
    .innerJoin(organization, eq(organization.id, clubInvitation.organizationId))
    .innerJoin(person, eq(person.id, clubInvitation.personId))
    .where(
      and(
        inArray(clubInvitation.personId, personIds),
        eq(clubInvitation.status, 'PENDING'),
        gt(clubInvitation.expiresAt, now),
      ),
    )
    .orderBy(asc(clubInvitation.createdAt), asc(clubInvitation.id))
    .limit(APPROVALS_PER_KIND);
}
