/**
 * The injury records' set-based statements for the sync push (save-injuries.ts): a batch's records locked in
 * one statement, everything its checks and documents need read in one query, and its writes in one multi-row
 * upsert — three round trips for any number of saves.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { groupMember, injuryRecord, person, team } from '../../db/schema/index.ts';
import { COACH_ROLE } from './injury.policy.ts';
import type { InjuryRow } from './injury.repository.ts';

/** The records, deleted or not, locked for the rest of the transaction (in id order: no lock cycles). */
export async function lockInjuryRecords(db: Db, ids: string[]): Promise<InjuryRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(injuryRecord)
    .where(inArray(injuryRecord.id, ids))
    .orderBy(asc(injuryRecord.id))
    .for('update');
}

export interface InjuryTargets {
  /** Live teams among those named, with what a document shows of them. */
  teams: Map<string, { id: string; name: string; suffix: string | null; organizationId: string }>;
  /** The people named, with their names. */
  people: Map<string, { id: string; givenName: string; familyName: string }>;
  /** `person|team` pairs the coach may record for: a live team they coach with the player on it. */
  pairs: Set<string>;
  /** Players the coach coaches on any live team. */
  players: Set<string>;
  /** Whether the coach coaches any live team (may create records). */
  coachesAny: boolean;
}

/**
 * What a set of saves is checked against, in one query: the teams and people named (their names for the
 * documents), and — for a coach (`coachId`; null for an injury specialist, who may record for anyone) — the
 * (player, team) pairs, the players they coach, and whether they coach at all.
 */
export async function injuryTargets(
  db: Db,
  coachId: string | null,
  personIds: string[],
  teamIds: string[],
): Promise<InjuryTargets> {
  const named = (ids: string[]) => (ids.length > 0 ? ids : ['']);
  const teams = db
    .select({
      kind: sql<string>`'team'`,
      a: team.id,
      b: sql<string | null>`${team.organizationId}`,
      c: team.name,
      d: team.suffix,
    })
    .from(team)
    .where(and(inArray(team.id, named(teamIds)), isNull(team.deletedAt)));
  const people = db
    .select({
      kind: sql<string>`'person'`,
      a: person.id,
      b: sql<string | null>`null`,
      c: person.givenName,
      d: sql<string | null>`${person.familyName}`,
    })
    .from(person)
    .where(inArray(person.id, named(personIds)));
  let all;
  if (coachId) {
    const coach = alias(groupMember, 'coach_membership');
    const pairs = db
      .select({
        kind: sql<string>`'pair'`,
        a: groupMember.personId,
        b: groupMember.groupId,
        c: sql<string>`''`,
        d: sql<string | null>`null`,
      })
      .from(groupMember)
      .innerJoin(coach, eq(coach.groupId, groupMember.groupId))
      .innerJoin(team, eq(team.id, groupMember.groupId))
      .where(
        and(
          inArray(groupMember.personId, named(personIds)),
          isNull(groupMember.deletedAt),
          eq(coach.personId, coachId),
          eq(coach.role, COACH_ROLE),
          isNull(coach.deletedAt),
          isNull(team.deletedAt),
        ),
      );
    const coached = db
      .select({
        kind: sql<string>`'coach'`,
        a: groupMember.groupId,
        b: sql<string | null>`null`,
        c: sql<string>`''`,
        d: sql<string | null>`null`,
      })
      .from(groupMember)
      .innerJoin(team, eq(team.id, groupMember.groupId))
      .where(
        and(
          eq(groupMember.personId, coachId),
          eq(groupMember.role, COACH_ROLE),
          isNull(groupMember.deletedAt),
          isNull(team.deletedAt),
        ),
      );
    all = await teams.unionAll(people).unionAll(pairs).unionAll(coached);
  } else {
    all = await teams.unionAll(people);
  }
  const t: InjuryTargets = {
    teams: new Map(),
    people: new Map(),
    pairs: new Set(),
    players: new Set(),
    coachesAny: false,
  };
  for (const r of all) {
    if (r.kind === 'team') t.teams.set(r.a, { id: r.a, organizationId: r.b!, name: r.c, suffix: r.d });
    else if (r.kind === 'person') t.people.set(r.a, { id: r.a, givenName: r.c, familyName: r.d ?? '' });
    else if (r.kind === 'pair') {
      t.pairs.add(`${r.a}|${r.b}`);
      t.players.add(r.a);
    } else t.coachesAny = true;
  }
  return t;
}

export type InjuryWrite = Omit<typeof injuryRecord.$inferInsert, 'version' | 'updatedAt' | 'createdAt'> & {
  id: string;
};

/**
 * New records and changes to locked ones in one multi-row statement: a row whose id was locked is updated
 * (its version up by one, `updated_at` strictly forward; `created_by` kept), any other inserted. Answers the
 * rows as written (a creation whose id a concurrent request took is left out).
 */
export async function upsertInjuryRecords(
  db: Db,
  rows: InjuryWrite[],
  /** The ids that existed when locked: only these are updated (a creation that meets a new row is not). */
  existing: string[],
): Promise<InjuryRow[]> {
  if (rows.length === 0) return [];
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  return db
    .insert(injuryRecord)
    .select(
      jsonRows(injuryRecord, rows, {
        version: sql`1`,
        createdAt: sql`now()`,
        updatedAt: sql`now()`,
        deletedAt: sql`null`,
      }),
    )
    .onConflictDoUpdate({
      target: injuryRecord.id,
      set: {
        personId: excluded('person_id'),
        groupId: excluded('group_id'),
        status: excluded('status'),
        injuryDate: excluded('injury_date'),
        partialReturnDate: excluded('partial_return_date'),
        fullReturnDate: excluded('full_return_date'),
        additionalType: excluded('additional_type'),
        activityType: excluded('activity_type'),
        surface: excluded('surface'),
        injuryOnset: excluded('injury_onset'),
        mechanism: excluded('mechanism'),
        injuryHistory: excluded('injury_history'),
        injuryDetails: excluded('injury_details'),
        availability: excluded('availability'),
        severity: excluded('severity'),
        publicNotes: excluded('public_notes'),
        privateNotes: excluded('private_notes'),
        version: sql`${injuryRecord.version} + 1`,
        updatedAt: sql`greatest(clock_timestamp(), ${injuryRecord.updatedAt} + interval '1 millisecond')`,
      },
      setWhere: inArray(injuryRecord.id, existing.length > 0 ? existing : ['']),
    })
    .returning();
}
