import { Button, Heading, HStack, RadioGroup, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { PaymentType } from '../../../domain/membership/enums';
import { apiSend } from '../../api/client';
import { showErrorAlert } from '../../components/error-alert';
import { formatMoney } from '../../../domain/lib/money';
import { type BasketView } from './membership-types';
import { useBasket } from './use-basket';
import { TableHead } from '../../components/table-head';

/** The basket: its registrations, remove, the way to pay, and checkout (to the provider's hosted page). */
export function BasketPanel() {
  const { t, i18n } = useLingui();
  const basket = useBasket();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [paymentType, setPaymentType] = useState<PaymentType | null>(null);
  if (basket.status !== 'ok') return null;
  const items = basket.data.basketItems;
  const ways = paymentWays(basket.data);
  const chosen = paymentType && ways.includes(paymentType) ? paymentType : (ways[0] ?? null);
  const labels: Record<PaymentType, string> = {
    SINGLE_ONLINE: t`Pay in full now`,
    INSTALLMENTS_ONLINE: t`Pay by monthly instalments`,
    OFFLINE: t`Pay the club later`,
  };

  async function remove(itemId: string) {
    setBusy(true);
    try {
      await apiSend('DELETE', `/basket/${basket.status === 'ok' ? basket.data.id : ''}/item/${itemId}`);
      basket.reload();
    } catch (err) {
      showErrorAlert(t`Failed to remove item from basket`, err);
    } finally {
      setBusy(false);
    }
  }

  async function checkout() {
    if (!chosen || basket.status !== 'ok') return;
    setBusy(true);
    try {
      const out = await apiSend<{ orderId: string; checkoutUrl: string | null }>(
        'POST',
        `/basket/${basket.data.id}/checkout`,
        { paymentType: chosen },
      );
      if (out.checkoutUrl) window.location.assign(out.checkoutUrl);
      else void navigate({ to: '/clubs/order/$orderId', params: { orderId: out.orderId } });
    } catch (err) {
      showErrorAlert(t`Failed to create checkout session`, err);
      setBusy(false);
    }
  }

  return (
    <Stack gap={3} as="section" aria-labelledby="basket-heading">
      <Heading as="h2" size="lg" id="basket-heading">
        <Trans>Basket</Trans>
      </Heading>
      {items.length === 0 ? (
        <Text color="fg.muted">
          <Trans>Your basket is empty.</Trans>
        </Text>
      ) : (
        <>
          <Table.Root size="sm" data-testid="basket-items">
            <TableHead
              titles={[
                t`Option`,
                t`Members`,
                t`Price`,
                <VisuallyHidden key="actions">
                  <Trans>Actions</Trans>
                </VisuallyHidden>,
              ]}
            />
            <Table.Body>
              {items.map((it) => (
                <Table.Row key={it.id}>
                  <Table.Cell>{it.option.name}</Table.Cell>
                  <Table.Cell>{it.members.map((m) => m.name).join(', ')}</Table.Cell>
                  <Table.Cell>
                    {formatMoney(it.option.price, it.option.priceCurrency, i18n.locale)}
                  </Table.Cell>
                  <Table.Cell>
                    <Button size="xs" variant="outline" disabled={busy} onClick={() => void remove(it.id)}>
                      <Trans>Remove</Trans>
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {ways.length > 0 && chosen && (
            <RadioGroup.Root
              value={chosen}
              onValueChange={(e) => setPaymentType(e.value as PaymentType)}
              aria-label={t`How to pay`}
            >
              <Stack gap={2}>
                {ways.map((w) => (
                  <RadioGroup.Item key={w} value={w}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>
                      {labels[w]}
                      {w === 'INSTALLMENTS_ONLINE' && ` (${instalmentText(basket.data, i18n.locale)})`}
                    </RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          )}
          <HStack>
            <Button disabled={busy || !chosen} onClick={() => void checkout()}>
              <Trans>Checkout</Trans>
            </Button>
          </HStack>
        </>
      )}
    </Stack>
  );
}

/** The ways of paying every item allows. */
function paymentWays(b: BasketView): PaymentType[] {
  const all = (f: (o: BasketView['basketItems'][number]['option']) => boolean) =>
    b.basketItems.length > 0 && b.basketItems.every((i) => f(i.option));
  const ways: PaymentType[] = [];
  if (all((o) => o.onlineSinglePaymentAllowed)) ways.push('SINGLE_ONLINE');
  const n = b.basketItems[0]?.option.instalmentNumber;
  if (all((o) => o.onlineInstalmentPaymentAllowed && o.instalmentNumber === n))
    ways.push('INSTALLMENTS_ONLINE');
  if (all((o) => o.onlinePayLaterOptionAllowed)) ways.push('OFFLINE');
  return ways;
}

function instalmentText(b: BasketView, locale: string): string {
  const first = b.basketItems[0]!.option;
  const each = b.basketItems.reduce((n, i) => n + (i.option.instalmentPrice ?? 0), 0);
  return `${first.instalmentNumber ?? 0} × ${formatMoney(each, first.priceCurrency, locale)}`;
}
