import { Badge, Box, Heading, HStack, Link as ChakraLink, Stack, Tabs, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Fixture } from '../../../../domain/competition/fixture';
import { todayInDublin } from '../../../../domain/lib/dates';
import { useSession } from '../../../auth/session';
import { formatLongDate, formatTime } from '../../../i18n/dates';
import { db, type LocalDoc } from '../../../offline/db';
import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense } from 'react';
import { AVAILABILITY_LABELS, OFFICIAL_TYPE_LABELS } from './match-official-labels';
import { Loading } from '../../../components/loading';

/** The inbox tab loads its code when opened: the fixtures are what an official opens this page for. */
const MessageInbox = lazy(() =>
  import('../../../components/message-inbox').then((m) => ({ default: m.MessageInbox })),
);

function FixtureRow({ fixture, personId }: { fixture: LocalDoc<Fixture>; personId?: string }) {
  const { t, i18n } = useLingui();
  const mine = fixture.officials?.find((o) => o.personId === personId);
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p={3} listStyleType="none">
      <HStack justify="space-between" wrap="wrap" gap={2}>
        <Box>
          <ChakraLink asChild fontWeight="semibold">
            <Link to="/match-official/$fixtureId" params={{ fixtureId: fixture.id }}>
              {fixture.homeTeam.name ?? t`Bye`} – {fixture.awayTeam.name ?? t`Bye`}
            </Link>
          </ChakraLink>
          <Text fontSize="sm" color="fg.muted">
            {formatLongDate(fixture.startDate.slice(0, 10), i18n.locale)} · {formatTime(fixture.startDate)}
            {fixture.place ? ` · ${fixture.place.name}` : ''}
          </Text>
        </Box>
        {mine && (
          <HStack>
            <Badge>
              {i18n._(OFFICIAL_TYPE_LABELS[mine.type as keyof typeof OFFICIAL_TYPE_LABELS] ?? mine.type)}
            </Badge>
            <Badge
              colorPalette={
                mine.availability === 'CONFIRMED'
                  ? 'green'
                  : mine.availability === 'PENDING'
                    ? 'orange'
                    : 'red'
              }
            >
              {i18n._(AVAILABILITY_LABELS[mine.availability])}
            </Badge>
            {fixture.reportSubmitted && (
              <Badge colorPalette="blue">
                <Trans>Report submitted</Trans>
              </Badge>
            )}
          </HStack>
        )}
      </HStack>
    </Box>
  );
}

/**
 * /match-official: the official's inbox (active and archived messages), upcoming fixtures and results,
 * all read from the device.
 */
export function MatchOfficialPage() {
  const fixtures = useLiveQuery(() => db.fixtures.orderBy('startDate').toArray(), []);
  const session = useSession();
  const { t } = useLingui();
  if (!fixtures) return <Loading />;
  const personId = session.person?.id;
  const today = todayInDublin();
  const upcoming = fixtures.filter((f) => f.startDate.slice(0, 10) >= today && !f.isResult);
  const results = fixtures.filter((f) => !upcoming.includes(f)).reverse();
  const list = (items: LocalDoc<Fixture>[], empty: string) =>
    items.length === 0 ? (
      <Text>{empty}</Text>
    ) : (
      <Stack as="ul" gap={2}>
        {items.map((f) => (
          <FixtureRow key={f.id} fixture={f} personId={personId} />
        ))}
      </Stack>
    );
  return (
    <Stack gap={6}>
      <Heading as="h1" size="2xl">
        <Trans>Match official</Trans>
      </Heading>
      <Tabs.Root defaultValue="upcoming">
        <Tabs.List>
          <Tabs.Trigger value="upcoming">
            <Trans>Upcoming fixtures</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="results">
            <Trans>Results</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="inbox">
            <Trans>Inbox</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="upcoming">{list(upcoming, t`no fixtures`)}</Tabs.Content>
        <Tabs.Content value="results">{list(results, t`no results`)}</Tabs.Content>
        <Tabs.Content value="inbox">
          <Suspense fallback={<Loading />}>
            <MessageInbox />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
