/**
 * Who the caller may apply for (seed 2 §6: the player, or their parent or guardian) and the clubs each of
 * them may leave: their ACTIVE club links. The wizard's first question, and the server's check that the
 * leaving club is the player's own (an application for a club the player is not in is refused).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { TransferApplicant } from '../../../domain/transfer/applicant.ts';
import type { Db } from '../../db/client.ts';
import { organization, personOrganization } from '../../db/schema/index.ts';
import { selfAndDependants } from '../family/guardianship.ts';

/** The clubs `personIds` are ACTIVE members of, by person. */
async function activeClubs(db: Db, personIds: string[]) {
  if (personIds.length === 0) return [];
  return db
    .select({
      personId: personOrganization.personId,
      id: organization.id,
      name: organization.name,
      associations: organization.associations,
    })
    .from(personOrganization)
    .innerJoin(organization, eq(organization.id, personOrganization.organizationId))
    .where(
      and(
        inArray(personOrganization.personId, personIds),
        eq(personOrganization.status, 'ACTIVE'),
        eq(organization.additionalType, 'Club'),
      ),
    )
    .orderBy(organization.name);
}

/** The caller and their dependants, each with the clubs they could leave. */
export async function transferApplicants(db: Db, me: string): Promise<TransferApplicant[]> {
  const self = await selfAndDependants(db, me);
  const clubs = await activeClubs(
    db,
    self.map((p) => p.personId),
  );
  return self.map((p) => ({
    ...p,
    clubs: clubs
      .filter((c) => c.personId === p.personId)
      .map((c) => ({ id: c.id, name: c.name, associations: c.associations })),
  }));
}

/** Whether `personId` is an ACTIVE member of the club `clubId`. */
export async function isActiveMemberOf(db: Db, personId: string, clubId: string): Promise<boolean> {
  return (await activeClubs(db, [personId])).some((c) => c.id === clubId);
}
