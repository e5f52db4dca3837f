/**
 * Who may do what with vetting applications (seed 3 §6):
 * - the applicant reads their own, submits it, uploads its documents and cancels it;
 * - the authenticator — the club's children's officer, VETTING privilege or ADMIN_VETTING label on the
 *   application's club — reads the club's applications and their documents, validates, rejects, cancels;
 * - the governing agent — a vetting link on an association's national unit (type Root or SGB) — reads the
 *   association's applications of their desk: an "Access NI Vetting Officer" (descriptive label) the two Access
 *   NI types, anyone else there Garda vetting; they progress, mark findings, complete, reject and cancel;
 * - a super admin may act as either.
 * A club admin without the VETTING privilege is none of these: documents, findings and the Garda file stay
 * with the roles above. Which action each may take at which stage is the transition graph's
 * (domain/vetting/transitions.ts), checked by the route from the loaded application.
 */
import { eq, inArray } from 'drizzle-orm';
import { isAccessNi, type VettingType } from '../../../domain/vetting/enums.ts';
import type { VettingActor, VettingDesk } from '../../../domain/vetting/transitions.ts';
import { isSuperAdmin, type AuthContext, type Policy } from '../../auth/access.ts';
import { orgsWhere, type Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { organization, vettingApplication } from '../../db/schema/index.ts';

export const ACCESS_NI_OFFICER_LABEL = 'Access NI Vetting Officer';
const NATIONAL_TYPES = ['Root', 'SGB'];

export interface GoverningDesk {
  association: string;
  desk: Exclude<VettingDesk, 'childrensOfficer'>;
}

export interface VettingDesks {
  /** Clubs whose applications the caller authenticates. */
  authenticatorOf: string[];
  governing: GoverningDesk[];
  superAdmin: boolean;
}

/** Each request's desks, read once: the guard's policy and the handler ask for them on the same context. */
const desksOfRequest = new WeakMap<AuthContext, Promise<VettingDesks>>();

/** The caller's vetting desks: one read per request of the organisations they hold a vetting link on. */
export function vettingDesks(auth: AuthContext): Promise<VettingDesks> {
  let desks = desksOfRequest.get(auth);
  if (!desks) {
    desks = readDesks(auth.db, auth.principal!);
    desksOfRequest.set(auth, desks);
  }
  return desks;
}

async function readDesks(db: Db, p: Principal): Promise<VettingDesks> {
  const vettingOrgs = orgsWhere(p, 'vetting');
  const superAdmin = isSuperAdmin(p);
  if (vettingOrgs.length === 0) return { authenticatorOf: [], governing: [], superAdmin };
  const orgs = await db
    .select({
      id: organization.id,
      type: organization.additionalType,
      associations: organization.associations,
    })
    .from(organization)
    .where(inArray(organization.id, vettingOrgs));
  const governing: GoverningDesk[] = [];
  const authenticatorOf: string[] = [];
  for (const org of orgs) {
    if (!NATIONAL_TYPES.includes(org.type ?? '')) {
      authenticatorOf.push(org.id);
      continue;
    }
    const link = p.links.find((l) => l.organizationId === org.id);
    const desk = link?.labels.includes(ACCESS_NI_OFFICER_LABEL) ? 'accessNiOfficer' : 'gardaOfficer';
    for (const association of org.associations ?? []) governing.push({ association, desk });
  }
  return { authenticatorOf, governing, superAdmin };
}

export function governs(desks: VettingDesks, app: { association: string; type: string }): boolean {
  if (desks.superAdmin) return true;
  const desk = isAccessNi(app.type as VettingType) ? 'accessNiOfficer' : 'gardaOfficer';
  return desks.governing.some((g) => g.association === app.association && g.desk === desk);
}

/** The parts the caller plays on one application (none: they may not see it). */
export function actorsOf(
  p: Principal,
  desks: VettingDesks,
  app: { personId: string; organizationId: string; association: string; type: string },
): VettingActor[] {
  const actors: VettingActor[] = [];
  if (app.personId === p.personId) actors.push('applicant');
  if (desks.superAdmin || desks.authenticatorOf.includes(app.organizationId)) actors.push('authenticator');
  if (governs(desks, app)) actors.push('governingAgent');
  return actors;
}

export async function findScope(db: Db, id: string) {
  const [row] = await db
    .select({
      personId: vettingApplication.personId,
      organizationId: vettingApplication.organizationId,
      association: vettingApplication.association,
      type: vettingApplication.type,
    })
    .from(vettingApplication)
    .where(eq(vettingApplication.id, id));
  return row;
}

async function plays(auth: AuthContext, p: Principal, id: string): Promise<VettingActor[]> {
  const row = await findScope(auth.db, id);
  if (!row) return [];
  return actorsOf(p, await vettingDesks(auth), row);
}

export const vettingPolicy = {
  'vetting.list': () => true,
  'vetting.desks': () => true,
  'vetting.create': (p: Principal) => p.personId !== null,
  /** Read, act on and handle the documents of one application. */
  'vetting.read': async (p: Principal, id: string, auth) => (await plays(auth, p, id)).length > 0,
  'vetting.act': async (p: Principal, id: string, auth) => (await plays(auth, p, id)).length > 0,
  'vetting.document': async (p: Principal, id: string, auth) => (await plays(auth, p, id)).length > 0,
  /** The Garda reference files: the association's Garda vetting officers and super admins. */
  'vetting.garda': async (p: Principal, association: string, auth) => {
    const desks = await vettingDesks(auth);
    return governs(desks, { association, type: 'GARDA_VETTING' });
  },
} satisfies Policy;
