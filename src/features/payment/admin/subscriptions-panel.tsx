import { Badge, Button, Field, Heading, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { formatMoney } from '../../../../domain/lib/money';
import type { PaymentMethodView } from '../../../../domain/payment/method';
import type { SubscriptionView } from '../../../../domain/payment/subscription';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { AppDialog } from '../../../components/app-dialog';
import { CancelAndAction, FormDialog } from '../../../components/form-dialog';
import { LoadState } from '../../../components/list-controls';
import { TableHead } from '../../../components/table-head';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';

type SubscriptionList = { _embedded: { subscriptions: SubscriptionView[] } };
type MethodList = { _embedded: { paymentMethods: PaymentMethodView[] } };

/**
 * The payer's subscriptions (seed 3 §2): memberships paid in instalments, with a dialog to change the card
 * later instalments are charged to (one of their own) and an action to cancel the plan.
 */
export function MySubscriptions({ personId }: { personId: string }) {
  const { t, i18n } = useLingui();
  const list = useApiGet<SubscriptionList>('/subscription');
  const methods = useApiGet<MethodList>('/payment-method');
  const [changing, setChanging] = useState<SubscriptionView | null>(null);
  const [cancelling, setCancelling] = useState<SubscriptionView | null>(null);
  const { busy, run } = useServerAction();
  const cards =
    methods.status === 'ok' ? methods.data._embedded.paymentMethods.filter((m) => m.type === 'CARD') : [];
  const subs = list.status === 'ok' ? list.data._embedded.subscriptions : [];
  const cardOf = (id: string | null) => cards.find((m) => m.id === id || (id ?? '').endsWith(`/${m.id}`));
  const cancel = async (s: SubscriptionView) => {
    const r = await run(
      () =>
        apiSend(
          'DELETE',
          `/subscription/${encodeURIComponent(s.id)}/customer/${encodeURIComponent(personId)}`,
          undefined,
          crypto.randomUUID(),
        ),
      t`Unable to cancel subscription plan`,
    );
    if (r.ok) {
      showAlert('success', t`Subscription plan cancelled`);
      setCancelling(null);
      list.reload();
    }
  };
  return (
    <Stack gap={3} as="section" aria-label={t`My subscriptions`} data-testid="subscriptions">
      <Heading as="h2" size="md">
        <Trans>My subscriptions</Trans>
      </Heading>
      <LoadState state={list} />
      {list.status === 'ok' && subs.length === 0 && (
        <Text color="fg.muted">
          <Trans>No subscriptions.</Trans>
        </Text>
      )}
      {subs.length > 0 && (
        <Table.Root size="sm">
          <TableHead titles={[t`Club`, t`Amount`, t`Paid`, t`Card`, t`Status`, t`Actions`]} />
          <Table.Body>
            {subs.map((s) => (
              <Table.Row key={s.id} data-testid="subscription">
                <Table.Cell>{s.organizationName}</Table.Cell>
                <Table.Cell>{formatMoney(s.amountMinor, s.currency, i18n.locale)}</Table.Cell>
                <Table.Cell>{formatMoney(s.paidMinor, s.currency, i18n.locale)}</Table.Cell>
                <Table.Cell>
                  {cardOf(s.paymentMethodId) ? `···· ${cardOf(s.paymentMethodId)!.last4}` : '—'}
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={s.planCancelled ? 'gray' : 'green'}>
                    {s.planCancelled ? t`Plan cancelled` : t`Active`}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  {!s.planCancelled && (
                    <HStack gap={2}>
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => setChanging(s)}
                        disabled={!cards.length}
                      >
                        <Trans>Change payment method</Trans>
                      </Button>
                      <Button size="xs" variant="outline" colorPalette="red" onClick={() => setCancelling(s)}>
                        <Trans>Cancel plan</Trans>
                      </Button>
                    </HStack>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {changing && (
        <ChangeMethodDialog
          subscription={changing}
          cards={cards}
          onClose={() => setChanging(null)}
          onDone={() => {
            setChanging(null);
            list.reload();
          }}
        />
      )}
      {cancelling && (
        <AppDialog
          open
          onClose={() => setCancelling(null)}
          busy={busy}
          testId="cancel-subscription"
          title={<Trans>Cancel this subscription plan?</Trans>}
          footer={
            <CancelAndAction onCancel={() => setCancelling(null)} busy={busy}>
              <Button colorPalette="red" onClick={() => void cancel(cancelling)} loading={busy}>
                <Trans>Cancel plan</Trans>
              </Button>
            </CancelAndAction>
          }
        >
          <Text>
            <Trans>No further instalments are charged. What is paid stays paid.</Trans>
          </Text>
        </AppDialog>
      )}
    </Stack>
  );
}

function ChangeMethodDialog(props: {
  subscription: SubscriptionView;
  cards: PaymentMethodView[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const { busy, run } = useServerAction();
  const [id, setId] = useState(props.cards[0]?.id ?? '');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await run(
      () =>
        apiSend(
          'PATCH',
          `/subscription/${encodeURIComponent(props.subscription.id)}`,
          { paymentMethodId: id },
          crypto.randomUUID(),
        ),
      t`Error processing payment`,
    );
    if (r.ok) {
      showAlert('success', t`Payment method updated`);
      props.onDone();
    }
  };
  return (
    <FormDialog
      open
      onClose={props.onClose}
      busy={busy}
      testId="change-subscription-method"
      formId="change-subscription-method-form"
      onSubmit={submit}
      submitLabel={<Trans>Save</Trans>}
      title={<Trans>Change payment method</Trans>}
    >
      <Field.Root required>
        <Field.Label>
          <Trans>Card</Trans>
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={id} onChange={(e) => setId(e.currentTarget.value)}>
            {props.cards.map((m) => (
              <option key={m.id} value={m.id}>
                {m.description} ···· {m.last4}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </FormDialog>
  );
}
