/**
 * SQL of the competitions area's overviews (domain/competition/overview/overview.ts): a page of an
 * organisation's competitions with their figures, and a page of its pools with the competitions that use
 * them. A fixed number of statements per page whatever its size (no query per row): the page itself, then
 * one aggregate over its divisions and one over its fixtures, or one over the competitions naming its pools.
 * Index-backed: competition (organization_id, season, id), division (competition_id), division_competitor
 * (division_id, position), fixture (competition_id), pool (organization_id, kind, name), and the two pool
 * columns of competition (migration 0052).
 */
import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { NOT_COUNTED_OUTCOMES } from '../../../domain/competition/provisional.ts';
import type {
  CompetitionOverview,
  OverviewDivision,
  PoolUsage,
  PoolUser,
} from '../../../domain/competition/overview/overview.ts';
import { blocksPoolDeletion } from '../../../domain/competition/overview/overview.ts';
import type { CompetitionFormat, CompetitionStatus, PoolKind } from '../../../domain/competition/enums.ts';
import type { Db } from '../../db/client.ts';
import {
  competition,
  division,
  divisionCompetitor,
  fixture,
  pool,
  poolMember,
} from '../../db/schema/index.ts';

export interface Page {
  page: number;
  size: number;
}

/** Rows of one page and the list's total, counted only when the page does not tell it. */
async function paged<T>(
  rows: T[],
  p: Page,
  countAll: () => Promise<number>,
): Promise<{ rows: T[]; total: number }> {
  if (rows.length < p.size && (rows.length > 0 || p.page === 0))
    return { rows, total: p.page * p.size + rows.length };
  return { rows, total: await countAll() };
}

// ── Competitions View ────────────────────────────────────────────────────────────────────────────────

const notCounted = sql.join(
  NOT_COUNTED_OUTCOMES.map((o) => sql`${o}`),
  sql`, `,
);
/** provisional.ts `countsInTable`, in SQL. */
const counted = sql`(${fixture.isResult} and not ${fixture.isPostponed} and coalesce(${fixture.outcome}, '') not in (${notCounted}))`;

type Figures = Pick<OverviewDivision, 'fixtures' | 'played' | 'awaitingConfirmation' | 'nextFixtureAt'>;
const noFixtures = (): Figures => ({ fixtures: 0, played: 0, awaitingConfirmation: 0, nextFixtureAt: null });

function addFigures(into: Figures, f: Figures): void {
  into.fixtures += f.fixtures;
  into.played += f.played;
  into.awaitingConfirmation += f.awaitingConfirmation;
  if (f.nextFixtureAt && (!into.nextFixtureAt || f.nextFixtureAt < into.nextFixtureAt))
    into.nextFixtureAt = f.nextFixtureAt;
}

