import { Button, Heading, HStack, RadioGroup, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import type { PaymentType } from '../../../domain/membership/enums';
import { ApiError, apiSend } from '../../api/client';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { showErrorAlert } from '../../components/error-alert';
import type { CardChallenge } from './card-payment-dialog';
import { formatMoney } from '../../../domain/lib/money';
import { type BasketView } from './membership-types';
import { useBasket } from './use-basket';
import { TableHead } from '../../components/table-head';

/** The in-page card form: loaded only when a checkout asks for a card. */
const CardPaymentDialog = lazy(() => import('./card-payment-dialog'));
/** An item's change form: loaded when it is opened. */
const BasketItemDialog = lazy(() => import('./basket-item-dialog'));

/** A checkout's 402 (a card to confirm in page): its challenge, or null for any other failure. */
function challengeOf(err: unknown): CardChallenge | null {
  if (!(err instanceof ApiError) || err.status !== 402 || !err.body) return null;
  const b = err.body as Partial<CardChallenge>;
  return b.clientSecret && b.orderId && b.checkoutUrl
    ? { orderId: b.orderId, clientSecret: b.clientSecret, checkoutUrl: b.checkoutUrl }
    : null;
}

/**
 * The basket: its registrations, remove one or empty it, the way to pay, and checkout — a card confirmed in
 * page (the checkout's 402), with the provider's hosted page as the fallback.
 */
export function BasketPanel() {
  const { t, i18n } = useLingui();
  const basket = useBasket();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [paymentType, setPaymentType] = useState<PaymentType | null>(null);
  const [challenge, setChallenge] = useState<CardChallenge | null>(null);
  const [confirmEmpty, setConfirmEmpty] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
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

  async function empty() {
    if (basket.status !== 'ok') return;
    try {
      await apiSend('DELETE', `/basket/${basket.data.id}`);
      setConfirmEmpty(false);
      basket.reload();
    } catch (err) {
      showErrorAlert(t`Failed to remove item from basket`, err);
    }
  }

  const basketId = basket.data.id;
  const startCheckout = (type: PaymentType, inPage: boolean) =>
    apiSend<{ orderId: string; checkoutUrl: string | null }>('POST', `/basket/${basketId}/checkout`, {
      paymentType: type,
      inPage,
    });

  /** A new checkout after a decline: its 402 is what the card form confirms. */
  async function restart(): Promise<CardChallenge> {
    try {
      await startCheckout(chosen ?? 'SINGLE_ONLINE', true);
    } catch (err) {
      const c = challengeOf(err);
      if (c) return c;
      throw err;
    }
    throw new Error('No card to confirm');
  }

  /** In page (a card form here, the checkout's 402), or on the provider's hosted page (the fallback). */
  async function checkout(inPage: boolean) {
    if (!chosen) return;
    setBusy(true);
    try {
      const out = await startCheckout(chosen, inPage);
      if (out.checkoutUrl) window.location.assign(out.checkoutUrl);
      else void navigate({ to: '/clubs/order/$orderId', params: { orderId: out.orderId } });
    } catch (err) {
      const c = challengeOf(err);
      if (c) setChallenge(c);
      else showErrorAlert(t`Failed to create checkout session`, err);
      setBusy(false);
    }
  }

  function paid(orderId: string) {
    setChallenge(null);
    basket.reload();
    void navigate({ to: '/clubs/order/$orderId', params: { orderId } });
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
                    <HStack gap={2}>
                      <Button size="xs" variant="outline" disabled={busy} onClick={() => setEditing(it.id)}>
                        <Trans>Change</Trans>
                      </Button>
                      <Button size="xs" variant="outline" disabled={busy} onClick={() => void remove(it.id)}>
                        <Trans>Remove</Trans>
                      </Button>
                    </HStack>
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
            {chosen && chosen !== 'OFFLINE' && (
              <Button colorPalette="brand" disabled={busy} onClick={() => void checkout(true)}>
                <Trans>Pay by card</Trans>
              </Button>
            )}
            <Button
              variant={chosen && chosen !== 'OFFLINE' ? 'outline' : 'solid'}
              disabled={busy || !chosen}
              onClick={() => void checkout(false)}
            >
              <Trans>Checkout</Trans>
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => setConfirmEmpty(true)}>
              <Trans>Empty basket</Trans>
            </Button>
          </HStack>
        </>
      )}
      <ConfirmDialog
        open={confirmEmpty}
        title={t`Empty basket`}
        body={t`Remove every item from your basket?`}
        confirmLabel={t`Empty basket`}
        onConfirm={empty}
        onCancel={() => setConfirmEmpty(false)}
      />
      {editing && items.some((i) => i.id === editing) && (
        <Suspense fallback={null}>
          <BasketItemDialog
            basketId={basketId}
            item={items.find((i) => i.id === editing)!}
            onSaved={() => {
              setEditing(null);
              basket.reload();
            }}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      {challenge && (
        <Suspense fallback={null}>
          <CardPaymentDialog
            challenge={challenge}
            restart={restart}
            onPaid={paid}
            onClose={() => {
              setChallenge(null);
              basket.reload();
            }}
          />
        </Suspense>
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
