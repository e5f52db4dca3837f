/**
 * Matrix rows and object-level cases: the competitions area's Communications and Managed Leagues tabs
 * (issue 54 item 2; domain/competition/competition-tabs.contract.ts). The lists are an organisation's, for
 * its competition roles; handing a division over or ending a hand-over is for the owner's competition admins
 * only. tests/server/competition-tabs.test.ts proves the receiving side cannot do either.
 */
import { competitionTabsApi as api } from '../../../domain/competition/competition-tabs.contract.ts';
import { orgId } from '../../../server/db/seed/geography.ts';
import { seedId } from '../../../server/db/seed/random.ts';
import type { BolaCase } from './bola.rows.ts';
import { probeOf, REFUSED, type Row } from './matrix.ts';

const AREA = ['competition-admin', 'super-admin'] as const;
const DIVISION = seedId('division', 'wicklow-sfl:1');
const unknown = () => crypto.randomUUID();

export const COMPETITION_TABS_ROWS: Row[] = [
  {
    ...probeOf(api.notificationHistory, (ids) => ({ query: { organization: ids.countyBoard } })),
    allow: AREA,
    why: 'the county’s notification history: competition roles of the county or above',
  },
  {
    ...probeOf(api.managedLeagues, (ids) => ({ query: { organization: ids.countyBoard } })),
    allow: AREA,
    why: 'the county’s managed leagues, both ways: competition roles of the county or above',
  },
  {
    ...probeOf(api.createManagedLeague, () => ({ params: { id: DIVISION } })),
    body: REFUSED,
    allow: AREA,
    ok: 400,
    why: 'hand a division over: COMPETITION of the division’s owner or above, never the receiving side',
  },
  {
    ...probeOf(api.endManagedLeague, () => ({ params: { id: unknown() } })),
    allow: AREA,
    ok: 404,
    why: 'end a hand-over: COMPETITION of its owner (an unknown one is 404 to the area’s roles)',
  },
];

export const COMPETITION_TABS_BOLA_CASES: BolaCase[] = [
  {
    object: 'managed league',
    name: 'a club admin hands the county’s division to their own club',
    as: 'officer',
    method: 'POST',
    path: () => `/api/admin/division/${DIVISION}/managed-league`,
    body: (ids) => ({ organizationId: ids.mainClub }),
    status: 403,
  },
  {
    object: 'managed league',
    name: 'the referee (a match official of the county) hands the county’s division to a club',
    as: 'referee',
    method: 'POST',
    path: () => `/api/admin/division/${DIVISION}/managed-league`,
    body: (ids) => ({ organizationId: ids.mainClub }),
    status: 403,
  },
  {
    object: 'notification history',
    name: 'the Wicklow competition admin reads another county’s notification history',
    as: 'competition-admin',
    method: 'GET',
    path: () => `/api/admin/fixture-notification?organization=${orgId.county('kerry')}`,
    status: 403,
  },
  {
    object: 'managed league',
    name: 'the Wicklow competition admin lists another county’s managed leagues',
    as: 'competition-admin',
    method: 'GET',
    path: () => `/api/admin/managed-league?organization=${orgId.county('kerry')}`,
    status: 403,
  },
];
