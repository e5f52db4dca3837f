/**
 * Exchange rates (seed 3 §2 "Super admin" tabs, §3 "Exchange rate", §5 "New exchange rate required"):
 * listed by status, then the newest change (seed 3 §7); add a rate for a pair of currencies, or change a rate
 * and its status. The rate is an exact decimal (at most 10 digits before the point and 8 after); a pair has
 * at most one ACTIVE rate.
 */
import { Badge, Button, Field, HStack, Input, NativeSelect, Stack, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { formatDisplayDateTime } from '../../../../domain/lib/dates';
import {
  EXCHANGE_RATE_STATUSES,
  ExchangeRateInput,
  ExchangeRateUpdateInput,
  type ExchangeRateStatus,
  type ExchangeRateView,
} from '../../../../domain/super-admin/exchange-rate';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { FormDialog } from '../../../components/form-dialog';
import { LoadState } from '../../../components/list-controls';
import { TableHead } from '../../../components/table-head';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';
import { useSchemaErrors } from '../../../components/use-schema-errors';

type RateList = { _embedded: { fxRates: ExchangeRateView[] } };

export function ExchangeRatesTab() {
  const { t } = useLingui();
  const list = useApiGet<RateList>('/super-admin/fx-rates?size=200');
  const [editing, setEditing] = useState<ExchangeRateView | 'new' | null>(null);
  const rates = list.status === 'ok' ? list.data._embedded.fxRates : [];
  return (
    <Stack gap={3}>
      <HStack>
        <Button size="sm" onClick={() => setEditing('new')}>
          <Trans>Add an exchange rate</Trans>
        </Button>
      </HStack>
      <LoadState state={list} />
      {rates.length > 0 && (
        <Table.Root size="sm" data-testid="exchange-rates">
          <TableHead titles={[t`From`, t`To`, t`Rate`, t`Status`, t`Updated`, t`Actions`]} />
          <Table.Body>
            {rates.map((r) => (
              <Table.Row key={r.id} data-testid="exchange-rate">
                <Table.Cell>{r.sourceCurrency}</Table.Cell>
                <Table.Cell>{r.destinationCurrency}</Table.Cell>
                <Table.Cell>{r.rate}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={r.status === 'ACTIVE' ? 'green' : 'gray'}>
                    {r.status === 'ACTIVE' ? t`Active` : t`Inactive`}
                  </Badge>
                </Table.Cell>
                <Table.Cell>{formatDisplayDateTime(r.updateDate)}</Table.Cell>
                <Table.Cell>
                  <Button size="xs" variant="outline" onClick={() => setEditing(r)}>
                    <Trans>Edit</Trans>
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {editing && (
        <RateDialog
          rate={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            list.reload();
          }}
        />
      )}
    </Stack>
  );
}

function RateDialog(props: { rate: ExchangeRateView | null; onClose: () => void; onDone: () => void }) {
  const { t } = useLingui();
  const { busy, run } = useServerAction();
  const errors = useSchemaErrors();
  const [f, setF] = useState({
    sourceCurrency: props.rate?.sourceCurrency ?? 'EUR',
    destinationCurrency: props.rate?.destinationCurrency ?? 'GBP',
    rate: props.rate?.rate ?? '',
    status: props.rate?.status ?? ('ACTIVE' satisfies ExchangeRateStatus),
  });
  const CURRENCY_FIELDS: readonly (keyof typeof f)[] = ['sourceCurrency', 'destinationCurrency'];
  const set = (k: keyof typeof f) => (e: { currentTarget: { value: string } }) =>
    setF({
      ...f,
      [k]: CURRENCY_FIELDS.includes(k) ? e.currentTarget.value.toUpperCase() : e.currentTarget.value,
    });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = props.rate ? { rate: f.rate.trim(), status: f.status } : { ...f, rate: f.rate.trim() };
    if (!errors.check(props.rate ? ExchangeRateUpdateInput : ExchangeRateInput, body)) return;
    const r = await run(
      () =>
        props.rate
          ? apiSend('PATCH', `/super-admin/fx-rates/${props.rate.id}`, body, crypto.randomUUID())
          : apiSend('POST', '/super-admin/fx-rates', body, crypto.randomUUID()),
      t`The exchange rate could not be saved`,
    );
    if (r.ok) {
      showAlert('success', t`Exchange rate saved`);
      props.onDone();
    }
  };
  return (
    <FormDialog
      open
      onClose={props.onClose}
      busy={busy}
      testId="exchange-rate-dialog"
      formId="exchange-rate-form"
      onSubmit={submit}
      submitLabel={<Trans>Save</Trans>}
      title={props.rate ? <Trans>Edit the exchange rate</Trans> : <Trans>Add an exchange rate</Trans>}
    >
      <Stack gap={3}>
        <Field.Root required invalid={!!errors.of('sourceCurrency')} disabled={!!props.rate}>
          <Field.Label>
            <Trans>From currency</Trans>
          </Field.Label>
          <Input maxLength={3} value={f.sourceCurrency} onChange={set('sourceCurrency')} />
          <Field.ErrorText>{errors.of('sourceCurrency')}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.of('destinationCurrency')} disabled={!!props.rate}>
          <Field.Label>
            <Trans>To currency</Trans>
          </Field.Label>
          <Input maxLength={3} value={f.destinationCurrency} onChange={set('destinationCurrency')} />
          <Field.ErrorText>{errors.of('destinationCurrency')}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.of('rate')}>
          <Field.Label>
            <Trans>Rate</Trans>
          </Field.Label>
          <Input inputMode="decimal" maxLength={19} value={f.rate} onChange={set('rate')} />
          <Field.ErrorText>{errors.of('rate')}</Field.ErrorText>
        </Field.Root>
        <Field.Root required>
          <Field.Label>
            <Trans>Status</Trans>
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={f.status} onChange={set('status')}>
              {EXCHANGE_RATE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s === 'ACTIVE' ? t`Active` : t`Inactive`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
