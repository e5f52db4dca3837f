import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  TICKET_STATUSES,
  TICKET_TYPES,
  type TicketStatus,
  type TicketType,
} from '../../../../domain/draw/enums';
import { summaryRows, type TicketFilters } from './ticket-tools';

/** Ticket statuses in words (seed 2 §3: ALLOCATED means allocated, not sold). */
export function useStatusLabels() {
  const { t } = useLingui();
  const labels: Record<TicketStatus, string> = {
    ALLOCATED: t`Allocated (not sold)`,
    SOLD: t`Sold`,
    REFUNDED: t`Refunded`,
    FAILED: t`Failed`,
    PENDING_PAYMENT: t`Pending payment`,
    EXPIRED: t`Expired`,
  };
  return (s: TicketStatus) => labels[s];
}

function useTypeLabels() {
  const { t } = useLingui();
  const labels: Record<TicketType, string> = { ONLINE: t`Online`, PAPER: t`Paper`, PHYSICAL: t`Physical` };
  return (x: TicketType) => labels[x];
}

/** The ticket summary: how many of the club's tickets are in each status. */
export function TicketSummary({ summary }: { summary: Record<string, number> }) {
  const label = useStatusLabels();
  const { rows, total } = summaryRows(summary);
  return (
    <Text data-testid="admin-ticket-summary">
      <Trans>Total: {total}</Trans>
      {rows
        .filter((r) => r.count > 0)
        .map((r) => (
          <span key={r.status} data-status={r.status}>
            {' · '}
            {label(r.status)}: {r.count}
          </span>
        ))}
    </Text>
  );
}

/**
 * Filters of the ticket table: status, ticket type, number range and buyer (a name, or a ticket number).
 * Typed filters apply on "Apply" (or Enter), the two choices at once.
 */
export function TicketFiltersBar({
  value,
  onChange,
}: {
  value: TicketFilters;
  onChange: (f: TicketFilters) => void;
}) {
  const { t } = useLingui();
  const statusLabel = useStatusLabels();
  const typeLabel = useTypeLabels();
  const [draft, setDraft] = useState(value);
  return (
    <form
      aria-label={t`Filter tickets`}
      onSubmit={(e) => {
        e.preventDefault();
        onChange(draft);
      }}
    >
      <SimpleGrid columns={{ base: 2, md: 5 }} gap={2} alignItems="end">
        <Field.Root>
          <Field.Label>
            <Trans>Status</Trans>
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={draft.status ?? ''}
              onChange={(e) => {
                const next = { ...draft, status: (e.target.value || undefined) as TicketStatus | undefined };
                setDraft(next);
                onChange(next);
              }}
            >
              <option value="">{t`All`}</option>
              {TICKET_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>
            <Trans>Ticket type</Trans>
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={draft.ticketType ?? ''}
              onChange={(e) => {
                const next = {
                  ...draft,
                  ticketType: (e.target.value || undefined) as TicketType | undefined,
                };
                setDraft(next);
                onChange(next);
              }}
            >
              <option value="">{t`All`}</option>
              {TICKET_TYPES.map((x) => (
                <option key={x} value={x}>
                  {typeLabel(x)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>
            <Trans>From number</Trans>
          </Field.Label>
          <Input
            size="sm"
            inputMode="numeric"
            value={draft.numberFrom ?? ''}
            onChange={(e) => setDraft({ ...draft, numberFrom: e.target.value })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>
            <Trans>To number</Trans>
          </Field.Label>
          <Input
            size="sm"
            inputMode="numeric"
            value={draft.numberTo ?? ''}
            onChange={(e) => setDraft({ ...draft, numberTo: e.target.value })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>
            <Trans>Buyer or ticket number</Trans>
          </Field.Label>
          <Input
            size="sm"
            maxLength={100}
            value={draft.search ?? ''}
            onChange={(e) => setDraft({ ...draft, search: e.target.value })}
          />
        </Field.Root>
      </SimpleGrid>
      <HStack mt={2}>
        <Button size="sm" type="submit">
          <Trans>Apply filters</Trans>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setDraft({});
            onChange({});
          }}
        >
          <Trans>Clear filters</Trans>
        </Button>
      </HStack>
    </form>
  );
}
