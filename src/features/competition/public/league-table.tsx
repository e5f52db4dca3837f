/**
 * A division's league table (seed 2 §3): an accessible table — caption, column headers and each team's name as
 * its row's header — with scores for and against in goals-points and their total ("3-41 (50)").
 */
import { Table } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formatScore, type TableRow } from '../../../../domain/competition/league-table';

const withTotal = (goals: number, points: number, total: number, display: 'GOALS_POINTS' | 'TOTAL') =>
  display === 'TOTAL' ? String(total) : `${formatScore({ goals, points })} (${total})`;
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * `display`: the competition's points display format — goals-points with the total (the default), or the
 * total alone. Used by the public competition page and the competitions area.
 */
export function LeagueTable({
  rows,
  caption,
  display = 'GOALS_POINTS',
  testId = 'league-table',
}: {
  rows: readonly TableRow[];
  caption: string;
  display?: 'GOALS_POINTS' | 'TOTAL';
  testId?: string;
}) {
  const { t } = useLingui();
  // Short headings with their full names: seen as "P", read as "Played".
  const columns: [short: string, full: string][] = [
    [t({ message: 'Pos', context: 'league table' }), t({ message: 'Position', context: 'league table' })],
    [t`Team`, t`Team`], // the same word: no abbreviation
    [t({ message: 'P', context: 'league table' }), t({ message: 'Played', context: 'league table' })],
    [t({ message: 'W', context: 'league table' }), t({ message: 'Won', context: 'league table' })],
    [t({ message: 'D', context: 'league table' }), t({ message: 'Drawn', context: 'league table' })],
    [t({ message: 'L', context: 'league table' }), t({ message: 'Lost', context: 'league table' })],
    [t({ message: 'For', context: 'league table' }), t({ message: 'Scores for', context: 'league table' })],
    [
      t({ message: 'Against', context: 'league table' }),
      t({ message: 'Scores against', context: 'league table' }),
    ],
    [
      t({ message: 'Diff', context: 'league table' }),
      t({ message: 'Score difference', context: 'league table' }),
    ],
    [t({ message: 'Pts', context: 'league table' }), t({ message: 'Points', context: 'league table' })],
  ];
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" data-testid={testId}>
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" py={2} px={3}>
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map(([short, full], i) => (
              <Table.ColumnHeader key={i} scope="col" textAlign={i === 1 ? 'start' : 'end'}>
                {short === full ? short : <abbr title={full}>{short}</abbr>}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.teamId}>
              <Table.Cell textAlign="end">{r.position}</Table.Cell>
              <Table.ColumnHeader scope="row" fontWeight="medium" color="fg">
                {r.name}
              </Table.ColumnHeader>
              <Table.Cell textAlign="end">{r.played}</Table.Cell>
              <Table.Cell textAlign="end">{r.won}</Table.Cell>
              <Table.Cell textAlign="end">{r.drawn}</Table.Cell>
              <Table.Cell textAlign="end">{r.lost}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {withTotal(r.goalsFor, r.pointsFor, r.scoresFor, display)}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {withTotal(r.goalsAgainst, r.pointsAgainst, r.scoresAgainst, display)}
              </Table.Cell>
              <Table.Cell textAlign="end">{signed(r.scoreDifference)}</Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold">
                {r.points}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
