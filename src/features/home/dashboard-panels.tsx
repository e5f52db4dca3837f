/**
 * Dashboard panels read from the device's own data (Dexie), so they work with no signal: teams, upcoming
 * fixtures, results, the 7-day schedule and injuries. A panel with nothing on the device is not shown;
 * panels for features not built yet (announcements, memberships, health questionnaires, approvals,
 * child-safety compliance, risk assessment) are not shown at all rather than faked.
 */
import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ReactNode } from 'react';
import type { FixtureTeam } from '../../../domain/competition/fixture';
import { formatShortDate } from '../../i18n/dates';
import { db } from '../../offline/db';

/** Days of the upcoming-events window (seed 1 §9). */
export const UPCOMING_DAYS = 7;
const PANEL_ITEMS = 5;

function Panel({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Stack
      as="section"
      aria-labelledby={id}
      borderWidth="1px"
      borderRadius="md"
      p={4}
      gap={2}
      data-testid={id}
    >
      <Heading as="h2" size="md" id={id}>
        {title}
      </Heading>
      <Stack as="ul" gap={1} listStyleType="none">
        {children}
      </Stack>
    </Stack>
  );
}

const score = (t: FixtureTeam) => `${t.goals ?? 0}-${t.points ?? 0}`;

function useDashboardData() {
  return useLiveQuery(async () => {
    const now = new Date();
    const nowIso = now.toISOString();
    const until = new Date(now.getTime() + UPCOMING_DAYS * 86_400_000).toISOString();
    const fixtures = (await db.fixtures.orderBy('startDate').toArray()).filter((f) => !f.deleted);
    const events = (await db.events.where('startDate').between(nowIso, until).toArray()).filter(
      (e) => !e.deleted && e.status === 'ACTIVE',
    );
    return {
      teams: (await db.teams.toArray()).filter((t) => !t.deleted),
      upcoming: fixtures.filter((f) => !f.isResult && f.startDate >= nowIso).slice(0, PANEL_ITEMS),
      results: fixtures
        .filter((f) => f.isResult)
        .reverse()
        .slice(0, PANEL_ITEMS),
      events: events.sort((a, b) => a.startDate.localeCompare(b.startDate)).slice(0, PANEL_ITEMS),
      injuries: (await db.injuries.toArray()).filter((r) => !r.deleted).length,
    };
  }, []);
}

export function DashboardPanels() {
  const data = useDashboardData();
  if (!data) return null;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
      {data.teams.length > 0 && (
        <Panel id="panel-teams" title={<Trans>Teams</Trans>}>
          {data.teams.map((t) => (
            <li key={t.id}>
              <Link to="/teams/$groupId" params={{ groupId: t.id }}>
                {t.name}
              </Link>
            </li>
          ))}
        </Panel>
      )}
      {data.upcoming.length > 0 && (
        <Panel id="panel-fixtures" title={<Trans>Fixtures</Trans>}>
          {data.upcoming.map((f) => (
            <li key={f.id}>
              {formatShortDate(f.startDate)} · {f.homeTeam.name ?? '—'} v {f.awayTeam.name ?? '—'}
            </li>
          ))}
        </Panel>
      )}
      {data.results.length > 0 && (
        <Panel id="panel-results" title={<Trans>Results</Trans>}>
          {data.results.map((f) => (
            <li key={f.id}>
              {formatShortDate(f.startDate)} · {f.homeTeam.name ?? '—'} {score(f.homeTeam)} ·{' '}
              {f.awayTeam.name ?? '—'} {score(f.awayTeam)}
            </li>
          ))}
        </Panel>
      )}
      {data.events.length > 0 && (
        <Panel id="panel-schedule" title={<Trans>Schedule (next 7 days)</Trans>}>
          {data.events.map((e) => (
            <li key={e.id}>
              <Link to="/events/$eventId" params={{ eventId: e.id }}>
                {formatShortDate(e.startDate)} · {e.subject} ({e.groupName})
              </Link>
            </li>
          ))}
        </Panel>
      )}
      {data.injuries > 0 && (
        <Panel id="panel-injuries" title={<Trans>Injury fund</Trans>}>
          <li>
            <Text>
              <Trans>{data.injuries} injury records on this device.</Trans>
            </Text>
          </li>
        </Panel>
      )}
    </SimpleGrid>
  );
}
