/**
 * Wizard step 4, POST /admin/division/{id}/fixture/generate (seed 2 §5): a division's fixtures from its
 * competitors — the circle method for 3 to 24 of them, or a matrix template for their count — one date per
 * round (each on or after the previous, checked by the schema), legs from the competition's format, the
 * venue from the home club's first ground or the competition's venue pool.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { GenerateFixturesInput } from '../../../domain/competition/competition.ts';
import { COMPETITION_MESSAGES as CM } from '../../../domain/competition/messages.ts';
import {
  applyMatrix,
  MATRIX_MAX_TEAMS,
  MATRIX_MIN_TEAMS,
  predefinedMatrix,
  roundsFor,
  type Matrix,
  type Round,
} from '../../../domain/competition/round-robin.ts';
import { dublinAt } from '../../../domain/event/event.ts';
import { M } from '../../../domain/messages.ts';
import type { Db } from '../../db/client.ts';
import { fixture, matrix as matrixTable, place, poolMember, team } from '../../db/schema/index.ts';
import {
  competitorsOf,
  deleteFixturesOf,
  type CompetitionRow,
  type CompetitorRecord,
} from './competition.repository.ts';
import { fieldError as ruleError } from '../../http/field-error.ts';
import { scheduleReminders } from '../../jobs/follow-ups.ts';

const PREDEFINED = /^predefined-(\d+)$/;

/** A matrix by id: a predefined one (`predefined-N`) or one of the organisation's templates. */
export async function loadMatrix(db: Db, id: string): Promise<Matrix | undefined> {
  const predefined = PREDEFINED.exec(id);
  if (predefined) {
    const n = Number(predefined[1]);
    return n >= MATRIX_MIN_TEAMS && n <= MATRIX_MAX_TEAMS ? predefinedMatrix(n) : undefined;
  }
  const [row] = await db
    .select()
    .from(matrixTable)
    .where(and(eq(matrixTable.id, id), isNull(matrixTable.deletedAt)));
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    totalTeams: row.totalTeams,
    predefined: false,
    rounds: row.rounds.map((r, i) => ({ round: i + 1, pairings: r.pairings })),
  };
}

/** The rounds for these competitors, or the field error that says why there are none. */
async function roundsOf(
  db: Db,
  competitors: CompetitorRecord[],
  legs: number,
  matrixId: string | null | undefined,
  lang: string | undefined,
): Promise<Round[]> {
  if (competitors.length < MATRIX_MIN_TEAMS || competitors.length > MATRIX_MAX_TEAMS) {
    throw ruleError('competitors', CM.generateTeams.id, lang);
  }
  if (legs !== 1 && legs !== 2) throw ruleError('legs', CM.legsRange.id, lang);
  const ids = competitors.map((c) => c.id);
  if (!matrixId) return roundsFor(ids, legs);
  const m = await loadMatrix(db, matrixId);
  if (!m) throw ruleError('matrixId', M.invalidOption.id, lang);
  if (m.totalTeams !== ids.length) throw ruleError('matrixId', CM.matrixTeams.id, lang);
  return applyMatrix(m, ids, legs);
}

/** The first ground (by name) of each club, for "venue: the home club". */
async function homeGrounds(db: Db, teamIds: string[]): Promise<Map<string, string>> {
  if (teamIds.length === 0) return new Map();
  const rows = await db
    .select({ teamId: team.id, placeId: place.id })
    .from(team)
    .innerJoin(place, and(eq(place.organizationId, team.organizationId), isNull(place.deletedAt)))
    .where(inArray(team.id, teamIds))
    .orderBy(asc(place.name));
  const out = new Map<string, string>();
  for (const r of rows) if (!out.has(r.teamId)) out.set(r.teamId, r.placeId);
  return out;
}

async function poolPlaces(db: Db, poolId: string | null): Promise<string[]> {
  if (!poolId) return [];
  const rows = await db
    .select({ id: poolMember.memberId })
    .from(poolMember)
    .where(eq(poolMember.poolId, poolId))
    .orderBy(asc(poolMember.position));
  return rows.map((r) => r.id);
}

export async function generateFixtures(
  db: Db,
  target: { divisionId: string; competition: CompetitionRow },
  input: GenerateFixturesInput,
  lang: string | undefined,
): Promise<string[]> {
  const competitors = (await competitorsOf(db, [target.divisionId])).get(target.divisionId) ?? [];
  const rounds = await roundsOf(db, competitors, target.competition.legs, input.matrixId, lang);
  if (input.roundDates.length < rounds.length) throw ruleError('roundDates', M.required.id, lang);

  const existing = await db
    .select({ id: fixture.id, isResult: fixture.isResult })
    .from(fixture)
    .where(and(eq(fixture.divisionId, target.divisionId), isNull(fixture.deletedAt)));
  if (existing.length > 0 && (!input.replace || existing.some((f) => f.isResult))) {
    throw ruleError('replace', CM.fixturesExist.id, lang, 409);
  }
  await deleteFixturesOf(db, [target.divisionId]);

  const byId = new Map(competitors.map((c) => [c.id, c]));
  const teamIds = competitors.flatMap((c) => (c.teamId ? [c.teamId] : []));
  const grounds = input.venue === 'HOME_CLUB' ? await homeGrounds(db, teamIds) : new Map<string, string>();
  const pool = input.venue === 'VENUE_POOL' ? await poolPlaces(db, target.competition.venuePoolId) : [];

  const rows: (typeof fixture.$inferInsert)[] = [];
  for (const [ri, r] of rounds.entries()) {
    const startDate = dublinAt(input.roundDates[ri]!, input.time);
    for (const p of r.pairings) {
      const home = byId.get(p.home)!;
      const away = byId.get(p.away)!;
      const placeId =
        input.venue === 'HOME_CLUB'
          ? home.teamId
            ? grounds.get(home.teamId)
            : undefined
          : input.venue === 'VENUE_POOL' && pool.length
            ? pool[rows.length % pool.length]
            : undefined;
      rows.push({
        id: uuidv7(),
        competitionId: target.competition.id,
        divisionId: target.divisionId,
        homeTeamId: home.teamId,
        homePlaceholder: home.teamId ? null : home.placeholder,
        awayTeamId: away.teamId,
        awayPlaceholder: away.teamId ? null : away.placeholder,
        placeId: placeId ?? null,
        ownerId: target.competition.organizationId,
        startDate,
        round: `Round ${r.round}`,
      });
    }
  }
  // Large divisions: 24 teams × 2 legs is 552 fixtures, well inside one statement's parameter limit per chunk.
  for (let i = 0; i < rows.length; i += 200) await db.insert(fixture).values(rows.slice(i, i + 200));
  const ids = rows.map((r) => r.id);
  await scheduleReminders(db, ids);
  return ids;
}
