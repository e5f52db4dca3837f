import { Box, Heading, HStack, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { MEMBERSHIP_STATUSES, PAYMENT_STATUSES } from '../../../../domain/membership/enums';
import { FilterSelect, Pager, SearchField } from '../../../components/list-controls';
import { useApiGet } from '../../../lib/use-api-get';
import { membersQuery, type Filters } from '../../../lib/members-query';
import { LinkMemberPanel } from '../club-invitations';
import { LeviesPanel } from './levies-panel';
import { MemberFeesPanel } from './member-fees-panel';
import { MembersFilePanel } from './members-file-panel';
import { DuplicatesPanel } from './duplicates-panel';
import { MemberActions } from './member-actions';
import type { ClubMembershipView } from '../membership-types';
import { useStatusLabels } from '../../../components/status-labels';
import { Loading } from '../../../components/loading';
import { LoadFailureText } from '../../../components/load-failure';

type MembersList = {
  _embedded: { memberships: ClubMembershipView[] };
  page: { number: number; totalElements: number; totalPages: number };
};

/**
 * `/clubs/{orgId}/members` (seed 1 §4 Membership, §6): the club's memberships for its admins, filtered by
 * season, membership status, payment status and name, with the lifecycle actions on each row; then the
 * club's annual levies and its membership fees to the organisations above it, to pay; the members file; and
 * the duplicates review.
 */
export function MembersPage({ orgId }: { orgId: string }) {
  const { t } = useLingui();
  const labels = useStatusLabels();
  const season = new Date().getFullYear();
  const [filters, setFilters] = useState<Filters>({
    season: String(season),
    membershipStatus: '',
    paymentStatus: '',
    search: '',
  });
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const list = useApiGet<MembersList>(membersQuery(orgId, filters, page));
  const choose = (key: keyof Filters) => (value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(0);
  };
  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    choose('search')(search);
  };
  return (
    <Stack gap={6}>
      <Heading as="h1" size="2xl">
        <Trans>Club members</Trans>
      </Heading>
      <ChakraLink asChild>
        <Link to="/clubs">
          <Trans>Back to clubs</Trans>
        </Link>
      </ChakraLink>
      <Stack as="form" role="search" aria-label={t`Filter members`} onSubmit={submitSearch} gap={3}>
        <HStack gap={3} wrap="wrap" align="end">
          <FilterSelect
            label={t`Season`}
            value={filters.season}
            onChange={choose('season')}
            all={t`All seasons`}
            options={[0, 1, 2].map((n) => [String(season - n), String(season - n)] as const)}
          />
          <FilterSelect
            label={t`Membership status`}
            value={filters.membershipStatus}
            onChange={choose('membershipStatus')}
            all={t`All`}
            options={MEMBERSHIP_STATUSES.map((s) => [s, labels[s] ?? s] as const)}
          />
          <FilterSelect
            label={t`Payment status`}
            value={filters.paymentStatus}
            onChange={choose('paymentStatus')}
            all={t`All`}
            options={PAYMENT_STATUSES.map((s) => [s, labels[s] ?? s] as const)}
          />
          <SearchField label={t`Name`} value={search} onChange={setSearch} size="md" />
        </HStack>
      </Stack>
      {list.status === 'loading' && <Loading />}
      {list.status === 'error' && (
        <Text role="alert">
          <LoadFailureText error={list.error} />
        </Text>
      )}
      {list.status === 'ok' && (
        <MembersTable data={list.data} orgId={orgId} reload={list.reload} page={page} setPage={setPage} />
      )}
      <LinkMemberPanel orgId={orgId} />
      <LeviesPanel orgId={orgId} />
      <MemberFeesPanel orgId={orgId} />
      <MembersFilePanel orgId={orgId} />
      <DuplicatesPanel orgId={orgId} />
    </Stack>
  );
}

function MembersTable(props: {
  data: MembersList;
  orgId: string;
  reload: () => void;
  page: number;
  setPage: (p: number) => void;
}) {
  const { t } = useLingui();
  const labels = useStatusLabels();
  const { data, orgId, reload, page, setPage } = props;
  const rows = data._embedded.memberships;
  if (rows.length === 0) {
    return (
      <Text color="fg.muted">
        <Trans>No memberships match.</Trans>
      </Text>
    );
  }
  const header = (children: ReactNode) => <Table.ColumnHeader>{children}</Table.ColumnHeader>;
  return (
    <Stack gap={3}>
      <Text role="status">
        <Trans>{data.page.totalElements} memberships</Trans>
      </Text>
      <Box overflowX="auto">
        <Table.Root size="sm" data-testid="club-members">
          <Table.Header>
            <Table.Row>
              {header(<Trans>Member</Trans>)}
              {header(<Trans>Season</Trans>)}
              {header(<Trans>Option</Trans>)}
              {header(<Trans>Membership</Trans>)}
              {header(<Trans>Payment</Trans>)}
              {header(<Trans>Order</Trans>)}
              {header(<Trans>Actions</Trans>)}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((m) => (
              <Table.Row key={m.id} data-testid="club-member-row">
                <Table.Cell>
                  {m.name}
                  {m.memberStatus === 'HIBERNATED' && (
                    <Text as="span" color="fg.muted">
                      {' '}
                      (<Trans>hibernated</Trans>)
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>{m.season}</Table.Cell>
                <Table.Cell>{m.optionName ?? m.association}</Table.Cell>
                <Table.Cell>{labels[m.membershipStatus] ?? m.membershipStatus}</Table.Cell>
                <Table.Cell>{m.paymentStatus ? (labels[m.paymentStatus] ?? m.paymentStatus) : ''}</Table.Cell>
                <Table.Cell>
                  {m.orderId && (
                    <ChakraLink asChild>
                      <Link
                        to="/clubs/order/$orderId"
                        params={{ orderId: m.orderId }}
                        aria-label={t`Order of ${m.name}`}
                      >
                        <Trans>View</Trans>
                      </Link>
                    </ChakraLink>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <MemberActions membership={m} orgId={orgId} onChanged={reload} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Pager page={page} info={data.page} onPage={setPage} />
    </Stack>
  );
}
