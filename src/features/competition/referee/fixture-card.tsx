import { Badge, Box, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Fixture } from '../../../../domain/competition/fixture';
import type { LocalDoc } from '../../../offline/db';
import { formatTime } from '../../../i18n/dates';

const score = (t: Fixture['homeTeam']) =>
  t.goals == null || t.points == null ? '' : `${t.goals}-${t.points}`;

/** One fixture in the referee's list: teams, time, venue, the score once entered, and its sync state. */
export function FixtureCard({ fixture }: { fixture: LocalDoc<Fixture> }) {
  const { t } = useLingui();
  const home = fixture.homeTeam.name ?? t`Bye`;
  const away = fixture.awayTeam.name ?? t`Bye`;
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p={3} listStyleType="none">
      <HStack justify="space-between" wrap="wrap" gap={2}>
        <Box>
          <ChakraLink asChild fontWeight="semibold">
            <Link to="/game-management/$fixtureId" params={{ fixtureId: fixture.id }}>
              {home} – {away}
            </Link>
          </ChakraLink>
          <Text fontSize="sm" color="fg.muted">
            {formatTime(fixture.startDate)}
            {fixture.place ? ` · ${fixture.place.name}` : ''}
            {fixture.competition ? ` · ${fixture.competition.name}` : ''}
          </Text>
        </Box>
        <HStack>
          {fixture.isResult && (
            <Text fontWeight="bold" data-testid="score">
              {score(fixture.homeTeam)} <Trans>to</Trans> {score(fixture.awayTeam)}
            </Text>
          )}
          {fixture._pending ? (
            <Badge colorPalette="orange">
              <Trans>Saved on device</Trans>
            </Badge>
          ) : null}
        </HStack>
      </HStack>
    </Box>
  );
}
