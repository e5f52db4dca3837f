import { Badge, Button, Card, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { PAPER_REQUEST_NOTE_MAX, PaperTicketRequestInput } from '../../../../domain/draw/draw';
import { apiSend } from '../../../api/client';
import { useAlerts } from '../../../components/alerts';
import { showErrorAlert } from '../../../components/error-alert';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { formatShortDate } from '../../../i18n/dates';
import { useApiGet } from '../../../lib/use-api-get';
import { clubPath, useReloadOn, type DrawClub, type DrawSummary } from './use-draw-admin';
import { TableHead } from '../../../components/table-head';
import { numberOrUndefined } from '../../../lib/form-values';

type RequestForm = v.InferInput<typeof PaperTicketRequestInput>;

/** The "request additional paper tickets" dialog of a club (seed 2 §2), sent to the draw's runners. */
export function PaperRequestButton(props: {
  draw: DrawSummary;
  club: DrawClub;
  locked: boolean;
  onSent: () => void;
}) {
  const { draw, club, locked, onSent } = props;
  const { t } = useLingui();
  const alerts = useAlerts();
  const [open, setOpen] = useState(false);
  const form = useForm<RequestForm, unknown, v.InferOutput<typeof PaperTicketRequestInput>>({
    resolver: valibotResolver(PaperTicketRequestInput),
    defaultValues: { note: '' },
  });
  const busy = form.formState.isSubmitting;
  const close = () => {
    form.reset({ note: '' });
    setOpen(false);
  };
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await apiSend('POST', `${clubPath(draw.id, club.organizationId)}/paper-request`, values);
      alerts.success(t`Request sent to the draw’s organisers.`);
      close();
      onSent();
    } catch (e) {
      showErrorAlert(t`The request could not be sent.`, e);
    }
  });
  return (
    <>
      <Button size="sm" variant="outline" disabled={locked} onClick={() => setOpen(true)}>
        <Trans>Request additional paper tickets</Trans>
      </Button>
      <FormDialog
        open={open}
        onClose={close}
        busy={busy}
        title={t`Request additional paper tickets`}
        testId="paper-request-dialog"
        formId="paper-request-form"
        onSubmit={onSubmit}
        submitLabel={<Trans>Send request</Trans>}
      >
        <Stack gap={3}>
          <TextField
            label={t`Number of tickets`}
            register={form.register('numberOfTickets', {
              setValueAs: numberOrUndefined,
            })}
            error={form.formState.errors.numberOfTickets?.message}
            required
          />
          <TextField
            label={t`Note for the organisers`}
            register={form.register('note')}
            error={form.formState.errors.note?.message}
            maxLength={PAPER_REQUEST_NOTE_MAX}
            multiline
          />
        </Stack>
      </FormDialog>
    </>
  );
}

interface PaperRequest {
  id: string;
  organizationId: string;
  clubName: string;
  numberOfTickets: number;
  note: string | null;
  createdAt: string;
  answered: boolean;
}

/** The clubs' requests for more paper tickets, for the draw's runners beside the allocation form. */
export function PaperRequestsCard({ draw, version }: { draw: DrawSummary; version: number }) {
  const { t } = useLingui();
  const requests = useApiGet<{ requests: PaperRequest[] }>(
    `/draw/${encodeURIComponent(draw.id)}/paper-request`,
  );
  useReloadOn(version, requests.reload);
  return (
    <Card.Root as="section" aria-labelledby="paper-requests-heading">
      <Card.Header>
        <Heading as="h2" size="md" id="paper-requests-heading">
          <Trans>Requests for paper tickets</Trans>
        </Heading>
      </Card.Header>
      <Card.Body>
        {requests.status === 'ok' && requests.data.requests.length === 0 && (
          <Text>
            <Trans>No requests.</Trans>
          </Text>
        )}
        {requests.status === 'ok' && requests.data.requests.length > 0 && (
          <Table.Root size="sm" data-testid="paper-requests">
            <TableHead titles={[t`Date`, t`Club`, t`Tickets`, t`Note`, t`Status`]} />
            <Table.Body>
              {requests.data.requests.map((r) => (
                <Table.Row key={r.id}>
                  <Table.Cell>{formatShortDate(r.createdAt)}</Table.Cell>
                  <Table.Cell>{r.clubName}</Table.Cell>
                  <Table.Cell>{r.numberOfTickets}</Table.Cell>
                  <Table.Cell>{r.note}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={r.answered ? 'green' : 'orange'}>
                      {r.answered ? <Trans>Allocated since</Trans> : <Trans>Waiting</Trans>}
                    </Badge>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
