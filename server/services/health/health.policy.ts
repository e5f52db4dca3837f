/**
 * Who may see and do what with return-to-play health questionnaires (seed 2 §6: "Designated COVID supervisors
 * in a club see questionnaires"). Health data (GDPR Art. 9): answers reach only
 * - the person they are about, and the person who filled them in;
 * - the person's parent or guardian (family/guardianship.ts, the one place that says who acts for whom);
 * - the club's designated supervisors of THAT team.
 * Nobody else: not a coach of that or another team, not a club admin, not a super admin.
 *
 * Decision — who a "designated supervisor" is: the spec names the role but not how it is held. It is a
 * designation per team (table `health_supervisor`: team, person), kept apart from the team roles (PLAYER,
 * COACH, MEDIC, …) so that a coach is not a supervisor by being a coach, and a supervisor need not be on the
 * team. The demo seed designates the children's officer for the U14 hurlers and the coach for the senior
 * footballers (server/db/seed/health.ts). A club admin designates and removes them on the team's page
 * (`health.designate`, supervisor.routes.ts), never themself (another admin of the club designates them:
 * issue 48, finding 4); each change is in the team's audit log.
 */
import { and, eq } from 'drizzle-orm';
import type { AuthContext, Policy } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import { healthSupervisor } from '../../db/schema/index.ts';
import { isGuardianOfPerson } from '../family/guardianship.ts';
import { groupAccess } from '../team/group-access.ts';
import { findQuestionnaire } from './health.repository.ts';

/** Whether `p` may act for `personId`: themself, or as their parent or guardian. */
export async function actsFor(auth: AuthContext, p: Principal, personId: string): Promise<boolean> {
  if (!p.personId) return false;
  return p.personId === personId || isGuardianOfPerson(auth.db, p.personId, personId);
}

export async function supervises(auth: AuthContext, p: Principal, groupId: string): Promise<boolean> {
  if (!p.personId) return false;
  const rows = await auth.db
    .select({ id: healthSupervisor.id })
    .from(healthSupervisor)
    .where(and(eq(healthSupervisor.groupId, groupId), eq(healthSupervisor.personId, p.personId)))
    .limit(1);
  return rows.length > 0;
}

export async function mayReadQuestionnaire(auth: AuthContext, p: Principal, id: string): Promise<boolean> {
  if (typeof id !== 'string' || !p.personId) return false;
  const row = await findQuestionnaire(auth.db, id);
  if (!row || row.deletedAt) return false;
  return (
    row.submittedBy === p.personId ||
    (await actsFor(auth, p, row.personId)) ||
    (await supervises(auth, p, row.groupId))
  );
}

async function mayMarkAttendance(auth: AuthContext, p: Principal, id: string): Promise<boolean> {
  if (typeof id !== 'string') return false;
  const row = await findQuestionnaire(auth.db, id);
  return Boolean(row && !row.deletedAt && (await supervises(auth, p, row.groupId)));
}

export const healthPolicy = {
  /** The day's list is scoped to the caller's supervised teams (empty for everyone else). */
  'health.list': () => true,
  /** Who the caller may fill one for: anyone signed in with a person (themself and their dependants). */
  'health.choices': (p: Principal) => p.personId !== null,
  'health.read': (p: Principal, id: string, auth) => mayReadQuestionnaire(auth, p, id),
  /** Submitting: any signed-in person; who it is for and the team are checked by the use case. */
  'health.submit': (p: Principal) => p.personId !== null,
  'health.markAttendance': (p: Principal, id: string, auth) => mayMarkAttendance(auth, p, id),
  /**
   * Designating a team's supervisors grants reading its players' health answers: only the club's admins (and
   * super admins) may. An unknown team passes, for the handler's 404.
   */
  'health.designate': async (p: Principal, groupId: string, auth) => {
    const a = await groupAccess(auth.db, p, groupId);
    return a === null || a.clubAdmin;
  },
} satisfies Policy;
