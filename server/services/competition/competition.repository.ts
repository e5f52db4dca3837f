/**
 * Competitions, divisions and competitors in the database (seed 2 §3 Competition): the wizard's rows and the
 * documents the competitions area shows. Fixtures are fixture.repository.ts's; this file deletes a
 * division's fixtures only through `deleteFixturesOf`, as soft deletes devices receive as tombstones.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type {
  CompetitionDetailsInput,
  CompetitionDoc,
  CompetitorInput,
  DivisionDoc,
  DivisionInput,
  TieBreakOrder,
} from '../../../domain/competition/competition.ts';
import type { CompetitionStatus } from '../../../domain/competition/enums.ts';
import type { Db } from '../../db/client.ts';
import {
  competition,
  division,
  divisionCompetitor,
  fixture,
  organization,
  person,
  team,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../http/list.ts';
import { bumpedAt, withDescendantsSql } from './fixture.repository.ts';

export type CompetitionRow = typeof competition.$inferSelect;

const live = isNull(competition.deletedAt);

export async function findCompetition(db: Db, id: string): Promise<CompetitionRow | undefined> {
  const [row] = await db
    .select()
    .from(competition)
    .where(and(eq(competition.id, id), live));
  return row;
}

export interface CompetitionListQuery {
  /** Organisations whose competitions (and their descendants') are in scope; null: every organisation. */
  scopeOrgIds: string[] | null;
  organizationId?: string;
  status?: string;
  season?: number;
  format?: string;
  activity?: string;
  search?: string;
  sort: { field: 'name' | 'season' | 'status' | 'updatedAt'; direction: 'asc' | 'desc' };
  page: number;
  size: number;
}

function listWhere(q: CompetitionListQuery): SQL | undefined {
  const conds: (SQL | undefined)[] = [live, ne(competition.status, 'DELETED')];
  if (q.scopeOrgIds) conds.push(sql`${competition.organizationId} in ${withDescendantsSql(q.scopeOrgIds)}`);
  if (q.organizationId) conds.push(eq(competition.organizationId, q.organizationId));
  if (q.status) conds.push(eq(competition.status, q.status));
  if (q.season !== undefined) conds.push(eq(competition.season, q.season));
  if (q.format) conds.push(eq(competition.format, q.format));
  if (q.activity) conds.push(eq(competition.activity, q.activity));
  if (q.search) conds.push(ilike(competition.name, containsPattern(q.search)));
  return and(...conds);
}

export async function listCompetitions(
  db: Db,
  q: CompetitionListQuery,
): Promise<{ rows: CompetitionRow[]; total: number }> {
  const where = listWhere(q);
  const column = {
    name: competition.name,
    season: competition.season,
    status: competition.status,
    updatedAt: competition.updatedAt,
  }[q.sort.field];
  const dir = q.sort.direction === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(competition)
    .where(where)
    .orderBy(dir(column), asc(competition.id))
    .limit(q.size)
    .offset(q.page * q.size);
  if (rows.length < q.size && (rows.length > 0 || q.page === 0)) {
    return { rows, total: q.page * q.size + rows.length };
  }
  const [n] = await db.select({ n: count() }).from(competition).where(where);
  return { rows, total: n?.n ?? 0 };
}

export async function insertCompetition(db: Db, input: CompetitionDetailsInput): Promise<string> {
  const id = uuidv7();
  await db.insert(competition).values({ id, ...detailsColumns(input), organizationId: input.organizationId, status: 'DRAFT' });
  return id;
}

function detailsColumns(input: CompetitionDetailsInput) {
  return {
    name: input.name,
    adminPersonId: input.adminPersonId,
    matchOfficialAdminPersonId: input.matchOfficialAdminPersonId ?? null,
    season: input.season,
    format: input.format,
    additionalType: input.additionalType,
    rank: input.rank,
    ageLevel: input.ageLevel,
    gender: input.gender,
    activity: input.activity,
    grade: input.grade ?? null,
    category: input.category || null,
    sponsor: input.sponsor || null,
    sponsorPosition: input.sponsor ? (input.sponsorPosition ?? null) : null,
    masterCompetition: input.masterCompetition || null,
    notificationRecipient: input.notificationRecipient || null,
    venuePoolId: input.venuePoolId ?? null,
    matchOfficialPoolId: input.matchOfficialPoolId ?? null,
  };
}

