import { Badge, Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Attendance, EventDoc, EventResponse } from '../../../domain/event/event';
import { useSession } from '../../auth/session';
import { useOnline } from '../../lib/use-online';
import { ATTENDANCE_LABELS, CATEGORY_LABELS, RESPONSE_LABELS } from '../../components/team-labels';
import { formatShortDate, formatTime } from '../../i18n/dates';
import { runAction } from '../../offline/actions';
import { useSavedAhead } from '../../offline/use-saved-on-device';
import { markAttendance, respondToEvent } from './attendance.action';
import { CancelEvent } from './cancel-event';

/** Edit and add recipients: loaded only for those who manage the event (the field route stays light). */
const EventAfterSend = lazy(() => import('./event-after-send-panel'));
import { fetchEvent } from './event-online';
import { useLocalEvent, useLocalTeam, usePendingPeople } from './use-events';
import { TableHead } from '../../components/table-head';
import { Loading } from '../../components/loading';

/** An event that is not on the device yet (an older one, opened from the past tab): fetch and keep it. */
function useFetchIfMissing(eventId: string, local: EventDoc | null | undefined) {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (local !== null || !navigator.onLine) return;
    let live = true;
    fetchEvent(eventId).catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [eventId, local]);
  return failed;
}

function AttendanceButtons(props: {
  value: Attendance | null;
  name: string;
  onMark: (a: Attendance) => void;
}) {
  const { t } = useLingui();
  return (
    <HStack gap={1}>
      {(['ATTENDED', 'ABSENT'] as const).map((a) => (
        <Button
          key={a}
          size="xs"
          variant={props.value === a ? 'solid' : 'outline'}
          colorPalette={a === 'ATTENDED' ? 'green' : 'red'}
          aria-pressed={props.value === a}
          aria-label={`${t(ATTENDANCE_LABELS[a])}: ${props.name}`}
          onClick={() => props.onMark(a)}
        >
          {t(ATTENDANCE_LABELS[a])}
        </Button>
      ))}
    </HStack>
  );
}

/**
 * /events/{id}: the event group attendance table. Works with no signal: the event, its recipients and the
 * team's consent flags are on the device; each mark is saved at once and queued, and the table says whose
 * marks are still waiting to be sent. Recipients (and parents) answer going / not going here too.
 */
