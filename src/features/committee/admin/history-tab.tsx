import { Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { committeeApi } from '../../../../domain/committee/committee.contract';
import { formatDisplayDateTime } from '../../../../domain/lib/dates';
import { LoadState } from '../../../components/list-controls';
import { TableHead } from '../../../components/table-head';
import { useCall } from '../../../api/use-call';
import { COMMITTEE_EVENT_LABELS } from './committee-labels';

/** The History tab: the committee's group audit events, newest first (seed 3 §3, §9). */
export function HistoryTab({ orgId }: { orgId: string }) {
  const { t, i18n } = useLingui();
  const list = useCall(committeeApi.history, { params: { id: orgId }, query: { size: 100 } });
  if (list.status !== 'ok') return <LoadState state={list} />;
  const rows = list.data._embedded.events;
  return (
    <Stack gap={3} pt={4}>
      {rows.length === 0 ? (
        <Text>
          <Trans>The committee has not been changed yet.</Trans>
        </Text>
      ) : (
        <Table.Root size="sm" aria-label={t`Committee history`}>
          <TableHead titles={[t`When`, t`What`, t`Position`, t`Member`, t`By`]} />
          <Table.Body>
            {rows.map((e) => (
              <Table.Row key={e.id}>
                <Table.Cell>{formatDisplayDateTime(e.createdAt)}</Table.Cell>
                <Table.Cell>{i18n._(COMMITTEE_EVENT_LABELS[e.event])}</Table.Cell>
                <Table.Cell>{e.positionTitle}</Table.Cell>
                <Table.Cell>{e.subjectName ?? '—'}</Table.Cell>
                <Table.Cell>{e.actorName ?? '—'}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