export async function updateCompetition(
  db: Db,
  id: string,
  set: Partial<typeof competition.$inferInsert>,
): Promise<void> {
  await db
    .update(competition)
    .set({ ...set, version: sql`${competition.version} + 1`, updatedAt: sql`clock_timestamp()` })
    .where(eq(competition.id, id));
}

/** Step 1's fields on an existing competition (its organisation does not change). */
export const updateCompetitionDetails = (db: Db, id: string, input: CompetitionDetailsInput) =>
  updateCompetition(db, id, detailsColumns(input));

export async function personExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: person.id }).from(person).where(eq(person.id, id)).limit(1);
  return rows.length > 0;
}

// ── Divisions and competitors ──────────────────────────────────────────────────────────────────────

export async function divisionsOf(db: Db, competitionId: string) {
  return db
    .select()
    .from(division)
    .where(and(eq(division.competitionId, competitionId), isNull(division.deletedAt)))
    .orderBy(asc(division.position), asc(division.name));
}

export async function findDivision(db: Db, id: string) {
  const [row] = await db
    .select({ division, competition })
    .from(division)
    .innerJoin(competition, eq(competition.id, division.competitionId))
    .where(and(eq(division.id, id), isNull(division.deletedAt), live));
  return row;
}

export async function fixtureCountsOf(db: Db, divisionIds: string[]): Promise<Map<string, { all: number; results: number }>> {
  if (divisionIds.length === 0) return new Map();
  const rows = await db
    .select({
      divisionId: fixture.divisionId,
      all: count(),
      results: sql<number>`count(*) filter (where ${fixture.isResult})`.mapWith(Number),
    })
    .from(fixture)
    .where(and(inArray(fixture.divisionId, divisionIds), isNull(fixture.deletedAt)))
    .groupBy(fixture.divisionId);
  return new Map(rows.map((r) => [r.divisionId!, { all: r.all, results: r.results }]));
}

export type CompetitorRecord = DivisionDoc['competitors'][number] & { position: number };

export async function competitorsOf(db: Db, divisionIds: string[]): Promise<Map<string, CompetitorRecord[]>> {
  const out = new Map<string, CompetitorRecord[]>();
  if (divisionIds.length === 0) return out;
  const rows = await db
    .select({
      divisionId: divisionCompetitor.divisionId,
      id: divisionCompetitor.id,
      teamId: divisionCompetitor.teamId,
      placeholder: divisionCompetitor.placeholder,
      ownName: divisionCompetitor.name,
      position: divisionCompetitor.position,
      teamName: team.name,
      suffix: team.suffix,
      organizationId: team.organizationId,
    })
    .from(divisionCompetitor)
    .leftJoin(team, eq(team.id, divisionCompetitor.teamId))
    .where(inArray(divisionCompetitor.divisionId, divisionIds))
    .orderBy(asc(divisionCompetitor.position));
  for (const r of rows) {
    const list = out.get(r.divisionId) ?? [];
    list.push({
      id: r.id,
      teamId: r.teamId,
      placeholder: r.placeholder,
      name: r.ownName ?? (r.teamName ? `${r.teamName}${r.suffix ? ` ${r.suffix}` : ''}` : (r.placeholder ?? '')),
      organizationId: r.organizationId,
      position: r.position,
    });
    out.set(r.divisionId, list);
  }
  return out;
}

/** Teams by id with their club: for the duplicate-organisation rule and to refuse unknown teams. */
export async function teamsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: team.id, organizationId: team.organizationId, activity: team.activity })
    .from(team)
    .where(and(inArray(team.id, ids), isNull(team.deletedAt)));
}

