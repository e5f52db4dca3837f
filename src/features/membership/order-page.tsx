import { Heading, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { formatDisplayDate } from '../../../domain/lib/dates';
import { MEMBERSHIP_ERRORS } from '../../../domain/membership/messages';
import { apiGet } from '../../api/client';
import { formatMoney } from '../../../domain/lib/money';
import { type OrderView } from './membership-types';
import { ReceiptsTable } from './receipts-table';
import { useStatusLabels } from '../../components/status-labels';
import { useBasket } from './use-basket';
import { TableHead } from '../../components/table-head';
import { Loading } from '../../components/loading';

const POLL_MS = 1000;
const POLL_FOR_MS = 30_000;

/**
 * Where the payments provider sends the payer back (and where pay-later orders land): memberships are
 * registered only when the payment event has reached the server, so an order still being paid is polled
 * for a short while. Shows each member's status and the payment schedule.
 */
export function OrderPage({ orderId, cancelled }: { orderId: string; cancelled: boolean }) {
  const { t, i18n } = useLingui();
  const labels = useStatusLabels();
  const [order, setOrder] = useState<OrderView | null>(null);
  const [failed, setFailed] = useState(false);
  const basket = useBasket();
  const reloadBasket = basket.reload;
  useEffect(() => {
    let live = true;
    const started = Date.now();
    const poll = async () => {
      try {
        const o = await apiGet<OrderView>(`/order/${encodeURIComponent(orderId)}`);
        if (!live) return;
        setOrder(o);
        const waiting = o.status === 'payment_processing' && o.paidMinor === 0;
        if (waiting && Date.now() - started < POLL_FOR_MS) setTimeout(() => void poll(), POLL_MS);
        else reloadBasket();
      } catch {
        if (live) setFailed(true);
      }
    };
    void poll();
    return () => {
      live = false;
    };
  }, [orderId, reloadBasket]);
  if (failed) {
    return (
      <Text role="alert">
        <Trans>Unable to load data - please try again later</Trans>
      </Text>
    );
  }
  if (!order) return <Loading />;
  const registered = order.memberships.some((m) => m.membershipStatus === 'REGISTERED');
  const declined = order.status === 'abandoned' || (cancelled && order.paidMinor === 0 && !registered);
  const waiting = !declined && order.status === 'payment_processing' && order.paidMinor === 0;
  return (
    <Stack gap={6} maxW="3xl">
      <Heading as="h1" size="2xl">
        {registered ? <Trans>Registration complete</Trans> : <Trans>Your registration</Trans>}
      </Heading>
      {declined && (
        <Text role="alert" color="red.700" data-testid="payment-failed">
          {i18n._(MEMBERSHIP_ERRORS.paymentFailed)}
        </Text>
      )}
      {waiting && (
        <Text role="status">
          <Trans>Waiting for the payment to be confirmed…</Trans>
        </Text>
      )}
      {order.status === 'payment_due' && (
        <Text>
          <Trans>Your registration is made: pay the club, and it will mark the order paid.</Trans>
        </Text>
      )}
      <Table.Root size="sm" data-testid="order-memberships">
        <Table.Caption>
          <Trans>Members</Trans>
        </Table.Caption>
        <TableHead titles={[t`Member`, t`Option`, t`Membership`, t`Payment`]} />
        <Table.Body>
          {order.memberships.map((m) => (
            <Table.Row key={m.id}>
              <Table.Cell>{m.name}</Table.Cell>
              <Table.Cell>{m.optionName ?? m.association}</Table.Cell>
              <Table.Cell>{labels[m.membershipStatus] ?? m.membershipStatus}</Table.Cell>
              <Table.Cell>{m.paymentStatus ? (labels[m.paymentStatus] ?? m.paymentStatus) : ''}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {order.instalments.length > 0 && (
        <Table.Root size="sm" data-testid="payment-schedule">
          <Table.Caption>
            <Trans>Payment schedule</Trans>
          </Table.Caption>
          <TableHead titles={[t`Instalment`, t`Date`, t`Amount`, t`Status`]} />
          <Table.Body>
            {order.instalments.map((i) => (
              <Table.Row key={i.seq}>
                <Table.Cell>{i.seq}</Table.Cell>
                <Table.Cell>{formatDisplayDate(i.dueDate)}</Table.Cell>
                <Table.Cell>{formatMoney(i.amountMinor, order.currency, i18n.locale)}</Table.Cell>
                <Table.Cell>{labels[i.status] ?? i.status}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <ReceiptsTable order={order} />
      <Text>
        <Trans>
          Paid {formatMoney(order.paidMinor, order.currency, i18n.locale)} of{' '}
          {formatMoney(order.amountMinor, order.currency, i18n.locale)}
        </Trans>
      </Text>
      <ChakraLink asChild>
        <Link to="/clubs">
          <Trans>Back to clubs</Trans>
        </Link>
      </ChakraLink>
    </Stack>
  );
}
