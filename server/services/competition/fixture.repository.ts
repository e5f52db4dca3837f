/**
 * Fixtures and their officials in the database. Every change to a fixture's document — its own columns or
 * an appointment — moves the fixture's `updated_at` strictly forward (`bumpedAt`), so a device's pull
 * checkpoint `{updatedAt, id}` always sees it again: never equal to a value a device already holds. Reads
 * here; writes in fixture-writes.ts. Just over 400 lines: the fixture reads share one record select and the
 * appointment predicates; the sync pages (`fixturesChangedSince`, `teamFixturesChangedSince`) are the part
 * to move into a fixture-sync repository of their own if it grows.
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, union } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  competition,
  division,
  fixture,
  fixtureOfficial,
  organization,
  person,
  place,
  team,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../http/list.ts';

export type FixtureRow = typeof fixture.$inferSelect;

const homeTeam = alias(team, 'home_team');
const awayTeam = alias(team, 'away_team');

/** `updated_at` for a change now: the database clock, and always after the previous value. */
export const bumpedAt = sql`greatest(clock_timestamp(), ${fixture.updatedAt} + interval '1 millisecond')`;

const recordFields = {
  fixture,
  home: { id: homeTeam.id, name: homeTeam.name, suffix: homeTeam.suffix },
  away: { id: awayTeam.id, name: awayTeam.name, suffix: awayTeam.suffix },
  place: { id: place.id, name: place.name, latitude: place.latitude, longitude: place.longitude },
  owner: { id: organization.id, name: organization.name },
  division: { id: division.id, name: division.name },
  competition: {
    id: competition.id,
    name: competition.name,
    activity: competition.activity,
    ageLevel: competition.ageLevel,
  },
};

/** A fixture with what its document shows of its teams, place, owner, division and competition. */
function selectRecords<E extends Record<string, SQL.Aliased | SQL>>(db: Db, extra?: E) {
  return db
    .select({ ...recordFields, ...(extra as E) })
    .from(fixture)
    .leftJoin(homeTeam, eq(homeTeam.id, fixture.homeTeamId))
    .leftJoin(awayTeam, eq(awayTeam.id, fixture.awayTeamId))
    .leftJoin(place, eq(place.id, fixture.placeId))
    .innerJoin(organization, eq(organization.id, fixture.ownerId))
    .leftJoin(division, eq(division.id, fixture.divisionId))
    .innerJoin(competition, eq(competition.id, fixture.competitionId));
}

export type FixtureRecord = Awaited<
  ReturnType<ReturnType<typeof selectRecords<Record<never, never>>>['execute']>
>[number];

export interface OfficialRecord {
  fixtureId: string;
  personId: string;
  type: string;
  availability: string;
  givenName: string;
  familyName: string;
}

/** The current (not removed) officials of some fixtures, referees first. */
export async function officialsOf(db: Db, fixtureIds: string[]): Promise<OfficialRecord[]> {
  if (fixtureIds.length === 0) return [];
  return db
    .select({
      fixtureId: fixtureOfficial.fixtureId,
      personId: fixtureOfficial.personId,
      type: fixtureOfficial.type,
      availability: fixtureOfficial.availability,
      givenName: person.givenName,
      familyName: person.familyName,
    })
    .from(fixtureOfficial)
    .innerJoin(person, eq(person.id, fixtureOfficial.personId))
    .where(and(inArray(fixtureOfficial.fixtureId, fixtureIds), isNull(fixtureOfficial.deletedAt)))
    .orderBy(asc(fixtureOfficial.type), asc(person.familyName), asc(person.givenName));
}

export async function findFixtureRecord(db: Db, id: string): Promise<FixtureRecord | undefined> {
  const rows = await selectRecords(db).where(and(eq(fixture.id, id), isNull(fixture.deletedAt)));
  return rows[0];
}

/**
 * Fixtures by id (deleted ones too) with what their documents show, the fixture rows locked for the rest of
 * the transaction in id order, and whether `personId` is appointed to each as a scoring official (`types`):
 * the sync push's one statement for a batch of scores (record-scores.ts).
 */
