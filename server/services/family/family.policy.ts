/**
 * Who may do what with a family (seed 1 §6): any member (an invitee included) reads it; the PRIMARY member
 * renames, deletes, removes and moves members; PRIMARY and GUARDIAN members add children and invite
 * guardians; only the invitee answers an invite. Super admins may read. The resource is the family id.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { isSuperAdmin, type AuthContext, type Policy } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import { familyMember } from '../../db/schema/index.ts';

async function positionIn(
  auth: AuthContext,
  p: Principal,
  familyId: string,
  positions: string[],
  statuses: string[] = ['ACTIVE'],
): Promise<boolean> {
  if (!p.personId || typeof familyId !== 'string') return false;
  const rows = await auth.db
    .select({ id: familyMember.id })
    .from(familyMember)
    .where(
      and(
        eq(familyMember.familyId, familyId),
        eq(familyMember.personId, p.personId),
        inArray(familyMember.position, positions),
        inArray(familyMember.status, statuses),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

const ALL = ['PRIMARY', 'GUARDIAN', 'DEPENDENT', 'OTHER'];

export const familyPolicy = {
  'family.list': () => true,
  'family.create': (p: Principal) => p.personId !== null,
  'family.read': async (p: Principal, id: string, auth) =>
    isSuperAdmin(p) || positionIn(auth, p, id, ALL, ['ACTIVE', 'INVITED']),
  'family.manage': (p: Principal, id: string, auth) => positionIn(auth, p, id, ['PRIMARY']),
  'family.care': (p: Principal, id: string, auth) => positionIn(auth, p, id, ['PRIMARY', 'GUARDIAN']),
  'family.answerInvite': (p: Principal, id: string, auth) => positionIn(auth, p, id, ALL, ['INVITED']),
} satisfies Policy;
