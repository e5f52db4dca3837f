/**
 * Accounts (seed 3 §2 "Super admin" tabs, §6): payment customers with their cash balances; simulate a bank
 * transfer into one (the provider's test helper), and charge a cash balance into the club's own balance —
 * a bank-transfer top-up, pending and then available by the fund clearing rules.
 */
import { Badge, Button, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { euroToMinor, formatMoney } from '../../../../domain/lib/money';
import { FundCashBalanceInput, type PaymentCustomerView } from '../../../../domain/super-admin/accounts';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { FormDialog } from '../../../components/form-dialog';
import { TableHead } from '../../../components/table-head';
import { useServerAction } from '../../../components/use-server-action';
import { PaymentCustomers } from './payment-customers';

export function AccountsTab() {
  const { t, i18n } = useLingui();
  const { busy, run } = useServerAction();
  const [funding, setFunding] = useState<{ c: PaymentCustomerView; reload: () => void } | null>(null);
  const charge = async (c: PaymentCustomerView, currency: string, reload: () => void) => {
    const r = await run(
      () =>
        apiSend(
          'POST',
          `/super-admin/organization/${encodeURIComponent(c.organizationId)}/balance-transfer/currency/${currency}`,
          undefined,
          crypto.randomUUID(),
        ),
      t`The cash balance could not be charged`,
    );
    if (r.ok) {
      showAlert(
        'success',
        t`Cash balance charged to ${c.name}’s balance`,
        t`It is pending until the bank transfer clears.`,
      );
      reload();
    }
  };
  return (
    <PaymentCustomers>
      {(customers, reload) => (
        <>
          <Table.Root size="sm" data-testid="payment-customers">
            <TableHead titles={[t`Organisation`, t`Payment account`, t`Cash balance`, t`Actions`]} />
            <Table.Body>
              {customers.map((c) => (
                <Table.Row key={c.organizationId} data-testid="payment-customer" data-name={c.name}>
                  <Table.Cell>{c.name}</Table.Cell>
                  <Table.Cell>
                    {c.hasPaymentAccount ? (
                      <Badge colorPalette="green">
                        <Trans>Yes</Trans>
                      </Badge>
                    ) : (
                      <Badge>
                        <Trans>No</Trans>
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell data-testid="cash-balance">
                    {c.cashBalances.length === 0
                      ? '—'
                      : c.cashBalances
                          .map((b) => formatMoney(b.amountMinor, b.currency, i18n.locale))
                          .join(', ')}
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap={2} wrap="wrap">
                      <Button size="xs" variant="outline" onClick={() => setFunding({ c, reload })}>
                        <Trans>Simulate bank transfer</Trans>
                      </Button>
                      {c.cashBalances
                        .filter((b) => b.amountMinor > 0)
                        .map((b) => (
                          <Button
                            key={b.currency}
                            size="xs"
                            variant="outline"
                            loading={busy}
                            onClick={() => void charge(c, b.currency, reload)}
                          >
                            <Trans>Charge {b.currency} cash balance</Trans>
                          </Button>
                        ))}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {customers.length === 0 && (
            <Text>
              <Trans>No organisations match.</Trans>
            </Text>
          )}
          {funding && (
            <FundDialog
              customer={funding.c}
              onClose={() => setFunding(null)}
              onDone={() => {
                funding.reload();
                setFunding(null);
              }}
            />
          )}
        </>
      )}
    </PaymentCustomers>
  );
}

function FundDialog(props: { customer: PaymentCustomerView; onClose: () => void; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const { busy, run } = useServerAction();
  const [currency, setCurrency] = useState('EUR');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { currency, amount: euroToMinor(amount) ?? Number.NaN };
    const check = v.safeParse(FundCashBalanceInput, body);
    if (!check.success) {
      setProblem(i18n._(check.issues[0].message));
      return;
    }
    setProblem(null);
    const r = await run(
      () =>
        apiSend(
          'POST',
          `/super-admin/test_helper/organization/${encodeURIComponent(props.customer.organizationId)}/fund_cash_balance`,
          body,
          crypto.randomUUID(),
        ),
      t`The bank transfer could not be simulated`,
    );
    if (r.ok) {
      showAlert('success', t`Bank transfer received into the cash balance`);
      props.onDone();
    }
  };
  return (
    <FormDialog
      open
      onClose={props.onClose}
      busy={busy}
      testId="fund-cash-balance"
      formId="fund-cash-balance-form"
      onSubmit={submit}
      submitLabel={<Trans>Simulate bank transfer</Trans>}
      title={<Trans>Simulate a bank transfer to {props.customer.name}</Trans>}
    >
      <Stack gap={3}>
        <Field.Root required>
          <Field.Label>
            <Trans>Currency</Trans>
          </Field.Label>
          <Input
            maxLength={3}
            value={currency}
            onChange={(e) => setCurrency(e.currentTarget.value.toUpperCase())}
          />
        </Field.Root>
        <Field.Root required invalid={!!problem}>
          <Field.Label>
            <Trans>Amount</Trans>
          </Field.Label>
          <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.currentTarget.value)} />
          <Field.ErrorText>{problem}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
