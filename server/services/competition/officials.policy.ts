/**
 * Who may do what with match officials and referee reports (seed 2 §6):
 * - match-official admins (privilege or label MATCH_OFFICIAL_ADMIN) and competition admins of the fixture's
 *   owner, or of an organisation above it, appoint and remove officials and may set anyone's availability;
 * - an appointed official sets their own availability (the rule that it is their own is in set-availability.ts,
 *   since it depends on the body);
 * - the referee appointed to the fixture writes its report; a draft is readable by its author alone, a
 *   submitted report also by the admins above.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { isSuperAdmin, type AuthContext, type Policy } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { fixture, fixtureOfficial, refereeReport } from '../../db/schema/index.ts';
import { isOrgOrAncestorIn } from './competition.policy.ts';

const OFFICIALS_ADMIN = ['COMPETITION', 'ADMIN_COMPETITION', 'MATCH_OFFICIAL_ADMIN'];

function officialsAdminOrgs(p: Principal): string[] {
  return p.links
    .filter((l) => [...l.privileges, ...l.labels].some((x) => OFFICIALS_ADMIN.includes(x)))
    .map((l) => l.organizationId);
}

/** Whether the principal administers officials for `orgId` or for one of its ancestors. */
export async function isOfficialsAdminFor(db: Db, p: Principal, orgId: string): Promise<boolean> {
  return isSuperAdmin(p) || isOrgOrAncestorIn(db, officialsAdminOrgs(p), orgId);
}

async function ownerOf(db: Db, fixtureId: string): Promise<string | null> {
  const [row] = await db
    .select({ ownerId: fixture.ownerId })
    .from(fixture)
    .where(and(eq(fixture.id, fixtureId), isNull(fixture.deletedAt)));
  return row?.ownerId ?? null;
}

export async function isFixtureOfficialsAdmin(db: Db, p: Principal, fixtureId: string): Promise<boolean> {
  const owner = await ownerOf(db, fixtureId);
  return owner !== null && isOfficialsAdminFor(db, p, owner);
}

/** The principal's current appointment types on a fixture. */
export async function appointmentsOf(db: Db, personId: string | null, fixtureId: string): Promise<string[]> {
  if (!personId) return [];
  const rows = await db
    .select({ type: fixtureOfficial.type })
    .from(fixtureOfficial)
    .where(
      and(
        eq(fixtureOfficial.fixtureId, fixtureId),
        eq(fixtureOfficial.personId, personId),
        isNull(fixtureOfficial.deletedAt),
      ),
    );
  return rows.map((r) => r.type);
}

async function reportOf(db: Db, fixtureId: string) {
  const [row] = await db
    .select({ author: refereeReport.authorPersonId, status: refereeReport.status })
    .from(refereeReport)
    .where(eq(refereeReport.fixtureId, fixtureId));
  return row;
}

async function mayReadReport(auth: AuthContext, p: Principal, fixtureId: string): Promise<boolean> {
  const report = await reportOf(auth.db, fixtureId);
  if (report) {
    if (report.author === p.personId) return true;
    return report.status === 'SUBMITTED' && isFixtureOfficialsAdmin(auth.db, p, fixtureId);
  }
  // No report yet: the referee (who may start one) and the admins learn that there is none (404).
  if ((await appointmentsOf(auth.db, p.personId, fixtureId)).includes('REFEREES')) return true;
  return isFixtureOfficialsAdmin(auth.db, p, fixtureId);
}

async function mayWriteReport(auth: AuthContext, p: Principal, fixtureId: string): Promise<boolean> {
  if (!(await appointmentsOf(auth.db, p.personId, fixtureId)).includes('REFEREES')) return false;
  const report = await reportOf(auth.db, fixtureId);
  return !report || report.author === p.personId;
}

export const officialsPolicy = {
  'fixture.listOfficials': () => true,
  'fixture.appointOfficials': (p: Principal, fixtureId: string, auth) =>
    isFixtureOfficialsAdmin(auth.db, p, fixtureId),
  'fixture.setAvailability': async (p: Principal, fixtureId: string, auth) =>
    (await appointmentsOf(auth.db, p.personId, fixtureId)).length > 0 ||
    isFixtureOfficialsAdmin(auth.db, p, fixtureId),
  'fixture.readReport': (p: Principal, fixtureId: string, auth) => mayReadReport(auth, p, fixtureId),
  'fixture.writeReport': (p: Principal, fixtureId: string, auth) => mayWriteReport(auth, p, fixtureId),
} satisfies Policy;
