import { Badge, Button, HStack, Menu, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FEE_ERRORS } from '../../../../domain/fees/messages';
import { PIF_INVOICE_STATUSES, type PifInvoiceStatus } from '../../../../domain/injury/pif-eligibility';
import { formatDisplayDate } from '../../../../domain/lib/dates';
import { formatMoney } from '../../../../domain/lib/money';
import { apiSend } from '../../../api/client';
import { downloadFile } from '../../../api/download';
import { showAlert } from '../../../components/alerts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showErrorAlert } from '../../../components/error-alert';
import { FilterSelect, ListTable, Pager, SearchField } from '../../../components/list-controls';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';
import { INVOICE_STATUS_LABELS, INVOICE_STATUS_PALETTE } from '../fee-labels';
import { invoiceQuery, outstanding, type Invoice, type InvoiceFilters, type InvoicePage } from '../fees-api';
import { InvoiceDetailsDialog, PartPaidDialog } from './invoice-dialogs';

const PAGE_SIZE = 100;

type RowAction = 'DETAILS' | 'PART_PAID' | 'PAID_OFFLINE' | 'DUE' | 'REMIND' | 'REGENERATE' | 'DELETE';

/** Which actions a row offers (§4 Invoice): money received closes delete and regenerate; PAID (online) is final. */
function actionsFor(i: Invoice): RowAction[] {
  const open = i.status === 'DUE' || i.status === 'PART_PAID';
  const received = i.status === 'PAID' || i.status === 'PAID_OFFLINE' || i.status === 'PART_PAID';
  return [
    'DETAILS',
    ...(open ? (['PART_PAID', 'PAID_OFFLINE', 'REMIND'] as const) : []),
    ...(i.status === 'PAID_OFFLINE' || i.status === 'PART_PAID' ? (['DUE'] as const) : []),
    ...(received ? [] : (['REGENERATE', 'DELETE'] as const)),
  ];
}

export function InvoiceStatusBadge({ status }: { status: PifInvoiceStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge colorPalette={INVOICE_STATUS_PALETTE[status]} variant="outline" data-testid="invoice-status">
      {i18n._(INVOICE_STATUS_LABELS[status])}
    </Badge>
  );
}

/**
 * The PIF invoices tab (seed 3 §2, §4 Invoice, §7): the season's invoices by organisation region, name and
 * status, paged, filtered by status and searched by club or region; generate the season's invoices (a FINAL
 * season only), download the table as CSV; per invoice its details (teams covered, discount, notes), part
 * paid, paid offline, back to due, a reminder to the club secretary, regenerate and delete.
 */
