import { Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { PAYMENT_METHOD_TYPES, type PaymentMethodType } from '../../../../domain/payment/account';
import {
  PAYMENT_METHOD_DESCRIPTION_MAX,
  PaymentMethodInput,
  TEST_CARD_TOKENS,
} from '../../../../domain/payment/method';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { FormDialog } from '../../../components/form-dialog';
import { useServerAction } from '../../../components/use-server-action';
import { useSchemaErrors } from '../../../components/use-schema-errors';
import { METHOD_TYPE_LABELS } from './method-labels';

/**
 * Add a payment method (seed 3 §3 types; §5 description required, at most 30): a card by one of the test
 * cards (its number never reaches this page or the server: the provider's token does), a bank account by its
 * number — the server keeps only the last 4 digits.
 */
export function AddPaymentMethodDialog(props: { path: string; onClose: () => void; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const { busy, run } = useServerAction();
  const errors = useSchemaErrors();
  const err = (k: string) => {
    const id = errors.of(k);
    return id ? i18n._(id) : undefined;
  };
  const [type, setType] = useState<PaymentMethodType>('CARD');
  const [f, setF] = useState({
    description: '',
    currency: 'EUR',
    token: 'pm_card_visa',
    country: 'IE',
    accountNumber: '',
    routingNumber: '',
  });
  const set = (k: keyof typeof f) => (e: { currentTarget: { value: string } }) =>
    setF({ ...f, [k]: e.currentTarget.value });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body =
      type === 'CARD'
        ? { type, description: f.description, currency: f.currency, token: f.token }
        : {
            type,
            description: f.description,
            currency: f.currency,
            country: f.country,
            accountNumber: f.accountNumber,
            ...(f.routingNumber ? { routingNumber: f.routingNumber } : {}),
          };
    if (!errors.check(PaymentMethodInput, body)) return;
    const r = await run(
      () => apiSend('POST', props.path, body, crypto.randomUUID()),
      t`Error processing payment`,
    );
    if (r.ok) {
      showAlert(
        'success',
        t`Payment method added`,
        t`A new payment method can take up to 30 seconds to appear.`,
      );
      props.onDone();
    }
  };
  return (
    <FormDialog
      open
      onClose={props.onClose}
      busy={busy}
      testId="add-payment-method"
      formId="add-payment-method-form"
      onSubmit={submit}
      submitLabel={<Trans>Add</Trans>}
      title={<Trans>Add a payment method</Trans>}
    >
      <Stack gap={3}>
        <Field.Root required>
          <Field.Label>
            <Trans>Type</Trans>
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={type}
              onChange={(e) => setType(e.currentTarget.value as PaymentMethodType)}
            >
              {PAYMENT_METHOD_TYPES.map((x) => (
                <option key={x} value={x}>
                  {i18n._(METHOD_TYPE_LABELS[x])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root required invalid={!!err('description')}>
          <Field.Label>
            <Trans>Description</Trans>
          </Field.Label>
          <Input
            maxLength={PAYMENT_METHOD_DESCRIPTION_MAX}
            value={f.description}
            onChange={set('description')}
          />
          <Field.ErrorText>{err('description')}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!err('currency')}>
          <Field.Label>
            <Trans>Currency</Trans>
          </Field.Label>
          <Input maxLength={3} value={f.currency} onChange={set('currency')} />
          <Field.ErrorText>{err('currency')}</Field.ErrorText>
        </Field.Root>
        {type === 'CARD' ? (
          <Field.Root required>
            <Field.Label>
              <Trans>Card</Trans>
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={f.token} onChange={set('token')}>
                {Object.entries(TEST_CARD_TOKENS).map(([token, c]) => (
                  <option key={token} value={token}>
                    {t`Test card`} {c.brand} ···· {c.last4}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ) : (
          <>
            <Field.Root required invalid={!!err('country')}>
              <Field.Label>
                <Trans>Country</Trans>
              </Field.Label>
              <Input maxLength={2} value={f.country} onChange={set('country')} />
              <Field.ErrorText>{err('country')}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={!!err('accountNumber')}>
              <Field.Label>
                <Trans>Account number or IBAN</Trans>
              </Field.Label>
              <Input
                maxLength={42}
                value={f.accountNumber}
                onChange={set('accountNumber')}
                autoComplete="off"
              />
              <Field.ErrorText>{err('accountNumber')}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!err('routingNumber')}>
              <Field.Label>
                <Trans>Sort code or routing number</Trans>
              </Field.Label>
              <Input maxLength={12} value={f.routingNumber} onChange={set('routingNumber')} />
              <Field.ErrorText>{err('routingNumber')}</Field.ErrorText>
            </Field.Root>
          </>
        )}
      </Stack>
    </FormDialog>
  );
}
