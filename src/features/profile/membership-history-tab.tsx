import { Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDisplayDate } from '../../../domain/lib/dates';
import { useStatusLabels } from '../../components/status-labels';
import { useApiGet } from '../../lib/use-api-get';
import { TableHead } from '../../components/table-head';
import { Loading } from '../../components/loading';
import { LoadFailureText } from '../../components/load-failure';

interface MembershipRow {
  id: string;
  season: number;
  association: string;
  membershipStatus: string;
  paymentStatus: string | null;
  optionName: string | null;
  registeredOn: string | null;
}

/** The profile's membership history tab (seed 1 §2): the person's memberships, newest season first. */
export function MembershipHistoryTab({ personId }: { personId: string }) {
  const { t } = useLingui();
  const list = useApiGet<{ _embedded: { memberships: MembershipRow[] } }>(
    `/membership?filter=${encodeURIComponent(`personId:${personId}`)}&size=1000`,
  );
  const status = useStatusLabels();
  if (list.status === 'loading') return <Loading />;
  if (list.status === 'error') {
    return (
      <Text role="alert">
        <LoadFailureText error={list.error} />
      </Text>
    );
  }
  const rows = list.data._embedded.memberships;
  if (rows.length === 0) {
    return (
      <Text color="fg.muted">
        <Trans>No memberships yet.</Trans>
      </Text>
    );
  }
  return (
    <Table.Root size="sm" data-testid="membership-history">
      <TableHead titles={[t`Season`, t`Membership`, t`Status`, t`Registered on`]} />
      <Table.Body>
        {rows.map((m) => (
          <Table.Row key={m.id}>
            <Table.Cell>{m.season}</Table.Cell>
            <Table.Cell>{m.optionName ?? m.association}</Table.Cell>
            <Table.Cell>{status[m.membershipStatus] ?? m.membershipStatus}</Table.Cell>
            <Table.Cell>{m.registeredOn ? formatDisplayDate(m.registeredOn) : ''}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
