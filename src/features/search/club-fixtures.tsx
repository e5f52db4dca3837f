import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Fixture } from '../../../domain/competition/fixture';
import { apiGet } from '../../api/client';
import { formatLongDate, formatTime } from '../../i18n/dates';

const side = (t: Fixture['homeTeam']) => `${t.goals ?? 0}-${t.points ?? 0}`;

/** Results (newest first) and fixtures (oldest first) of a club, from the public fixture list. */
export function ClubFixtures({ organizationId }: { organizationId: string }) {
  const { t, i18n } = useLingui();
  const [fixtures, setFixtures] = useState<Fixture[] | null>(null);
  useEffect(() => {
    apiGet<{ _embedded: { fixtures: Fixture[] } }>(
      `/fixture?size=100&filter=organization:${encodeURIComponent(organizationId)}`,
    )
      .then((r) => setFixtures(r._embedded.fixtures))
      .catch(() => setFixtures([]));
  }, [organizationId]);
  if (!fixtures || fixtures.length === 0) return null;
  const results = fixtures.filter((f) => f.isResult).sort((a, b) => b.startDate.localeCompare(a.startDate));
  const upcoming = fixtures.filter((f) => !f.isResult).sort((a, b) => a.startDate.localeCompare(b.startDate));
  const list = (items: Fixture[], empty: string, showScore: boolean) =>
    items.length === 0 ? (
      <Text>{empty}</Text>
    ) : (
      <Stack as="ul" gap={2} listStyleType="none">
        {items.map((f) => (
          <Box as="li" key={f.id} borderWidth="1px" borderRadius="md" p={3} data-testid={`fixture-${f.id}`}>
            <Text fontSize="sm" color="fg.muted">
              {formatLongDate(f.startDate, i18n.locale)} · {formatTime(f.startDate)}
              {f.division ? ` · ${f.division.name}` : ''}
            </Text>
            <Text fontWeight="semibold">
              {f.homeTeam.name ?? t`Bye`}
              {showScore ? ` ${side(f.homeTeam)} ` : ' – '}
              {showScore && <Trans>to</Trans>}
              {showScore ? ` ${side(f.awayTeam)} ` : ''}
              {f.awayTeam.name ?? t`Bye`}
            </Text>
            {f.refereeName && (
              <Text fontSize="sm">
                <Trans>Referee: {f.refereeName}</Trans>
              </Text>
            )}
          </Box>
        ))}
      </Stack>
    );
  return (
    <Stack gap={4} as="section" aria-label={t`Results and fixtures`}>
      <Heading as="h2" size="md">
        <Trans>Results</Trans>
      </Heading>
      {list(results, t`no results`, true)}
      <Heading as="h2" size="md">
        <Trans>Fixtures</Trans>
      </Heading>
      {list(upcoming, t`no fixtures`, false)}
    </Stack>
  );
}
