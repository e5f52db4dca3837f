import { Badge, Box, Button, Checkbox, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  BULK_MAX,
  REASON_MAX,
  ReasonInput,
  type DivisionDoc,
} from '../../../../domain/competition/competition';
import type { Fixture } from '../../../../domain/competition/fixture';
import { formatDisplayDate } from '../../../../domain/lib/dates';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';
import {
  dublinDateTime,
  fixturePath,
  fixturesQuery,
  itemsOf,
  pageOf,
  type Conflict,
} from './competition-api';
import { goalsPoints } from './competition-labels';
import { BulkDialog } from './bulk-dialog';
import { FixtureDialog } from './fixture-dialogs';
import { NotifyDialog } from './notify-dialog';
import { ResultDialog } from './result-dialog';
import { LoadState, Pager } from '../../../components/list-controls';
import { OfficialsDialog } from './officials-dialog';

/** Fixtures by Dublin calendar date, dates in order, each day's fixtures by time. */
export function groupByDate(fixtures: readonly Fixture[]): [string, Fixture[]][] {
  const days = new Map<string, Fixture[]>();
  for (const f of [...fixtures].sort((a, b) => a.startDate.localeCompare(b.startDate))) {
    const day = dublinDateTime(f.startDate).date;
    days.set(day, [...(days.get(day) ?? []), f]);
  }
  return [...days.entries()];
}

type Open =
  { kind: 'edit' | 'result' | 'officials' | 'notify' | 'delete'; fixture: Fixture } | { kind: 'new' } | null;

/**
 * A competition's fixtures (or results) grouped by date (seed 2 §2 Fixture screens), each with Edit,
 * Result, Officials, Delete and a clash check for managers; checkboxes pick up to 20 for a bulk action.
 */
