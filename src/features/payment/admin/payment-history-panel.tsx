import { Box, Button, HStack, Heading, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatDisplayDateTime } from '../../../../domain/lib/dates';
import { formatMoney } from '../../../../domain/lib/money';
import { HISTORY_TYPES } from '../../../../domain/payment/history';
import { downloadFile } from '../../../api/download';
import { LoadState } from '../../../components/list-controls';
import { TableHead } from '../../../components/table-head';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';
import type { HistoryPage } from './payment-api';
import { HISTORY_TYPE_LABELS, MOVEMENT_STATUS_LABELS } from './payment-labels';

/**
 * Payment history (seed 3 §2, §7): filters by type, direction and processed-on dates, sorted by processed-on
 * (newest first, or oldest), 100 lines a page with "More"; the CSV export streams the same lines in full.
 */
export function PaymentHistoryPanel({ orgId }: { orgId: string }) {
  const { t, i18n } = useLingui();
  const [type, setType] = useState('');
  const [direction, setDirection] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [sort, setSort] = useState('processedOn,desc');
  const [cursor, setCursor] = useState<string | null>(null);
  const query = new URLSearchParams({ orgId, sort, size: '100' });
  if (type) query.set('type', type);
  if (direction) query.set('direction', direction);
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  const csvQuery = query.toString();
  if (cursor) query.set('cursor', cursor);
  const page = useApiGet<HistoryPage>(`/payment-history?${query.toString()}`);
  const { busy, run } = useServerAction();
  const reset = (f: () => void) => {
    f();
    setCursor(null);
  };
  const rows = page.status === 'ok' ? page.data._embedded.paymentHistory : [];
  return (
    <Stack gap={3} as="section" aria-labelledby="payment-history-heading" data-testid="payment-history">
      <Heading as="h2" size="lg" id="payment-history-heading">
        <Trans>Payment history</Trans>
      </Heading>
      <Text color="fg.muted">
        <Trans>The history can take up to a minute to update.</Trans>
      </Text>
      <HStack gap={3} wrap="wrap" align="end">
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label={t`Type`}
            value={type}
            onChange={(e) => reset(() => setType(e.currentTarget.value))}
          >
            <option value="">{t`All types`}</option>
            {HISTORY_TYPES.map((x) => (
              <option key={x} value={x}>
                {i18n._(HISTORY_TYPE_LABELS[x])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label={t`Direction`}
            value={direction}
            onChange={(e) => reset(() => setDirection(e.currentTarget.value))}
          >
            <option value="">{t`In and out`}</option>
            <option value="IN">{t`Money in`}</option>
            <option value="OUT">{t`Money out`}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Input
          size="sm"
          width="auto"
          type="date"
          aria-label={t`Processed from`}
          value={from}
          onChange={(e) => reset(() => setFrom(e.currentTarget.value))}
        />
        <Input
          size="sm"
          width="auto"
          type="date"
          aria-label={t`Processed to`}
          value={to}
          onChange={(e) => reset(() => setTo(e.currentTarget.value))}
        />
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label={t`Sort by processed date`}
            value={sort}
            onChange={(e) => reset(() => setSort(e.currentTarget.value))}
          >
            <option value="processedOn,desc">{t`Newest first`}</option>
            <option value="processedOn,asc">{t`Oldest first`}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button
          size="sm"
          variant="outline"
          loading={busy}
          onClick={() =>
            void run(
              () => downloadFile(`/payment-history/csv?${csvQuery}`, `payment-history-${orgId}.csv`),
              t`Unable to download the history`,
            )
          }
        >
          <Trans>Download CSV</Trans>
        </Button>
      </HStack>
      <LoadState state={page} />
      {page.status === 'ok' && rows.length === 0 && (
        <Text color="fg.muted">
          <Trans>No payments match.</Trans>
        </Text>
      )}
      {rows.length > 0 && (
        <Box overflowX="auto">
          <Table.Root size="sm" data-testid="history-table">
            <TableHead
              titles={[t`Processed on`, t`Name`, t`Type`, t`Amount`, t`Fees`, t`Credited`, t`Status`]}
            />
            <Table.Body>
              {rows.map((r) => (
                <Table.Row
                  key={r.id}
                  data-testid="history-row"
                  data-id={r.id}
                  data-credited={r.amountCredited}
                >
                  <Table.Cell>{formatDisplayDateTime(r.processedOn)}</Table.Cell>
                  <Table.Cell>{r.name}</Table.Cell>
                  <Table.Cell>{i18n._(HISTORY_TYPE_LABELS[r.type])}</Table.Cell>
                  <Table.Cell>{formatMoney(r.amount, r.currency, i18n.locale)}</Table.Cell>
                  <Table.Cell>{formatMoney(r.totalFees, r.currency, i18n.locale)}</Table.Cell>
                  <Table.Cell>{formatMoney(r.amountCredited, r.currency, i18n.locale)}</Table.Cell>
                  <Table.Cell>
                    {MOVEMENT_STATUS_LABELS[r.status] ? i18n._(MOVEMENT_STATUS_LABELS[r.status]!) : r.status}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {page.status === 'ok' && page.data.next && (
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => setCursor(page.data.next)}>
          <Trans>More</Trans>
        </Button>
      )}
    </Stack>
  );
}
