import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CompetitionDoc, DivisionDoc } from '../../../../domain/competition/competition';
import { useApiGet } from '../../../lib/use-api-get';
import { KnockoutBracket } from '../public/knockout-bracket';
import { LeagueTable } from '../public/league-table';
import { divisionPath, type DivisionTable } from './competition-api';
import { LoadState } from '../../../components/list-controls';

/**
 * A division's standings in the competitions area (`GET /admin/division/{id}/table`): the league table from
 * confirmed results and, for CUP and LEAGUE_KNOCKOUT, the knockout bracket — the public competition page's
 * own components, so the admin sees what the public sees.
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
  if (state.status !== 'ok') return <LoadState state={state} />;
  const { table, bracket } = state.data;
  return (
    <Stack gap={3}>
      {table.length === 0 ? (
        <Text color="fg.muted">
          <Trans>No teams in this division yet.</Trans>
        </Text>
      ) : (
        <LeagueTable
          rows={table}
          caption={t`League table: ${division.name}`}
          display={competition.pointsDisplayFormat}
        />
      )}
      {bracket && bracket.length > 0 && (
        <KnockoutBracket rounds={bracket} teamName={(id) => names.get(id) ?? '…'} fixtures={[]} />
      )}
    </Stack>
  );
}
