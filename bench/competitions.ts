/**
 * Competitions (issue 21 item 9), on the database DATABASE_URL names (seed it with
 * `npm run seed -- --scale national`):
 * - generating a 24-team double round robin (552 fixtures): the pure circle method, and the whole server path
 *   (competitors read, fixtures written, reminders scheduled) in a transaction rolled back after;
 * - recomputing that division's league table from 552 confirmed results (pure, and from the database);
 * - a county's fixture list for a weekend (the CCC's Saturday–Sunday view, 100 a page, by start date), p50
 *   and p99 over every county board and three rounds, after one warming round.
 * Each beside a `select 1` round trip on the same connection, as a ratio.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { leagueTable } from '../domain/competition/league-table.ts';
import { generateRoundRobin } from '../domain/competition/round-robin.ts';
import * as v from 'valibot';
import { ListQuery } from '../domain/lib/list-query.ts';
import { openDatabase } from '../server/db/client.ts';
import {
  competition,
  division,
  divisionCompetitor,
  fixture,
  organization,
  team,
} from '../server/db/schema/index.ts';
import { generateFixtures } from '../server/services/competition/generate-fixtures.ts';
import { listFixtures } from '../server/services/competition/fixture.repository.ts';
import { fixtureQuery } from '../server/services/competition/list-params.ts';
import { divisionStandings } from '../server/services/competition/standings.ts';
import type { Figure } from './sync-engine.ts';

const ms = (x: number) => `${x.toFixed(2)} ms`;
function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}
async function timed(n: number, f: () => unknown): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await f();
    out.push(performance.now() - t0);
  }
  return out;
}
class Rollback extends Error {}

export async function competitionFigures(): Promise<Figure[]> {
  if (!process.env.DATABASE_URL) throw new Error('--competitions needs DATABASE_URL (a seeded PostgreSQL)');
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  const { db } = database;
  const figures: Figure[] = [];
  try {
    const base = await timed(200, () => db.execute(sql`select 1`));
    const baseP50 = pct(base, 50);
    figures.push({ name: 'baseline select 1 round trip p50', value: ms(baseP50) });

    // Pure generation and table.
    const ids = Array.from({ length: 24 }, (_, i) => `team-${i}`);
    const gen = await timed(200, () => generateRoundRobin(ids, 2));
    figures.push({
      name: 'generate 24-team double round robin (pure) p50',
      value: `${ms(pct(gen, 50))} (${(pct(gen, 50) / baseP50).toFixed(2)}× select 1)`,
    });
    const rounds = generateRoundRobin(ids, 2);
    const results = rounds.flatMap((r) =>
      r.pairings.map((p, i) => ({
        homeId: p.home,
        awayId: p.away,
        home: { goals: i % 3, points: 10 + (i % 5) },
        away: { goals: (i + 1) % 3, points: 9 + (i % 4) },
      })),
    );
    const teams = ids.map((id) => ({ id, name: id }));
    const rules = {
      winPoints: 2,
      drawPoints: 1,
      lossPoints: 0,
      walkoverPoints: 2,
      tieBreaks: ['HEAD_TO_HEAD', 'SCORE_DIFFERENCE', 'SCORES_FOR', 'GOALS_FOR'] as const,
    };
    const table = await timed(200, () => leagueTable(teams, results, rules));
    figures.push({
      name: 'league table of 552 results (pure) p50',
      value: `${ms(pct(table, 50))} (${(pct(table, 50) / baseP50).toFixed(2)}× select 1)`,
    });

    // The server path on real teams: 24 teams of one county, a division, generate, confirm all, standings.
    const county = await db
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.additionalType, 'County'))
      .orderBy(asc(organization.id))
      .limit(1);
    const realTeams = await db
      .select({ id: team.id })
      .from(team)
      .where(and(eq(team.activity, 'Football'), eq(team.ageLevel, 'SENIOR'), isNull(team.deletedAt)))
      .orderBy(asc(team.id))
      .limit(24);
    const serverGen: number[] = [];
    const serverTable: number[] = [];
    for (let r = 0; r < 5; r++) {
      await db
        .transaction(async (tx) => {
          const competitionId = uuidv7();
          const divisionId = uuidv7();
          await tx.insert(competition).values({
            id: competitionId,
            name: 'Bench league',
            organizationId: county[0]!.id,
            season: 2027,
            activity: 'Football',
            ageLevel: 'SENIOR',
            format: 'LEAGUE',
            legs: 2,
          });
          await tx
            .insert(division)
            .values({ id: divisionId, competitionId, name: 'Division 1', abbreviation: 'D1' });
          await tx
            .insert(divisionCompetitor)
            .values(realTeams.map((t, i) => ({ id: uuidv7(), divisionId, teamId: t.id, position: i + 1 })));
          const [row] = await tx.select().from(competition).where(eq(competition.id, competitionId));
          const dates = Array.from({ length: 46 }, (_, i) =>
            new Date(Date.UTC(2027, 2, 7 + i * 7)).toISOString().slice(0, 10),
          );
          const t0 = performance.now();
          await generateFixtures(
            tx,
            { divisionId, competition: row! },
            { roundDates: dates, time: '19:30', venue: 'HOME_CLUB', replace: false },
            'en',
          );
          serverGen.push(performance.now() - t0);
          await tx
            .update(fixture)
            .set({
              homeGoals: 1,
              homePoints: 10,
              awayGoals: 0,
              awayPoints: 12,
              isResult: true,
              resultConfirmed: true,
              outcome: 'PLAYED',
            })
            .where(eq(fixture.divisionId, divisionId));
          const t1 = performance.now();
          await divisionStandings(tx, divisionId, row!);
          serverTable.push(performance.now() - t1);
          throw new Rollback();
        })
        .catch((e: unknown) => {
          if (!(e instanceof Rollback)) throw e;
        });
    }
    figures.push({
      name: 'generate 24-team double round robin, server path (552 inserts + reminders) p50',
      value: `${ms(pct(serverGen, 50))} (${(pct(serverGen, 50) / baseP50).toFixed(0)}× select 1)`,
    });
    figures.push({
      name: 'division standings from the database (552 confirmed results) p50',
      value: `${ms(pct(serverTable, 50))} (${(pct(serverTable, 50) / baseP50).toFixed(0)}× select 1)`,
    });

    // A county's weekend fixtures: the busiest weekend of the season for each county board.
    const counties = await db
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.additionalType, 'County'));
    const [busiest] = await db
      .select({
        sat: sql<string>`to_char(date_trunc('week', ${fixture.startDate}) + interval '5 days', 'YYYY-MM-DD')`,
      })
      .from(fixture)
      .where(isNull(fixture.deletedAt))
      .groupBy(sql`1`)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    const sat = busiest?.sat ?? '2026-06-06';
    const mon = new Date(Date.parse(`${sat}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    const fri = new Date(Date.parse(`${sat}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const lists: number[] = [];
    let shown = 0;
    // Round 0 warms the connection (a running server's pool has planned its named statements); rounds 1–3 count.
    for (let r = 0; r < 4; r++) {
      for (const c of counties) {
        const q = fixtureQuery(
          v.parse(ListQuery, {
            filter: `organization:${c.id},startDate:>${fri},startDate:<${mon}`,
            size: '100',
            sort: 'startDate,asc',
          }),
          null,
        );
        const t0 = performance.now();
        const { rows } = await listFixtures(db, q);
        if (r > 0) lists.push(performance.now() - t0);
        shown = Math.max(shown, rows.length);
      }
    }
    figures.push({
      name: `county weekend fixture list (${counties.length} counties × 3, up to ${shown} fixtures a page) p50 / p99`,
      value: `${ms(pct(lists, 50))} / ${ms(pct(lists, 99))} (${(pct(lists, 99) / baseP50).toFixed(0)}× select 1 at p99)`,
    });
  } finally {
    await database.close();
  }
  return figures;
}