export function FixturesPanel(props: {
  competitionId: string;
  orgId: string;
  divisions: DivisionDoc[];
  /** Only this division's fixtures (a managed league's, in the Managed Leagues tab). */
  divisionId?: string;
  isResult?: boolean;
  manage: boolean;
  officials: boolean;
}) {
  const { t } = useLingui();
  const [page, setPage] = useState(0);
  const list = useApiGet<unknown>(
    fixturesQuery(props.competitionId, { divisionId: props.divisionId, isResult: props.isResult, page }),
  );
  const fixtures = list.status === 'ok' ? itemsOf<Fixture>(list.data, 'fixtures') : [];
  const [open, setOpen] = useState<Open>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [bulk, setBulk] = useState(false);
  const { busy, run } = useServerAction();
  const close = () => setOpen(null);
  const reload = () => {
    setSelected([]);
    list.reload();
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((s) => (on ? [...s.filter((x) => x !== id), id] : s.filter((x) => x !== id)));
  const remove = (f: Fixture, reason: string) =>
    run(
      async () => {
        await apiSend('DELETE', fixturePath(f.id), { reason });
        showAlert('success', t`Fixture deleted`);
        close();
        reload();
      },
      t`Unable to delete fixture`,
    );
  const conflicts = (f: Fixture) =>
    run(
      async () => {
        const answer = await apiSend<{ conflicts: Conflict[] }>(
          'POST',
          `/admin/fixture/conflicts/${encodeURIComponent(f.id)}`,
        );
        const found = answer.conflicts ?? [];
        if (found.length === 0) showAlert('success', t`No clashes found`);
        else showAlert('warning', t`Clashes found`, found.map((c) => c.message).join(' · '));
      },
      t`Unable to fetch fixture`,
    );
  const overLimit = selected.length > BULK_MAX;
  return (
    <Stack gap={4}>
      {props.manage && (
        <HStack gap={3} wrap="wrap">
          {!props.isResult && props.divisions.length > 0 && (
            <Button size="sm" colorPalette="brand" onClick={() => setOpen({ kind: 'new' })}>
              <Trans>New fixture</Trans>
            </Button>
          )}
          <Box role="status" aria-live="polite">
            <HStack gap={3}>
              <Text fontSize="sm" color={overLimit ? 'fg.error' : 'fg.muted'}>
                <Trans>
                  {selected.length} selected — bulk actions take at most {BULK_MAX} fixtures or results
                </Trans>
              </Text>
              <Button
                size="sm"
                variant="outline"
                disabled={selected.length === 0 || overLimit}
                onClick={() => setBulk(true)}
              >
                <Trans>Bulk action</Trans>
              </Button>
            </HStack>
          </Box>
        </HStack>
      )}
      <LoadState state={list} />
      {list.status === 'ok' && fixtures.length === 0 && (
        <Text color="fg.muted">{props.isResult ? t`No results yet.` : t`No fixtures yet.`}</Text>
      )}
      {groupByDate(fixtures).map(([day, items]) => (
        <Stack as="section" key={day} gap={2} aria-label={formatDisplayDate(day)} data-testid="fixture-day">
          <Heading as="h3" size="sm">
            {formatDisplayDate(day)}
          </Heading>
          <Stack as="ul" gap={2} listStyleType="none">
            {items.map((f) => (
              <FixtureRow
                key={f.id}
                fixture={f}
                manage={props.manage}
                officials={props.officials}
                selected={selected.includes(f.id)}
                onSelect={(on) => toggle(f.id, on)}
                onOpen={(kind) => setOpen({ kind, fixture: f })}
                onConflicts={() => void conflicts(f)}
                busy={busy}
              />
            ))}
          </Stack>
        </Stack>
      ))}
      {list.status === 'ok' && <Pager page={page} info={pageOf(list.data)} onPage={setPage} />}
      {open?.kind === 'new' && <FixtureDialog divisions={props.divisions} onClose={close} onSaved={reload} />}
      {open?.kind === 'edit' && (
        <FixtureDialog fixture={open.fixture} divisions={props.divisions} onClose={close} onSaved={reload} />
      )}
      {open?.kind === 'result' && <ResultDialog fixture={open.fixture} onClose={close} onSaved={reload} />}
      {open?.kind === 'notify' && <NotifyDialog fixture={open.fixture} onClose={close} />}
      {open?.kind === 'officials' && (
        <OfficialsDialog
          fixture={open.fixture}
          orgId={props.orgId}
          canAppoint={props.officials}
          onClose={close}
          onChanged={list.reload}
        />
      )}
      <ReasonDialog
        open={open?.kind === 'delete'}
        title={t`Delete fixture`}
        submitLabel={t`Delete`}
        schema={ReasonInput}
        maxLength={REASON_MAX}
        busy={busy}
        onClose={close}
        onSubmit={async (reason) => {
          if (open?.kind === 'delete') await remove(open.fixture, reason);
        }}
      />
      {bulk && (
        <BulkDialog
          ids={selected}
          onClose={() => setBulk(false)}
          onDone={() => {
            setBulk(false);
            reload();
          }}
        />
      )}
    </Stack>
  );
}

function FixtureRow(props: {
  fixture: Fixture;
  manage: boolean;
  officials: boolean;
  selected: boolean;
  busy: boolean;
  onSelect: (on: boolean) => void;
  onOpen: (kind: 'edit' | 'result' | 'officials' | 'notify' | 'delete') => void;
  onConflicts: () => void;
}) {
  const { t } = useLingui();
  const f = props.fixture;
  const home = f.homeTeam.name ?? t`Bye`;
  const away = f.awayTeam.name ?? t`Bye`;
  const score = f.isResult
    ? t`${goalsPoints(f.homeTeam.goals, f.homeTeam.points)} to ${goalsPoints(f.awayTeam.goals, f.awayTeam.points)}`
    : null;
  const referee = f.officials?.find((o) => o.type === 'REFEREES')?.name ?? f.refereeName;
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p={3} data-testid="admin-fixture">
      <HStack justify="space-between" wrap="wrap" gap={3} align="start">
        <HStack gap={3} align="start">
          {props.manage && (
            <Checkbox.Root
              checked={props.selected}
              onCheckedChange={(e) => props.onSelect(e.checked === true)}
              aria-label={t`Select ${home} v ${away}`}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
            </Checkbox.Root>
          )}
          <Stack gap={0}>
            <Text fontWeight="semibold">
              {home} v {away}
              {score && ` · ${score}`}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {dublinDateTime(f.startDate).time}
              {f.round ? ` · ${t`Round ${f.round}`}` : ''}
              {f.division ? ` · ${f.division.name}` : ''}
              {f.place ? ` · ${f.place.name}` : ''}
              {referee ? ` · ${t`Referee: ${referee}`}` : ''}
            </Text>
          </Stack>
          {f.isResult && f.resultConfirmed && (
            <Badge colorPalette="green">
              <Trans>Confirmed</Trans>
            </Badge>
          )}
          {f.isPostponed && (
            <Badge colorPalette="orange">
              <Trans>Postponed</Trans>
            </Badge>
          )}
        </HStack>
        <HStack gap={2} wrap="wrap">
          {props.manage && (
            <Button
              size="xs"
              variant="outline"
              onClick={() => props.onOpen('edit')}
              aria-label={t`Edit ${home} v ${away}`}
            >
              <Trans>Edit</Trans>
            </Button>
          )}
          {props.manage && (
            <Button
              size="xs"
              variant="outline"
              onClick={() => props.onOpen('result')}
              aria-label={t`Result of ${home} v ${away}`}
            >
              <Trans>Result</Trans>
            </Button>
          )}
          <Button
            size="xs"
            variant="outline"
            onClick={() => props.onOpen('officials')}
            aria-label={t`Officials of ${home} v ${away}`}
          >
            <Trans>Officials</Trans>
          </Button>
          {props.manage && (
            <Button
              size="xs"
              variant="outline"
              onClick={() => props.onOpen('notify')}
              aria-label={t`Notify about ${home} v ${away}`}
            >
              <Trans>Notify</Trans>
            </Button>
          )}
          {props.manage && (
            <Button size="xs" variant="outline" disabled={props.busy} onClick={props.onConflicts}>
              <Trans>Check clashes</Trans>
            </Button>
          )}
          {props.manage && (
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              onClick={() => props.onOpen('delete')}
              aria-label={t`Delete ${home} v ${away}`}
            >
              <Trans>Delete</Trans>
            </Button>
          )}
        </HStack>
      </HStack>
    </Box>
  );
}
