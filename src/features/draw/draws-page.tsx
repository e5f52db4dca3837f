import {
  Alert,
  Badge,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PaperSaleInput, type PaperSaleFormInput, type Ticket } from '../../../domain/draw/draw';
import { todayInDublin } from '../../../domain/lib/dates';
import { runAction } from '../../offline/actions';
import { db, type ConflictEntry, type LocalDoc } from '../../offline/db';
import { sellTicket } from './sell-ticket.action';
import { useDrawTickets, useFailedSales, useSaleConflicts } from './use-draw-tickets';
import { TableHead } from '../../components/table-head';
import { Loading } from '../../components/loading';

type Filter = 'all' | 'unsold' | 'sold';
const SHOWN_MAX = 300;

/** After a sale the ticket number takes the focus again, ready for the next one. */
const focusTicketNumber = () =>
  document.querySelector<HTMLInputElement>('input[name="ticketNumber"]')?.focus();

/** Discarding a refused sale needs the sync engine (the flush's replay): loaded then, not with the page. */
const discardSale = (id: string) => import('../../offline/flush').then((m) => m.discardEntry(id));

const nextUnsold = (tickets: LocalDoc<Ticket>[], after = 0) =>
  tickets.find((t) => t.status === 'ALLOCATED' && t.ticketType === 'PAPER' && t.number > after) ??
  tickets.find((t) => t.status === 'ALLOCATED' && t.ticketType === 'PAPER');

/**
 * The draw officer's paper sales (seed 2 §2 Draws): the club's tickets are on the device, a sale is saved on
 * the device at once and sent when there is signal. Keyboard first: the ticket number is focused after each
 * sale with the next unsold number filled in, so a sale is number (Enter) … name, address, phone, Enter.
 */
