/**
 * Teams and fixtures for the national seed (load tests): eight teams per club, and per county and team
 * type a league whose teams each host the next eight in a fixed circular order — about 20,000 teams and
 * 165,000 fixtures for 2,560 clubs. Fixtures before today are results. Deterministic; resumable per county.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { competition, division, divisionCompetitor, fixture, team } from '../schema/index.ts';
import type { CountyData } from './geography.ts';
import { orgId } from './geography.ts';
import { chunks } from './people.ts';
import { createRng, seedId } from './random.ts';

const TEAM_TYPES = [
  { activity: 'Football', ageLevel: 'SENIOR', label: 'Senior Football' },
  { activity: 'Football', ageLevel: 'MINOR', label: 'Minor Football' },
  { activity: 'Football', ageLevel: 'U14', label: 'U14 Football' },
  { activity: 'Football', ageLevel: 'U12', label: 'U12 Football' },
  { activity: 'Hurling', ageLevel: 'SENIOR', label: 'Senior Hurling' },
  { activity: 'Hurling', ageLevel: 'U14', label: 'U14 Hurling' },
  { activity: 'LadiesFootball', ageLevel: 'SENIOR', label: 'Senior Ladies Football' },
  { activity: 'Camogie', ageLevel: 'U12', label: 'U12 Camogie' },
] as const;
const OPPONENTS = 8;
const FIXTURE_BATCH = 5_000;

export interface NationalFixturesResult {
  teams: number;
  fixtures: number;
}

/** Seeds teams and leagues county by county; a county already seeded is skipped (so a rerun resumes). */
export async function seedNationalFixtures(
  db: Db,
  clubsByCounty: Map<CountyData, { id: string; name: string }[]>,
  onProgress?: (countiesDone: number, countiesTotal: number, fixtures: number) => void,
): Promise<NationalFixturesResult> {
  const rng = createRng(0xf1c7);
  const season = new Date().getUTCFullYear();
  const seasonStart = Date.UTC(season, 1, 1, 19, 30); // leagues start in February
  const now = Date.now();
  let teams = 0;
  let fixtures = 0;
  let done = 0;
  for (const [county, clubs] of clubsByCounty) {
    const firstCompetition = seedId('competition', `national:${county.key}:0`);
    const exists = await db
      .select({ id: competition.id })
      .from(competition)
      .where(eq(competition.id, firstCompetition));
    if (exists.length === 0 && clubs.length > 1) {
      await db.transaction(async (tx) => {
        for (const [k, type] of TEAM_TYPES.entries()) {
          const teamRows = clubs.map((c) => ({
            id: seedId('team', `national:${c.id}:${k}`),
            organizationId: c.id,
            name: `${c.name} ${type.label}`,
            activity: type.activity,
            ageLevel: type.ageLevel,
          }));
          await tx.insert(team).values(teamRows);
          teams += teamRows.length;
          const competitionId = seedId('competition', `national:${county.key}:${k}`);
          const divisionId = seedId('division', `national:${county.key}:${k}`);
          await tx.insert(competition).values({
            id: competitionId,
            name: `${county.name} ${type.label} League ${season}`,
            organizationId: orgId.county(county.key),
            season,
            activity: type.activity,
            ageLevel: type.ageLevel,
            format: 'LEAGUE',
            additionalType: 'LEAGUE',
            rank: 'COUNTY',
            gender: type.activity === 'LadiesFootball' || type.activity === 'Camogie' ? 'FEMALE' : 'MALE',
          });
          await tx
            .insert(division)
            .values({ id: divisionId, competitionId, name: 'Division 1', abbreviation: 'D1' });
          await tx.insert(divisionCompetitor).values(
            teamRows.map((t, i) => ({
              id: seedId('division-competitor', `national:${county.key}:${k}:${i}`),
              divisionId,
              teamId: t.id,
              position: i + 1,
            })),
          );
          const rows: (typeof fixture.$inferInsert)[] = [];
          const n = teamRows.length;
          for (let i = 0; i < n; i++) {
            for (let step = 1; step <= Math.min(OPPONENTS, n - 1); step++) {
              const start = new Date(seasonStart + ((i + step * 3) % 40) * 7 * 86_400_000);
              const played = start.getTime() < now;
              rows.push({
                id: seedId('fixture', `national:${county.key}:${k}:${i}:${step}`),
                competitionId,
                divisionId,
                homeTeamId: teamRows[i]!.id,
                awayTeamId: teamRows[(i + step) % n]!.id,
                ownerId: orgId.county(county.key),
                startDate: start,
                round: String(step),
                isResult: played,
                resultConfirmed: played,
                outcome: played ? 'PLAYED' : null,
                ...(played
                  ? {
                      homeGoals: rng.int(0, 4),
                      homePoints: rng.int(4, 20),
                      awayGoals: rng.int(0, 4),
                      awayPoints: rng.int(4, 20),
                    }
                  : {}),
              });
            }
          }
          for (const batch of chunks(rows, FIXTURE_BATCH)) await tx.insert(fixture).values(batch);
          fixtures += rows.length;
        }
      });
    }
    done++;
    onProgress?.(done, clubsByCounty.size, fixtures);
  }
  return { teams, fixtures };
}
