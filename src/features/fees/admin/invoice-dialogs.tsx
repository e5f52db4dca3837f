import { Box, Button, DataList, Field, Input, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { PartPaidForm } from '../../../../domain/fees/season';
import { formatDisplayDate } from '../../../../domain/lib/dates';
import { euroToMinor, formatMoney, minorToEuroText } from '../../../../domain/lib/money';
import { apiSend } from '../../../api/client';
import { AppDialog } from '../../../components/app-dialog';
import { showAlert } from '../../../components/alerts';
import { FormDialog } from '../../../components/form-dialog';
import { LoadState } from '../../../components/list-controls';
import { TableHead } from '../../../components/table-head';
import { ageLevelLabel } from '../../../components/team-labels';
import { TextField } from '../../../components/text-field';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';
import { COVERED_LABELS } from '../fee-labels';
import { outstanding, type Invoice, type InvoiceGroup } from '../fees-api';

type PartValues = v.InferInput<typeof PartPaidForm>;

/** Part paid (§4 Invoice): the amount received so far, in euro, more than 0 and less than the total. */
export function PartPaidDialog(props: {
  invoice: Invoice | null;
  onClose: () => void;
  onSave: (amountPaid: number, notes: string) => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const form = useForm<PartValues, unknown, v.InferOutput<typeof PartPaidForm>>({
    resolver: valibotResolver(PartPaidForm),
    defaultValues: { amountPaid: '', notes: '' },
  });
  const { reset, setError } = form;
  const { invoice } = props;
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (invoice) reset({ amountPaid: '', notes: invoice.notes ?? '' });
  }, [invoice, reset]);
  const submit = form.handleSubmit(async (values) => {
    if (!invoice) return;
    const { amountPaid, notes } = values;
    if (amountPaid >= invoice.totalCost) {
      setError('amountPaid', { message: 'validation.fees.amountPaid' });
      return;
    }
    setBusy(true);
    try {
      await props.onSave(amountPaid, notes ?? '');
    } finally {
      setBusy(false);
    }
  });
  return (
    <FormDialog
      open={invoice !== null}
      onClose={props.onClose}
      title={t`Part paid: ${invoice?.organization.name ?? ''}`}
      busy={busy}
      formId="part-paid-form"
      testId="part-paid-dialog"
      submitLabel={t`Save`}
      onSubmit={submit}
    >
      <Stack gap={3}>
        <Text>
          <Trans>Total: {invoice ? formatMoney(invoice.totalCost, invoice.currency, i18n.locale) : ''}</Trans>
        </Text>
        <TextField
          label={t`Amount paid (€)`}
          required
          register={form.register('amountPaid')}
          error={form.formState.errors.amountPaid?.message}
        />
        <TextField label={t`Notes`} multiline maxLength={1000} register={form.register('notes')} />
      </Stack>
    </FormDialog>
  );
}

/**
 * An invoice's details: its figures, the club's teams with their grade level and price, each covered or not
 * (a fee administrator may take a team off or put it back while no money was received: the totals follow),
 * and the discount and notes. Rendered per invoice (keyed by its id), so each opens with its own values.
 */
export function InvoiceDetailsDialog(props: {
  invoice: Invoice;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t, i18n } = useLingui();
  const [invoice, setInvoice] = useState<Invoice>(props.invoice);
  const groups = useApiGet<{ _embedded: { groups: InvoiceGroup[] } }>(`/invoice/${invoice.id}/group`);
  const { busy, run } = useServerAction();
  const [discount, setDiscount] = useState(() => minorToEuroText(props.invoice.discount));
  const [notes, setNotes] = useState(() => props.invoice.notes ?? '');
  const money = (n: number) => formatMoney(n, invoice.currency, i18n.locale);
  const editable = invoice.status === 'DUE' || invoice.status === 'MISSING';
  const changed = (updated: Invoice, message: string) => {
    setInvoice(updated);
    showAlert('success', message);
    groups.reload();
    props.onChanged();
  };
  const toggle = (g: InvoiceGroup) =>
    run(
      async () => {
        const coveredStatus = g.coveredStatus === 'COVERED' ? 'NOT_COVERED' : 'COVERED';
        const updated = await apiSend<Invoice>('PATCH', `/invoice/${invoice.id}/group`, {
          groupId: g.id,
          coveredStatus,
        });
        changed(updated, t`Invoice updated`);
      },
      t`Unable to update or delete invoice`,
    );
  const save = () =>
    run(
      async () => {
        const minor = euroToMinor(discount) ?? 0;
        const body: Record<string, unknown> = { notes: notes.trim() || null };
        if (editable) body.discount = minor;
        const updated = await apiSend<Invoice>('PATCH', `/invoice/${invoice.id}`, body);
        changed(updated, t`Invoice updated`);
      },
      t`Unable to update or delete invoice`,
    );
  const rows: [string, string][] = [
    [t`Season`, String(invoice.season)],
    [t`Claims band`, invoice.claimsBand ?? '—'],
    [t`Cost`, money(invoice.cost)],
    [t`Penalty`, money(invoice.penalty)],
    [t`Discount`, money(invoice.discount)],
    [t`Total`, money(invoice.totalCost)],
    [t`Paid`, money(invoice.amountPaid)],
    [t`Still due`, money(outstanding(invoice))],
    [t`Paid date`, invoice.paidDate ? formatDisplayDate(invoice.paidDate) : t`N/A`],
  ];
  return (
    <AppDialog
      open
      onClose={props.onClose}
      title={t`Invoice: ${invoice.organization.name}`}
      testId="invoice-details"
      footer={
        <Button variant="outline" onClick={props.onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      <Stack gap={4}>
        <DataList.Root orientation="horizontal" size="sm">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <LoadState state={groups} />
        {groups.status === 'ok' && (
          <Box overflowX="auto">
            <Table.Root size="sm" data-testid="invoice-groups">
              <TableHead titles={[t`Team`, t`Age level`, t`Level`, t`Price`, t`Covered`]} />
              <Table.Body>
                {groups.data._embedded.groups.map((g) => (
                  <Table.Row key={g.id}>
                    <Table.Cell>{g.name}</Table.Cell>
                    <Table.Cell>{ageLevelLabel(g.ageLevel, (d) => i18n._(d))}</Table.Cell>
                    <Table.Cell>{g.level ?? '—'}</Table.Cell>
                    <Table.Cell>{money(g.price)}</Table.Cell>
                    <Table.Cell>
                      {editable && g.level !== null ? (
                        <Button size="xs" variant="outline" disabled={busy} onClick={() => void toggle(g)}>
                          {g.coveredStatus === 'COVERED' ? t`Take off` : t`Cover`}
                          <Text as="span" srOnly>
                            {' '}
                            {g.name}
                          </Text>
                        </Button>
                      ) : (
                        i18n._(COVERED_LABELS[g.coveredStatus])
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
        <Stack
          as="form"
          gap={3}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {editable && (
            <Field.Root maxW="xs">
              <Field.Label>
                <Trans>Discount (€)</Trans>
              </Field.Label>
              <Input size="sm" value={discount} onChange={(e) => setDiscount(e.target.value)} />
            </Field.Root>
          )}
          <Field.Root>
            <Field.Label>
              <Trans>Notes</Trans>
            </Field.Label>
            <Textarea value={notes} maxLength={1000} rows={3} onChange={(e) => setNotes(e.target.value)} />
          </Field.Root>
          <Button type="submit" size="sm" alignSelf="start" loading={busy}>
            <Trans>Save</Trans>
          </Button>
        </Stack>
      </Stack>
    </AppDialog>
  );
}
