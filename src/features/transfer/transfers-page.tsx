/**
 * /player-transfer (seed 2 §2 Player transfers): the applicant's own applications and the new-application
 * wizard; for a unit's reviewers (club, county or provincial secretaries), the unit's queue with filters
 * (all statuses but PENDING by default, type, waiting for my unit, search), newest update first, and its
 * CSV export.
 */
import { Button, Heading, HStack, Stack, Table, Text, Checkbox } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { formatDisplayDate } from '../../../domain/lib/dates';
import { TRANSFER_STATUSES, TRANSFER_TYPES, type TransferType } from '../../../domain/transfer/enums';
import { TRANSFER_STATUS_LABELS, TRANSFER_TYPE_LABELS } from '../../../domain/transfer/labels';
import { downloadFile } from '../../api/download';
import { useSession } from '../../auth/session';
import { FilterSelect, LoadState, Pager, SearchField } from '../../components/list-controls';
import { useServerAction } from '../../components/use-server-action';
import { useApiGet } from '../../lib/use-api-get';
import { loadDraft, type TransferPage } from './transfer-api';
import { TransferStatusBadge } from './transfer-view';
import { TransferWizard } from './transfer-wizard';

const REVIEWER_LABELS = ['EXEC_SECRETARY', 'ADMIN_CLUB', 'ADMIN_TRANSFERS'];

export function TransfersPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [wizard, setWizard] = useState(false);
  const personId = session.person?.id;
  const reviewer = (session.person?.organizations ?? []).some(
    (l) =>
      l.status === 'ACTIVE' &&
      ((l.labels ?? []).some((x) => REVIEWER_LABELS.includes(x)) ||
        (l.privileges ?? []).includes('ORG_ADMIN')),
  );
  // A draft kept on this device opens the wizard where it was left.
  useEffect(() => {
    if (personId) void loadDraft(personId).then((d) => d && setWizard(true));
  }, [personId]);
  return (
    <Stack gap={8}>
      <Heading as="h1" size="2xl">
        <Trans>Player transfers</Trans>
      </Heading>
      <Stack gap={3} as="section" aria-labelledby="mine-title">
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="md" id="mine-title">
            <Trans>My applications</Trans>
          </Heading>
          {!wizard && (
            <Button onClick={() => setWizard(true)}>
              <Trans>New application</Trans>
            </Button>
          )}
        </HStack>
        {wizard && (
          <TransferWizard
            onDone={(doc) =>
              void navigate({ to: '/player-transfer/$transferId', params: { transferId: doc.id } })
            }
          />
        )}
        <TransferList view="mine" />
      </Stack>
      {reviewer && (
        <Stack gap={3} as="section" aria-labelledby="queue-title">
          <Heading as="h2" size="md" id="queue-title">
            <Trans>Review queue</Trans>
          </Heading>
          <TransferList view="review" />
        </Stack>
      )}
    </Stack>
  );
}

function TransferList({ view }: { view: 'mine' | 'review' }) {
  const { t, i18n } = useLingui();
  const action = useServerAction();
  const [status, setStatus] = useState('');
  const [type, setType] = useState('');
  const [mineOnly, setMineOnly] = useState(false);
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  const [page, setPage] = useState(0);
  const filter = [status && `status:${status}`, type && `additionalType:${type}`, mineOnly && 'pendingAt:me']
    .filter(Boolean)
    .join(',');
  const params = new URLSearchParams({ view, page: String(page), size: '20' });
  if (filter) params.set('filter', filter);
  if (applied) params.set('search', applied);
  const state = useApiGet<TransferPage>(`/player-transfer?${params.toString()}`);
  const rows = state.status === 'ok' ? state.data._embedded.transfers : [];
  const exportParams = new URLSearchParams(params);
  exportParams.delete('page');
  exportParams.delete('size');
  return (
    <Stack gap={3}>
      {view === 'review' && (
        <HStack
          as="form"
          gap={3}
          align="end"
          wrap="wrap"
          onSubmit={(e) => {
            e.preventDefault();
            setApplied(search);
            setPage(0);
          }}
        >
          <FilterSelect
            label={t`Status`}
            value={status}
            onChange={(v) => (setStatus(v), setPage(0))}
            all={t`All but pending`}
            options={TRANSFER_STATUSES.map((s) => [s, i18n._(TRANSFER_STATUS_LABELS[s])] as const)}
          />
          <FilterSelect
            label={t`Transfer type`}
            value={type}
            onChange={(v) => (setType(v), setPage(0))}
            all={t`All types`}
            options={TRANSFER_TYPES.map((s) => [s, i18n._(TRANSFER_TYPE_LABELS[s])] as const)}
          />
          <Checkbox.Root
            checked={mineOnly}
            onCheckedChange={(e) => (setMineOnly(e.checked === true), setPage(0))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <Trans>Waiting for my unit</Trans>
            </Checkbox.Label>
          </Checkbox.Root>
          <SearchField label={t`Player name`} value={search} onChange={setSearch} />
          <Button
            variant="outline"
            size="sm"
            loading={action.busy}
            onClick={() =>
              void action.run(
                () =>
                  downloadFile(`/player-transfer/export?${exportParams.toString()}`, 'player-transfers.csv'),
                t`Failed to download the CSV`,
              )
            }
          >
            <Trans>Download CSV</Trans>
          </Button>
        </HStack>
      )}
      <LoadState state={state} />
      {state.status === 'ok' && rows.length === 0 ? (
        <Text color="fg.muted">
          <Trans>No applications.</Trans>
        </Text>
      ) : (
        <Table.Root size="sm" data-testid={`transfers-${view}`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Transfer type</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Player</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Clubs</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Status</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Updated</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.id}>
                <Table.Cell>
                  <Link to="/player-transfer/$transferId" params={{ transferId: r.id }}>
                    {i18n._(TRANSFER_TYPE_LABELS[r.additionalType as TransferType])}
                  </Link>
                </Table.Cell>
                <Table.Cell>{r.personName}</Table.Cell>
                <Table.Cell>
                  {r.originOrganizationName} → {r.destinationOrganizationName}
                </Table.Cell>
                <Table.Cell>
                  <TransferStatusBadge status={r.status} />
                </Table.Cell>
                <Table.Cell>{formatDisplayDate(r.updateDate.slice(0, 10))}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <Pager page={page} info={state.status === 'ok' ? state.data.page : undefined} onPage={setPage} />
    </Stack>
  );
}
