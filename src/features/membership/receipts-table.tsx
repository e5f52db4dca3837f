import { Button, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDisplayDate, todayInDublin } from '../../../domain/lib/dates';
import { formatMoney } from '../../../domain/lib/money';
import { type OrderView } from './membership-types';
import { TableHead } from '../../components/table-head';

/** An order's receipts (seed 1 §3 Membership "receipts"): one per payment taken, with a print button. */
export function ReceiptsTable({ order }: { order: OrderView }) {
  const { t, i18n } = useLingui();
  if (order.receipts.length === 0) return null;
  const method: Record<string, string> = { CARD: t`Card`, OFFLINE: t`Paid to the club` };
  return (
    <>
      <Table.Root size="sm" data-testid="receipts">
        <Table.Caption>
          <Trans>Receipts</Trans>
        </Table.Caption>
        <TableHead titles={[t`Receipt number`, t`Date`, t`Amount`, t`Paid by`]} />
        <Table.Body>
          {order.receipts.map((r) => (
            <Table.Row key={r.id}>
              <Table.Cell>{r.number}</Table.Cell>
              <Table.Cell>{formatDisplayDate(todayInDublin(new Date(r.paidAt)))}</Table.Cell>
              <Table.Cell>{formatMoney(r.amountMinor, r.currency, i18n.locale)}</Table.Cell>
              <Table.Cell>{method[r.method] ?? r.method}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Button variant="outline" size="sm" alignSelf="start" onClick={() => window.print()}>
        <Trans>Print receipts</Trans>
      </Button>
    </>
  );
}
