import { Button, Checkbox, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Ticket } from '../../../../domain/draw/draw';
import { DRAW_ERRORS } from '../../../../domain/draw/messages';
import { apiSend } from '../../../api/client';
import { useAlerts } from '../../../components/alerts';
import { showErrorAlert } from '../../../components/error-alert';
import { formatShortDate } from '../../../i18n/dates';
import { PasteDialog } from './paste-dialog';
import { TicketEditDialog } from './ticket-edit-dialog';
import { TicketFiltersBar, TicketSummary, useStatusLabels } from './ticket-filters';
import { PAGE_SIZE, ticketsToTsv, type TicketFilters } from './ticket-tools';
import { useClubTickets, useReloadOn, type DrawClub, type DrawSummary } from './use-draw-admin';
import { TableHead } from '../../../components/table-head';
import { Loading } from '../../../components/loading';

interface Props {
  draw: DrawSummary;
  club: DrawClub;
  /** Declared club or archived draw: nothing can be edited, pasted or deallocated. */
  locked: boolean;
  /** Bumped by the page after a change elsewhere (upload, refund, declaration): read the table again. */
  version: number;
  onChanged: () => void;
}

/**
 * The club's ticket table (seed 2 §3: ticket number, county, club, name, address, phone, status, ticket
 * type, date, ticket sold date) with its summary, filters and the actions edit, deallocate, copy and paste.
 */
export function TicketTable({ draw, club, locked, version, onChanged }: Props) {
  const { t, i18n } = useLingui();
  const alerts = useAlerts();
  const statusLabel = useStatusLabels();
  const [filters, setFilters] = useState<TicketFilters>({});
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<Ticket | null>(null);
  const [pasting, setPasting] = useState(false);
  const tickets = useClubTickets(draw.id, club.organizationId, filters, page);
  useReloadOn(version, tickets.reload);

  const rows = tickets.status === 'ok' ? tickets.data._embedded.tickets : [];
  const chosen = rows.filter((r) => selected.has(r.id));
  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allOn = rows.length > 0 && rows.every((r) => selected.has(r.id));

  const deallocate = async () => {
    try {
      const out = await apiSend<{ deallocated: number }>(
        'POST',
        `/draw/${encodeURIComponent(draw.id)}/deallocate`,
        { ticketIds: chosen.map((r) => r.id) },
      );
      alerts.success(t`${out.deallocated} tickets deallocated.`);
      setSelected(new Set());
      onChanged();
    } catch (e) {
      showErrorAlert(i18n._(DRAW_ERRORS.deallocateFailed), e);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(ticketsToTsv(chosen));
      alerts.success(t`${chosen.length} rows copied. Paste them into a spreadsheet, or back here.`);
    } catch {
      alerts.error(t`The rows could not be copied to the clipboard.`);
    }
  };

  return (
    <Stack gap={3}>
      {tickets.status === 'ok' && <TicketSummary summary={tickets.data.summary} />}
      <TicketFiltersBar
        value={filters}
        onChange={(f) => {
          setFilters(f);
          setPage(0);
          setSelected(new Set());
        }}
      />
      <HStack wrap="wrap" gap={2}>
        <Text>
          <Trans>Selected: {chosen.length}</Trans>
        </Text>
        <Button size="sm" variant="outline" disabled={chosen.length === 0} onClick={() => void copy()}>
          <Trans>Copy rows</Trans>
        </Button>
        <Button size="sm" variant="outline" disabled={locked} onClick={() => setPasting(true)}>
          <Trans>Paste rows</Trans>
        </Button>
        {draw.admin && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            disabled={locked || chosen.length === 0}
            onClick={() => void deallocate()}
          >
            <Trans>Deallocate selected</Trans>
          </Button>
        )}
      </HStack>
      {tickets.status === 'loading' && <Loading />}
      {tickets.status === 'error' && (
        <Text role="alert">
          <Trans>The tickets could not be loaded.</Trans>
        </Text>
      )}
      <Table.ScrollArea borderWidth="1px" maxH="32rem">
        <Table.Root size="sm" stickyHeader data-testid="admin-tickets">
          <TableHead
            titles={[
              <Checkbox.Root
                checked={allOn}
                onCheckedChange={(e) =>
                  setSelected(e.checked === true ? new Set(rows.map((r) => r.id)) : new Set())
                }
              >
                <Checkbox.HiddenInput aria-label={t`Select all tickets shown`} />
                <Checkbox.Control />
              </Checkbox.Root>,
              t`Ticket number`,
              t`County`,
              t`Club`,
              t`Name`,
              t`Address`,
              t`Phone`,
              t`Status`,
              t`Ticket type`,
              t`Date`,
              t`Ticket sold date`,
              t`Action`,
            ]}
          />
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.id} data-testid={`admin-ticket-${r.number}`} data-status={r.status}>
                <Table.Cell>
                  <Checkbox.Root
                    checked={selected.has(r.id)}
                    onCheckedChange={(e) => toggle(r.id, e.checked === true)}
                  >
                    <Checkbox.HiddenInput aria-label={t`Select ticket ${r.number}`} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
                <Table.Cell>{r.number}</Table.Cell>
                <Table.Cell>{r.county}</Table.Cell>
                <Table.Cell>{club.name}</Table.Cell>
                <Table.Cell>{r.name}</Table.Cell>
                <Table.Cell>{r.address}</Table.Cell>
                <Table.Cell>{r.phone}</Table.Cell>
                <Table.Cell>{statusLabel(r.status)}</Table.Cell>
                <Table.Cell>{r.ticketType}</Table.Cell>
                <Table.Cell>{r.saleDate && formatShortDate(r.saleDate)}</Table.Cell>
                <Table.Cell>{r.soldAt && formatShortDate(r.soldAt)}</Table.Cell>
                <Table.Cell>
                  {r.status === 'SOLD' && r.ticketType !== 'ONLINE' && (
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={locked}
                      onClick={() => setEditing(r)}
                      aria-label={t`Edit ticket ${r.number}`}
                    >
                      <Trans>Edit</Trans>
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {tickets.status === 'ok' && (
        <HStack>
          <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
            <Trans>Previous</Trans>
          </Button>
          <Text>
            <Trans>
              Page {page + 1} of {Math.max(tickets.data.page.totalPages, 1)} ·{' '}
              {tickets.data.page.totalElements} tickets
            </Trans>
          </Text>
          <Button
            size="sm"
            variant="outline"
            disabled={(page + 1) * PAGE_SIZE >= tickets.data.page.totalElements}
            onClick={() => setPage(page + 1)}
          >
            <Trans>Next</Trans>
          </Button>
        </HStack>
      )}
      {editing && (
        <TicketEditDialog
          ticket={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            onChanged();
          }}
        />
      )}
      <PasteDialog
        open={pasting}
        drawId={draw.id}
        orgId={club.organizationId}
        onClose={() => setPasting(false)}
        onDone={onChanged}
      />
    </Stack>
  );
}
