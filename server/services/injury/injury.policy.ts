/**
 * Who may do what with injury records (seed 2 §1, §6).
 *
 * - Injury specialists (global role injury_specialist) read and write every record, and they alone read
 *   private notes (`mayReadPrivateNotes`; the DTO strips them for everyone else on every read path).
 * - Coaches (label Coach on an active club link) read and write the records of their clubs' teams, for
 *   players of that club. The spec says "team coaches of the player"; until teams carry their coaches
 *   (issue 6), a coach of the club stands for a coach of its teams — narrow `coachScope` when they do.
 * - A player reads their own records (public notes only).
 * Listing is open to every signed-in person: the list is scoped to what they may read.
 */
import { and, eq, sql } from 'drizzle-orm';
import { hasGlobalRole, type AuthContext, type Policy } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import { injuryRecord, personOrganization, team } from '../../db/schema/index.ts';

export const INJURY_SPECIALIST_ROLE = 'injury_specialist';
export const COACH_LABEL = 'Coach';

export const isInjurySpecialist = (p: Principal) => hasGlobalRole(p, INJURY_SPECIALIST_ROLE);
export const mayReadPrivateNotes = (p: Principal | null) => Boolean(p && isInjurySpecialist(p));

/** Clubs where the principal coaches. */
export function coachScope(p: Principal): string[] {
  return p.links
    .filter((l) => l.status === 'ACTIVE' && l.labels.includes(COACH_LABEL))
    .map((l) => l.organizationId);
}

async function recordScope(auth: AuthContext, id: string) {
  const [row] = await auth.db
    .select({ personId: injuryRecord.personId, orgId: team.organizationId })
    .from(injuryRecord)
    .innerJoin(team, eq(team.id, injuryRecord.groupId))
    .where(and(eq(injuryRecord.id, id), sql`${injuryRecord.deletedAt} is null`));
  return row;
}

export async function mayReadRecord(auth: AuthContext, p: Principal, id: string): Promise<boolean> {
  if (isInjurySpecialist(p)) return true;
  const row = await recordScope(auth, id);
  if (!row) return false;
  return row.personId === p.personId || coachScope(p).includes(row.orgId);
}

export async function mayWriteRecord(auth: AuthContext, p: Principal, id: string): Promise<boolean> {
  if (isInjurySpecialist(p)) return true;
  const row = await recordScope(auth, id);
  return Boolean(row && coachScope(p).includes(row.orgId));
}

export const mayCreateRecords = (p: Principal) => isInjurySpecialist(p) || coachScope(p).length > 0;

/**
 * Whether the principal may record an injury of `personId` with team `groupId`: any for a specialist; for a
 * coach, a team of a club they coach and a player linked to that club. `null` when the team is unknown.
 */
export async function mayRecordFor(
  auth: AuthContext,
  p: Principal,
  target: { personId: string; groupId: string },
): Promise<boolean | null> {
  const [t] = await auth.db
    .select({ orgId: team.organizationId })
    .from(team)
    .where(and(eq(team.id, target.groupId), sql`${team.deletedAt} is null`));
  if (!t) return null;
  if (isInjurySpecialist(p)) return true;
  if (!coachScope(p).includes(t.orgId)) return false;
  const member = await auth.db
    .select({ id: personOrganization.personId })
    .from(personOrganization)
    .where(
      and(eq(personOrganization.personId, target.personId), eq(personOrganization.organizationId, t.orgId)),
    )
    .limit(1);
  return member.length > 0;
}

export const injuryPolicy: Policy = {
  'injury.list': () => true,
  'injury.read': (p: Principal, id: string, auth) => mayReadRecord(auth, p, id),
  'injury.create': (p: Principal) => mayCreateRecords(p),
  'injury.update': (p: Principal, id: string, auth) => mayWriteRecord(auth, p, id),
  'injury.delete': (p: Principal, id: string, auth) => mayWriteRecord(auth, p, id),
  /** The offline save: an update of a record the caller may write, or a creation. */
  'injury.save': async (p: Principal, id: string, auth) =>
    (await recordScope(auth, id)) ? mayWriteRecord(auth, p, id) : mayCreateRecords(p),
  'injury.people': (p: Principal) => mayCreateRecords(p),
};
