/**
 * Injury records in the database. Every change moves `updated_at` strictly forward (`bumpedAt`), so a
 * device's pull checkpoint `{updatedAt, id}` always sees it again. Reads join the player's name and the
 * team's name, which the document shows.
 */
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { InjuryRecordInput } from '../../../domain/injury/injury-record.ts';
import type { Db } from '../../db/client.ts';
import { injuryRecord, person, team } from '../../db/schema/index.ts';
import { membersOf } from './injury.policy.ts';
import { personNameContains } from '../person/person.repository.ts';

export type InjuryRow = typeof injuryRecord.$inferSelect;

const bumpedAt = sql`greatest(clock_timestamp(), ${injuryRecord.updatedAt} + interval '1 millisecond')`;

const recordFields = {
  record: injuryRecord,
  person: { id: person.id, givenName: person.givenName, familyName: person.familyName },
  group: { id: team.id, name: team.name, suffix: team.suffix, organizationId: team.organizationId },
};

function selectRecords<E extends Record<string, SQL.Aliased | SQL>>(db: Db, extra?: E) {
  return db
    .select({ ...recordFields, ...(extra as E) })
    .from(injuryRecord)
    .innerJoin(person, eq(person.id, injuryRecord.personId))
    .innerJoin(team, eq(team.id, injuryRecord.groupId));
}

export type InjuryRecordRow = Awaited<
  ReturnType<ReturnType<typeof selectRecords<Record<never, never>>>['execute']>
>[number];

/** What the caller may read: everything (specialist), the players of the teams they coach, their own records. */
export interface InjuryScope {
  all: boolean;
  coachTeamIds: string[];
  personId: string | null;
}

function scopeSql(db: Db, s: InjuryScope): SQL | undefined {
  if (s.all) return undefined;
  const parts: SQL[] = [];
  if (s.coachTeamIds.length > 0) parts.push(inArray(injuryRecord.personId, membersOf(db, s.coachTeamIds)));
  if (s.personId) parts.push(eq(injuryRecord.personId, s.personId));
  return parts.length > 0 ? or(...parts) : sql`false`;
}

export async function findInjuryRecord(db: Db, id: string): Promise<InjuryRecordRow | undefined> {
  const rows = await selectRecords(db).where(and(eq(injuryRecord.id, id), isNull(injuryRecord.deletedAt)));
  return rows[0];
}

/** The row, deleted or not, locked for the rest of the transaction. */
export async function lockInjuryRecord(db: Db, id: string): Promise<InjuryRow | undefined> {
  const rows = await db.select().from(injuryRecord).where(eq(injuryRecord.id, id)).for('update');
  return rows[0];
}

export interface InjuryQuery {
  page: number;
  size: number;
  search?: string;
  availability: string[];
  personId?: string;
  groupId?: string;
  status?: string;
}

export async function listInjuryRecords(
  db: Db,
  scope: InjuryScope,
  q: InjuryQuery,
): Promise<{ rows: InjuryRecordRow[]; total: number }> {
  const conds: (SQL | undefined)[] = [isNull(injuryRecord.deletedAt), scopeSql(db, scope)];
  if (q.availability.length > 0) conds.push(inArray(injuryRecord.availability, q.availability));
  if (q.personId) conds.push(eq(injuryRecord.personId, q.personId));
  if (q.groupId) conds.push(eq(injuryRecord.groupId, q.groupId));
  if (q.status) conds.push(eq(injuryRecord.status, q.status));
  if (q.search) conds.push(personNameContains(q.search));
  const where = and(...conds);
  const [rows, [total]] = await Promise.all([
    selectRecords(db)
      .where(where)
      .orderBy(desc(injuryRecord.injuryDate), asc(injuryRecord.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db
      .select({ n: count() })
      .from(injuryRecord)
      .innerJoin(person, eq(person.id, injuryRecord.personId))
      .innerJoin(team, eq(team.id, injuryRecord.groupId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Records in the caller's scope changed after a checkpoint, deleted ones included (they become tombstones).
 * A record that left the scope (its player left the coach's teams) is not sent again: the pull resets the
 * device's copy when the scope changes (injury.sync.ts).
 */
export async function injuriesChangedSince(
  db: Db,
  scope: InjuryScope,
  after: { updatedAt: string; id: string } | null,
  limit: number,
): Promise<InjuryRecordRow[]> {
  const conds: (SQL | undefined)[] = [scopeSql(db, scope)];
  if (after) {
    conds.push(
      sql`(${injuryRecord.updatedAt}, ${injuryRecord.id}) > (${after.updatedAt}::timestamptz, ${after.id})`,
    );
  }
  return selectRecords(db)
    .where(and(...conds))
    .orderBy(asc(injuryRecord.updatedAt), asc(injuryRecord.id))
    .limit(limit);
}

type Columns = Omit<InjuryRecordInput, 'privateNotes'> & { privateNotes: string };

/** The columns a save writes (the input, with the private notes the rule decided). */
export function recordColumns(input: Columns) {
  return {
    personId: input.personId,
    groupId: input.groupId,
    status: input.status,
    injuryDate: input.injuryDate,
    partialReturnDate: input.partialReturnDate,
    fullReturnDate: input.fullReturnDate,
    additionalType: input.additionalType,
    activityType: input.activityType,
    surface: input.surface,
    injuryOnset: input.injuryOnset,
    mechanism: input.mechanism,
    injuryHistory: input.injuryHistory,
    injuryDetails: input.injuryDetails,
    availability: input.availability,
    severity: input.severity,
    publicNotes: input.publicNotes,
    privateNotes: input.privateNotes,
  };
}

export async function insertInjuryRecord(
  db: Db,
  id: string,
  input: Columns,
  createdBy: string | null,
): Promise<void> {
  await db.insert(injuryRecord).values({ id, ...recordColumns(input), createdBy });
}

export async function updateInjuryRecord(db: Db, id: string, input: Columns): Promise<void> {
  await db
    .update(injuryRecord)
    .set({ ...recordColumns(input), version: sql`${injuryRecord.version} + 1`, updatedAt: bumpedAt })
    .where(eq(injuryRecord.id, id));
}

/** A soft delete: devices that hold the record receive a tombstone. */
export async function deleteInjuryRecord(db: Db, id: string): Promise<void> {
  await db
    .update(injuryRecord)
    .set({
      deletedAt: sql`clock_timestamp()`,
      version: sql`${injuryRecord.version} + 1`,
      updatedAt: bumpedAt,
    })
    .where(eq(injuryRecord.id, id));
}
