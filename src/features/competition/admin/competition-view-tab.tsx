import { Badge, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { overviewApi } from '../../../../domain/competition/overview/overview.contract';
import type { OverviewDivision } from '../../../../domain/competition/overview/overview';
import { formatDisplayDate } from '../../../../domain/lib/dates';
import { useCall } from '../../../api/use-call';
import { backToFirstPage, FilterSelect, ListTable, Pager } from '../../../components/list-controls';
import { dublinDateTime, filterParam } from './competition-api';
import { FORMAT_LABELS, STATUS_LABELS } from './competition-labels';

const PAGE_SIZE = 25;
const LISTED_STATUSES = ['ACTIVE', 'PENDING', 'DRAFT', 'ARCHIVED'] as const;

/** "12/3/2027 19:30" in Dublin time, or a dash. */
function nextDate(iso: string | null): string {
  if (!iso) return '—';
  const { date, time } = dublinDateTime(iso);
  return `${formatDisplayDate(date)} ${time}`;
}

/**
 * The Competitions View tab (seed 2 §2; issue 54 item 2): read-only, the organisation's competitions of a
 * season with, per competition and per division, the teams, fixtures played of the total, results awaiting
 * confirmation and the next fixture; each competition opens from its name. What the figures mean is in
 * domain/competition/overview/overview.ts.
 */
export function CompetitionViewTab({ orgId }: { orgId: string }) {
  const { t, i18n } = useLingui();
  const year = new Date().getFullYear();
  const [season, setSeason] = useState(String(year));
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(0);
  const firstPage = backToFirstPage(setPage);
  const list = useCall(overviewApi.competitionView, {
    params: { orgId },
    query: { filter: filterParam({ season, status }), page, size: PAGE_SIZE },
  });
  const rows = list.status === 'ok' ? list.data._embedded.competitions : [];
  const divisionLine = (d: OverviewDivision) => {
    const { name, teams, played, fixtures, awaitingConfirmation: awaiting } = d;
    return t`${name} — teams: ${teams}; played: ${played} of ${fixtures}; awaiting confirmation: ${awaiting}`;
  };
  return (
    <Stack gap={4} pt={4}>
      <Text color="fg.muted">
        <Trans>
          Every competition of the organisation at a glance: fixtures played, results awaiting confirmation
          and the next fixture. Open a competition to change it.
        </Trans>
      </Text>
      <Stack as="form" role="search" aria-label={t`Filter the competitions view`}>
        <Stack direction="row" gap={3} wrap="wrap" align="end">
          <FilterSelect
            label={t`Season`}
            value={season}
            onChange={firstPage(setSeason)}
            all={t`All seasons`}
            options={[1, 0, -1, -2].map((n) => [String(year + n), String(year + n)] as const)}
          />
          <FilterSelect
            label={t`Status`}
            value={status}
            onChange={firstPage(setStatus)}
            all={t`All`}
            options={LISTED_STATUSES.map((s) => [s, i18n._(STATUS_LABELS[s])] as const)}
          />
        </Stack>
      </Stack>
      <ListTable
        state={list}
        count={rows.length}
        empty={<Trans>No competitions in this season.</Trans>}
        caption={t`Competitions view`}
        titles={[
          t`Competition`,
          t`Status`,
          t`Divisions`,
          t`Teams`,
          t`Fixtures played`,
          t`Awaiting confirmation`,
          t`Next fixture`,
        ]}
        testId="competition-view"
      >
        {rows.map((c) => (
          <Table.Row key={c.id} data-testid="competition-view-row">
            <Table.Cell>
              <ChakraLink asChild fontWeight="semibold">
                <Link to="/competitions/organizations/$competitionId" params={{ competitionId: c.id }}>
                  {c.name}
                </Link>
              </ChakraLink>
              <Text fontSize="sm" color="fg.muted">
                {c.season} · {i18n._(FORMAT_LABELS[c.format])}
              </Text>
            </Table.Cell>
            <Table.Cell>
              <Badge colorPalette={c.status === 'ACTIVE' ? 'green' : 'gray'}>
                {i18n._(STATUS_LABELS[c.status])}
              </Badge>
            </Table.Cell>
            <Table.Cell>
              <Stack gap={0} fontSize="sm">
                {c.divisions.map((d) => (
                  <Text key={d.id}>{divisionLine(d)}</Text>
                ))}
              </Stack>
            </Table.Cell>
            <Table.Cell>{c.teams}</Table.Cell>
            <Table.Cell data-testid="played">
              <Trans>
                {c.played} of {c.fixtures}
              </Trans>
            </Table.Cell>
            <Table.Cell data-testid="awaiting">
              {c.awaitingConfirmation > 0 ? (
                <Badge colorPalette="orange">{c.awaitingConfirmation}</Badge>
              ) : (
                c.awaitingConfirmation
              )}
            </Table.Cell>
            <Table.Cell>{nextDate(c.nextFixtureAt)}</Table.Cell>
          </Table.Row>
        ))}
      </ListTable>
      <Pager page={page} info={list.status === 'ok' ? list.data.page : undefined} onPage={setPage} />
    </Stack>
  );
}
