/**
 * Who may read and change a person (seed 1 §6): the person themself; a parent or guardian (PRIMARY or
 * GUARDIAN in the same family) for a DEPENDENT; an administrator of a club the person belongs to may read;
 * a super admin may do both. Medical details go only to the person, their guardians and super admins.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { PUBLIC, isSuperAdmin, type AuthContext, type Policy } from '../../auth/access.ts';
import { orgsWhere, type Principal } from '../../auth/principal.ts';
import { personOrganization } from '../../db/schema/index.ts';
import { isGuardianOfPerson } from '../family/guardianship.ts';

export async function isGuardianOf(auth: AuthContext, p: Principal, personId: string): Promise<boolean> {
  return p.personId !== null && isGuardianOfPerson(auth.db, p.personId, personId);
}

async function administersPerson(auth: AuthContext, p: Principal, personId: string): Promise<boolean> {
  const orgs = orgsWhere(p, 'admin');
  if (orgs.length === 0) return false;
  const rows = await auth.db
    .select({ id: personOrganization.personId })
    .from(personOrganization)
    .where(and(eq(personOrganization.personId, personId), inArray(personOrganization.organizationId, orgs)))
    .limit(1);
  return rows.length > 0;
}

/** Whether the caller may see the private medical fields of this person. */
export async function maySeeMedical(
  auth: AuthContext,
  p: Principal | null,
  personId: string,
): Promise<boolean> {
  if (!p) return false;
  return p.personId === personId || isSuperAdmin(p) || isGuardianOf(auth, p, personId);
}

export const personPolicy = {
  'person.me': () => true,
  /** POST /person makes the caller's own person, so any signed-in account; the route refuses a second. */
  'person.create': () => true,
  'person.read': async (p: Principal, id: string, auth) =>
    p.personId === id ||
    isSuperAdmin(p) ||
    (await isGuardianOf(auth, p, id)) ||
    administersPerson(auth, p, id),
  'person.update': async (p: Principal, id: string, auth) =>
    p.personId === id || isSuperAdmin(p) || isGuardianOf(auth, p, id),
  /** Username, password and e-mail: the account holder only. */
  'person.account': (p: Principal, id: string) => p.personId === id,
  /** The reset e-mail: the person, an admin of one of their clubs (seed 1 §6), a super admin. */
  'person.resetPassword': async (p: Principal, id: string, auth) =>
    p.personId === id || isSuperAdmin(p) || administersPerson(auth, p, id),
  'person.completeReset': PUBLIC,
  'asset.read': PUBLIC,
} satisfies Policy;