export function InvoicesTab({ season, final }: { season: number; final: boolean }) {
  const { t, i18n } = useLingui();
  const [filters, setFilters] = useState<InvoiceFilters>({ season, status: '', search: '' });
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [pending, setPending] = useState<{ action: RowAction; row: Invoice } | null>(null);
  const [generating, setGenerating] = useState(false);
  const list = useApiGet<InvoicePage>(invoiceQuery({ ...filters, season }, page, PAGE_SIZE));
  const { run } = useServerAction();
  const rows = list.status === 'ok' ? list.data._embedded.invoices : [];
  const money = (n: number, currency: string) => formatMoney(n, currency, i18n.locale);
  const failed = t`Unable to update or delete invoice`;
  const close = () => setPending(null);
  const done = (message: string) => {
    showAlert('success', message);
    close();
    list.reload();
  };
  const is = (a: RowAction) => pending?.action === a;
  const club = pending?.row.organization.name ?? '';

  const actionLabels: Record<RowAction, string> = {
    DETAILS: t`Details`,
    PART_PAID: t`Mark part paid`,
    PAID_OFFLINE: t`Mark paid offline`,
    DUE: t`Mark due`,
    REMIND: t`Send reminder`,
    REGENERATE: t`Regenerate`,
    DELETE: t`Delete`,
  };

  const patch = async (body: unknown, message: string) => {
    await run(async () => {
      await apiSend('PATCH', `/invoice/${pending!.row.id}`, body);
      done(message);
    }, failed);
  };

  return (
    <Stack gap={4}>
      <HStack gap={3} wrap="wrap">
        <Button size="sm" colorPalette="brand" disabled={!final} onClick={() => setGenerating(true)}>
          <Trans>Generate invoices</Trans>
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            void downloadFile(
              invoiceQuery({ ...filters, season }, 0, PAGE_SIZE, 'CSV'),
              `pif-invoices-${season}.csv`,
            ).then(
              () => showAlert('success', t`Successfully generated report`),
              (e: unknown) => showErrorAlert(t`Unable to generate report`, e),
            )
          }
        >
          <Trans>Download CSV</Trans>
        </Button>
      </HStack>
      {!final && (
        <Text color="fg.muted">
          <Trans>Invoices can be generated once the season is finalised.</Trans>
        </Text>
      )}
      <HStack
        as="form"
        align="end"
        gap={3}
        wrap="wrap"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters((f) => ({ ...f, search }));
          setPage(0);
        }}
      >
        <FilterSelect
          label={t`Status`}
          value={filters.status}
          onChange={(status) => {
            setFilters((f) => ({ ...f, status }));
            setPage(0);
          }}
          all={t`All`}
          options={PIF_INVOICE_STATUSES.map((s) => [s, i18n._(INVOICE_STATUS_LABELS[s])] as const)}
        />
        <SearchField label={t`Search club or region`} value={search} onChange={setSearch} />
      </HStack>
      <ListTable
        state={list}
        count={rows.length}
        empty={<Trans>No invoices match.</Trans>}
        caption={t`PIF invoices`}
        titles={[
          t`Region`,
          t`Club`,
          t`Status`,
          t`Band`,
          t`Cost`,
          t`Penalty`,
          t`Discount`,
          t`Total`,
          t`Paid`,
          t`Paid date`,
          t`Actions`,
        ]}
        testId="pif-invoices"
      >
        {rows.map((r) => (
          <Table.Row
            key={r.id}
            data-testid="invoice-row"
            data-club={r.organization.name}
            data-status={r.status}
          >
            <Table.Cell>{r.organization.region}</Table.Cell>
            <Table.Cell>{r.organization.name}</Table.Cell>
            <Table.Cell>
              <InvoiceStatusBadge status={r.status} />
            </Table.Cell>
            <Table.Cell>{r.claimsBand ?? '—'}</Table.Cell>
            <Table.Cell>{money(r.cost, r.currency)}</Table.Cell>
            <Table.Cell>{money(r.penalty, r.currency)}</Table.Cell>
            <Table.Cell>{money(r.discount, r.currency)}</Table.Cell>
            <Table.Cell>{money(r.totalCost, r.currency)}</Table.Cell>
            <Table.Cell>{money(r.amountPaid, r.currency)}</Table.Cell>
            <Table.Cell>{r.paidDate ? formatDisplayDate(r.paidDate) : t`N/A`}</Table.Cell>
            <Table.Cell>
              <Menu.Root onSelect={(d) => setPending({ action: d.value as RowAction, row: r })}>
                <Menu.Trigger asChild>
                  <Button size="xs" variant="outline" aria-label={t`Actions for ${r.organization.name}`}>
                    <Trans>Actions</Trans>
                  </Button>
                </Menu.Trigger>
                <Portal>
                  <Menu.Positioner>
                    <Menu.Content>
                      {actionsFor(r).map((a) => (
                        <Menu.Item key={a} value={a}>
                          {actionLabels[a]}
                        </Menu.Item>
                      ))}
                    </Menu.Content>
                  </Menu.Positioner>
                </Portal>
              </Menu.Root>
            </Table.Cell>
          </Table.Row>
        ))}
      </ListTable>
      {list.status === 'ok' && <Pager page={page} info={list.data.page} onPage={setPage} />}

      <ConfirmDialog
        open={generating}
        title={t`Generate invoices for ${season}`}
        body={t`Every club without an invoice for this season gets one, from its teams, the grades and its claims band.`}
        confirmLabel={t`Generate invoices`}
        onCancel={() => setGenerating(false)}
        onConfirm={async () => {
          await run(
            async () => {
              const r = await apiSend<{ generated: number }>('POST', '/invoice/generate', { season });
              showAlert('success', t`${r.generated} invoices generated`);
              setGenerating(false);
              list.reload();
            },
            t`Unable to generate invoice`,
          );
        }}
      />
      {pending?.action === 'DETAILS' && (
        <InvoiceDetailsDialog
          key={pending.row.id}
          invoice={pending.row}
          onClose={close}
          onChanged={list.reload}
        />
      )}
      <PartPaidDialog
        invoice={is('PART_PAID') ? pending!.row : null}
        onClose={close}
        onSave={(amountPaid, notes) =>
          patch(
            { status: 'PART_PAID', amountPaid, ...(notes ? { notes } : {}) },
            t`Invoice of ${club} marked part paid`,
          )
        }
      />
      <ConfirmDialog
        open={is('PAID_OFFLINE')}
        title={t`Mark paid offline: ${club}`}
        body={t`The invoice is recorded as paid in full outside Páirc (${pending ? money(outstanding(pending.row), pending.row.currency) : ''} still due).`}
        confirmLabel={t`Mark paid offline`}
        onCancel={close}
        onConfirm={() => patch({ status: 'PAID_OFFLINE' }, t`Invoice of ${club} marked paid offline`)}
      />
      <ConfirmDialog
        open={is('DUE')}
        title={t`Mark due: ${club}`}
        body={t`The payment recorded by hand is undone; the whole total is due again.`}
        confirmLabel={t`Mark due`}
        onCancel={close}
        onConfirm={() => patch({ status: 'DUE' }, t`Invoice of ${club} marked due`)}
      />
      <ConfirmDialog
        open={is('REMIND')}
        title={t`Send reminder: ${club}`}
        body={t`The club secretary gets an e-mail with what is still due. One reminder a day at most.`}
        confirmLabel={t`Send reminder`}
        onCancel={close}
        onConfirm={async () => {
          await run(
            async () => {
              const r = await apiSend<{ results: { outcome: string }[] }>('POST', '/invoice/remind', {
                invoiceIds: [pending!.row.id],
              });
              const outcome = r.results[0]?.outcome;
              if (outcome === 'SENT') done(t`Reminder sent to the secretary of ${club}`);
              else if (outcome === 'ALREADY_REMINDED_TODAY') {
                showAlert('warning', t`${club} was already reminded today`);
                close();
              } else {
                showAlert('warning', i18n._(FEE_ERRORS.noSecretary));
                close();
              }
            },
            t`Unable to send the reminder`,
          );
        }}
      />
      <ConfirmDialog
        open={is('REGENERATE')}
        title={t`Regenerate: ${club}`}
        body={t`The invoice is made again from the club's teams, grades and band as they are now; notes and discount are lost.`}
        confirmLabel={t`Regenerate`}
        onCancel={close}
        onConfirm={async () => {
          await run(
            async () => {
              await apiSend('POST', '/invoice/generate', {
                season,
                organizationId: pending!.row.organization.id,
              });
              done(t`Invoice of ${club} regenerated`);
            },
            t`Unable to generate invoice`,
          );
        }}
      />
      <ConfirmDialog
        open={is('DELETE')}
        title={t`Delete invoice: ${club}`}
        body={t`The invoice is deleted; generating the season's invoices makes it again.`}
        confirmLabel={t`Delete`}
        onCancel={close}
        onConfirm={async () => {
          await run(async () => {
            await apiSend('DELETE', `/invoice/${pending!.row.id}`);
            done(t`Invoice of ${club} deleted`);
          }, failed);
        }}
      />
    </Stack>
  );
}