export async function lockFixtureRecords(
  db: Db,
  ids: string[],
  personId: string | null,
  types: readonly string[],
): Promise<(FixtureRecord & { appointed: boolean })[]> {
  if (ids.length === 0) return [];
  const appointed = personId
    ? sql<boolean>`exists (select 1 from ${fixtureOfficial} where ${fixtureOfficial.fixtureId} = ${fixture.id}
        and ${fixtureOfficial.personId} = ${personId} and ${inArray(fixtureOfficial.type, [...types])}
        and ${fixtureOfficial.deletedAt} is null)`
    : sql<boolean>`false`;
  return selectRecords(db, { appointed })
    .where(inArray(fixture.id, ids))
    .orderBy(asc(fixture.id))
    .for('update', { of: fixture });
}

/** Fixtures by id (live ones), in start order. */
export async function findFixtureRecords(db: Db, ids: string[]): Promise<FixtureRecord[]> {
  if (ids.length === 0) return [];
  return selectRecords(db)
    .where(and(inArray(fixture.id, ids), isNull(fixture.deletedAt)))
    .orderBy(asc(fixture.startDate), asc(fixture.id));
}

// ── Lists ───────────────────────────────────────────────────────────────────────────────────────────────

export const FIXTURE_FILTER_KEYS = [
  'organization',
  'startDate',
  'isResult',
  'place',
  'official',
  'competition',
  'division',
] as const;

/** A list filter after its values were checked (list-params.ts). */
export type FixtureCondition =
  | { key: 'organization' | 'place' | 'competition' | 'division'; value: string }
  | { key: 'startDate'; op: 'eq' | 'lt' | 'gt'; value: string }
  | { key: 'isResult'; value: boolean }
  | { key: 'official'; personId: string };

export interface FixtureQuery {
  page: number;
  size: number;
  search?: string;
  sort: 'asc' | 'desc';
  conditions: FixtureCondition[];
}

/** Midnight in Dublin at the start of a calendar day (`yyyy-MM-dd`), plus `days`. */
const dublinMidnight = (day: string, days = 0) =>
  sql`((${day}::date + ${days}::int)::timestamp at time zone 'Europe/Dublin')`;

export const appointedSql = (personId: string) =>
  sql`exists (select 1 from ${fixtureOfficial} where ${fixtureOfficial.fixtureId} = ${fixture.id}
    and ${fixtureOfficial.personId} = ${personId} and ${fixtureOfficial.deletedAt} is null)`;

/** A PostgreSQL text[] literal: every element quoted, `"` and `\` escaped. */
const textArray = (xs: readonly string[]) =>
  `{${xs.map((x) => `"${x.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;

type ResolvedCondition = FixtureCondition | { key: 'organization'; value: string; fixtureIds: string[] };

function conditionSql(c: ResolvedCondition): SQL {
  switch (c.key) {
    case 'organization':
      // Resolved beforehand (organizationFixtureIds): home club, away club or owner.
      if (!('fixtureIds' in c)) throw new Error('organization condition not resolved');
      // One array parameter, not one parameter per id: a county's weekend is hundreds of ids.
      return c.fixtureIds.length > 0
        ? sql`${fixture.id} = any(${textArray(c.fixtureIds)}::text[])`
        : sql`false`;
    case 'place':
      return eq(fixture.placeId, c.value);
    case 'competition':
      return eq(fixture.competitionId, c.value);
    case 'division':
      return eq(fixture.divisionId, c.value);
    case 'isResult':
      return eq(fixture.isResult, c.value);
    case 'official':
      return appointedSql(c.personId);
    case 'startDate':
      // Calendar days in Dublin: `>D` starts after day D, `<D` before day D, `D` on day D.
      if (c.op === 'gt') return sql`${fixture.startDate} >= ${dublinMidnight(c.value, 1)}`;
      if (c.op === 'lt') return sql`${fixture.startDate} < ${dublinMidnight(c.value)}`;
      return sql`(${fixture.startDate} >= ${dublinMidnight(c.value)} and ${fixture.startDate} < ${dublinMidnight(c.value, 1)})`;
  }
}

/**
 * The fixtures of a club — home club, away club or owner — from three index lookups. Asked apart from the
 * list query: an OR across the joined team rows scans every fixture, and a subquery inside the nine-way
 * join costs the planner more than running it (national seed, PostgreSQL: 310 ms → under 15 ms).
 */