export function DrawsPage() {
  const tickets = useDrawTickets();
  const failed = useFailedSales();
  const conflicts = useSaleConflicts();
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<Filter>('unsold');
  const [number, setNumber] = useState('');
  const [numberError, setNumberError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<PaperSaleFormInput, unknown, PaperSaleInput>({
    resolver: valibotResolver(PaperSaleInput),
    defaultValues: { name: '', address: '', phone: '', date: todayInDublin() },
  });
  // The summary and the shown rows change with the device's tickets only, not with the form's state: a sale's
  // "saved" and the next number re-render the form, not the ticket table (issue 49's save path).
  const counts = useMemo(
    () => ({
      sold: tickets?.filter((x) => x.status === 'SOLD').length ?? 0,
      pending: tickets?.filter((x) => (x._pending ?? 0) > 0).length ?? 0,
    }),
    [tickets],
  );
  const shown = useMemo(
    () =>
      (tickets ?? [])
        .filter((x) =>
          filter === 'all' ? true : filter === 'sold' ? x.status !== 'ALLOCATED' : x.status === 'ALLOCATED',
        )
        .slice(0, SHOWN_MAX),
    [tickets, filter],
  );
  if (tickets === undefined) return <Loading />;
  const drawName = tickets[0]?.drawName;
  const suggested = number === '' ? String(nextUnsold(tickets)?.number ?? '') : number;

  const onSubmit = form.handleSubmit(async (values) => {
    const n = Number(suggested);
    const ticket = tickets.find((x) => x.number === n);
    if (!ticket)
      return setNumberError(t`Ticket ${suggested} is not one of your club’s tickets on this device.`);
    if (ticket.declared) return setNumberError(t`Ticket sales for this club have been declared.`);
    if (ticket.status !== 'ALLOCATED') return setNumberError(t`Ticket ${n} is already sold.`);
    const result = await runAction(sellTicket, ticket.id, values);
    if (!result.ok) return setNumberError(t`Ticket ${n} could not be saved.`);
    setNumberError(null);
    setSaved(t`Ticket ${n} saved on device.`);
    form.reset({ name: '', address: '', phone: '', date: values.date });
    setNumber(String(nextUnsold(tickets, n)?.number ?? ''));
    focusTicketNumber();
  });

  const sellAnother = async (c: ConflictEntry) => {
    const buyer = c.payload as PaperSaleInput;
    form.reset({ name: buyer.name, address: buyer.address, phone: buyer.phone, date: buyer.date });
    setNumber(String(nextUnsold(tickets)?.number ?? ''));
    await db.conflicts.update(c.id, { acknowledged: 1 });
    focusTicketNumber();
  };

  const { sold, pending } = counts;
  const err = (name: keyof PaperSaleFormInput) => form.formState.errors[name]?.message;

  if (tickets.length === 0) {
    return (
      <Stack gap={4}>
        <Heading as="h1" size="xl">
          <Trans>Draws</Trans>
        </Heading>
        <Text>
          <Trans>
            No draw tickets are on this device. Open this page once with signal to load your club’s tickets.
          </Trans>
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap={5}>
      <Heading as="h1" size="xl">
        {drawName}
      </Heading>
      <Text data-testid="ticket-summary">
        <Trans>
          Tickets: {tickets.length} · sold: {sold} · waiting to send: {pending}
        </Trans>
      </Text>
      {conflicts?.map((c) => {
        const won = tickets.find((x) => x.id === c.entityId);
        const buyer = (c.payload as PaperSaleInput).name;
        return (
          <Alert.Root status="warning" role="alert" key={c.id} data-testid="sale-conflict">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <Trans>
                  Ticket {won?.number} was already sold to {won?.name} on {won?.saleDate}: the first sale
                  stands.
                </Trans>
              </Alert.Title>
              <Alert.Description>
                <Trans>Your sale to {buyer} was not applied.</Trans>
              </Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={() => void sellAnother(c)}>
              <Trans>Sell another ticket to {buyer}</Trans>
            </Button>
          </Alert.Root>
        );
      })}
      {failed?.map((e) => (
        <Alert.Root status="error" key={e.id} data-testid="sale-failed">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>The server refused this sale:</Trans> {e.error?.message}
            </Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void discardSale(e.id)}>
            <Trans>Discard</Trans>
          </Button>
        </Alert.Root>
      ))}
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t`Sell a paper ticket`}>
        <Heading as="h2" size="md" mb={3}>
          <Trans>Sell a paper ticket</Trans>
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={3}>
          <Field.Root invalid={Boolean(numberError)} required>
            <Field.Label>
              <Trans>Ticket number</Trans>
            </Field.Label>
            <Input
              name="ticketNumber"
              inputMode="numeric"
              autoFocus
              value={suggested}
              onChange={(e) => setNumber(e.target.value)}
            />
            {numberError && <Field.ErrorText>{numberError}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={Boolean(err('name'))} required>
            <Field.Label>
              <Trans>Buyer name</Trans>
            </Field.Label>
            <Input autoComplete="off" {...form.register('name')} />
            {err('name') && <Field.ErrorText>{i18n._(err('name')!)}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={Boolean(err('phone'))} required>
            <Field.Label>
              <Trans>Phone (+353 or +44)</Trans>
            </Field.Label>
            <Input type="tel" autoComplete="off" {...form.register('phone')} />
            {err('phone') && <Field.ErrorText>{i18n._(err('phone')!)}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={Boolean(err('address'))} required>
            <Field.Label>
              <Trans>Address</Trans>
            </Field.Label>
            <Input autoComplete="off" {...form.register('address')} />
            {err('address') && <Field.ErrorText>{i18n._(err('address')!)}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={Boolean(err('date'))} required>
            <Field.Label>
              <Trans>Date of sale</Trans>
            </Field.Label>
            <Input type="date" {...form.register('date')} />
            {err('date') && <Field.ErrorText>{i18n._(err('date')!)}</Field.ErrorText>}
          </Field.Root>
        </SimpleGrid>
        <HStack mt={3}>
          <Button type="submit" colorPalette="brand">
            <Trans>Save sale</Trans>
          </Button>
          {saved && (
            <Text role="status" data-testid="sale-saved">
              {saved}
            </Text>
          )}
        </HStack>
      </form>
      <HStack>
        <Heading as="h2" size="md">
          <Trans>Tickets</Trans>
        </Heading>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label={t`Show tickets`}
            value={filter}
            onChange={(e) => setFilter(e.target.value as Filter)}
          >
            <option value="unsold">{t`Not sold`}</option>
            <option value="sold">{t`Sold`}</option>
            <option value="all">{t`All`}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <TicketTable shown={shown} />
    </Stack>
  );
}

/** The ticket rows, memoised: they render again when the device's tickets or the filter change. */
const TicketTable = memo(function TicketTable({ shown }: { shown: LocalDoc<Ticket>[] }) {
  const { t } = useLingui();
  return (
    <Table.Root size="sm">
      <TableHead titles={[t`Ticket`, t`Status`, t`Name`, t`Date`]} />
      <Table.Body>
        {shown.map((x) => (
          <Table.Row key={x.id} data-testid={`ticket-${x.number}`} data-status={x.status}>
            <Table.Cell>{x.number}</Table.Cell>
            <Table.Cell>
              {x.status}{' '}
              {(x._pending ?? 0) > 0 && (
                <Badge colorPalette="orange" data-testid="pending-sync">
                  <Trans>Pending sync</Trans>
                </Badge>
              )}
            </Table.Cell>
            <Table.Cell>{x.name}</Table.Cell>
            <Table.Cell>{x.saleDate}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
});
