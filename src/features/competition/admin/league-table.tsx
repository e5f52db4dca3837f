import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CompetitionDoc, DivisionDoc } from '../../../../domain/competition/competition';
import { useApiGet } from '../../../lib/use-api-get';
import { TableHead } from '../../../components/table-head';
import { divisionPath, type DivisionTable, type LeagueRow } from './competition-api';
import { goalsPoints } from './competition-labels';
import { LoadState } from './list-controls';

type BracketMatch = {
  home?: string | null;
  away?: string | null;
  winnerId?: string | null;
  fixtureId?: string | null;
};
type BracketRound = { round?: number | string; name?: string; matches?: BracketMatch[] };

/** A side of the table's scores: goals-points and the total ("1-12 (15)"), or the total alone. */
function scores(goals: number, points: number, total: number, format: CompetitionDoc['pointsDisplayFormat']) {
  return format === 'TOTAL' ? String(total) : `${goalsPoints(goals, points)} (${total})`;
}

/**
 * A division's league table from confirmed results (`GET /admin/division/{id}/table`), scores as
 * goals-points with totals; for CUP and LEAGUE_KNOCKOUT the knockout bracket as a list of rounds.
 */
export function DivisionStandings({
  division,
  competition,
}: {
  division: DivisionDoc;
  competition: CompetitionDoc;
}) {
  const { t } = useLingui();
  const state = useApiGet<DivisionTable>(`${divisionPath(division.id)}/table`);
  const names = new Map(
    (division.competitors ?? []).map((c) => [c.teamId ?? c.id, c.name || c.placeholder || '']),
  );
  const name = (id: string | null | undefined) => (id ? (names.get(id) ?? '…') : t`To be decided`);
  if (state.status !== 'ok') return <LoadState state={state} />;
  const rows: LeagueRow[] = state.data.table ?? [];
  const bracket = Array.isArray(state.data.bracket) ? (state.data.bracket as BracketRound[]) : [];
  return (
    <Stack gap={3}>
      {rows.length === 0 ? (
        <Text color="fg.muted">
          <Trans>No teams in this division yet.</Trans>
        </Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label={t`League table: ${division.name}`} data-testid="league-table">
            <TableHead
              titles={[t`Pos`, t`Team`, t`P`, t`W`, t`D`, t`L`, t`For`, t`Against`, t`Diff`, t`Pts`]}
            />
            <Table.Body>
              {rows.map((r) => (
                <Table.Row key={r.teamId ?? r.name}>
                  <Table.Cell>{r.position}</Table.Cell>
                  <Table.Cell>{r.name}</Table.Cell>
                  <Table.Cell>{r.played}</Table.Cell>
                  <Table.Cell>{r.won}</Table.Cell>
                  <Table.Cell>{r.drawn}</Table.Cell>
                  <Table.Cell>{r.lost}</Table.Cell>
                  <Table.Cell>
                    {scores(r.goalsFor, r.pointsFor, r.scoresFor, competition.pointsDisplayFormat)}
                  </Table.Cell>
                  <Table.Cell>
                    {scores(
                      r.goalsAgainst,
                      r.pointsAgainst,
                      r.scoresAgainst,
                      competition.pointsDisplayFormat,
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    {r.scoreDifference > 0 ? `+${r.scoreDifference}` : r.scoreDifference}
                  </Table.Cell>
                  <Table.Cell fontWeight="semibold">{r.points}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {bracket.length > 0 && (
        <Stack gap={2} as="section" aria-label={t`Knockout bracket`}>
          <Heading as="h4" size="sm">
            <Trans>Knockout bracket</Trans>
          </Heading>
          {bracket.map((round, i) => (
            <Stack key={i} gap={1}>
              <Text fontWeight="semibold">{round.name ?? t`Round ${round.round ?? i + 1}`}</Text>
              <Stack as="ul" ps={4} gap={0}>
                {(round.matches ?? []).map((m, j) => (
                  <li key={j}>
                    {name(m.home)} v {name(m.away)}
                    {m.winnerId ? ` — ${t`winner: ${name(m.winnerId)}`}` : ''}
                  </li>
                ))}
              </Stack>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
