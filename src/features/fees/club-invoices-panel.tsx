import { Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { formatDisplayDate } from '../../../domain/lib/dates';
import { formatMoney } from '../../../domain/lib/money';
import { apiSend } from '../../api/client';
import { showAlert } from '../../components/alerts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListTable } from '../../components/list-controls';
import { useServerAction } from '../../components/use-server-action';
import { useApiGet } from '../../lib/use-api-get';
import { InvoiceStatusBadge } from './admin/invoices-tab';
import { outstanding, type Invoice, type InvoicePage } from './fees-api';

/**
 * The club's player injury fund invoices for its officers (seed 3 §2 /clubs "Payments and Fees"; §4 Invoice
 * "paid by a club officer"): every season's invoice with what is still due, and Pay, which opens the payment
 * provider's hosted checkout for that amount. The invoice turns Paid when the provider confirms the payment
 * (its signed event), not when the browser comes back; coming back says so.
 */
export function ClubInvoicesPanel({ orgId, clubName }: { orgId: string; clubName: string }) {
  const { t, i18n } = useLingui();
  const filter = encodeURIComponent(`organization.id:${orgId}`);
  const list = useApiGet<InvoicePage>(`/invoice?home=true&filter=${filter}&size=20`);
  const [paying, setPaying] = useState<Invoice | null>(null);
  const { run } = useServerAction();
  useEffect(() => {
    const back = new URLSearchParams(window.location.search);
    if (!back.get('invoice')) return;
    if (back.get('paid'))
      showAlert(
        'success',
        t`Payment received: the invoice shows Paid once the payment provider confirms it.`,
      );
    else if (back.get('cancelled')) showAlert('warning', t`Payment Cancelled`);
  }, [t]);
  const rows = list.status === 'ok' ? list.data._embedded.invoices : [];
  const money = (n: number, currency: string) => formatMoney(n, currency, i18n.locale);
  return (
    <Stack gap={3} as="section" aria-labelledby="club-invoices-heading" data-testid="club-invoices">
      <Heading as="h2" size="lg" id="club-invoices-heading">
        <Trans>Payments and fees: {clubName}</Trans>
      </Heading>
      <Text color="fg.muted">
        <Trans>The club's player injury fund invoices, one a season.</Trans>
      </Text>
      <ListTable
        state={list}
        count={rows.length}
        empty={<Trans>The club has no injury fund invoices yet.</Trans>}
        caption={t`PIF invoices`}
        titles={[t`Season`, t`Status`, t`Total`, t`Paid`, t`Still due`, t`Paid date`, t`Pay`]}
      >
        {rows.map((r) => (
          <Table.Row key={r.id} data-testid="club-invoice" data-season={r.season} data-status={r.status}>
            <Table.Cell>{r.season}</Table.Cell>
            <Table.Cell>
              <InvoiceStatusBadge status={r.status} />
            </Table.Cell>
            <Table.Cell>{money(r.totalCost, r.currency)}</Table.Cell>
            <Table.Cell>{money(r.amountPaid, r.currency)}</Table.Cell>
            <Table.Cell>{money(outstanding(r), r.currency)}</Table.Cell>
            <Table.Cell>{r.paidDate ? formatDisplayDate(r.paidDate) : t`N/A`}</Table.Cell>
            <Table.Cell>
              {(r.status === 'DUE' || r.status === 'PART_PAID') && outstanding(r) > 0 && (
                <Button
                  size="xs"
                  colorPalette="brand"
                  onClick={() => setPaying(r)}
                  aria-label={t`Pay the ${r.season} invoice`}
                >
                  <Trans>Pay</Trans>
                </Button>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </ListTable>
      <ConfirmDialog
        open={paying !== null}
        title={t`Pay the ${paying?.season ?? ''} injury fund invoice`}
        body={t`You pay ${paying ? money(outstanding(paying), paying.currency) : ''} by card on the payment provider's page.`}
        confirmLabel={t`Pay`}
        onCancel={() => setPaying(null)}
        onConfirm={async () => {
          const invoice = paying;
          if (!invoice) return;
          await run(
            async () => {
              const out = await apiSend<{ checkoutUrl: string }>(
                'POST',
                `/invoice/${invoice.id}/pay`,
                undefined,
                crypto.randomUUID(),
              );
              window.location.assign(out.checkoutUrl);
            },
            t`Error paying invoice`,
          );
        }}
      />
    </Stack>
  );
}
