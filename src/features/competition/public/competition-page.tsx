import { Box, Heading, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { PublicCompetition, PublicDivision } from '../../../../domain/competition/public-competition';
import { competitionApiPath } from '../../../../domain/competition/public-competition';
import { resultsAndFixtures } from '../../../../domain/organization/public-page';
import { publicGetDated } from '../../../api/client';
import { FixtureDays } from '../../../components/fixture-list';
import { formatShortDate, formatTime } from '../../../i18n/dates';
import { useOnline } from '../../../lib/use-online';
import { AppLink } from '../../../public/app-link';
import { KnockoutBracket } from './knockout-bracket';
import { LeagueTable } from './league-table';
import { Loading } from '../../../components/loading';
import { FollowButton } from '../../../components/follow/lazy';

const route = getRouteApi('/competition/$competitionId');

type Loaded = { competition: PublicCompetition; date: Date | null };

/**
 * /competition/{id}: a competition's public page (issue 21 item 8) — its table, bracket, fixtures and results.
 * Read without a token, so the service worker keeps the answer (network first) and a page seen once opens
 * with no signal; offline, the page says when the copy it shows was sent.
 */
export function CompetitionPage() {
  const { competitionId } = route.useParams();
  const [state, setState] = useState<{ id: string; data: Loaded | 'missing' } | null>(null);
  const data = state?.id === competitionId ? state.data : null;
  const online = useOnline();

  useEffect(() => {
    let live = true;
    publicGetDated<PublicCompetition>(competitionApiPath(competitionId))
      .then(({ body, date }) => live && setState({ id: competitionId, data: { competition: body, date } }))
      .catch(() => live && setState({ id: competitionId, data: 'missing' }));
    return () => {
      live = false;
    };
  }, [competitionId]);

  const name = data && data !== 'missing' ? data.competition.name : null;
  useEffect(() => {
    if (name) document.title = [name, 'Páirc'].join(' · ');
  }, [name]);

  if (data === null) return <Loading />;
  if (data === 'missing') return <CompetitionNotFound />;
  return <CompetitionView competition={data.competition} offlineSince={online ? null : data.date} />;
}

export function CompetitionNotFound() {
  return (
    <Box>
      <Heading as="h1" size="xl">
        <Trans>Competition not found</Trans>
      </Heading>
      <Text>
        <Trans>This competition could not be found. It may not be published yet: check the address.</Trans>
      </Text>
    </Box>
  );
}

/**
 * The table counting results that await confirmation (issue 54 item 1), beside the confirmed one and headed
 * as provisional, so the table never contradicts the results listed below it (each marked "awaiting
 * confirmation"). `data-awaiting` says how many it adds. No sentence of its own: every string here is in the
 * catalog every signed-in first route loads (tests/bundle-budget.json).
 */
function ProvisionalTable({
  division: d,
  rows,
  count,
}: {
  division: PublicDivision;
  rows: PublicDivision['table'];
  count: number;
}) {
  const { t } = useLingui();
  return (
    <Box
      as="section"
      aria-labelledby={`provisional-${d.id}`}
      data-testid="provisional-standing"
      data-awaiting={count}
    >
      <Heading as="h2" size="lg" mb={2} id={`provisional-${d.id}`}>
        <Trans>Provisional table</Trans>
      </Heading>
      {/* The heading's words, then the division (one string fewer in the catalog every page loads). */}
      <LeagueTable rows={rows} caption={`${t`Provisional table`}: ${d.name}`} testId="provisional-table" />
    </Box>
  );
}

function DivisionView({ division: d }: { division: PublicDivision }) {
  const { t } = useLingui();
  const { results, fixtures } = resultsAndFixtures(d.fixtures);
  const names = new Map<string, string>();
  for (const f of d.fixtures)
    for (const side of [f.homeTeam, f.awayTeam]) if (side.id && side.name) names.set(side.id, side.name);
  for (const r of d.table) names.set(r.teamId, r.name);
  const teamName = (id: string) => names.get(id) ?? t`To be decided`;
  const showsTable = d.format !== 'CUP' && d.table.length > 0;
  return (
    <Stack gap={6}>
      {showsTable && (
        <Box as="section" aria-labelledby={`table-${d.id}`}>
          <Heading as="h2" size="lg" mb={2} id={`table-${d.id}`}>
            <Trans>League table</Trans>
          </Heading>
          <LeagueTable rows={d.table} caption={t`League table: ${d.name}`} />
        </Box>
      )}
      {showsTable && d.provisionalTable && (
        <ProvisionalTable division={d} rows={d.provisionalTable} count={d.awaitingConfirmation ?? 0} />
      )}
      {d.bracket && d.bracket.length > 0 && (
        <Box as="section" aria-labelledby={`bracket-${d.id}`}>
          <Heading as="h2" size="lg" mb={2} id={`bracket-${d.id}`}>
            <Trans>Knockout</Trans>
          </Heading>
          <KnockoutBracket rounds={d.bracket} teamName={teamName} fixtures={d.fixtures} />
        </Box>
      )}
      <Box as="section" aria-labelledby={`fixtures-${d.id}`}>
        <Heading as="h2" size="lg" mb={2} id={`fixtures-${d.id}`}>
          <Trans>Fixtures</Trans>
        </Heading>
        <FixtureDays groups={fixtures} empty={t`no fixtures`} context="competition" />
      </Box>
      <Box as="section" aria-labelledby={`results-${d.id}`}>
        <Heading as="h2" size="lg" mb={2} id={`results-${d.id}`}>
          <Trans>Results</Trans>
        </Heading>
        <FixtureDays groups={results} empty={t`no results`} context="competition" />
      </Box>
    </Stack>
  );
}

/**
 * The competition page's body, drawn by the app and by the server's document: with more than one division, a
 * tab per division (`allPanels` draws every panel, for the document: readable without JavaScript).
 * `offlineSince`: the page shows a copy kept for offline use, sent by the server at that time.
 */
export function CompetitionView(props: {
  competition: PublicCompetition;
  allPanels?: boolean;
  offlineSince?: Date | null;
}) {
  const { competition: c, allPanels = false, offlineSince } = props;
  const { t } = useLingui();
  const first = c.divisions[0];
  const organiser = c.organization.name;
  return (
    <Stack gap={6}>
      <Stack gap={1}>
        <Heading as="h1" size="2xl">
          {c.name}
        </Heading>
        <Text color="fg.muted">
          <Trans>
            Season {c.season} · organised by{' '}
            <Link asChild colorPalette="green">
              <AppLink href={`/organization/${encodeURIComponent(c.organization.id)}`}>{organiser}</AppLink>
            </Link>
          </Trans>
        </Text>
        <FollowButton kind="COMPETITION" targetId={c.id} name={c.name} />
      </Stack>
      {offlineSince && (
        <Text
          role="status"
          borderWidth="1px"
          borderRadius="md"
          p={3}
          bg="bg.muted"
          data-testid="offline-copy"
        >
          <Trans>
            You are offline: showing the copy from {formatShortDate(offlineSince)} at{' '}
            {formatTime(offlineSince)}.
          </Trans>
        </Text>
      )}
      {c.divisions.length === 0 && (
        <Text>
          <Trans>This competition has no divisions yet.</Trans>
        </Text>
      )}
      {c.divisions.length === 1 && first && <DivisionView division={first} />}
      {c.divisions.length > 1 && first && (
        <Tabs.Root defaultValue={first.id} variant="line" lazyMount={!allPanels}>
          <Tabs.List aria-label={t`Divisions`}>
            {c.divisions.map((d) => (
              <Tabs.Trigger key={d.id} value={d.id}>
                {d.name}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {c.divisions.map((d) => (
            <Tabs.Content key={d.id} value={d.id}>
              <DivisionView division={d} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </Stack>
  );
}
