/**
 * Provisional results (issue 54 item 1): a result is known once the referee's score (or an admin's result
 * left unconfirmed) is in, and final once a competition admin confirms it. Seed 2 §3 Fixture
 * `additionalInformation` names the state between: `AWAITING_CONFIRMATION`.
 *
 * The rule, one place for the server and the pages:
 * - the confirmed table counts confirmed results only, whatever the unconfirmed ones say;
 * - the provisional table counts every known result, confirmed or awaiting confirmation;
 * - a division shows the provisional table only while some counted result awaits confirmation; once all
 *   are confirmed the two are the same table and only the confirmed one is shown.
 */
import { FIXTURE_ADDITIONAL_INFORMATION, type FixtureAdditionalInformation } from './enums.ts';
import {
  leagueTable,
  type TableResult,
  type TableRow,
  type TableRules,
  type TableTeam,
} from './league-table.ts';

/** A known result and whether a competition admin has confirmed it. */
export type KnownResult<R extends TableResult = TableResult> = R & { confirmed: boolean };

/** The table from confirmed results only: unconfirmed results never reach it. */
export function confirmedTable(
  teams: readonly TableTeam[],
  results: readonly KnownResult[],
  rules: TableRules,
): TableRow[] {
  return leagueTable(
    teams,
    results.filter((r) => r.confirmed),
    rules,
  );
}

/** The table from every known result, those awaiting confirmation included. */
export function provisionalTable(
  teams: readonly TableTeam[],
  results: readonly KnownResult[],
  rules: TableRules,
): TableRow[] {
  return leagueTable(teams, results, rules);
}

/**
 * A division's tables: `table` from confirmed results; `provisionalTable` (with `awaitingConfirmation`, the
 * number of results it adds) only while some result awaits confirmation.
 */
export function divisionTables(
  teams: readonly TableTeam[],
  results: readonly KnownResult[],
  rules: TableRules,
): { table: TableRow[]; provisionalTable?: TableRow[]; awaitingConfirmation?: number } {
  const table = confirmedTable(teams, results, rules);
  const awaiting = results.filter((r) => !r.confirmed).length;
  if (awaiting === 0) return { table };
  return { table, provisionalTable: provisionalTable(teams, results, rules), awaitingConfirmation: awaiting };
}

/** What a fixture row says of its result, as the fixture document carries it. */
export interface ResultState {
  isResult: boolean;
  resultConfirmed: boolean;
  outcome?: string | null;
  isPostponed?: boolean;
}

/** Outcomes that keep a known result out of every table (the competitions view counts in SQL with them). */
export const NOT_COUNTED_OUTCOMES = ['POSTPONED', 'ABANDONED', 'NOT_PLAYED'] as const;
const NOT_COUNTED = new Set<string>(NOT_COUNTED_OUTCOMES);

/** A result that counts in a table at all: known, and not postponed, abandoned or not played. */
export function countsInTable(f: ResultState): boolean {
  return f.isResult && !f.isPostponed && !(f.outcome && NOT_COUNTED.has(f.outcome));
}

/** A counted result that a competition admin has not confirmed yet. */
export function awaitsConfirmation(f: ResultState): boolean {
  return countsInTable(f) && !f.resultConfirmed;
}

/**
 * The fixture's `additionalInformation` (seed 2 §3): `AWAITING_CONFIRMATION` while its result awaits
 * confirmation, else the admin's outcome when it is one of the spec's values (postponed, abandoned, …).
 */
export function additionalInformationOf(f: ResultState): FixtureAdditionalInformation | undefined {
  if (awaitsConfirmation(f)) return 'AWAITING_CONFIRMATION';
  if (f.isPostponed) return 'POSTPONED';
  return FIXTURE_ADDITIONAL_INFORMATION.find((x) => x === f.outcome);
}
