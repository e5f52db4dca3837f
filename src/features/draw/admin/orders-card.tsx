import { Badge, Button, Card, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DRAW_ERRORS } from '../../../../domain/draw/messages';
import { apiSend } from '../../../api/client';
import { AppDialog } from '../../../components/app-dialog';
import { CancelAndAction } from '../../../components/form-dialog';
import { useAlerts } from '../../../components/alerts';
import { useServerAction } from '../../../components/use-server-action';
import { formatShortDate } from '../../../i18n/dates';
import { formatMoney } from '../../../../domain/lib/money';
import {
  clubPath,
  useOrders,
  useReloadOn,
  type DrawClub,
  type DrawOrder,
  type DrawSummary,
} from './use-draw-admin';
import { TableHead } from '../../../components/table-head';
import { Loading } from '../../../components/loading';

/**
 * The club's online orders and refunds (seed 2 §4): a refund is of a whole order and carries a banking
 * refund fee; with no payment balance refunding is switched off; "Refund failed." when it fails.
 */
export function OrdersCard(props: {
  draw: DrawSummary;
  club: DrawClub;
  version: number;
  onRefunded: () => void;
}) {
  const { draw, club, version, onRefunded } = props;
  const { t, i18n } = useLingui();
  const alerts = useAlerts();
  const orders = useOrders(draw.id, club.organizationId);
  useReloadOn(version, orders.reload);
  const [refunding, setRefunding] = useState<DrawOrder | null>(null);
  const { busy, run } = useServerAction();
  const money = (minor: number, currency: string) => formatMoney(minor, currency, i18n.locale);

  const refund = (o: DrawOrder) =>
    run(async () => {
      await apiSend(
        'POST',
        `${clubPath(draw.id, club.organizationId)}/order/${encodeURIComponent(o.id)}/refund`,
      );
      alerts.success(t`Order refunded: its tickets are now REFUNDED.`);
      setRefunding(null);
      onRefunded();
    }, i18n._(DRAW_ERRORS.refundFailed));

  return (
    <Card.Root as="section" aria-labelledby="orders-heading">
      <Card.Header>
        <Heading as="h2" size="md" id="orders-heading">
          <Trans>Online orders</Trans>
        </Heading>
      </Card.Header>
      <Card.Body>
        {orders.status === 'loading' && <Loading />}
        {orders.status === 'error' && (
          <Text role="alert">
            <Trans>The orders could not be loaded.</Trans>
          </Text>
        )}
        {orders.status === 'ok' && (
          <Stack gap={3}>
            <Text data-testid="club-balance">
              {orders.data.refund.balance ? (
                <Trans>
                  Balance available:{' '}
                  {money(
                    orders.data.refund.balance.available + orders.data.refund.balance.pending,
                    draw.currency,
                  )}
                </Trans>
              ) : (
                <Trans>No payment balance.</Trans>
              )}
            </Text>
            {!orders.data.refund.enabled && <Text color="fg.muted">{i18n._(DRAW_ERRORS.noBalance)}</Text>}
            {orders.data.orders.length === 0 ? (
              <Text>
                <Trans>No online orders yet.</Trans>
              </Text>
            ) : (
              <Table.Root size="sm" data-testid="orders">
                <TableHead titles={[t`Date`, t`Entrant`, t`Tickets`, t`Amount`, t`Status`, t`Action`]} />
                <Table.Body>
                  {orders.data.orders.map((o) => (
                    <Table.Row key={o.id} data-testid={`order-${o.id}`} data-status={o.status}>
                      <Table.Cell>{formatShortDate(o.createdAt)}</Table.Cell>
                      <Table.Cell>{o.entrants[0]?.name}</Table.Cell>
                      <Table.Cell>{o.quantity}</Table.Cell>
                      <Table.Cell>{money(o.amountMinor, o.currency)}</Table.Cell>
                      <Table.Cell>
                        <Badge>{o.status}</Badge>
                      </Table.Cell>
                      <Table.Cell>
                        {o.status === 'PAID' && (
                          <Button
                            size="xs"
                            variant="outline"
                            disabled={!orders.data.refund.enabled}
                            onClick={() => setRefunding(o)}
                            aria-label={t`Refund the order of ${o.entrants[0]?.name ?? ''}`}
                          >
                            <Trans>Refund</Trans>
                          </Button>
                        )}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </Stack>
        )}
      </Card.Body>
      {refunding && (
        <AppDialog
          open
          role="alertdialog"
          busy={busy}
          onClose={() => setRefunding(null)}
          title={t`Refund this order`}
          testId="refund-dialog"
          footer={
            <CancelAndAction onCancel={() => setRefunding(null)} busy={busy}>
              <Button colorPalette="red" loading={busy} onClick={() => void refund(refunding)}>
                <Trans>Refund the whole order</Trans>
              </Button>
            </CancelAndAction>
          }
        >
          <Stack gap={2}>
            <Text>
              <Trans>
                All {refunding.quantity} tickets of this order become REFUNDED, and{' '}
                {money(refunding.amountMinor, refunding.currency)} goes back to the buyer.
              </Trans>
            </Text>
            <Text data-testid="refund-fee">
              <Trans>
                Refund fee: {money(refunding.refundFeeMinor, refunding.currency)} (the bank’s refund fee and
                the card fee, which is not returned).
              </Trans>
            </Text>
          </Stack>
        </AppDialog>
      )}
    </Card.Root>
  );
}
