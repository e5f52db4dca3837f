import { Badge, Button, HStack, Link as ChakraLink, Stack, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { downloadFile } from '../../../api/download';
import { showErrorAlert } from '../../../components/error-alert';
import { useApiGet } from '../../../lib/use-api-get';
import { filterParam, itemsOf, pageOf, query, type CompetitionDoc } from './competition-api';
import { useCompetitionAccess } from './competition-access';
import { CompetitionActions } from './competition-actions';
import { FORMAT_LABELS, STATUS_LABELS } from './competition-labels';
import { FilterSelect, ListTable, Pager, SearchField } from '../../../components/list-controls';

const PAGE_SIZE = 25;
const LISTED_STATUSES = ['ACTIVE', 'PENDING', 'DRAFT', 'ARCHIVED'] as const;
const SORTS = ['name,asc', 'name,desc', 'season,desc', 'season,asc'] as const;

/** The query of the competitions list: the organisation, then the filters chosen. */
export function competitionsQuery(
  orgId: string,
  f: { status: string; season: string; search: string; sort: string },
  page: number,
  size = PAGE_SIZE,
): string {
  const filter = filterParam({ organization: orgId, status: f.status, season: f.season });
  return `/admin/competition?${query({ filter, search: f.search.trim(), sort: f.sort, page, size })}`;
}

/**
 * The Competitions tab (seed 2 §2): the organisation's competitions with search, status and season
 * filters, sorting and pages; a row opens the competition; managers also get the wizard, clone, status
 * changes, archive and delete, and the CSV report.
 */
export function CompetitionsTab({ orgId }: { orgId: string }) {
  const { t, i18n } = useLingui();
  const access = useCompetitionAccess(orgId);
  const season = new Date().getFullYear();
  const [filters, setFilters] = useState({ status: '', season: '', search: '', sort: 'name,asc' });
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const path = competitionsQuery(orgId, filters, page);
  const list = useApiGet<unknown>(path);
  const choose = (key: keyof typeof filters) => (value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(0);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    choose('search')(search);
  };
  const download = async () => {
    const filter = filterParam({ organization: orgId, status: filters.status, season: filters.season });
    try {
      await downloadFile(`/admin/competition/report?${query({ filter })}`, 'competitions.csv');
    } catch (err) {
      showErrorAlert(t`Error downloading report`, err);
    }
  };
  const rows = list.status === 'ok' ? itemsOf<CompetitionDoc>(list.data, 'competitions') : [];
  const sortLabels: Record<(typeof SORTS)[number], string> = {
    'name,asc': t`Name, A to Z`,
    'name,desc': t`Name, Z to A`,
    'season,desc': t`Season, newest first`,
    'season,asc': t`Season, oldest first`,
  };
  return (
    <Stack gap={4} pt={4}>
      <HStack gap={3} wrap="wrap" justify="space-between">
        <HStack gap={3} wrap="wrap">
          {access.manage && (
            <Button asChild colorPalette="brand" size="sm">
              <Link to="/competitions/organizations/wizard" search={{}}>
                <Trans>New competition</Trans>
              </Link>
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => void download()}>
            <Trans>Download report (CSV)</Trans>
          </Button>
        </HStack>
      </HStack>
      <Stack as="form" role="search" aria-label={t`Filter competitions`} onSubmit={submit}>
        <HStack gap={3} wrap="wrap" align="end">
          <FilterSelect
            label={t`Status`}
            value={filters.status}
            onChange={choose('status')}
            all={t`All`}
            options={LISTED_STATUSES.map((s) => [s, i18n._(STATUS_LABELS[s])] as const)}
          />
          <FilterSelect
            label={t`Season`}
            value={filters.season}
            onChange={choose('season')}
            all={t`All seasons`}
            options={[1, 0, -1, -2].map((n) => [String(season + n), String(season + n)] as const)}
          />
          <FilterSelect
            label={t`Sort by`}
            value={filters.sort}
            onChange={choose('sort')}
            options={SORTS.map((s) => [s, sortLabels[s]] as const)}
          />
          <SearchField label={t`Name`} value={search} onChange={setSearch} />
        </HStack>
      </Stack>
      <ListTable
        state={list}
        count={rows.length}
        empty={<Trans>No competitions match.</Trans>}
        caption={t`Competitions`}
        titles={[t`Competition`, t`Season`, t`Format`, t`Status`, t`Divisions`, t`Actions`]}
        testId="competitions"
      >
        {rows.map((c) => (
          <Table.Row key={c.id} data-testid="competition-row">
            <Table.Cell>
              <ChakraLink asChild fontWeight="semibold">
                <Link to="/competitions/organizations/$competitionId" params={{ competitionId: c.id }}>
                  {c.name}
                </Link>
              </ChakraLink>
            </Table.Cell>
            <Table.Cell>{c.season}</Table.Cell>
            <Table.Cell>{i18n._(FORMAT_LABELS[c.format])}</Table.Cell>
            <Table.Cell>
              <StatusBadge status={c.status} />
            </Table.Cell>
            <Table.Cell>{c.numberOfDivisions}</Table.Cell>
            <Table.Cell>
              {access.manage ? (
                <CompetitionActions competition={c} onChanged={list.reload} />
              ) : (
                <ChakraLink asChild>
                  <Link to="/competitions/organizations/$competitionId" params={{ competitionId: c.id }}>
                    <Trans>Open</Trans>
                  </Link>
                </ChakraLink>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </ListTable>
      {list.status === 'ok' && <Pager page={page} info={pageOf(list.data)} onPage={setPage} />}
    </Stack>
  );
}

export function StatusBadge({ status }: { status: CompetitionDoc['status'] }) {
  const { i18n } = useLingui();
  const palette = { ACTIVE: 'green', PENDING: 'blue', DRAFT: 'orange', ARCHIVED: 'gray', DELETED: 'red' }[
    status
  ];
  return <Badge colorPalette={palette}>{i18n._(STATUS_LABELS[status])}</Badge>;
}