export function AttendancePage({ eventId }: { eventId: string }) {
  const local = useLocalEvent(eventId);
  const event = local ?? null;
  const team = useLocalTeam(event?.toGroupId);
  const pending = usePendingPeople(eventId);
  const session = useSession();
  const online = useOnline();
  const { t } = useLingui();
  const failed = useFetchIfMissing(eventId, local);
  // "Saved on device" from the commit itself, before the live query of the queued marks has answered again.
  const { ahead, saves } = useSavedAhead(pending);
  if (local === undefined) return <Loading />;
  if (!event) {
    return (
      <Text>
        {failed ? <Trans>Could not load event</Trans> : <Trans>This event is not on this device.</Trans>}
      </Text>
    );
  }
  const members = new Map(team?.members?.map((m) => [m.personId, m]) ?? []);
  const me = session.person?.id;
  const mark = (personId: string, attendance: Attendance) =>
    void runAction(markAttendance, eventId, { personId, attendance });
  const answer = (personId: string, response: EventResponse) =>
    void runAction(respondToEvent, eventId, { personId, response });
  // One local transaction per mark (one outbox entry each); started together so the table updates once.
  const markAll = () =>
    Promise.all(
      event.recipients
        .filter((r) => r.attendance !== 'ATTENDED')
        .map((r) => runAction(markAttendance, eventId, { personId: r.personId, attendance: 'ATTENDED' })),
    );
  const pendingCount = Math.max(pending?.size ?? 0, ahead ? 1 : 0);
  return (
    <Stack gap={4}>
      <Link to="/events">
        <Trans>Back to events</Trans>
      </Link>
      <Heading as="h1" size="xl">
        {event.subject}
      </Heading>
      <Text>
        {event.groupName} · {t(CATEGORY_LABELS[event.category])} · {formatShortDate(event.startDate)}{' '}
        {formatTime(event.startDate)} · <Trans>{event.duration} minutes</Trans>
        {event.place ? ` · ${event.place.name}` : ''}
      </Text>
      {event.status === 'CANCELLED' && (
        <Badge colorPalette="red" alignSelf="start">
          <Trans>Cancelled</Trans> {event.cancelReason ? `— ${event.cancelReason}` : ''}
        </Badge>
      )}
      <Text whiteSpace="pre-wrap">{event.message}</Text>
      <Text role="status" data-testid="attendance-pending" data-save-count={saves}>
        {pendingCount > 0 ? (
          <Trans>Saved on device — {pendingCount} waiting to be sent.</Trans>
        ) : (
          <Trans>All changes sent.</Trans>
        )}
      </Text>
      {event.canManage && (
        <Button alignSelf="start" colorPalette="brand" onClick={() => void markAll()}>
          <Trans>Mark everyone attended</Trans>
        </Button>
      )}
      {event.canManage && online && event.status !== 'CANCELLED' && (
        <Suspense fallback={null}>
          <EventAfterSend event={event} />
        </Suspense>
      )}
      {event.canManage && <CancelEvent event={event} />}
      <Box overflowX="auto">
        <Table.Root size="sm" data-testid="attendance-table">
          <TableHead
            titles={[
              t`Name`,
              t`Photo consent`,
              ...(team?.members?.some((m) => m.medicalConsent !== undefined) ? [t`Medical consent`] : []),
              t`Response`,
              t`Attendance`,
              t`Sync`,
            ]}
          />
          <Table.Body>
            {event.recipients.map((r) => {
              const m = members.get(r.personId);
              const name = `${r.givenName} ${r.familyName}`;
              const state = pending?.get(r.personId);
              const mine = r.personId === me || !event.canManage;
              return (
                <Table.Row key={r.personId} data-testid="attendance-row">
                  <Table.Cell>{name}</Table.Cell>
                  <Table.Cell>{m ? (m.photoConsent ? t`Yes` : t`No`) : '—'}</Table.Cell>
                  {team?.members?.some((x) => x.medicalConsent !== undefined) && (
                    <Table.Cell>
                      {m?.medicalConsent === undefined ? '—' : m.medicalConsent ? t`Yes` : t`No`}
                      {m?.medicalAlert ? ` ⚕ ${t`Medical alert`}` : ''}
                    </Table.Cell>
                  )}
                  <Table.Cell>
                    {event.requestResponse && mine ? (
                      <HStack gap={1}>
                        {(['GOING', 'NOT_GOING'] as const).map((resp) => (
                          <Button
                            key={resp}
                            size="xs"
                            variant={r.response === resp ? 'solid' : 'outline'}
                            aria-pressed={r.response === resp}
                            onClick={() => answer(r.personId, resp)}
                          >
                            {t(RESPONSE_LABELS[resp])}
                          </Button>
                        ))}
                      </HStack>
                    ) : (
                      t(RESPONSE_LABELS[r.response])
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    {event.canManage ? (
                      <AttendanceButtons
                        value={r.attendance}
                        name={name}
                        onMark={(a) => mark(r.personId, a)}
                      />
                    ) : r.attendance ? (
                      t(ATTENDANCE_LABELS[r.attendance])
                    ) : (
                      '—'
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    {state === 'failed' ? (
                      <Badge colorPalette="red">
                        <Trans>Refused</Trans>
                      </Badge>
                    ) : state ? (
                      <Badge colorPalette="orange" data-testid="pending-sync">
                        <Trans>Pending sync</Trans>
                      </Badge>
                    ) : (
                      <Badge colorPalette="green">
                        <Trans>Synced</Trans>
                      </Badge>
                    )}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
