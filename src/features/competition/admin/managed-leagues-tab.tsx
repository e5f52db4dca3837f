import {
  Badge,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { competitionTabsApi as api } from '../../../../domain/competition/competition-tabs.contract';
import type { DivisionDoc } from '../../../../domain/competition/competition';
import type { ManagedLeague } from '../../../../domain/competition/managed-league';
import { formatDisplayDateTime } from '../../../../domain/lib/dates';
import { call } from '../../../api/call';
import { apiGet } from '../../../api/client';
import { useCall } from '../../../api/use-call';
import { showAlert } from '../../../components/alerts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FilterSelect, LoadState } from '../../../components/list-controls';
import { TableHead } from '../../../components/table-head';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';
import { competitionPath, divisionPath, itemsOf, query, type CompetitionDoc } from './competition-api';
import { useCompetitionAccess } from './competition-access';
import { competitionsQuery } from './competitions-tab';
import { FixturesPanel } from './fixtures-panel';

type OrgKey = { id: string; name: string };

/** Organisations whose name holds `search` (two letters or more), to hand a division to. */
function useOrganizationSearch(search: string, exclude: string): OrgKey[] {
  const [found, setFound] = useState<OrgKey[]>([]);
  useEffect(() => {
    let live = true;
    const text = search.trim();
    const timer = setTimeout(() => {
      if (text.length < 2) {
        setFound([]);
        return;
      }
      apiGet<unknown>(`/organization?${query({ search: text, format: 'KEYDATA', size: 10 })}`)
        .then((r) => live && setFound(itemsOf<OrgKey>(r, 'organizations').filter((o) => o.id !== exclude)))
        .catch(() => live && setFound([]));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search, exclude]);
  return found;
}

/** Hand one of the organisation's divisions to another organisation (the owner's competition admins). */
function HandOverForm({ orgId, onDone }: { orgId: string; onDone: () => void }) {
  const { t } = useLingui();
  const { busy, run } = useServerAction();
  const list = useApiGet<unknown>(
    competitionsQuery(orgId, { status: '', season: '', search: '', sort: 'season,desc' }, 0, 100),
  );
  const competitions = (
    list.status === 'ok' ? itemsOf<CompetitionDoc>(list.data, 'competitions') : []
  ).filter((c) => c.status !== 'DELETED' && c.status !== 'ARCHIVED');
  const [competitionId, setCompetitionId] = useState('');
  const cid = competitionId || competitions[0]?.id || '';
  const doc = useApiGet<CompetitionDoc>(cid ? competitionPath(cid) : null);
  const divisions = doc.status === 'ok' ? (doc.data.divisions ?? []) : [];
  const [divisionId, setDivisionId] = useState('');
  const did = divisions.some((d) => d.id === divisionId) ? divisionId : (divisions[0]?.id ?? '');
  const [search, setSearch] = useState('');
  const found = useOrganizationSearch(search, orgId);
  const [managerId, setManagerId] = useState('');
  const mid = found.some((o) => o.id === managerId) ? managerId : (found[0]?.id ?? '');
  const submit = () =>
    run(
      async () => {
        const made = await call(api.createManagedLeague, {
          params: { id: did },
          body: { organizationId: mid },
        });
        showAlert('success', t`${made.divisionName} is now managed by ${made.manager.name}`);
        setSearch('');
        onDone();
      },
      t`Unable to hand the division over`,
    );
  return (
    <Stack as="section" gap={3} aria-label={t`Hand a division over`}>
      <Heading as="h2" size="md">
        <Trans>Hand a division over</Trans>
      </Heading>
      <Text color="fg.muted">
        <Trans>
          The organisation chosen runs the division&apos;s fixtures and results: its competition
          administrators can create and edit its fixtures and enter and confirm results. You can end it at any
          time.
        </Trans>
      </Text>
      <LoadState state={list} />
      {list.status === 'ok' && competitions.length === 0 && (
        <Text color="fg.muted">
          <Trans>This organisation has no competitions yet.</Trans>
        </Text>
      )}
      {competitions.length > 0 && (
        <HStack gap={3} wrap="wrap" align="end">
          <FilterSelect
            label={t`Competition`}
            value={cid}
            onChange={setCompetitionId}
            options={competitions.map((c) => [c.id, `${c.name} (${c.season})`] as const)}
          />
          <FilterSelect
            label={t`Division`}
            value={did}
            onChange={setDivisionId}
            options={divisions.map((d) => [d.id, d.name] as const)}
          />
          <Field.Root width="auto">
            <Field.Label>
              <Trans>Find the organisation</Trans>
            </Field.Label>
            <Input size="sm" value={search} onChange={(e) => setSearch(e.target.value)} />
          </Field.Root>
          <Field.Root width="auto" disabled={found.length === 0}>
            <Field.Label>
              <Trans>Managed by</Trans>
            </Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={mid} onChange={(e) => setManagerId(e.target.value)}>
                {found.length === 0 && <option value="">{t`Type two letters or more`}</option>}
                {found.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button
            size="sm"
            colorPalette="brand"
            loading={busy}
            disabled={!did || !mid}
            onClick={() => void submit()}
          >
            <Trans>Hand over</Trans>
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

function StatusCell({ league }: { league: ManagedLeague }) {
  return league.endedAt ? (
    <Badge colorPalette="gray">
      <Trans>Ended {formatDisplayDateTime(league.endedAt)}</Trans>
    </Badge>
  ) : (
    <Badge colorPalette="green">
      <Trans>Running</Trans>
    </Badge>
  );
}

/** A managed division's fixtures, for the managing organisation's admins to run. */
function ManagedFixtures({ league, orgId }: { league: ManagedLeague; orgId: string }) {
  const division = useApiGet<DivisionDoc>(divisionPath(league.divisionId));
  if (division.status !== 'ok') return <LoadState state={division} />;
  return (
    <FixturesPanel
      competitionId={league.competitionId}
      orgId={orgId}
      divisions={[division.data]}
      divisionId={league.divisionId}
      manage
      officials={false}
    />
  );
}

/**
 * The Managed Leagues tab (seed 2 §2, §7; domain/competition/managed-league.ts): the divisions this
 * organisation hands to others to run, with Hand over and End (confirmed), and the divisions it runs for
 * others, whose fixtures and results its competition admins manage here.
 */
export function ManagedLeaguesTab({ orgId }: { orgId: string }) {
  const { t } = useLingui();
  const access = useCompetitionAccess(orgId);
  const leagues = useCall(api.managedLeagues, { query: { organization: orgId } });
  const [ending, setEnding] = useState<ManagedLeague | null>(null);
  const [open, setOpen] = useState('');
  const { run } = useServerAction();
  const end = (league: ManagedLeague) =>
    run(
      async () => {
        await call(api.endManagedLeague, { params: { id: league.id } });
        showAlert('success', t`Managed league ended`);
        setEnding(null);
        leagues.reload();
      },
      t`Unable to end the managed league`,
    );
  const handedOut = leagues.status === 'ok' ? leagues.data.handedOut : [];
  const managing = leagues.status === 'ok' ? leagues.data.managing : [];
  const opened = managing.find((m) => m.id === open && !m.endedAt);
  return (
    <Stack gap={8} pt={4}>
      {access.manage && <HandOverForm orgId={orgId} onDone={leagues.reload} />}
      <LoadState state={leagues} />
      <Stack as="section" gap={2} aria-label={t`Divisions we hand to others`}>
        <Heading as="h2" size="md">
          <Trans>Divisions we hand to others</Trans>
        </Heading>
        {leagues.status === 'ok' && handedOut.length === 0 ? (
          <Text color="fg.muted">
            <Trans>No division of this organisation is managed by another.</Trans>
          </Text>
        ) : (
          <Table.ScrollArea tabIndex={0}>
            <Table.Root size="sm" aria-label={t`Divisions handed to other organisations`}>
              <TableHead
                titles={[t`Competition`, t`Division`, t`Managed by`, t`Since`, t`Status`, t`Actions`]}
              />
              <Table.Body>
                {handedOut.map((m) => (
                  <Table.Row key={m.id}>
                    <Table.Cell>
                      {m.competitionName} ({m.season})
                    </Table.Cell>
                    <Table.Cell>{m.divisionName}</Table.Cell>
                    <Table.Cell>{m.manager.name}</Table.Cell>
                    <Table.Cell>{formatDisplayDateTime(m.createdAt)}</Table.Cell>
                    <Table.Cell>
                      <StatusCell league={m} />
                    </Table.Cell>
                    <Table.Cell>
                      {access.manage && !m.endedAt && (
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          onClick={() => setEnding(m)}
                          aria-label={t`End ${m.manager.name}'s management of ${m.divisionName}`}
                        >
                          <Trans>End</Trans>
                        </Button>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Stack>
      <Stack as="section" gap={2} aria-label={t`Divisions we manage for others`}>
        <Heading as="h2" size="md">
          <Trans>Divisions we manage for others</Trans>
        </Heading>
        {leagues.status === 'ok' && managing.length === 0 ? (
          <Text color="fg.muted">
            <Trans>This organisation manages no division for another.</Trans>
          </Text>
        ) : (
          <Table.ScrollArea tabIndex={0}>
            <Table.Root size="sm" aria-label={t`Divisions managed for other organisations`}>
              <TableHead titles={[t`Competition`, t`Division`, t`Owner`, t`Since`, t`Status`, t`Actions`]} />
              <Table.Body>
                {managing.map((m) => (
                  <Table.Row key={m.id}>
                    <Table.Cell>
                      {m.competitionName} ({m.season})
                    </Table.Cell>
                    <Table.Cell>{m.divisionName}</Table.Cell>
                    <Table.Cell>{m.owner.name}</Table.Cell>
                    <Table.Cell>{formatDisplayDateTime(m.createdAt)}</Table.Cell>
                    <Table.Cell>
                      <StatusCell league={m} />
                    </Table.Cell>
                    <Table.Cell>
                      {access.manage && !m.endedAt && (
                        <Button
                          size="xs"
                          variant="outline"
                          aria-pressed={open === m.id}
                          onClick={() => setOpen(open === m.id ? '' : m.id)}
                          aria-label={t`Manage the fixtures of ${m.divisionName}`}
                        >
                          <Trans>Fixtures</Trans>
                        </Button>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
        {opened && (
          <Stack as="section" gap={2} aria-label={t`Fixtures of ${opened.divisionName}`}>
            <Heading as="h3" size="sm">
              <Trans>
                Fixtures of {opened.divisionName}, {opened.competitionName}
              </Trans>
            </Heading>
            <ManagedFixtures key={opened.id} league={opened} orgId={orgId} />
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        open={ending !== null}
        title={t`End this managed league?`}
        body={
          ending
            ? t`${ending.manager.name} will no longer manage the fixtures and results of ${ending.divisionName}.`
            : ''
        }
        confirmLabel={t`End`}
        onConfirm={() => (ending ? end(ending).then(() => undefined) : undefined)}
        onCancel={() => setEnding(null)}
      />
    </Stack>
  );
}
