/**
 * Dashboard panels read from the device's own data (Dexie), so they work with no signal: teams, upcoming
 * fixtures, results and the 7-day schedule. A panel with nothing on the device is not shown. Panels from the
 * server (announcements, memberships, groups, approvals awaiting, and for a club's survey officers
 * child-safety compliance and risk assessment) are in account-panels.tsx. Health questionnaires due today are
 * among the approvals awaiting (kind HEALTH_QUESTIONNAIRE); the person's own questionnaires and their injury
 * fund cover are panels of the lazy chunk (admin/health-panel.tsx, admin/injury-fund-panel.tsx).
 */
import { SimpleGrid } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { FixtureTeam } from '../../../domain/competition/fixture';
import { formatShortDate } from '../../i18n/dates';
import { db } from '../../offline/db';
import { AccountPanels } from './account-panels';
import { Panel } from './panel';

/** Days of the upcoming-events window (seed 1 §9). */
export const UPCOMING_DAYS = 7;
const PANEL_ITEMS = 5;

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
    };
  }, []);
}

export function DashboardPanels() {
  const data = useDashboardData();
  // One instant per visit, so the announcements request stays the same across renders.
  const [now] = useState(() => new Date());
  if (!data) return null;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
      <AccountPanels now={now} />
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
    </SimpleGrid>
  );
}
