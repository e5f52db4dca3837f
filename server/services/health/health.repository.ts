/**
 * SQL of the health questionnaires and their designated supervisors (server/db/schema/health.ts). Every
 * change moves `updated_at` strictly forward and `version` by one, so devices pull each change once.
 */
import { and, asc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { HealthAnswers, HealthQuestionnaireInput } from '../../../domain/health/health-questionnaire.ts';
import type { Db } from '../../db/client.ts';
import {
  groupMember,
  healthQuestionnaire,
  healthSupervisor,
  organization,
  person,
  team,
} from '../../db/schema/index.ts';

const bumpedAt = sql`greatest(clock_timestamp(), ${healthQuestionnaire.updatedAt} + interval '1 millisecond')`;

export type HealthRow = typeof healthQuestionnaire.$inferSelect & { groupName: string };

const selectRows = (db: Db) =>
  db
    .select({
      q: healthQuestionnaire,
      teamName: team.name,
      teamSuffix: team.suffix,
    })
    .from(healthQuestionnaire)
    .innerJoin(team, eq(team.id, healthQuestionnaire.groupId));

type Selected = Awaited<ReturnType<ReturnType<typeof selectRows>['limit']>>[number];
const toRow = (r: Selected): HealthRow => ({
  ...r.q,
  groupName: r.teamSuffix ? `${r.teamName} ${r.teamSuffix}` : r.teamName,
});

export async function findQuestionnaire(db: Db, id: string): Promise<HealthRow | null> {
  const [r] = await selectRows(db).where(eq(healthQuestionnaire.id, id)).limit(1);
  return r ? toRow(r) : null;
}

export async function insertQuestionnaire(
  db: Db,
  id: string,
  input: HealthQuestionnaireInput,
  answers: HealthAnswers,
  result: string,
  submittedBy: string,
): Promise<void> {
  await db.insert(healthQuestionnaire).values({
    id,
    personId: input.personId,
    submittedBy,
    isPersonalForm: input.isPersonalForm,
    organizationId: input.organizationId,
    groupId: input.groupId,
    givenName: input.givenName,
    familyName: input.familyName,
    answers,
    result,
    submittedAt: new Date(),
  });
}

export async function setQuestionnaireAttendance(db: Db, id: string, attendance: string): Promise<void> {
  await db
    .update(healthQuestionnaire)
    .set({ attendance, version: sql`${healthQuestionnaire.version} + 1`, updatedAt: bumpedAt })
    .where(eq(healthQuestionnaire.id, id));
}

/** Whether the person is a live member (any role) of the live team of that club. */
export async function belongsToTeam(db: Db, personId: string, groupId: string, organizationId: string) {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(groupMember)
    .innerJoin(team, eq(team.id, groupMember.groupId))
    .where(
      and(
        eq(groupMember.personId, personId),
        eq(groupMember.groupId, groupId),
        eq(team.organizationId, organizationId),
        isNull(groupMember.deletedAt),
        isNull(team.deletedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The teams the person is a designated health supervisor of. */
export async function supervisedTeamIds(db: Db, personId: string | null): Promise<string[]> {
  if (!personId) return [];
  const rows = await db
    .select({ id: healthSupervisor.groupId })
    .from(healthSupervisor)
    .innerJoin(team, eq(team.id, healthSupervisor.groupId))
    .where(and(eq(healthSupervisor.personId, personId), isNull(team.deletedAt)));
  return rows.map((r) => r.id).sort();
}

/** The questionnaires of the given teams submitted on a Dublin calendar day (live ones), newest first. */
export async function questionnairesOfDay(db: Db, teamIds: string[], day: string): Promise<HealthRow[]> {
  if (teamIds.length === 0) return [];
  const rows = await selectRows(db)
    .where(
      and(
        inArray(healthQuestionnaire.groupId, teamIds),
        isNull(healthQuestionnaire.deletedAt),
        sql`(${healthQuestionnaire.submittedAt} at time zone 'Europe/Dublin')::date = ${day}::date`,
      ),
    )
    .orderBy(asc(healthQuestionnaire.familyName), asc(healthQuestionnaire.givenName))
    .limit(1000);
  return rows.map(toRow);
}

/** The device's collection: what the caller filled in, or is about them or their dependants. */
export async function questionnairesChangedSince(
  db: Db,
  who: { submittedBy: string; personIds: string[] },
  after: { updatedAt: string; id: string } | null,
  limit: number,
): Promise<HealthRow[]> {
  const conds: (SQL | undefined)[] = [
    or(
      eq(healthQuestionnaire.submittedBy, who.submittedBy),
      inArray(healthQuestionnaire.personId, who.personIds),
    ),
  ];
  if (after) {
    conds.push(
      sql`(${healthQuestionnaire.updatedAt}, ${healthQuestionnaire.id}) > (${after.updatedAt}::timestamptz, ${after.id})`,
    );
  }
  const rows = await selectRows(db)
    .where(and(...conds))
    .orderBy(asc(healthQuestionnaire.updatedAt), asc(healthQuestionnaire.id))
    .limit(limit);
  return rows.map(toRow);
}

/**
 * The retention rule: answers and names of questionnaires submitted before `cutoff` are deleted, and the row
 * becomes a tombstone (devices that hold it drop it). Idempotent. Answers how many were deleted.
 */
export async function deleteExpiredAnswers(db: Db, cutoff: Date): Promise<number> {
  const rows = await db
    .update(healthQuestionnaire)
    .set({
      answers: null,
      givenName: '',
      familyName: '',
      deletedAt: sql`clock_timestamp()`,
      version: sql`${healthQuestionnaire.version} + 1`,
      updatedAt: bumpedAt,
    })
    .where(and(lt(healthQuestionnaire.submittedAt, cutoff), isNull(healthQuestionnaire.deletedAt)))
    .returning({ id: healthQuestionnaire.id });
  return rows.length;
}

/** The people's live teams (any role), with the names the form shows: who a questionnaire may be for. */
export async function teamsOfPeople(db: Db, personIds: string[]) {
  if (personIds.length === 0) return [];
  return db
    .select({
      personId: person.id,
      givenName: person.givenName,
      familyName: person.familyName,
      groupId: team.id,
      teamName: team.name,
      teamSuffix: team.suffix,
      organizationId: organization.id,
      organizationName: organization.name,
    })
    .from(groupMember)
    .innerJoin(team, eq(team.id, groupMember.groupId))
    .innerJoin(organization, eq(organization.id, team.organizationId))
    .innerJoin(person, eq(person.id, groupMember.personId))
    .where(
      and(inArray(groupMember.personId, personIds), isNull(groupMember.deletedAt), isNull(team.deletedAt)),
    )
    .orderBy(asc(organization.name), asc(team.name));
}
