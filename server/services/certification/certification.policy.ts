/**
 * Who may do what with certifications and CRBOT information (seed 3 §6; issue 25):
 * - the person themself, a parent or guardian for their dependant, and super admins read, add and delete a
 *   person's certifications — except VETTING ones, which only a completed vetting application adds and only
 *   a super admin removes;
 * - a club's vetting admin (usually the children's officer) and its club admins (ORG_ADMIN) read the
 *   certifications of the people linked to their club;
 * - a private certificate downloads only for the person, their guardians and super admins;
 * - CRBOT information (with the PPS number) is read by the person and super admins, and filed only by the
 *   person, when they sit on an executive committee.
 * A certification that does not exist (or was deleted) is refused like one the caller may not see.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { isExecutiveMember } from '../../../domain/vetting/crbot.ts';
import { isSuperAdmin, type AuthContext, type Policy } from '../../auth/access.ts';
import { orgsWhere, type Principal } from '../../auth/principal.ts';
import { personOrganization } from '../../db/schema/index.ts';
import { isGuardianOf } from '../person/person.policy.ts';
import { findCertification } from './certification.repository.ts';

/** The clubs whose people's certifications the principal reads as an officer: vetting and club admins. */
export const officerClubs = (p: Principal) => [
  ...new Set([...orgsWhere(p, 'vetting'), ...orgsWhere(p, 'admin')]),
];

/** The person, their guardian, a super admin: those who manage the person's certifications. */
export async function isCloseTo(auth: AuthContext, p: Principal, personId: string): Promise<boolean> {
  return p.personId === personId || isSuperAdmin(p) || isGuardianOf(auth, p, personId);
}

async function officerOf(auth: AuthContext, p: Principal, personId: string): Promise<boolean> {
  const clubs = officerClubs(p);
  if (clubs.length === 0) return false;
  const rows = await auth.db
    .select({ id: personOrganization.personId })
    .from(personOrganization)
    .where(and(eq(personOrganization.personId, personId), inArray(personOrganization.organizationId, clubs)))
    .limit(1);
  return rows.length > 0;
}

export async function mayReadCertificationsOf(auth: AuthContext, p: Principal, personId: string) {
  return (await isCloseTo(auth, p, personId)) || officerOf(auth, p, personId);
}

/** Whose certifications a list asks for: a person, a club's people, or (neither) the caller's own. */
export interface ListTarget {
  personIds: string[];
  organizationIds: string[];
}

async function mayList(auth: AuthContext, p: Principal, target: ListTarget): Promise<boolean> {
  for (const id of target.personIds) if (!(await mayReadCertificationsOf(auth, p, id))) return false;
  const clubs = officerClubs(p);
  return isSuperAdmin(p) || target.organizationIds.every((id) => clubs.includes(id));
}

async function mayChange(auth: AuthContext, p: Principal, id: string): Promise<boolean> {
  const row = await findCertification(auth.db, id);
  if (!row || !(await isCloseTo(auth, p, row.personId))) return false;
  return row.type !== 'VETTING' || isSuperAdmin(p);
}

export const certificationPolicy = {
  'certification.list': (p: Principal, target: ListTarget, auth) => mayList(auth, p, target),
  /** The resource is the person the new certification is for ('' or absent: the caller). */
  'certification.create': (p: Principal, personId: string, auth) =>
    personId ? isCloseTo(auth, p, personId) : p.personId !== null,
  'certification.delete': (p: Principal, id: string, auth) => mayChange(auth, p, id),
  'certification.upload': (p: Principal, id: string, auth) => mayChange(auth, p, id),
  'certification.certificate': async (p: Principal, id: string, auth) => {
    const row = await findCertification(auth.db, id);
    if (!row) return false;
    return row.certificatePrivate
      ? isCloseTo(auth, p, row.personId)
      : mayReadCertificationsOf(auth, p, row.personId);
  },
  'crbot.read': (p: Principal, personId: string) => p.personId === personId || isSuperAdmin(p),
  'crbot.write': (p: Principal, personId: string) => p.personId === personId && isExecutiveMember(p.links),
} satisfies Policy;
