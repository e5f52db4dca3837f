/**
 * `/administration/outbox`: the mail and SMS the server queued, sent, did not send or could not deliver,
 * newest first (issue 28 item 3). In the default set-up the local transport delivers into this outbox, so this
 * is where developers and admins read the mail (a mail catcher); with SMTP or an SMS provider configured it is
 * where the dead letters are seen and queued again. Super admins only (messages name people).
 */
import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { apiSend } from '../../../api/client';
import {
  backToFirstPage,
  FilterSelect,
  ListIntro,
  ListTable,
  type PageInfo,
  Pager,
  SearchField,
} from '../../../components/list-controls';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';
import {
  CHANNELS,
  DELIVERY_STATUSES,
  type Channel,
  type DeliveryStatus,
} from '../../../../domain/comms/delivery';
import { CHANNEL_LABELS, DELIVERY_STATUS_LABELS } from '../../../../domain/comms/labels';
import { formatDisplayDateTime } from '../../../../domain/lib/dates';

interface OutboxRow {
  id: string;
  channel: Channel;
  address: string | null;
  subject: string;
  body: string;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  transport: string | null;
  createdAt: string;
  sentAt: string | null;
}
interface OutboxAnswer {
  _embedded: { notifications: OutboxRow[] };
  page: PageInfo;
  counts: Record<DeliveryStatus, number>;
}

const PALETTE: Record<DeliveryStatus, string> = {
  QUEUED: 'blue',
  SENT: 'green',
  DEAD: 'red',
  SUPPRESSED: 'gray',
};

/** Dublin's d/M/yyyy HH:mm (the display date). */
const when = formatDisplayDateTime;

export function OutboxPage() {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState('');
  const [channel, setChannel] = useState('');
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const firstPage = backToFirstPage(setPage);
  const [open, setOpen] = useState<string | null>(null);
  const filter = [status && `status:${status}`, channel && `channel:${channel}`].filter(Boolean).join(',');
  const query = new URLSearchParams({ page: String(page), size: '50' });
  if (filter) query.set('filter', filter);
  if (search) query.set('search', search);
  const list = useApiGet<OutboxAnswer>(`/dev/notifications?${query}`);
  const action = useServerAction();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(text.trim());
    setPage(0);
  };
  const retry = (row: OutboxRow) =>
    void action.run(
      async () => {
        await apiSend('POST', `/dev/notifications/${row.id}/retry`);
        list.reload();
      },
      t`Unable to save data - please try again later`,
    );

  const rows = list.status === 'ok' ? list.data._embedded.notifications : [];
  return (
    <Stack gap={4}>
      <ListIntro title={<Trans>Mail and SMS outbox</Trans>}>
        <Trans>
          Every e-mail and text message the server sends, newest first. Without a mail server or SMS provider
          configured, messages are delivered here only.
        </Trans>
      </ListIntro>
      {list.status === 'ok' && (
        <HStack gap={3} wrap="wrap" aria-label={t`Messages by status`} role="group">
          {DELIVERY_STATUSES.map((s) => (
            <Badge key={s} colorPalette={PALETTE[s]} variant="subtle" data-testid={`outbox-count-${s}`}>
              {i18n._(DELIVERY_STATUS_LABELS[s])}: {list.data.counts[s]}
            </Badge>
          ))}
        </HStack>
      )}
      <Box as="form" role="search" onSubmit={submit}>
        <HStack gap={3} align="end" wrap="wrap">
          <FilterSelect
            label={t`Status`}
            value={status}
            onChange={firstPage(setStatus)}
            all={t`All`}
            options={DELIVERY_STATUSES.map((s) => [s, i18n._(DELIVERY_STATUS_LABELS[s])] as const)}
          />
          <FilterSelect
            label={t`Channel`}
            value={channel}
            onChange={firstPage(setChannel)}
            all={t`All`}
            options={CHANNELS.map((c) => [c, i18n._(CHANNEL_LABELS[c])] as const)}
          />
          <SearchField label={t`Address or subject`} value={text} onChange={setText} />
        </HStack>
      </Box>
      <ListTable
        state={list}
        count={rows.length}
        empty={<Trans>No messages.</Trans>}
        caption={t`Mail and SMS outbox`}
        titles={[t`Queued at`, t`Channel`, t`To`, t`Subject`, t`Status`, t`Tries`, t`Actions`]}
        testId="outbox"
      >
        {rows.map((r) => (
          <OutboxRows
            key={r.id}
            row={r}
            open={open === r.id}
            onToggle={() => setOpen(open === r.id ? null : r.id)}
            onRetry={() => retry(r)}
            busy={action.busy}
          />
        ))}
      </ListTable>
      <Pager page={page} info={list.status === 'ok' ? list.data.page : undefined} onPage={setPage} />
    </Stack>
  );
}

function OutboxRows(props: {
  row: OutboxRow;
  open: boolean;
  onToggle: () => void;
  onRetry: () => void;
  busy: boolean;
}) {
  const { t, i18n } = useLingui();
  const r = props.row;
  return (
    <>
      <Table.Row data-testid={`outbox-row-${r.id}`}>
        <Table.Cell whiteSpace="nowrap">{when(r.createdAt)}</Table.Cell>
        <Table.Cell>{i18n._(CHANNEL_LABELS[r.channel])}</Table.Cell>
        <Table.Cell>{r.address ?? '—'}</Table.Cell>
        <Table.Cell>{r.subject}</Table.Cell>
        <Table.Cell>
          <Badge colorPalette={PALETTE[r.status]} variant="subtle">
            {i18n._(DELIVERY_STATUS_LABELS[r.status])}
          </Badge>
          {r.lastError && (
            <Text fontSize="xs" color="fg.muted">
              {r.lastError}
            </Text>
          )}
        </Table.Cell>
        <Table.Cell>{r.attempts}</Table.Cell>
        <Table.Cell>
          <HStack gap={2}>
            <Button size="xs" variant="outline" aria-expanded={props.open} onClick={props.onToggle}>
              {props.open ? t`Hide message` : t`Read message`}
            </Button>
            {r.status === 'DEAD' && (
              <Button size="xs" onClick={props.onRetry} loading={props.busy}>
                <Trans>Try again</Trans>
              </Button>
            )}
          </HStack>
        </Table.Cell>
      </Table.Row>
      {props.open && (
        <Table.Row>
          <Table.Cell colSpan={7}>
            <Text as="pre" whiteSpace="pre-wrap" fontFamily="inherit" data-testid="outbox-body">
              {r.body}
            </Text>
            {r.sentAt && (
              <Text fontSize="xs" color="fg.muted">
                {t`Sent at ${when(r.sentAt)} by ${r.transport ?? ''}`}
              </Text>
            )}
          </Table.Cell>
        </Table.Row>
      )}
    </>
  );
}
