/**
 * Who may do what with injury records (seed 2 §1, §6).
 *
 * - Injury specialists (global role injury_specialist) read and write every record, and they alone read
 *   private notes (`mayReadPrivateNotes`; the DTO strips them for everyone else on every read path).
 * - Team coaches of the player (role COACH in a team the player is a member of) read and write the player's
 *   records, and record injuries with a team they coach for its members.
 * - A player reads their own records (public notes only).
 * Listing is open to every signed-in person: the list is scoped to what they may read.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { hasGlobalRole, type AuthContext, type Policy } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { groupMember, injuryRecord, team } from '../../db/schema/index.ts';

export const INJURY_SPECIALIST_ROLE = 'injury_specialist';
export const COACH_ROLE = 'COACH';

export const isInjurySpecialist = (p: Principal) => hasGlobalRole(p, INJURY_SPECIALIST_ROLE);
export const mayReadPrivateNotes = (p: Principal | null) => Boolean(p && isInjurySpecialist(p));

/** The live teams the person coaches. */
export async function coachedTeamIds(db: Db, personId: string | null): Promise<string[]> {
  if (!personId) return [];
  const rows = await db
    .select({ id: groupMember.groupId })
    .from(groupMember)
    .innerJoin(team, eq(team.id, groupMember.groupId))
    .where(
      and(
        eq(groupMember.personId, personId),
        eq(groupMember.role, COACH_ROLE),
        isNull(groupMember.deletedAt),
        isNull(team.deletedAt),
      ),
    );
  return rows.map((r) => r.id).sort();
}

/** The people on the given teams (live memberships): the players whose records their coaches hold. */
export const membersOf = (db: Db, teamIds: string[]) =>
  db
    .select({ personId: groupMember.personId })
    .from(groupMember)
    .where(and(inArray(groupMember.groupId, teamIds), isNull(groupMember.deletedAt)));

/** Whether `coachId` coaches a team `playerId` is a member of (`teamId`: that team only). */
export async function coachesPlayer(db: Db, coachId: string | null, playerId: string, teamId?: string) {
  if (!coachId) return false;
  const coach = alias(groupMember, 'coach_membership');
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(groupMember)
    .innerJoin(coach, eq(coach.groupId, groupMember.groupId))
    .innerJoin(team, eq(team.id, groupMember.groupId))
    .where(
      and(
        eq(groupMember.personId, playerId),
        isNull(groupMember.deletedAt),
        eq(coach.personId, coachId),
        eq(coach.role, COACH_ROLE),
        isNull(coach.deletedAt),
        isNull(team.deletedAt),
        teamId ? eq(groupMember.groupId, teamId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

async function recordPerson(auth: AuthContext, id: string) {
  const [row] = await auth.db
    .select({ personId: injuryRecord.personId })
    .from(injuryRecord)
    .where(and(eq(injuryRecord.id, id), sql`${injuryRecord.deletedAt} is null`));
  return row;
}

export async function mayReadRecord(auth: AuthContext, p: Principal, id: string): Promise<boolean> {
  if (isInjurySpecialist(p)) return true;
  const row = await recordPerson(auth, id);
  if (!row) return false;
  return row.personId === p.personId || coachesPlayer(auth.db, p.personId, row.personId);
}

export async function mayWriteRecord(auth: AuthContext, p: Principal, id: string): Promise<boolean> {
  if (isInjurySpecialist(p)) return true;
  const row = await recordPerson(auth, id);
  return Boolean(row && (await coachesPlayer(auth.db, p.personId, row.personId)));
}

export const mayCreateRecords = async (auth: AuthContext, p: Principal) =>
  isInjurySpecialist(p) || (await coachedTeamIds(auth.db, p.personId)).length > 0;

/**
 * Whether the principal may record an injury of `personId` with team `groupId`: any for a specialist; for a
 * coach, a team they coach with the player on it. `null` when the team is unknown.
 */
export async function mayRecordFor(
  auth: AuthContext,
  p: Principal,
  target: { personId: string; groupId: string },
): Promise<boolean | null> {
  const [t] = await auth.db
    .select({ id: team.id })
    .from(team)
    .where(and(eq(team.id, target.groupId), sql`${team.deletedAt} is null`));
  if (!t) return null;
  if (isInjurySpecialist(p)) return true;
  return coachesPlayer(auth.db, p.personId, target.personId, target.groupId);
}

export const injuryPolicy = {
  'injury.list': () => true,
  'injury.read': (p: Principal, id: string, auth) => mayReadRecord(auth, p, id),
  'injury.create': (p: Principal, _id: unknown, auth) => mayCreateRecords(auth, p),
  'injury.update': (p: Principal, id: string, auth) => mayWriteRecord(auth, p, id),
  'injury.delete': (p: Principal, id: string, auth) => mayWriteRecord(auth, p, id),
  /** The offline save: an update of a record the caller may write, or a creation. */
  'injury.save': async (p: Principal, id: string, auth) =>
    (await recordPerson(auth, id)) ? mayWriteRecord(auth, p, id) : mayCreateRecords(auth, p),
  'injury.people': (p: Principal, _id: unknown, auth) => mayCreateRecords(auth, p),
} satisfies Policy;
