import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Fixture } from '../../../../domain/competition/fixture';
import { todayInDublin } from '../../../../domain/lib/dates';
import type { LocalDoc } from '../../../offline/db';
import { formatLongDate } from '../../../i18n/dates';
import { FixtureCard } from './fixture-card';
import { useMyFixtures } from './use-fixtures';
import { Loading } from '../../../components/loading';

function groupByDate(list: LocalDoc<Fixture>[]) {
  const groups = new Map<string, LocalDoc<Fixture>[]>();
  for (const f of list) {
    const day = f.startDate.slice(0, 10);
    groups.set(day, [...(groups.get(day) ?? []), f]);
  }
  return [...groups.entries()];
}

/** /match-official and /game-management: the referee's fixtures, upcoming and recent, from the device. */
export function RefereeFixturesPage() {
  const fixtures = useMyFixtures();
  const { i18n, t } = useLingui();
  if (!fixtures) return <Loading />;
  const today = todayInDublin();
  const upcoming = fixtures.filter((f) => f.startDate.slice(0, 10) >= today && !f.isResult);
  const recent = fixtures.filter((f) => !upcoming.includes(f)).reverse();
  const section = (title: string, list: LocalDoc<Fixture>[], empty: string, id: string) => (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" size="lg" id={id} mb={2}>
        {title}
      </Heading>
      {list.length === 0 ? (
        <Text>{empty}</Text>
      ) : (
        groupByDate(list).map(([day, items]) => (
          <Box key={day} mb={4}>
            <Heading as="h3" size="sm" mb={2}>
              {formatLongDate(day, i18n.locale)}
            </Heading>
            <Stack as="ul" gap={2}>
              {items.map((f) => (
                <FixtureCard key={f.id} fixture={f} />
              ))}
            </Stack>
          </Box>
        ))
      )}
    </Box>
  );
  return (
    <Stack gap={6}>
      <Heading as="h1" size="2xl">
        <Trans>Game management</Trans>
      </Heading>
      {section(t`Upcoming fixtures`, upcoming, t`no fixtures`, 'upcoming')}
      {section(t`Results`, recent, t`no results`, 'recent')}
    </Stack>
  );
}
