import { Button, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { euroToMinor, formatMoney } from '../../../../domain/lib/money';
import type { BalanceView } from '../../../../domain/payment/account';
import type { ApprovalType } from '../../../../domain/payment/approval';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { AppDialog } from '../../../components/app-dialog';
import { CancelAndAction } from '../../../components/form-dialog';
import { useServerAction } from '../../../components/use-server-action';
import type { PaymentMethodOption } from './payment-api';

/**
 * The balance modal's two actions (seed 3 §2): top up from one of the club's bank accounts, or pay out of the
 * available balance. Either is a request a second finance administrator approves (§4); the server checks
 * the §5 rules and answers in the caller's language.
 */
export function MoneyRequestDialog(props: {
  orgId: string;
  kind: ApprovalType;
  balance: BalanceView | undefined;
  methods: PaymentMethodOption[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const { busy, run } = useServerAction();
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [methodId, setMethodId] = useState(props.methods[0]?.id ?? '');
  const method = props.methods.find((m) => m.id === methodId);
  const currency = props.kind === 'TOP_UP' ? (method?.currency ?? 'EUR') : (props.balance?.currency ?? 'EUR');
  const submit = () =>
    run(
      async () => {
        const minor = euroToMinor(amount) ?? Number.NaN;
        await apiSend(
          'POST',
          `/payment-account/${props.orgId}/approval`,
          props.kind === 'TOP_UP'
            ? { additionalType: 'TOP_UP', amount: minor, currency, paymentMethodId: methodId, description }
            : { additionalType: 'PAYOUT', amount: minor, currency, description },
          crypto.randomUUID(),
        );
        showAlert(
          'success',
          props.kind === 'PAYOUT'
            ? t`Payout of ${formatMoney(minor, currency, i18n.locale)} requested`
            : t`Top-up requested`,
          t`A second finance administrator approves it.`,
        );
        props.onDone();
      },
      t`Error processing payment`,
    );
  return (
    <AppDialog
      open
      onClose={props.onClose}
      busy={busy}
      testId="money-request-dialog"
      title={props.kind === 'TOP_UP' ? <Trans>Top up the balance</Trans> : <Trans>Pay out</Trans>}
      footer={
        <CancelAndAction onCancel={props.onClose} busy={busy}>
          <Button colorPalette="brand" onClick={() => void submit()} loading={busy} disabled={busy}>
            <Trans>Request</Trans>
          </Button>
        </CancelAndAction>
      }
    >
      <Stack gap={3}>
        {props.kind === 'PAYOUT' && props.balance && (
          <Text>
            <Trans>
              Available: {formatMoney(props.balance.available, props.balance.currency, i18n.locale)}
            </Trans>
          </Text>
        )}
        {props.kind === 'TOP_UP' && (
          <Field.Root required>
            <Field.Label>
              <Trans>Pay from</Trans>
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={methodId} onChange={(e) => setMethodId(e.currentTarget.value)}>
                {props.methods.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.description ?? m.type} ·••• {m.last4} ({m.currency})
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>
              {method?.type === 'BACS_DEBIT'
                ? t`Between 100 and 10,000 by BACS direct debit.`
                : t`Between 50 and 10,000.`}
            </Field.HelperText>
          </Field.Root>
        )}
        <Field.Root required>
          <Field.Label>
            <Trans>Amount ({currency})</Trans>
          </Field.Label>
          <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>
            <Trans>Description</Trans>
          </Field.Label>
          <Input
            maxLength={255}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
        </Field.Root>
      </Stack>
    </AppDialog>
  );
}
