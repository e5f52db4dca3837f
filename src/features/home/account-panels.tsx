/**
 * Dashboard panels with the person's data from the server (seed 1 §2 /user-home): announcements (the latest
 * messages sent to them), their and their dependants' memberships, their groups, and approvals awaiting
 * them (GET /api/me/approvals: lazy-panels.tsx, admin/approvals-panel.tsx). Each is read when online and shown only when it has something: offline,
 * or when a request fails, the panel is simply not there (the device-data panels still are).
 */
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { EventDoc } from '../../../domain/event/event';
import { groupListPath, type Group } from '../../../domain/team/group';
import { useStatusLabels } from '../../components/status-labels';
import { formatShortDate } from '../../i18n/dates';
import { useApiGet } from '../../lib/use-api-get';
import { useOnline } from '../../lib/use-online';
import { AccountAdminPanels } from './lazy-panels';
import { Panel } from './panel';

const ANNOUNCEMENTS = 5;

interface MembershipRow {
  id: string;
  name: string;
  season: number;
  association: string;
  membershipStatus: string;
  optionName: string | null;
}

/** The list's items once loaded; nothing while loading, offline or after an error. */
function useList<T>(path: string | null, key: string): T[] {
  const online = useOnline();
  const res = useApiGet<{ _embedded: Record<string, T[]> }>(online ? path : null);
  return res.status === 'ok' ? (res.data._embedded[key] ?? []) : [];
}

/** The latest messages sent to the person, up to now (the schedule panel shows what is coming). */
export function announcementsPath(now: Date): string {
  const filter = `recipient:me,until:${now.toISOString()}`;
  return `/message?filter=${encodeURIComponent(filter)}&sort=${encodeURIComponent('startDate,desc')}&size=${ANNOUNCEMENTS}`;
}

/** The memberships of the newest season among them (older seasons are on the profile's history tab). */
export function currentMemberships<T extends { season: number }>(rows: T[]): T[] {
  const newest = Math.max(...rows.map((r) => r.season));
  return rows.filter((r) => r.season === newest);
}

export function AccountPanels({ now }: { now: Date }) {
  const statuses = useStatusLabels();
  const messages = useList<EventDoc>(announcementsPath(now), 'messages');
  const memberships = useList<MembershipRow>('/membership?size=1000', 'memberships');
  const groups = useList<Group>(groupListPath('member:me'), 'groups').filter(
    (g) => g.additionalType !== 'Team',
  );
  return (
    <>
      {messages.length > 0 && (
        <Panel id="panel-announcements" title={<Trans>Announcements</Trans>}>
          {messages.map((e) => (
            <li key={e.id}>
              <Link to="/events/$eventId" params={{ eventId: e.id }}>
                {formatShortDate(e.startDate)} · {e.subject} ({e.groupName})
              </Link>
            </li>
          ))}
        </Panel>
      )}
      {memberships.length > 0 && (
        <Panel id="panel-memberships" title={<Trans>Memberships</Trans>}>
          {currentMemberships(memberships).map((m) => (
            <li key={m.id}>
              {m.name} · {m.season} · {m.optionName ?? m.association}:{' '}
              {statuses[m.membershipStatus] ?? m.membershipStatus}
            </li>
          ))}
        </Panel>
      )}
      {groups.length > 0 && (
        <Panel id="panel-groups" title={<Trans>Groups</Trans>}>
          {groups.map((g) => (
            <li key={g.id}>
              <Link to="/teams/$groupId" params={{ groupId: g.id }}>
                {g.name}
              </Link>
            </li>
          ))}
        </Panel>
      )}
      <AccountAdminPanels />
    </>
  );
}
