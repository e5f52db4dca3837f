import { Button, Card, Field, Heading, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { AllocationInput } from '../../../../domain/draw/draw';
import { DRAW_ERRORS } from '../../../../domain/draw/messages';
import { ApiError, apiGet, apiSend } from '../../../api/client';
import { useAlerts } from '../../../components/alerts';
import type { DrawSummary } from './use-draw-admin';
import { numberOrUndefined } from '../../../lib/form-values';

type AllocationForm = v.InferInput<typeof AllocationInput>;
interface OrgKey {
  id: string;
  name: string;
}

/** Clubs whose name matches, for allocating to a club not yet in the draw. */
function useClubSearch(search: string) {
  const [found, setFound] = useState<OrgKey[]>([]);
  useEffect(() => {
    const q = search.trim();
    if (q.length < 2) return;
    let live = true;
    const timer = setTimeout(() => {
      const params = new URLSearchParams({
        search: q,
        filter: 'additionalType:Club',
        format: 'KEYDATA',
        size: '20',
      });
      apiGet<{ _embedded: { organizations: OrgKey[] } }>(`/organization?${params.toString()}`)
        .then((r) => live && setFound(r._embedded.organizations))
        .catch(() => live && setFound([]));
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search]);
  return search.trim().length < 2 ? [] : found;
}

/**
 * Allocate a range of tickets to a club (seed 2 §5 Draw allocation): county and club required, start ticket
 * number and number of tickets each greater than 0. An overlap with tickets already allocated in the draw is
 * refused by the server, and its message is shown under the start number.
 */
export function AllocationCard({ draw, onDone }: { draw: DrawSummary; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const alerts = useAlerts();
  const [search, setSearch] = useState('');
  const found = useClubSearch(search);
  const form = useForm<AllocationForm, unknown, v.InferOutput<typeof AllocationInput>>({
    resolver: valibotResolver(AllocationInput),
    defaultValues: {
      county: '',
      organizationId: draw.clubs[0]?.organizationId ?? '',
      ticketType: 'PAPER',
    },
  });
  const err = (name: keyof AllocationForm) => form.formState.errors[name]?.message;
  const open = draw.status === 'ACTIVE';
  const clubs = [
    ...draw.clubs.map((c) => ({ id: c.organizationId, name: c.name })),
    ...found.filter((f) => !draw.clubs.some((c) => c.organizationId === f.id)),
  ];

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await apiSend('POST', `/draw/${encodeURIComponent(draw.id)}/allocation`, values);
      const last = values.startTicketNumber + values.numberOfTickets - 1;
      alerts.success(t`Tickets ${values.startTicketNumber}–${last} allocated.`);
      form.reset({ ...values, startTicketNumber: undefined, numberOfTickets: undefined });
      onDone();
    } catch (e) {
      const message = e instanceof ApiError ? e.body?.message : undefined;
      form.setError('startTicketNumber', { message: message ?? i18n._(DRAW_ERRORS.allocateFailed) });
    }
  });

  return (
    <Card.Root as="section" aria-labelledby="allocate-heading">
      <Card.Header>
        <Heading as="h2" size="md" id="allocate-heading">
          <Trans>Allocate tickets</Trans>
        </Heading>
      </Card.Header>
      <Card.Body>
        {!open ? (
          <Text>
            <Trans>This draw is archived: no tickets can be allocated.</Trans>
          </Text>
        ) : (
          <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t`Allocate tickets`}>
            <Stack gap={3}>
              <Field.Root>
                <Field.Label>
                  <Trans>Find a club</Trans>
                </Field.Label>
                <Input value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
                <Field.HelperText>
                  <Trans>Clubs found are added to the club list below.</Trans>
                </Field.HelperText>
              </Field.Root>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
                <Field.Root invalid={Boolean(err('organizationId'))} required>
                  <Field.Label>
                    <Trans>Club</Trans>
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field {...form.register('organizationId')}>
                      <option value="">{t`Choose a club`}</option>
                      {clubs.map((c) => (
                        <option key={c.id} value={c.id}>
                          {c.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  {err('organizationId') && (
                    <Field.ErrorText>{i18n._(err('organizationId')!)}</Field.ErrorText>
                  )}
                </Field.Root>
                <Field.Root invalid={Boolean(err('county'))} required>
                  <Field.Label>
                    <Trans>County</Trans>
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input {...form.register('county')} maxLength={100} />
                  {err('county') && <Field.ErrorText>{i18n._(err('county')!)}</Field.ErrorText>}
                </Field.Root>
                <Field.Root invalid={Boolean(err('startTicketNumber'))} required>
                  <Field.Label>
                    <Trans>Start ticket number</Trans>
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    inputMode="numeric"
                    {...form.register('startTicketNumber', { setValueAs: numberOrUndefined })}
                  />
                  {err('startTicketNumber') && (
                    <Field.ErrorText>{i18n._(err('startTicketNumber')!)}</Field.ErrorText>
                  )}
                </Field.Root>
                <Field.Root invalid={Boolean(err('numberOfTickets'))} required>
                  <Field.Label>
                    <Trans>Number of tickets</Trans>
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    inputMode="numeric"
                    {...form.register('numberOfTickets', { setValueAs: numberOrUndefined })}
                  />
                  {err('numberOfTickets') && (
                    <Field.ErrorText>{i18n._(err('numberOfTickets')!)}</Field.ErrorText>
                  )}
                </Field.Root>
                <Field.Root>
                  <Field.Label>
                    <Trans>Ticket type</Trans>
                  </Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field {...form.register('ticketType')}>
                      <option value="PAPER">{t`Paper`}</option>
                      <option value="ONLINE">{t`Online`}</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
              </SimpleGrid>
              <Button
                type="submit"
                colorPalette="brand"
                alignSelf="start"
                loading={form.formState.isSubmitting}
              >
                <Trans>Allocate</Trans>
              </Button>
            </Stack>
          </form>
        )}
      </Card.Body>
    </Card.Root>
  );
}