async function organizationFixtures(
  db: Db,
  organizationId: string,
  window: SQL[],
): Promise<{ id: string; startDate: Date }[]> {
  // The list's date window goes into each lookup: a county owns ~5,000 fixtures a season, and its weekend
  // view wants a few hundred (national seed, PostgreSQL: p99 522 ms → docs/benchmarks.md, issue 21).
  const live = [isNull(fixture.deletedAt), ...window];
  const byTeam = (column: typeof fixture.homeTeamId | typeof fixture.awayTeamId) =>
    db
      .select({ id: fixture.id, startDate: fixture.startDate })
      .from(fixture)
      .innerJoin(team, eq(team.id, column))
      .where(and(eq(team.organizationId, organizationId), ...live));
  return union(
    byTeam(fixture.homeTeamId),
    byTeam(fixture.awayTeamId),
    db
      .select({ id: fixture.id, startDate: fixture.startDate })
      .from(fixture)
      .where(and(eq(fixture.ownerId, organizationId), ...live)),
  );
}

/**
 * A club's or county's fixtures in a date window and nothing else (the CCC's weekend view, the club page):
 * the lookup already has every id with its start, so the page and the total come from it, and only the
 * page's rows are read with their names.
 */
async function listOrganizationWindow(
  db: Db,
  q: FixtureQuery,
  organizationId: string,
  window: SQL[],
): Promise<{ rows: FixtureRecord[]; total: number }> {
  const dir = q.sort === 'desc' ? -1 : 1;
  const all = (await organizationFixtures(db, organizationId, window)).sort(
    (a, b) =>
      dir * (a.startDate.getTime() - b.startDate.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
  );
  const page = all.slice(q.page * q.size, (q.page + 1) * q.size).map((f) => f.id);
  const order =
    q.sort === 'desc'
      ? [desc(fixture.startDate), desc(fixture.id)]
      : [asc(fixture.startDate), asc(fixture.id)];
  // A named statement: PostgreSQL plans the nine-way join once per connection (planning was 10–16 ms of it).
  const rows = page.length
    ? await selectRecords(db)
        .where(sql`${fixture.id} = any(${sql.placeholder('ids')}::text[])`)
        .orderBy(...order)
        .prepare(`fixture_page_${q.sort}`)
        .execute({ ids: textArray(page) })
    : [];
  return { rows, total: all.length };
}

export async function listFixtures(
  db: Db,
  q: FixtureQuery,
): Promise<{ rows: FixtureRecord[]; total: number }> {
  const conds: SQL[] = [isNull(fixture.deletedAt)];
  // Repeated keys are alternatives (place:A,place:B); a date window (>A,<B) is both.
  const byKey = new Map<string, SQL[]>();
  const window = q.conditions.flatMap((c) => (c.key === 'startDate' ? [conditionSql(c)] : []));
  const orgs = q.conditions.flatMap((c) => (c.key === 'organization' ? [c.value] : []));
  if (
    orgs.length === 1 &&
    !q.search &&
    q.conditions.every((c) => c.key === 'organization' || c.key === 'startDate')
  ) {
    return listOrganizationWindow(db, q, orgs[0]!, window);
  }
  for (const condition of q.conditions) {
    const c =
      condition.key === 'organization'
        ? {
            ...condition,
            fixtureIds: (await organizationFixtures(db, condition.value, window)).map((f) => f.id),
          }
        : condition;
    const key = c.key === 'startDate' ? `startDate:${c.op}` : c.key;
    byKey.set(key, [...(byKey.get(key) ?? []), conditionSql(c)]);
  }
  for (const parts of byKey.values())
    conds.push(parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` or `)})`);
  if (q.search) {
    const like = containsPattern(q.search);
    conds.push(
      sql`(${homeTeam.name} ilike ${like} or ${awayTeam.name} ilike ${like} or ${competition.name} ilike ${like})`,
    );
  }
  const where = and(...conds);
  const order =
    q.sort === 'desc'
      ? [desc(fixture.startDate), desc(fixture.id)]
      : [asc(fixture.startDate), asc(fixture.id)];
  const rows = await selectRecords(db)
    .where(where)
    .orderBy(...order)
    .limit(q.size)
    .offset(q.page * q.size);
  // A page that is not full and not past the end is the last one: the total needs no count query.
  if (rows.length < q.size && (rows.length > 0 || q.page === 0)) {
    return { rows, total: q.page * q.size + rows.length };
  }
  // The count joins the names only when a search needs them.
  const counted = q.search
    ? db
        .select({ n: count() })
        .from(fixture)
        .leftJoin(homeTeam, eq(homeTeam.id, fixture.homeTeamId))
        .leftJoin(awayTeam, eq(awayTeam.id, fixture.awayTeamId))
        .innerJoin(competition, eq(competition.id, fixture.competitionId))
        .where(where)
    : db.select({ n: count() }).from(fixture).where(where);
  const [totalRow] = await counted;
  return { rows, total: totalRow?.n ?? 0 };
}

// ── Sync feed ───────────────────────────────────────────────────────────────────────────────────────────

/** The organisations in `orgIds` and all their descendants, as a subquery of ids. */
export function withDescendantsSql(orgIds: string[]): SQL {
  const ids = sql.join(
    orgIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`(with recursive d(id) as (
      select unnest(array[${ids}]::text[])
      union select p.organization_id from organization_parent p join d on p.parent_id = d.id
    ) select id from d)`;
}

/**
 * Fixtures changed after a checkpoint that a device of this caller holds or held: those they are (or were)
 * appointed to, and those owned by the organisations they administer competitions for (or below). Each
 * row says whether the caller may still see it; the rest become tombstones.
 */
export async function fixturesChangedSince(
  db: Db,
  who: { personId: string | null; adminOrgIds: string[] },
  after: { updatedAt: string; id: string } | null,
  limit: number,
): Promise<{ record: FixtureRecord; visible: boolean }[]> {
  // The page's ids first, one keyset branch per reason the caller holds a fixture, each an index walk from the
  // checkpoint that stops at `limit` (issue 50): the appointed branch probes fixture_official_unique per
  // fixture (a semi-join), where `exists (…) or owned` made PostgreSQL hash every one of the person's
  // appointments again for every page — O(pages × appointments), 3.6 s of a 10,000-fixture pull on PGlite.
  // `= any(array(…))` runs the branches once (an init plan) and reads the page's rows by primary key.
  const since = after
    ? sql`(f.updated_at, f.id) > (${after.updatedAt}::timestamptz, ${after.id})`
    : sql`true`;
  const branches: SQL[] = [];
  if (who.personId) {
    branches.push(sql`(select f.id, f.updated_at from ${fixture} f where ${since}
        and exists (select 1 from ${fixtureOfficial} fo where fo.fixture_id = f.id and fo.person_id = ${who.personId})
        order by f.updated_at, f.id limit ${limit})`);
  }
  if (who.adminOrgIds.length) {
    branches.push(sql`(select f.id, f.updated_at from ${fixture} f where ${since}
        and f.owner_id in ${withDescendantsSql(who.adminOrgIds)}
        order by f.updated_at, f.id limit ${limit})`);
  }
  if (branches.length === 0) return [];
  const owned = who.adminOrgIds.length
    ? sql`${fixture.ownerId} in ${withDescendantsSql(who.adminOrgIds)}`
    : sql`false`;
  const appointed = who.personId ? appointedSql(who.personId) : sql`false`;
  const rows = await selectRecords(db, {
    visible: sql<boolean>`(${fixture.deletedAt} is null and (${appointed} or ${owned}))`,
  })
    .where(
      sql`${fixture.id} = any(array(select id from (${sql.join(branches, sql` union `)}) page
        order by updated_at, id limit ${limit}))`,
    )
    .orderBy(asc(fixture.updatedAt), asc(fixture.id))
    .limit(limit);
  return rows.map(({ visible, ...record }) => ({ record, visible }));
}

/**
 * Fixtures of the given teams from `from` on (home or away; index-backed by fixture_home_idx and
 * fixture_away_idx), changed after the checkpoint: the `teamFixtures` collection and the calendar feed.
 * A deleted fixture comes back not visible (a tombstone).
 */
export async function teamFixturesChangedSince(
  db: Db,
  teamIds: string[],
  from: Date,
  after: { updatedAt: string; id: string } | null,
  limit: number,
): Promise<{ record: FixtureRecord; visible: boolean }[]> {
  if (teamIds.length === 0) return [];
  const conds: SQL[] = [
    sql`(${inArray(fixture.homeTeamId, teamIds)} or ${inArray(fixture.awayTeamId, teamIds)})`,
    gte(fixture.startDate, from),
  ];
  if (after) {
    conds.push(sql`(${fixture.updatedAt}, ${fixture.id}) > (${after.updatedAt}::timestamptz, ${after.id})`);
  }
  const rows = await selectRecords(db, { visible: sql<boolean>`(${fixture.deletedAt} is null)` })
    .where(and(...conds))
    .orderBy(asc(fixture.updatedAt), asc(fixture.id))
    .limit(limit);
  return rows.map(({ visible, ...record }) => ({ record, visible }));
}
