/** Family invitations the person has not answered (family_member_person_idx). */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { APPROVALS_PER_KIND } from '../../../domain/approval/approval.ts';
import type { Db } from '../../db/client.ts';
import { family, familyMember } from '../../db/schema/index.ts';

export async function openFamilyInvites(db: Db, personId: string) {
  return db
    .select({ id: family.id, name: family.name, at: familyMember.updatedAt })
    .from(familyMember)
    .innerJoin(family, eq(family.id, familyMember.familyId))
    .where(
      and(
        eq(familyMember.personId, personId),
        eq(familyMember.status, 'INVITED'),
        isNull(familyMember.deletedAt),
        isNull(family.deletedAt),
      ),
    )
    .orderBy(asc(familyMember.updatedAt), asc(family.id))
    .limit(APPROVALS_PER_KIND);
}
