/**
 * A division's standings (issue 21 item 5): the league table from its confirmed results, by the
 * competition's points and tie-break orderings (domain/competition/league-table.ts), and for CUP and
 * LEAGUE_KNOCKOUT the knockout bracket (domain/competition/bracket.ts). Postponed, abandoned and unplayed
 * fixtures do not count; walkovers and conceded games count without their scores. While some result awaits
 * confirmation, a provisional table that counts it goes beside the confirmed one (issue 54 item 1,
 * domain/competition/provisional.ts); the bracket follows confirmed results only.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  bracketFromResults,
  seedBracket,
  type BracketRound,
  type KnockoutResult,
} from '../../../domain/competition/bracket.ts';
import {
  type Side,
  type TableResult,
  type TableRow,
  type TableRules,
} from '../../../domain/competition/league-table.ts';
import { countsInTable, divisionTables, type KnownResult } from '../../../domain/competition/provisional.ts';
import type { Db } from '../../db/client.ts';
import { fixture } from '../../db/schema/index.ts';
import { competitorsOf, type CompetitionRow } from './competition.repository.ts';

export interface Standings {
  divisionId: string;
  format: string;
  table: TableRow[];
  /** The table with the results awaiting confirmation counted too; only while there are some. */
  provisionalTable?: TableRow[];
  awaitingConfirmation?: number;
  bracket?: BracketRound[];
}

function awarded(outcome: string | null): { walkover?: Side; conceded?: Side } {
  switch (outcome) {
    case 'WALKOVER_HOME':
      return { walkover: 'HOME' };
    case 'WALKOVER_AWAY':
      return { walkover: 'AWAY' };
    case 'HOME_CONCEDED':
      return { conceded: 'HOME' };
    case 'AWAY_CONCEDED':
      return { conceded: 'AWAY' };
    default:
      return {};
  }
}

export async function divisionStandings(
  db: Db,
  divisionId: string,
  competition: CompetitionRow,
): Promise<Standings> {
  const competitors = (await competitorsOf(db, [divisionId])).get(divisionId) ?? [];
  // A competitor is its team, or its placeholder while the team is unknown.
  const key = (teamId: string | null, placeholder: string | null) =>
    competitors.find((c) => (teamId ? c.teamId === teamId : c.placeholder === placeholder))?.id;
  const rows = await db
    .select()
    .from(fixture)
    .where(and(eq(fixture.divisionId, divisionId), isNull(fixture.deletedAt), eq(fixture.isResult, true)))
    .orderBy(asc(fixture.startDate));
  const results: KnownResult<TableResult & KnockoutResult>[] = [];
  for (const f of rows) {
    if (!countsInTable(f)) continue;
    const homeId = key(f.homeTeamId, f.homePlaceholder);
    const awayId = key(f.awayTeamId, f.awayPlaceholder);
    if (!homeId || !awayId) continue;
    const home = { goals: f.homeGoals ?? 0, points: f.homePoints ?? 0 };
    const away = { goals: f.awayGoals ?? 0, points: f.awayPoints ?? 0 };
    const level = home.goals * 3 + home.points === away.goals * 3 + away.points;
    const penalties =
      level && f.homePenalties !== null && f.awayPenalties !== null && f.homePenalties !== f.awayPenalties
        ? { winnerId: f.homePenalties > f.awayPenalties ? homeId : awayId }
        : {};
    results.push({
      homeId,
      awayId,
      home,
      away,
      ...awarded(f.outcome),
      ...penalties,
      confirmed: f.resultConfirmed,
    });
  }
  const teams = competitors.map((c) => ({ id: c.id, name: c.name }));
  const rules: TableRules = {
    winPoints: competition.winPoints,
    drawPoints: competition.drawPoints,
    lossPoints: competition.lossPoints,
    walkoverPoints: competition.walkoverPoints,
    tieBreaks: competition.tieBreaks as unknown as TableRules['tieBreaks'],
  };
  const tables = divisionTables(teams, results, rules);
  const { table } = tables;
  const knockout = competition.format === 'CUP' || competition.format === 'LEAGUE_KNOCKOUT';
  const bracket =
    knockout && teams.length >= 2
      ? bracketFromResults(
          seedBracket(
            competition.format === 'CUP'
              ? teams.map((t) => t.id)
              : table.slice(0, Math.min(8, table.length)).map((r) => r.teamId),
          ),
          results.filter((r) => r.confirmed),
        )
      : undefined;
  // Callers see team ids (a placeholder keeps its competitor id until the team is known).
  const shown = new Map(competitors.map((c) => [c.id, c.teamId ?? c.id]));
  const out = (x: string | null) => (x === null ? null : (shown.get(x) ?? x));
  return {
    divisionId,
    format: competition.format,
    table: table.map((r) => ({ ...r, teamId: out(r.teamId)! })),
    ...(tables.provisionalTable
      ? {
          provisionalTable: tables.provisionalTable.map((r) => ({ ...r, teamId: out(r.teamId)! })),
          awaitingConfirmation: tables.awaitingConfirmation,
        }
      : {}),
    ...(bracket
      ? {
          bracket: bracket.map((r) => ({
            ...r,
            matches: r.matches.map((m) => ({
              ...m,
              home: out(m.home),
              away: out(m.away),
              winnerId: out(m.winnerId),
            })),
          })),
        }
      : {}),
  };
}
