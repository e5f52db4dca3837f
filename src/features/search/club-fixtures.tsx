import { Badge, Box, Heading, HStack, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Fixture, FixtureTeam } from '../../../domain/competition/fixture';
import { placeMapUrl, resultsAndFixtures, type DateGroup } from '../../../domain/organization/public-page';
import { formatLongDate, formatTime } from '../../i18n/dates';

/** Distinct colours per activity (seed 1 §2), with labels in both languages. */
const ACTIVITY_CHIPS: Record<string, { label: MessageDescriptor; palette: string }> = {
  Football: { label: msg`Football`, palette: 'green' },
  LadiesFootball: { label: msg`Ladies football`, palette: 'pink' },
  Executive: { label: msg`Executive`, palette: 'gray' },
  Camogie: { label: msg`Camogie`, palette: 'purple' },
  DistributionList: { label: msg`Distribution list`, palette: 'orange' },
  Hurling: { label: msg`Hurling`, palette: 'blue' },
  Handball: { label: msg`Handball`, palette: 'teal' },
  Rounders: { label: msg`Rounders`, palette: 'yellow' },
};

const score = (t: FixtureTeam) => `${t.goals ?? 0}-${t.points ?? 0}`;

function FixtureCard({ fixture: f }: { fixture: Fixture }) {
  const { t, i18n } = useLingui();
  const chip = f.competition?.activity ? ACTIVITY_CHIPS[f.competition.activity] : undefined;
  const venue = placeMapUrl(f.place);
  const team = (side: FixtureTeam) => (side.isBye || !side.name ? t`Bye` : side.name);
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p={3} data-testid={`fixture-${f.id}`}>
      <HStack justify="space-between" wrap="wrap" gap={2}>
        <Text fontSize="sm" color="fg.muted">
          {f.division?.name ?? f.competition?.name}
        </Text>
        {chip && (
          <Badge colorPalette={chip.palette} variant="subtle">
            {i18n._(chip.label)}
          </Badge>
        )}
      </HStack>
      <Text fontWeight="semibold">
        {f.isResult ? (
          <Trans>
            {team(f.homeTeam)} {score(f.homeTeam)} to {score(f.awayTeam)} {team(f.awayTeam)}
          </Trans>
        ) : (
          <Trans>
            {team(f.homeTeam)} v {team(f.awayTeam)}
          </Trans>
        )}
      </Text>
      <Text fontSize="sm">
        <time dateTime={f.startDate}>{formatTime(f.startDate)}</time>
        {f.place &&
          (venue ? (
            <>
              {' · '}
              <Link href={venue} target="_blank" rel="noopener noreferrer" colorPalette="green">
                {f.place.name}
              </Link>
            </>
          ) : (
            ` · ${f.place.name}`
          ))}
      </Text>
      {f.refereeName && (
        <Text fontSize="sm" color="fg.muted">
          <Trans>Referee: {f.refereeName}</Trans>
        </Text>
      )}
    </Box>
  );
}

function Groups({ groups, empty }: { groups: DateGroup[]; empty: string }) {
  const { i18n } = useLingui();
  if (groups.length === 0) return <Text>{empty}</Text>;
  return (
    <Stack gap={4}>
      {groups.map((g) => (
        <Box key={g.date}>
          <Heading as="h3" size="sm" mb={2}>
            {formatLongDate(g.date, i18n.locale)}
          </Heading>
          <Stack as="ul" gap={2} listStyleType="none">
            {g.fixtures.map((f) => (
              <FixtureCard key={f.id} fixture={f} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * Results (newest first) and Fixtures (oldest first) tabs; hidden when the club has neither. `allPanels`
 * draws both panels (the hidden one too), for the server's document: readable without JavaScript.
 */
export function ClubFixtures(props: { fixtures: readonly Fixture[]; allPanels?: boolean }) {
  const { fixtures, allPanels = false } = props;
  const { t } = useLingui();
  if (fixtures.length === 0) return null;
  const { results, fixtures: upcoming } = resultsAndFixtures(fixtures);
  return (
    <Box as="section" aria-label={t`Results and fixtures`}>
      <Tabs.Root defaultValue="results" variant="line" lazyMount={!allPanels}>
        <Tabs.List>
          <Tabs.Trigger value="results">
            <Trans>Results</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="fixtures">
            <Trans>Fixtures</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="results">
          <Groups groups={results} empty={t`no results`} />
        </Tabs.Content>
        <Tabs.Content value="fixtures">
          <Groups groups={upcoming} empty={t`no fixtures`} />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
