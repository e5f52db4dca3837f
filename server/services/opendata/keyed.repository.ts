/**
 * The SQL of the keyed open-data API (keyed.routes.ts): the competition filters of an API key
 * (domain/super-admin/api-key.ts) as one WHERE clause over `competition`, and the fixtures of the competitions
 * it lets through (with `organizationIds`, only fixtures where a team of those organisations plays). Pages are
 * LIMIT/OFFSET by (season desc, name) and (start, id), with a count only when the page does not show the total.
 */
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CompetitionFilters } from '../../../domain/super-admin/api-key.ts';
import type {
  OpenDataCompetition,
  OpenDataCompetitionQuery,
  OpenDataFixtureQuery,
} from '../../../domain/super-admin/open-data.ts';
import type { Db } from '../../db/client.ts';
import { competition, fixture, organization, team } from '../../db/schema/index.ts';
import { fixtureDocs } from '../competition/fixture-admin.ts';
import { withDescendantsSql } from '../competition/fixture.repository.ts';

const PUBLIC_STATUSES = ['ACTIVE', 'ARCHIVED'];

/** A fixture where a team of one of `orgIds` plays. */
const fixtureOfOrganizations = (orgIds: string[]): SQL =>
  or(
    inArray(
      fixture.homeTeamId,
      sql`(select ${team.id} from ${team} where ${inArray(team.organizationId, orgIds)})`,
    ),
    inArray(
      fixture.awayTeamId,
      sql`(select ${team.id} from ${team} where ${inArray(team.organizationId, orgIds)})`,
    ),
  )!;

/** The competitions a key with `f` may read. */
export function competitionsVisible(f: CompetitionFilters): SQL {
  const parts: SQL[] = [inArray(competition.status, PUBLIC_STATUSES), isNull(competition.deletedAt)];
  if (f.isMasterCompetition) parts.push(isNull(competition.masterCompetition));
  if (f.ownerOrganizationIds.length) parts.push(inArray(competition.organizationId, f.ownerOrganizationIds));
  if (f.ancestorOrganizationIds.length)
    parts.push(inArray(competition.organizationId, withDescendantsSql(f.ancestorOrganizationIds)));
  if (f.organizationIds.length)
    parts.push(
      sql`exists (select 1 from ${fixture} where ${fixture.competitionId} = ${competition.id} and ${fixture.deletedAt} is null and ${fixtureOfOrganizations(f.organizationIds)})`,
    );
  return and(...parts)!;
}

const totalOf = async (page: number, size: number, shown: number, counted: () => Promise<number>) =>
  page === 0 && shown < size ? shown : counted();

export async function keyedCompetitions(
  db: Db,
  f: CompetitionFilters,
  q: OpenDataCompetitionQuery,
): Promise<{ items: OpenDataCompetition[]; total: number }> {
  const where = and(competitionsVisible(f), q.season ? eq(competition.season, Number(q.season)) : undefined);
  const rows = await db
    .select({
      id: competition.id,
      name: competition.name,
      season: competition.season,
      activity: competition.activity,
      ageLevel: competition.ageLevel,
      format: competition.format,
      status: competition.status,
      masterCompetition: competition.masterCompetition,
      orgId: organization.id,
      orgName: organization.name,
    })
    .from(competition)
    .innerJoin(organization, eq(organization.id, competition.organizationId))
    .where(where)
    .orderBy(desc(competition.season), asc(competition.name), asc(competition.id))
    .limit(q.size)
    .offset(q.page * q.size);
  const total = await totalOf(
    q.page,
    q.size,
    rows.length,
    async () => (await db.select({ n: count() }).from(competition).where(where)).map((r) => r.n)[0] ?? 0,
  );
  return {
    total,
    items: rows.map(({ orgId, orgName, ...r }) => ({ ...r, organization: { id: orgId, name: orgName } })),
  };
}

export async function keyedFixtures(db: Db, f: CompetitionFilters, q: OpenDataFixtureQuery) {
  const dublinDay = sql`(${fixture.startDate} at time zone 'Europe/Dublin')::date`;
  const where = and(
    isNull(fixture.deletedAt),
    inArray(
      fixture.competitionId,
      db.select({ id: competition.id }).from(competition).where(competitionsVisible(f)),
    ),
    q.competitionId ? eq(fixture.competitionId, q.competitionId) : undefined,
    f.organizationIds.length ? fixtureOfOrganizations(f.organizationIds) : undefined,
    q.from ? sql`${dublinDay} >= ${q.from}::date` : undefined,
    q.to ? sql`${dublinDay} <= ${q.to}::date` : undefined,
    q.results === 'true' ? eq(fixture.isResult, true) : undefined,
  );
  const ids = await db
    .select({ id: fixture.id })
    .from(fixture)
    .where(where)
    .orderBy(asc(fixture.startDate), asc(fixture.id))
    .limit(q.size)
    .offset(q.page * q.size);
  const total = await totalOf(
    q.page,
    q.size,
    ids.length,
    async () => (await db.select({ n: count() }).from(fixture).where(where)).map((r) => r.n)[0] ?? 0,
  );
  // Who referees is public; their availability is not (as the public competition page).
  const docs = await fixtureDocs(
    db,
    ids.map((r) => r.id),
  );
  const byId = new Map(docs.map(({ officials: _o, ...d }) => [d.id, d]));
  return { total, items: ids.flatMap((r) => byId.get(r.id) ?? []) };
}
