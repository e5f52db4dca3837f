import { Badge, Button, HStack, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { PoolKind } from '../../../../domain/competition/enums';
import { overviewApi } from '../../../../domain/competition/overview/overview.contract';
import { useCall } from '../../../api/use-call';
import { backToFirstPage, FilterSelect, ListTable, Pager } from '../../../components/list-controls';
import { filterParam } from './competition-api';
import { LEVEL_LABELS, STATUS_LABELS } from './competition-labels';
import type { AreaTab } from './search-params';

const PAGE_SIZE = 25;

/**
 * The Pools tab (seed 2 §2; issue 54 item 2): every pool of the organisation, venue and match-official, with
 * the competitions that use each (whatever their status), so the officer sees why a pool cannot be deleted
 * (an ACTIVE competition uses it: seed 2 §8). Read-only: each kind is edited in its own tab, which a button
 * opens. What the figures mean is in domain/competition/overview/overview.ts.
 */
export function PoolUsageTab({ orgId, onTab }: { orgId: string; onTab: (tab: AreaTab) => void }) {
  const { t, i18n } = useLingui();
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(0);
  const firstPage = backToFirstPage(setPage);
  const list = useCall(overviewApi.poolUsage, {
    params: { orgId },
    query: { filter: filterParam({ kind }), page, size: PAGE_SIZE },
  });
  const rows = list.status === 'ok' ? list.data._embedded.pools : [];
  const kindLabel = (k: PoolKind) => (k === 'VENUE' ? t`Venue pool` : t`Match official pool`);
  const tabOf = (k: PoolKind): AreaTab => (k === 'VENUE' ? 'venue-pools' : 'official-pools');
  return (
    <Stack gap={4} pt={4}>
      <Text color="fg.muted">
        <Trans>
          Every pool of the organisation and the competitions that use it. A pool that an active competition
          uses cannot be deleted.
        </Trans>
      </Text>
      <HStack gap={3} wrap="wrap" align="end" justify="space-between">
        <FilterSelect
          label={t`Kind`}
          value={kind}
          onChange={firstPage(setKind)}
          all={t`All pools`}
          options={[
            ['VENUE', t`Venue pools`],
            ['MATCH_OFFICIAL', t`Match official pools`],
          ]}
        />
        <HStack gap={2}>
          <Button size="sm" variant="outline" onClick={() => onTab('venue-pools')}>
            <Trans>Edit venue pools</Trans>
          </Button>
          <Button size="sm" variant="outline" onClick={() => onTab('official-pools')}>
            <Trans>Edit match official pools</Trans>
          </Button>
        </HStack>
      </HStack>
      <ListTable
        state={list}
        count={rows.length}
        empty={<Trans>No pools yet.</Trans>}
        caption={t`Pools`}
        titles={[t`Name`, t`Kind`, t`Level`, t`Members`, t`Used by`, t`Can be deleted`]}
        testId="pool-usage"
      >
        {rows.map((p) => (
          <Table.Row key={p.id} data-testid="pool-usage-row">
            <Table.Cell>
              <ChakraLink asChild fontWeight="semibold">
                <Link to="/competitions/organizations" search={{ tab: tabOf(p.kind) }}>
                  {p.name}
                </Link>
              </ChakraLink>
              {p.description && (
                <Text fontSize="sm" color="fg.muted">
                  {p.description}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell>{kindLabel(p.kind)}</Table.Cell>
            <Table.Cell>
              {p.level ? i18n._(LEVEL_LABELS[p.level as keyof typeof LEVEL_LABELS] ?? { id: p.level }) : ''}
            </Table.Cell>
            <Table.Cell>{p.members}</Table.Cell>
            <Table.Cell>
              {p.competitions.length === 0 ? (
                <Text color="fg.muted">
                  <Trans>No competition</Trans>
                </Text>
              ) : (
                <Stack gap={0} fontSize="sm">
                  {p.competitions.map((c) => (
                    <HStack key={c.id} gap={2}>
                      <ChakraLink asChild>
                        <Link
                          to="/competitions/organizations/$competitionId"
                          params={{ competitionId: c.id }}
                        >
                          {c.name} ({c.season})
                        </Link>
                      </ChakraLink>
                      <Badge size="sm" colorPalette={c.status === 'ACTIVE' ? 'green' : 'gray'}>
                        {i18n._(STATUS_LABELS[c.status])}
                      </Badge>
                    </HStack>
                  ))}
                </Stack>
              )}
            </Table.Cell>
            <Table.Cell data-testid="deletable">
              {p.deletable ? (
                <Trans>Yes</Trans>
              ) : (
                <Text color="fg.error">
                  <Trans>No: used in an active competition</Trans>
                </Text>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </ListTable>
      <Pager page={page} info={list.status === 'ok' ? list.data.page : undefined} onPage={setPage} />
    </Stack>
  );
}
