import { Button, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { NOTIFICATION_PAGE_SIZE } from '../../../../domain/competition/communications';
import { competitionTabsApi } from '../../../../domain/competition/competition-tabs.contract';
import type { DivisionDoc } from '../../../../domain/competition/competition';
import type { Fixture } from '../../../../domain/competition/fixture';
import { formatDisplayDateTime } from '../../../../domain/lib/dates';
import { useCall } from '../../../api/use-call';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { FilterSelect, LoadState, Pager } from '../../../components/list-controls';
import { TableHead } from '../../../components/table-head';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';
import {
  competitionPath,
  divisionPath,
  fixturesQuery,
  itemsOf,
  type CompetitionDoc,
} from './competition-api';
import { useCompetitionAccess } from './competition-access';
import { competitionsQuery } from './competitions-tab';
import { NotifyDialog } from './notify-dialog';

const SETTINGS = [
  'officialsDaysBefore',
  'officialsHoursBefore',
  'adminDaysBefore',
  'adminHoursBefore',
] as const;
type Setting = (typeof SETTINGS)[number];

/** One division's communication settings: four numbers and Save (PUT /admin/division/{id}). */
function DivisionSettingsRow(props: { division: DivisionDoc; manage: boolean; onSaved: () => void }) {
  const { t } = useLingui();
  const { busy, run } = useServerAction();
  const d = props.division;
  const [values, setValues] = useState<Record<Setting, string>>(
    () => Object.fromEntries(SETTINGS.map((k) => [k, String(d[k])])) as Record<Setting, string>,
  );
  const labels: Record<Setting, string> = {
    officialsDaysBefore: t`Officials: days before (${d.name})`,
    officialsHoursBefore: t`Officials: hours before (${d.name})`,
    adminDaysBefore: t`Administrators: days before (${d.name})`,
    adminHoursBefore: t`Administrators: hours before (${d.name})`,
  };
  const save = () =>
    run(
      async () => {
        await apiSend('PUT', divisionPath(d.id), {
          name: d.name,
          abbreviation: d.abbreviation,
          ...Object.fromEntries(SETTINGS.map((k) => [k, Number(values[k]) || 0])),
        });
        showAlert('success', t`Communication settings saved`);
        props.onSaved();
      },
      t`Unable to save data - please try again later`,
    );
  return (
    <Table.Row>
      <Table.Cell>{d.name}</Table.Cell>
      {SETTINGS.map((k) => (
        <Table.Cell key={k}>
          <Input
            size="sm"
            type="number"
            min={0}
            width="5rem"
            aria-label={labels[k]}
            value={values[k]}
            disabled={!props.manage}
            onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))}
          />
        </Table.Cell>
      ))}
      <Table.Cell>
        {props.manage && (
          <Button
            size="xs"
            loading={busy}
            onClick={() => void save()}
            aria-label={t`Save settings of ${d.name}`}
          >
            <Trans>Save</Trans>
          </Button>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

/** The chosen competition's divisions with their settings, and a fixture notification to send. */
function CompetitionComms(props: { competitionId: string; manage: boolean; onSent: () => void }) {
  const { t } = useLingui();
  const doc = useApiGet<CompetitionDoc>(competitionPath(props.competitionId));
  const fixtures = useApiGet<unknown>(fixturesQuery(props.competitionId, { isResult: false }));
  const upcoming = fixtures.status === 'ok' ? itemsOf<Fixture>(fixtures.data, 'fixtures') : [];
  const [fixtureId, setFixtureId] = useState('');
  const [notifying, setNotifying] = useState<Fixture | null>(null);
  const chosen = upcoming.find((f) => f.id === fixtureId) ?? upcoming[0];
  if (doc.status !== 'ok') return <LoadState state={doc} />;
  const divisions = doc.data.divisions ?? [];
  const name = (f: Fixture) => {
    const home = f.homeTeam.name ?? t`Bye`;
    const away = f.awayTeam.name ?? t`Bye`;
    const when = formatDisplayDateTime(f.startDate);
    return t`${home} v ${away}, ${when}`;
  };
  return (
    <Stack gap={6}>
      <Stack as="section" gap={2} aria-label={t`Communication settings`}>
        <Heading as="h2" size="md">
          <Trans>Communication settings</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>
            How long before each fixture of a division its reminders go to the appointed match officials and
            to the competition administrators. 0 days and 0 hours: no reminder.
          </Trans>
        </Text>
        <Table.ScrollArea tabIndex={0}>
          <Table.Root size="sm" aria-label={t`Communication settings by division`}>
            <TableHead
              titles={[
                t`Division`,
                t`Officials: days`,
                t`Officials: hours`,
                t`Administrators: days`,
                t`Administrators: hours`,
                t`Actions`,
              ]}
            />
            <Table.Body>
              {divisions.map((d) => (
                <DivisionSettingsRow
                  key={[d.id, ...SETTINGS.map((k) => d[k])].join('-')}
                  division={d}
                  manage={props.manage}
                  onSaved={doc.reload}
                />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Stack>
      {props.manage && (
        <Stack as="section" gap={2} aria-label={t`Send a fixture notification`}>
          <Heading as="h2" size="md">
            <Trans>Send a fixture notification</Trans>
          </Heading>
          <LoadState state={fixtures} />
          {fixtures.status === 'ok' && upcoming.length === 0 && (
            <Text color="fg.muted">
              <Trans>This competition has no fixtures to notify about.</Trans>
            </Text>
          )}
          {chosen && (
            <HStack gap={3} wrap="wrap" align="end">
              <FilterSelect
                label={t`Fixture`}
                value={chosen.id}
                onChange={setFixtureId}
                options={upcoming.map((f) => [f.id, name(f)] as const)}
              />
              <Button size="sm" colorPalette="brand" onClick={() => setNotifying(chosen)}>
                <Trans>Notify…</Trans>
              </Button>
            </HStack>
          )}
          {notifying && (
            <NotifyDialog
              fixture={notifying}
              onClose={() => {
                setNotifying(null);
                props.onSent();
              }}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** The organisation's notification history, newest first, a page at a time. */
function NotificationHistory({ orgId }: { orgId: string }) {
  const { t } = useLingui();
  const [page, setPage] = useState(0);
  const history = useCall(competitionTabsApi.notificationHistory, {
    query: { organization: orgId, page, size: NOTIFICATION_PAGE_SIZE },
  });
  const audience = (a: string) => (a === 'OFFICIALS' ? t`Officials` : t`Administrators`);
  return (
    <Stack as="section" gap={2} aria-label={t`Notification history`}>
      <Heading as="h2" size="md">
        <Trans>Notification history</Trans>
      </Heading>
      <LoadState state={history} />
      {history.status === 'ok' && history.data._embedded.notifications.length === 0 && (
        <Text color="fg.muted">
          <Trans>No fixture notifications have been sent yet.</Trans>
        </Text>
      )}
      {history.status === 'ok' && history.data._embedded.notifications.length > 0 && (
        <>
          <Table.ScrollArea tabIndex={0}>
            <Table.Root size="sm" aria-label={t`Fixture notifications sent`}>
              <TableHead titles={[t`Sent`, t`Fixture`, t`Competition`, t`To`, t`By`, t`Message`]} />
              <Table.Body>
                {history.data._embedded.notifications.map((n) => (
                  <Table.Row key={n.id}>
                    <Table.Cell>{formatDisplayDateTime(n.sentAt)}</Table.Cell>
                    <Table.Cell>
                      {n.fixture} ({formatDisplayDateTime(n.fixtureStart)})
                    </Table.Cell>
                    <Table.Cell>{n.competitionName ?? '—'}</Table.Cell>
                    <Table.Cell>
                      {n.audiences.map(audience).join(', ')} ({n.recipients})
                    </Table.Cell>
                    <Table.Cell>{n.sentBy ?? '—'}</Table.Cell>
                    <Table.Cell>{n.message ?? ''}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Pager page={page} info={history.data.page} onPage={setPage} />
        </>
      )}
    </Stack>
  );
}

/**
 * The Communications tab (seed 2 §2; domain/competition/communications.ts): per competition, its divisions'
 * communication settings (days and hours before a fixture, for officials and administrators), editable by
 * its managers, a fixture notification to send, and the organisation's history of notifications sent.
 */
export function CommunicationsTab({ orgId }: { orgId: string }) {
  const { t } = useLingui();
  const access = useCompetitionAccess(orgId);
  const list = useApiGet<unknown>(
    competitionsQuery(orgId, { status: '', season: '', search: '', sort: 'season,desc' }, 0, 100),
  );
  const competitions = (
    list.status === 'ok' ? itemsOf<CompetitionDoc>(list.data, 'competitions') : []
  ).filter((c) => c.status !== 'DELETED');
  const [chosen, setChosen] = useState('');
  const [sent, setSent] = useState(0);
  const id = chosen || competitions[0]?.id || '';
  return (
    <Stack gap={6} pt={4}>
      <LoadState state={list} />
      {competitions.length > 0 && (
        <FilterSelect
          label={t`Competition`}
          value={id}
          onChange={setChosen}
          options={competitions.map((c) => [c.id, `${c.name} (${c.season})`] as const)}
        />
      )}
      {id && (
        <CompetitionComms
          key={id}
          competitionId={id}
          manage={access.manage}
          onSent={() => setSent((n) => n + 1)}
        />
      )}
      <NotificationHistory key={sent} orgId={orgId} />
    </Stack>
  );
}