export async function replaceCompetitors(db: Db, divisionId: string, list: CompetitorInput[]): Promise<void> {
  await db.delete(divisionCompetitor).where(eq(divisionCompetitor.divisionId, divisionId));
  await db.insert(divisionCompetitor).values(
    list.map((c, i) => ({
      id: uuidv7(),
      divisionId,
      teamId: c.teamId ?? null,
      placeholder: c.teamId ? null : (c.placeholder ?? null),
      name: c.name || null,
      position: i + 1,
    })),
  );
  await db
    .update(division)
    .set({ version: sql`${division.version} + 1`, updatedAt: sql`clock_timestamp()` })
    .where(eq(division.id, divisionId));
}

/** Soft-deletes the live fixtures of some divisions (tombstones for devices); returns how many. */
export async function deleteFixturesOf(db: Db, divisionIds: string[]): Promise<number> {
  if (divisionIds.length === 0) return 0;
  const rows = await db
    .update(fixture)
    .set({ deletedAt: sql`clock_timestamp()`, version: sql`${fixture.version} + 1`, updatedAt: bumpedAt })
    .where(and(inArray(fixture.divisionId, divisionIds), isNull(fixture.deletedAt)))
    .returning({ id: fixture.id });
  return rows.length;
}

/** Deletes divisions (their fixtures first) of a competition. */
export async function deleteDivisions(db: Db, divisionIds: string[]): Promise<void> {
  if (divisionIds.length === 0) return;
  await deleteFixturesOf(db, divisionIds);
  await db.delete(divisionCompetitor).where(inArray(divisionCompetitor.divisionId, divisionIds));
  await db
    .update(division)
    .set({ deletedAt: sql`clock_timestamp()`, version: sql`${division.version} + 1`, updatedAt: sql`clock_timestamp()` })
    .where(inArray(division.id, divisionIds));
}

/** Inserts or updates the divisions of the format step, in order; returns their ids. */
export async function upsertDivisions(db: Db, competitionId: string, list: DivisionInput[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, d] of list.entries()) {
    const values = {
      name: d.name,
      abbreviation: d.abbreviation,
      officialsDaysBefore: d.officialsDaysBefore,
      officialsHoursBefore: d.officialsHoursBefore,
      adminDaysBefore: d.adminDaysBefore,
      adminHoursBefore: d.adminHoursBefore,
      position: i + 1,
    };
    if (d.id) {
      await db
        .update(division)
        .set({ ...values, version: sql`${division.version} + 1`, updatedAt: sql`clock_timestamp()` })
        .where(and(eq(division.id, d.id), eq(division.competitionId, competitionId)));
      ids.push(d.id);
    } else {
      const id = uuidv7();
      await db.insert(division).values({ id, competitionId, ...values });
      ids.push(id);
    }
  }
  return ids;
}

export async function updateDivision(db: Db, id: string, d: DivisionInput): Promise<void> {
  await db
    .update(division)
    .set({
      name: d.name,
      abbreviation: d.abbreviation,
      officialsDaysBefore: d.officialsDaysBefore,
      officialsHoursBefore: d.officialsHoursBefore,
      adminDaysBefore: d.adminDaysBefore,
      adminHoursBefore: d.adminHoursBefore,
      version: sql`${division.version} + 1`,
      updatedAt: sql`clock_timestamp()`,
    })
    .where(eq(division.id, id));
}

/** A copy of a competition (DRAFT) with its divisions and competitors, without fixtures or results. */
export async function cloneCompetition(db: Db, source: CompetitionRow, name: string): Promise<string> {
  const id = uuidv7();
  const { id: _id, createdAt: _c, updatedAt: _u, version: _v, deletedAt: _d, ...rest } = source;
  await db.insert(competition).values({ ...rest, id, name, status: 'DRAFT', archiveReason: null, deleteReason: null });
  for (const d of await divisionsOf(db, source.id)) {
    const newId = uuidv7();
    const { id: _i, competitionId: _ci, updatedAt: _du, version: _dv, deletedAt: _dd, ...drest } = d;
    await db.insert(division).values({ ...drest, id: newId, competitionId: id });
    const list = await db.select().from(divisionCompetitor).where(eq(divisionCompetitor.divisionId, d.id));
    if (list.length) {
      await db
        .insert(divisionCompetitor)
        .values(list.map((c) => ({ ...c, id: uuidv7(), divisionId: newId })));
    }
  }
  return id;
}

// ── Documents ──────────────────────────────────────────────────────────────────────────────────────

