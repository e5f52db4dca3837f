/**
 * Fixtures and results grouped by their Dublin day, as the public club and competition pages list them (seed 1
 * §2): each card names its competition (a link to the competition's page) or, on the competition's own page,
 * its round; the teams, the score in goals-points, the time, the venue (a map link when it has coordinates)
 * and the referee. Drawn by the app and by the server's documents alike.
 */
import { Badge, Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Fixture, FixtureTeam } from '../../domain/competition/fixture';
import { competitionPagePath } from '../../domain/competition/public-competition';
import { placeMapUrl, type DateGroup } from '../../domain/organization/public-page';
import { formatLongDate, formatTime } from '../i18n/dates';
import { AppLink } from '../public/app-link';

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

/** A fixture within this many hours of its start (the same day, and late syncs after it), unconfirmed, is followed live (issue 52). */
const LIVE_WINDOW_HOURS = 24;

export function inLiveWindow(f: Fixture, now = Date.now()): boolean {
  if (f.resultConfirmed || f.isPostponed || f.homeTeam.isBye || f.awayTeam.isBye) return false;
  return Math.abs(now - Date.parse(f.startDate)) < LIVE_WINDOW_HOURS * 3_600_000;
}

/**
 * The line of a fixture followed live: both forms drawn (teams only, and the score), the one that applies
 * shown; src/public/live-score.ts updates the scores and the mark from the fixture's live stream. The marks'
 * words are in the page (data attributes), so the script carries no strings of its own. Without the script
 * the page shows the score at load.
 */
function LiveLine({ fixture: f, home, away }: { fixture: Fixture; home: string; away: string }) {
  const { t } = useLingui();
  const scored = f.isResult || (f.homeTeam.goals != null && f.awayTeam.goals != null);
  const mark = f.isResult ? t`Full-time, awaiting confirmation` : scored ? t`Live` : '';
  return (
    <Box
      data-live-line
      data-mark-live={t`Live`}
      data-mark-half-time={t`Half-time`}
      data-mark-full-time={t`Full-time, awaiting confirmation`}
    >
      <Text fontWeight="semibold" data-live-teams hidden={scored}>
        <Trans>
          {home} v {away}
        </Trans>
      </Text>
      <Text fontWeight="semibold" data-live-scored hidden={!scored}>
        <Trans>
          {home} <span data-live-score="home">{score(f.homeTeam)}</span> to{' '}
          <span data-live-score="away">{score(f.awayTeam)}</span> {away}
        </Trans>
      </Text>
      <Badge colorPalette="red" variant="subtle" data-live-mark hidden={!mark}>
        {mark}
      </Badge>
    </Box>
  );
}

/** `club`: the card names the competition (linked) and its division; `competition`: its round. */
export type FixtureContext = 'club' | 'competition';

function CardContext({ fixture: f, context }: { fixture: Fixture; context: FixtureContext }) {
  if (context === 'competition') return f.round ? <>{f.round}</> : null;
  const division = f.division?.name;
  if (!f.competition) return division ? <>{division}</> : null;
  return (
    <>
      <Link asChild colorPalette="green">
        <AppLink href={competitionPagePath(f.competition.id)}>{f.competition.name}</AppLink>
      </Link>
      {division && ` · ${division}`}
    </>
  );
}

function FixtureCard({ fixture: f, context }: { fixture: Fixture; context: FixtureContext }) {
  const { t, i18n } = useLingui();
  const chip =
    context === 'club' && f.competition?.activity ? ACTIVITY_CHIPS[f.competition.activity] : undefined;
  const venue = placeMapUrl(f.place);
  const team = (side: FixtureTeam) => (side.isBye || !side.name ? t`Bye` : side.name);
  const live = inLiveWindow(f);
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="md"
      p={3}
      data-testid={`fixture-${f.id}`}
      data-live-fixture={live ? f.id : undefined}
    >
      <HStack justify="space-between" wrap="wrap" gap={2}>
        <Text fontSize="sm" color="fg.muted">
          <CardContext fixture={f} context={context} />
        </Text>
        {chip && (
          <Badge colorPalette={chip.palette} variant="subtle">
            {i18n._(chip.label)}
          </Badge>
        )}
        {f.isPostponed && (
          <Badge colorPalette="orange" variant="subtle">
            <Trans>Postponed</Trans>
          </Badge>
        )}
        {!live && f.additionalInformation === 'AWAITING_CONFIRMATION' && (
          <Badge colorPalette="orange" variant="subtle" data-provisional>
            <Trans>Full-time, awaiting confirmation</Trans>
          </Badge>
        )}
      </HStack>
      {live ? (
        <LiveLine fixture={f} home={team(f.homeTeam)} away={team(f.awayTeam)} />
      ) : (
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
      )}
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

/** The groups under one heading level (`h3` by default), or `empty` when there are none. */
export function FixtureDays(props: {
  groups: DateGroup[];
  empty: string;
  context: FixtureContext;
  headingLevel?: 'h3' | 'h4';
}) {
  const { groups, empty, context, headingLevel = 'h3' } = props;
  const { i18n } = useLingui();
  if (groups.length === 0) return <Text>{empty}</Text>;
  return (
    <Stack gap={4}>
      {groups.map((g) => (
        <Box key={g.date}>
          <Heading as={headingLevel} size="sm" mb={2}>
            <time dateTime={g.date}>{formatLongDate(g.date, i18n.locale)}</time>
          </Heading>
          <Stack as="ul" gap={2} listStyleType="none">
            {g.fixtures.map((f) => (
              <FixtureCard key={f.id} fixture={f} context={context} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
