/**
 * The competitions area's Communications and Managed Leagues tabs (issue 54 item 2), each call declared once
 * (docs/adr/0022-route-contracts.md): registered by server/services/competition/competition-tabs.routes.ts,
 * called by src/features/competition/admin/communications-tab.tsx and managed-leagues-tab.tsx. The meanings
 * are in communications.ts and managed-league.ts beside this file.
 */
import * as v from 'valibot';
import { defineRoute, pagedList } from '../lib/contract.ts';
import { M } from '../messages.ts';
import { FixtureNotificationRow, NOTIFICATION_PAGE_MAX, NOTIFICATION_PAGE_SIZE } from './communications.ts';
import { ManagedLeague, ManagedLeagueInput, ManagedLeagues } from './managed-league.ts';

const tag = 'competition admin';
const Key = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const IdParam = v.object({ id: Key });
const queryInt = (min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,6}$/, M.integer.id), v.transform(Number))]),
      v.integer(M.integer.id),
      v.minValue(min),
      v.maxValue(max),
    ),
    fallback,
  );

export const competitionTabsApi = {
  notificationHistory: defineRoute({
    method: 'GET',
    path: '/admin/fixture-notification',
    tag,
    summary:
      'The fixture notifications sent for an organisation’s fixtures, newest first (when, fixture, to whom, by whom); a page says whether more follow',
    policy: 'competition.orgRead',
    query: v.object({
      organization: Key,
      page: queryInt(0, 100_000, 0),
      size: queryInt(1, NOTIFICATION_PAGE_MAX, NOTIFICATION_PAGE_SIZE),
    }),
    response: pagedList('notifications', FixtureNotificationRow),
  }),
  managedLeagues: defineRoute({
    method: 'GET',
    path: '/admin/managed-league',
    tag,
    summary:
      'Managed leagues of an organisation: the divisions it hands to others, and those it runs for others (running first)',
    policy: 'competition.orgRead',
    query: v.object({ organization: Key }),
    response: ManagedLeagues,
  }),
  createManagedLeague: defineRoute({
    method: 'POST',
    path: '/admin/division/:id/managed-league',
    tag,
    summary:
      'Hand a division to another organisation to run (its competition admins then manage the division’s fixtures and results); the owner’s competition admins only',
    policy: 'division.handOver',
    params: IdParam,
    body: ManagedLeagueInput,
    status: 201,
    response: ManagedLeague,
  }),
  endManagedLeague: defineRoute({
    method: 'POST',
    path: '/admin/managed-league/:id/end',
    tag,
    summary: 'End a managed league: the division goes back to its owner alone (the owner’s side only)',
    policy: 'managedLeague.end',
    params: IdParam,
    response: ManagedLeague,
  }),
} as const;