export async function competitionView(
  db: Db,
  q: Page & { organizationId: string; season?: number; status?: string; now: Date },
): Promise<{ rows: CompetitionOverview[]; total: number }> {
  const where = and(
    eq(competition.organizationId, q.organizationId),
    isNull(competition.deletedAt),
    ne(competition.status, 'DELETED'),
    q.season === undefined ? undefined : eq(competition.season, q.season),
    q.status === undefined ? undefined : eq(competition.status, q.status),
  );
  const page = await paged(
    await db
      .select({
        id: competition.id,
        name: competition.name,
        season: competition.season,
        format: competition.format,
        status: competition.status,
      })
      .from(competition)
      .where(where)
      .orderBy(desc(competition.season), asc(competition.name), asc(competition.id))
      .limit(q.size)
      .offset(q.page * q.size),
    q,
    async () => (await db.select({ n: count() }).from(competition).where(where))[0]?.n ?? 0,
  );
  const ids = page.rows.map((r) => r.id);
  if (ids.length === 0) return { rows: [], total: page.total };

  const divisions = await db
    .select({
      id: division.id,
      competitionId: division.competitionId,
      name: division.name,
      abbreviation: division.abbreviation,
      // Qualified by hand: drizzle writes a one-table select's columns unqualified, and the subquery's own
      // table has an "id" too.
      teams: sql<number>`(select count(distinct ${divisionCompetitor.teamId}) from ${divisionCompetitor}
        where ${divisionCompetitor.divisionId} = "division"."id")`.mapWith(Number),
    })
    .from(division)
    .where(and(inArray(division.competitionId, ids), isNull(division.deletedAt)))
    .orderBy(asc(division.position), asc(division.name));

  const fixtures = await db
    .select({
      competitionId: fixture.competitionId,
      divisionId: fixture.divisionId,
      fixtures: count(),
      played: sql<number>`count(*) filter (where ${counted})`.mapWith(Number),
      awaitingConfirmation:
        sql<number>`count(*) filter (where ${counted} and not ${fixture.resultConfirmed})`.mapWith(Number),
      nextFixtureAt: sql<Date | null>`min(${fixture.startDate}) filter (where not ${fixture.isResult}
        and not ${fixture.isPostponed} and ${fixture.startDate} >= ${q.now.toISOString()}::timestamptz)`,
    })
    .from(fixture)
    .where(and(inArray(fixture.competitionId, ids), isNull(fixture.deletedAt)))
    .groupBy(fixture.competitionId, fixture.divisionId);

  const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
  const byDivision = new Map(
    fixtures.map((f) => [
      `${f.competitionId}/${f.divisionId ?? ''}`,
      { ...f, nextFixtureAt: iso(f.nextFixtureAt) },
    ]),
  );
  const rows = page.rows.map((c): CompetitionOverview => {
    const total = noFixtures();
    for (const f of byDivision.values()) if (f.competitionId === c.id) addFigures(total, f);
    const divs = divisions
      .filter((d) => d.competitionId === c.id)
      .map((d): OverviewDivision => {
        const figures = noFixtures();
        const f = byDivision.get(`${c.id}/${d.id}`);
        if (f) addFigures(figures, f);
        return { id: d.id, name: d.name, abbreviation: d.abbreviation, teams: d.teams, ...figures };
      });
    return {
      id: c.id,
      name: c.name,
      season: c.season,
      format: c.format as CompetitionFormat,
      status: c.status as CompetitionStatus,
      teams: divs.reduce((n, d) => n + d.teams, 0),
      ...total,
      divisions: divs,
    };
  });
  return { rows, total: page.total };
}

// ── Pools ────────────────────────────────────────────────────────────────────────────────────────────

export async function poolUsage(
  db: Db,
  q: Page & { organizationId: string; kind?: string },
): Promise<{ rows: PoolUsage[]; total: number }> {
  const where: SQL | undefined = and(
    eq(pool.organizationId, q.organizationId),
    isNull(pool.deletedAt),
    q.kind === undefined ? undefined : eq(pool.kind, q.kind),
  );
  const page = await paged(
    await db
      .select({
        id: pool.id,
        kind: pool.kind,
        name: pool.name,
        description: pool.description,
        level: pool.level,
        members: sql<number>`(select count(*) from ${poolMember}
          where ${poolMember.poolId} = "pool"."id")`.mapWith(Number),
      })
      .from(pool)
      .where(where)
      .orderBy(asc(pool.kind), asc(pool.name), asc(pool.id))
      .limit(q.size)
      .offset(q.page * q.size),
    q,
    async () => (await db.select({ n: count() }).from(pool).where(where))[0]?.n ?? 0,
  );
  const ids = page.rows.map((r) => r.id);
  if (ids.length === 0) return { rows: [], total: page.total };
  const users = await db
    .select({
      id: competition.id,
      name: competition.name,
      season: competition.season,
      status: competition.status,
      venuePoolId: competition.venuePoolId,
      matchOfficialPoolId: competition.matchOfficialPoolId,
    })
    .from(competition)
    .where(
      and(
        isNull(competition.deletedAt),
        ne(competition.status, 'DELETED'),
        or(inArray(competition.venuePoolId, ids), inArray(competition.matchOfficialPoolId, ids)),
      ),
    )
    .orderBy(desc(competition.season), asc(competition.name), asc(competition.id));
  const rows = page.rows.map((p): PoolUsage => {
    const competitions: PoolUser[] = users
      .filter((c) => c.venuePoolId === p.id || c.matchOfficialPoolId === p.id)
      .map((c) => ({ id: c.id, name: c.name, season: c.season, status: c.status as CompetitionStatus }));
    return {
      id: p.id,
      kind: p.kind as PoolKind,
      name: p.name,
      description: p.description ?? '',
      level: p.level,
      members: p.members,
      competitions,
      deletable: !competitions.some(blocksPoolDeletion),
    };
  });
  return { rows, total: page.total };
}