export async function competitionDocs(
  db: Db,
  rows: CompetitionRow[],
  opts: { divisions: boolean } = { divisions: false },
): Promise<CompetitionDoc[]> {
  if (rows.length === 0) return [];
  const orgIds = [...new Set(rows.map((r) => r.organizationId))];
  const orgs = await db
    .select({ id: organization.id, name: organization.name })
    .from(organization)
    .where(inArray(organization.id, orgIds));
  const orgName = new Map(orgs.map((o) => [o.id, o.name]));
  const adminIds = [...new Set(rows.map((r) => r.adminPersonId).filter((x): x is string => Boolean(x)))];
  const admins = adminIds.length
    ? await db
        .select({ id: person.id, givenName: person.givenName, familyName: person.familyName })
        .from(person)
        .where(inArray(person.id, adminIds))
    : [];
  const adminName = new Map(admins.map((a) => [a.id, `${a.givenName} ${a.familyName}`]));
  const divisionsBy = new Map<string, DivisionDoc[]>();
  if (opts.divisions) {
    for (const r of rows) {
      const divs = await divisionsOf(db, r.id);
      const ids = divs.map((d) => d.id);
      const [competitors, counts] = await Promise.all([competitorsOf(db, ids), fixtureCountsOf(db, ids)]);
      divisionsBy.set(
        r.id,
        divs.map((d) => ({
          id: d.id,
          name: d.name,
          abbreviation: d.abbreviation,
          officialsDaysBefore: d.officialsDaysBefore,
          officialsHoursBefore: d.officialsHoursBefore,
          adminDaysBefore: d.adminDaysBefore,
          adminHoursBefore: d.adminHoursBefore,
          competitors: (competitors.get(d.id) ?? []).map(({ position: _p, ...c }) => c),
          fixtureCount: counts.get(d.id)?.all ?? 0,
        })),
      );
    }
  }
  return rows.map((r) => toCompetitionDoc(r, orgName.get(r.organizationId) ?? '', r.adminPersonId ? (adminName.get(r.adminPersonId) ?? null) : null, divisionsBy.get(r.id)));
}

function toCompetitionDoc(
  r: CompetitionRow,
  organizationName: string,
  adminName: string | null,
  divisions: DivisionDoc[] | undefined,
): CompetitionDoc {
  return {
    id: r.id,
    version: r.version,
    updatedAt: r.updatedAt.toISOString(),
    organizationId: r.organizationId,
    organizationName,
    name: r.name,
    adminPersonId: r.adminPersonId ?? '',
    adminName,
    matchOfficialAdminPersonId: r.matchOfficialAdminPersonId,
    season: r.season,
    format: r.format as CompetitionDoc['format'],
    status: r.status as CompetitionStatus,
    additionalType: (r.additionalType ?? 'LEAGUE') as CompetitionDoc['additionalType'],
    rank: (r.rank ?? 'COUNTY') as CompetitionDoc['rank'],
    ageLevel: r.ageLevel as CompetitionDoc['ageLevel'],
    gender: (r.gender ?? 'MALE') as CompetitionDoc['gender'],
    activity: r.activity as CompetitionDoc['activity'],
    grade: r.grade as CompetitionDoc['grade'],
    category: r.category ?? '',
    sponsor: r.sponsor ?? '',
    sponsorPosition: r.sponsorPosition as CompetitionDoc['sponsorPosition'],
    masterCompetition: r.masterCompetition ?? '',
    notificationRecipient: r.notificationRecipient ?? '',
    venuePoolId: r.venuePoolId,
    matchOfficialPoolId: r.matchOfficialPoolId,
    numberOfDivisions: r.numberOfDivisions,
    legs: r.legs,
    winPoints: r.winPoints,
    drawPoints: r.drawPoints,
    lossPoints: r.lossPoints,
    walkoverPoints: r.walkoverPoints,
    pointsDisplayFormat: r.pointsDisplayFormat as CompetitionDoc['pointsDisplayFormat'],
    tieBreaks: r.tieBreaks as TieBreakOrder[],
    archiveReason: r.archiveReason,
    ...(divisions ? { divisions } : {}),
  };
}
