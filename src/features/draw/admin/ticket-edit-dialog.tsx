import { Stack } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { PaperSaleInput, type PaperSaleFormInput, type Ticket } from '../../../../domain/draw/draw';
import { todayInDublin } from '../../../../domain/lib/dates';
import { ApiError, apiSend } from '../../../api/client';
import { useAlerts } from '../../../components/alerts';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';

/** Edit the buyer of a sold paper ticket (the only edit seed 2 §4 allows; online tickets are the buyer's). */
export function TicketEditDialog(props: { ticket: Ticket; onClose: () => void; onSaved: () => void }) {
  const { ticket, onClose, onSaved } = props;
  const { t } = useLingui();
  const alerts = useAlerts();
  const form = useForm<PaperSaleFormInput, unknown, PaperSaleInput>({
    resolver: valibotResolver(PaperSaleInput),
    defaultValues: {
      name: ticket.name ?? '',
      address: ticket.address ?? '',
      phone: ticket.phone ?? '',
      date: ticket.saleDate ?? todayInDublin(),
    },
  });
  const err = (name: keyof PaperSaleFormInput) => form.formState.errors[name]?.message;
  const busy = form.formState.isSubmitting;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await apiSend('PATCH', `/draw/ticket/${encodeURIComponent(ticket.id)}`, values);
      alerts.success(t`Ticket ${ticket.number} saved.`);
      onSaved();
    } catch (e) {
      form.setError('root', {
        message:
          e instanceof ApiError
            ? (e.body?.message ?? e.message)
            : t`Ticket ${ticket.number} could not be saved.`,
      });
    }
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      busy={busy}
      title={t`Edit ticket ${ticket.number}`}
      testId="ticket-edit-dialog"
      formId="ticket-edit-form"
      onSubmit={onSubmit}
      submitLabel={<Trans>Save</Trans>}
    >
      <Stack gap={3}>
        <TextField label={t`Buyer name`} register={form.register('name')} error={err('name')} required />
        <TextField label={t`Address`} register={form.register('address')} error={err('address')} required />
        <TextField
          label={t`Phone (+353 or +44)`}
          type="tel"
          register={form.register('phone')}
          error={err('phone')}
          required
        />
        <TextField
          label={t`Date of sale`}
          type="date"
          register={form.register('date')}
          error={err('date')}
          required
        />
        {form.formState.errors.root?.message && <p role="alert">{form.formState.errors.root.message}</p>}
      </Stack>
    </FormDialog>
  );
}
