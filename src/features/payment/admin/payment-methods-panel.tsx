import { Button, DataList, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PaymentMethodView } from '../../../../domain/payment/method';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { AppDialog } from '../../../components/app-dialog';
import { CancelAndAction } from '../../../components/form-dialog';
import { LoadState } from '../../../components/list-controls';
import { TableHead } from '../../../components/table-head';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';
import { METHOD_TYPE_LABELS } from './method-labels';
import { AddPaymentMethodDialog } from './payment-method-form';

type MethodList = { _embedded: { paymentMethods: PaymentMethodView[] } };

/**
 * Manage payment methods (seed 3 §2: view and delete dialogs; §3 fields): a person's own on their profile
 * (`/payment-method`), or a club's on its Payments tab (`/payment-account/{orgId}/payment-method`, its
 * finance administrators). `canEdit` false shows the list only.
 */
export function PaymentMethodsPanel(props: {
  path: string;
  title: string;
  canEdit?: boolean;
  /** The heading's level: h2 on the profile (under its h1), h3 inside the club's Payments tab. */
  heading?: 'h2' | 'h3';
}) {
  const { t, i18n } = useLingui();
  const list = useApiGet<MethodList>(props.path);
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<PaymentMethodView | null>(null);
  const [deleting, setDeleting] = useState<PaymentMethodView | null>(null);
  const { busy, run } = useServerAction();
  const canEdit = props.canEdit ?? true;
  const remove = async (m: PaymentMethodView) => {
    const r = await run(
      () => apiSend('DELETE', `${props.path}/${encodeURIComponent(m.id)}`, undefined, crypto.randomUUID()),
      t`Error processing payment`,
    );
    if (r.ok) {
      showAlert('success', t`Payment method deleted`);
      setDeleting(null);
      list.reload();
    }
  };
  const methods = list.status === 'ok' ? list.data._embedded.paymentMethods : [];
  return (
    <Stack gap={3} as="section" aria-label={props.title} data-testid="payment-methods">
      <HStack justify="space-between" wrap="wrap">
        <Heading as={props.heading ?? 'h3'} size="md">
          {props.title}
        </Heading>
        {canEdit && (
          <Button size="sm" onClick={() => setAdding(true)}>
            <Trans>Add a payment method</Trans>
          </Button>
        )}
      </HStack>
      <LoadState state={list} />
      {list.status === 'ok' && methods.length === 0 && (
        <Text color="fg.muted">
          <Trans>No payment methods yet.</Trans>
        </Text>
      )}
      {methods.length > 0 && (
        <Table.Root size="sm">
          <TableHead titles={[t`Description`, t`Type`, t`Last 4 digits`, t`Currency`, t`Actions`]} />
          <Table.Body>
            {methods.map((m) => (
              <Table.Row key={m.id} data-testid="payment-method">
                <Table.Cell>{m.description}</Table.Cell>
                <Table.Cell>{i18n._(METHOD_TYPE_LABELS[m.type])}</Table.Cell>
                <Table.Cell>···· {m.last4}</Table.Cell>
                <Table.Cell>{m.currency}</Table.Cell>
                <Table.Cell>
                  <HStack gap={2}>
                    <Button size="xs" variant="outline" onClick={() => setViewing(m)}>
                      <Trans>View</Trans>
                    </Button>
                    {canEdit && (
                      <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(m)}>
                        <Trans>Delete</Trans>
                      </Button>
                    )}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {adding && (
        <AddPaymentMethodDialog
          path={props.path}
          onClose={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            list.reload();
          }}
        />
      )}
      {viewing && (
        <AppDialog
          open
          onClose={() => setViewing(null)}
          testId="view-payment-method"
          title={<Trans>Payment method</Trans>}
        >
          <DataList.Root orientation="horizontal">
            {[
              [t`Description`, viewing.description ?? ''],
              [t`Type`, i18n._(METHOD_TYPE_LABELS[viewing.type])],
              [t`Status`, t`Active`],
              [t`Card type`, viewing.cardType ?? '—'],
              [t`Last 4 digits`, viewing.last4],
              [t`Routing number`, viewing.routingNumber ?? '—'],
              [t`Country`, viewing.country ?? '—'],
              [t`Currency`, viewing.currency],
              [t`Id`, viewing.id],
            ].map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </AppDialog>
      )}
      {deleting && (
        <AppDialog
          open
          onClose={() => setDeleting(null)}
          busy={busy}
          testId="delete-payment-method"
          title={<Trans>Delete this payment method?</Trans>}
          footer={
            <CancelAndAction onCancel={() => setDeleting(null)} busy={busy}>
              <Button colorPalette="red" onClick={() => void remove(deleting)} loading={busy}>
                <Trans>Delete</Trans>
              </Button>
            </CancelAndAction>
          }
        >
          <Text>
            {deleting.description} ···· {deleting.last4}
          </Text>
        </AppDialog>
      )}
    </Stack>
  );
}

/** The signed-in person's own payment methods (their profile). */
export function MyPaymentMethods() {
  const { t } = useLingui();
  return <PaymentMethodsPanel path="/payment-method" title={t`My payment methods`} heading="h2" />;
}

/** A club's payment methods, for its finance administrators (the club's Payments tab). */
export function ClubPaymentMethods({ orgId }: { orgId: string }) {
  const { t } = useLingui();
  return (
    <PaymentMethodsPanel
      path={`/payment-account/${encodeURIComponent(orgId)}/payment-method`}
      title={t`Club payment methods`}
    />
  );
}
