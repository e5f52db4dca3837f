import { Badge, Box, Button, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { EVENT_PAGE_SIZE, SCHEDULE_DAYS, type EventDoc } from '../../../domain/event/event';
import { CATEGORY_LABELS } from '../../components/team-labels';
import { formatLongDate, formatShortDate, formatTime } from '../../i18n/dates';
import { useApiGet } from '../../lib/use-api-get';
import { useOnline } from '../../lib/use-online';
import { useLocalEvents } from './use-events';
import { Loading } from '../../components/loading';
import { Pager } from '../../components/pager';

function EventRow({ e }: { e: EventDoc }) {
  const { t } = useLingui();
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" p={3}>
      <Link to="/events/$eventId" params={{ eventId: e.id }}>
        <Text fontWeight="semibold">
          {formatTime(e.startDate)} {e.subject}
        </Text>
      </Link>
      <Text fontSize="sm" color="fg.muted">
        {e.groupName} · {t(CATEGORY_LABELS[e.category])}
        {e.place ? ` · ${e.place.name}` : ''}
      </Text>
      {e.status === 'CANCELLED' && (
        <Badge colorPalette="red">
          <Trans>Cancelled</Trans>
        </Badge>
      )}
    </Box>
  );
}

/** The next 7 days from the device: works offline, grouped by day. */
function Schedule() {
  const { i18n } = useLingui();
  const [from, until] = useMemo(() => {
    const start = new Date();
    start.setHours(0, 0, 0, 0);
    return [start.toISOString(), new Date(start.getTime() + SCHEDULE_DAYS * 86_400_000).toISOString()];
  }, []);
  const events = useLocalEvents(from, until);
  if (!events) return <Loading />;
  if (events.length === 0) {
    return (
      <Text>
        <Trans>No events in the next 7 days on this device.</Trans>
      </Text>
    );
  }
  const days = new Map<string, EventDoc[]>();
  for (const e of [...events].sort((a, b) => a.startDate.localeCompare(b.startDate))) {
    const day = formatShortDate(e.startDate);
    days.set(day, [...(days.get(day) ?? []), e]);
  }
  return (
    <Stack gap={4}>
      {[...days.entries()].map(([day, list]) => (
        <Stack key={day} gap={2}>
          <Heading as="h3" size="sm">
            {formatLongDate(list[0]!.startDate, i18n.locale)}
          </Heading>
          <Stack as="ul" gap={2}>
            {list.map((e) => (
              <EventRow key={e.id} e={e} />
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}

/** Upcoming (ascending) or past (descending) events from the server, 10 a page. */
function ServerList({ when }: { when: 'future' | 'past' }) {
  const [page, setPage] = useState(0);
  const [now] = useState(() => new Date().toISOString());
  const online = useOnline();
  const filter = when === 'future' ? `from:${now}` : `until:${now}`;
  const sort = when === 'future' ? 'startDate,asc' : 'startDate,desc';
  const res = useApiGet<{ _embedded: { messages: EventDoc[] }; page: { totalPages: number } }>(
    online
      ? `/message?filter=${encodeURIComponent(filter)}&sort=${sort}&page=${page}&size=${EVENT_PAGE_SIZE}`
      : null,
  );
  if (!online) {
    return (
      <Text>
        <Trans>Offline: the next 7 days are on this device; other events need signal.</Trans>
      </Text>
    );
  }
  if (res.status === 'loading') return <Loading />;
  if (res.status === 'error') {
    return (
      <Text role="alert">
        <Trans>Could not load event</Trans>
      </Text>
    );
  }
  const list = res.data._embedded.messages;
  return (
    <Stack gap={3}>
      {list.length === 0 && (
        <Text>
          <Trans>No events.</Trans>
        </Text>
      )}
      <Stack as="ul" gap={2}>
        {list.map((e) => (
          <Box key={e.id}>
            <Text fontSize="sm">{formatShortDate(e.startDate)}</Text>
            <EventRow e={e} />
          </Box>
        ))}
      </Stack>
      <Pager page={page} totalPages={res.data.page.totalPages} onPage={setPage} />
    </Stack>
  );
}

/** /events: next 7 days (from the device), future and past tabs, and "create event". */
export function EventsPage() {
  return (
    <Stack gap={4}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="2xl">
          <Trans>Events</Trans>
        </Heading>
        <Button asChild colorPalette="brand">
          <Link to="/events/new">
            <Trans>Create event</Trans>
          </Link>
        </Button>
      </HStack>
      <Tabs.Root defaultValue="week" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="week">
            <Trans>Next 7 days</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="future">
            <Trans>Future</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="past">
            <Trans>Past</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="week">
          <Schedule />
        </Tabs.Content>
        <Tabs.Content value="future">
          <ServerList when="future" />
        </Tabs.Content>
        <Tabs.Content value="past">
          <ServerList when="past" />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
