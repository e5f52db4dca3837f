import { Button, DataList, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatDisplayDateTime } from '../../../../domain/lib/dates';
import { formatMoney } from '../../../../domain/lib/money';
import {
  TRANSFER_INVOICE_PAGE_SIZE,
  TRANSFER_INVOICE_STATUSES,
  type TransferInvoiceView,
} from '../../../../domain/payment/transfer-invoice';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { AppDialog } from '../../../components/app-dialog';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  backToFirstPage,
  FilterSelect,
  ListTable,
  Pager,
  type PageInfo,
} from '../../../components/list-controls';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';
import { TRANSFER_INVOICE_STATUS_LABELS } from './payment-labels';

type InvoiceList = { _embedded: { transferInvoices: TransferInvoiceView[] }; page: PageInfo };
type Action = 'PAID' | 'REJECTED';

/**
 * Transfer invoices (seed 3 §2 "Transfer invoice list and detail"): what other organisations (the county
 * board) ask the club to transfer from its payment account, most recently updated first, filtered by status.
 * The detail dialog pays a DUE invoice from the available balance, or rejects it, each after a confirmation;
 * `onPaid` lets the account panel show the new balance.
 */
export function TransferInvoicesPanel({ orgId, onPaid }: { orgId: string; onPaid: () => void }) {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<TransferInvoiceView | null>(null);
  const [confirming, setConfirming] = useState<Action | null>(null);
  const { busy, run } = useServerAction();
  const query = new URLSearchParams({ page: String(page), size: String(TRANSFER_INVOICE_PAGE_SIZE) });
  if (status) query.set('status', status);
  const base = `/payment-account/${orgId}/transfer`;
  const list = useApiGet<InvoiceList>(`${base}?${query.toString()}`);
  const rows = list.status === 'ok' ? list.data._embedded.transferInvoices : [];
  const firstPage = backToFirstPage(setPage);
  const money = (i: TransferInvoiceView) => formatMoney(i.amount, i.currency, i18n.locale);
  const act = async (invoice: TransferInvoiceView, action: Action) => {
    const r = await run(
      () => apiSend('POST', `${base}/${invoice.id}/action`, { status: action }, crypto.randomUUID()),
      action === 'PAID' ? t`Unable to pay the transfer invoice` : t`Unable to reject the transfer invoice`,
    );
    setConfirming(null);
    if (!r.ok) return;
    showAlert('success', action === 'PAID' ? t`Transfer invoice paid` : t`Transfer invoice rejected`);
    setOpen(null);
    list.reload();
    if (action === 'PAID') onPaid();
  };
  return (
    <Stack gap={3} as="section" aria-labelledby="transfer-invoices-heading" data-testid="transfer-invoices">
      <Heading as="h2" size="lg" id="transfer-invoices-heading">
        <Trans>Transfer invoices</Trans>
      </Heading>
      <Text color="fg.muted">
        <Trans>
          Transfers other organisations ask the club to make from its payment account. Paying one takes the
          amount from the available balance.
        </Trans>
      </Text>
      <FilterSelect
        label={t`Status`}
        value={status}
        onChange={firstPage(setStatus)}
        all={t`All`}
        options={TRANSFER_INVOICE_STATUSES.map(
          (s) => [s, i18n._(TRANSFER_INVOICE_STATUS_LABELS[s])] as const,
        )}
      />
      <ListTable
        state={list}
        count={rows.length}
        empty={<Trans>No transfer invoices.</Trans>}
        caption={t`Transfer invoices`}
        titles={[t`Updated`, t`From`, t`Description`, t`Amount`, t`Status`, t`Action`]}
        testId="transfer-invoice-table"
      >
        {rows.map((i) => (
          <Table.Row key={i.id} data-testid="transfer-invoice" data-status={i.status}>
            <Table.Cell>{formatDisplayDateTime(i.updateDate)}</Table.Cell>
            <Table.Cell>{i.sourceOrganizationName}</Table.Cell>
            <Table.Cell>{i.description}</Table.Cell>
            <Table.Cell>{money(i)}</Table.Cell>
            <Table.Cell>{i18n._(TRANSFER_INVOICE_STATUS_LABELS[i.status])}</Table.Cell>
            <Table.Cell>
              <Button
                size="xs"
                variant="outline"
                onClick={() => setOpen(i)}
                aria-label={t`View transfer invoice: ${i.description}`}
              >
                <Trans>View</Trans>
              </Button>
            </Table.Cell>
          </Table.Row>
        ))}
      </ListTable>
      <Pager page={page} info={list.status === 'ok' ? list.data.page : undefined} onPage={setPage} />
      <AppDialog
        open={open !== null && confirming === null}
        onClose={() => setOpen(null)}
        title={<Trans>Transfer invoice</Trans>}
        busy={busy}
        testId="transfer-invoice-dialog"
        footer={
          open?.status === 'DUE' && (
            <HStack gap={2}>
              <Button variant="outline" colorPalette="red" onClick={() => setConfirming('REJECTED')}>
                <Trans>Reject</Trans>
              </Button>
              <Button colorPalette="brand" onClick={() => setConfirming('PAID')}>
                <Trans>Pay</Trans>
              </Button>
            </HStack>
          )
        }
      >
        {open && (
          <DataList.Root orientation="horizontal">
            {[
              [t`From`, open.sourceOrganizationName],
              [t`Description`, open.description],
              [t`Amount`, money(open)],
              [t`Status`, i18n._(TRANSFER_INVOICE_STATUS_LABELS[open.status])],
              [t`Created`, formatDisplayDateTime(open.createDate)],
              [t`Updated`, formatDisplayDateTime(open.updateDate)],
              ...(open.decidedBy ? [[t`By`, open.decidedBy.name] as const] : []),
              ...(open.transferId ? [[t`Transfer`, open.transferId] as const] : []),
            ].map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        )}
      </AppDialog>
      <ConfirmDialog
        open={open !== null && confirming !== null}
        title={confirming === 'PAID' ? t`Pay the transfer invoice` : t`Reject the transfer invoice`}
        body={
          open && confirming === 'PAID'
            ? t`Transfer ${money(open)} to ${open.sourceOrganizationName} from the club’s available balance?`
            : t`Reject this transfer invoice? It cannot be paid afterwards.`
        }
        confirmLabel={confirming === 'PAID' ? t`Pay` : t`Reject`}
        onCancel={() => setConfirming(null)}
        onConfirm={() => (open && confirming ? act(open, confirming) : undefined)}
      />
    </Stack>
  );
}
