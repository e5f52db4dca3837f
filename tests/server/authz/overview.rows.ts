/**
 * Matrix rows: the competitions area's read-only overviews (issue 54 item 2: Competitions View and Pools
 * tabs). Competition roles over the organisation named in the path (or above it) and super admins; the BOLA
 * cases ask for another county's (tests/server/competition-overview.test.ts checks the answers' contents).
 */
import { overviewApi } from '../../../domain/competition/overview/overview.contract.ts';
import { orgId } from '../../../server/db/seed/geography.ts';
import type { BolaCase } from './bola.rows.ts';
import { probeOf, type Row } from './matrix.ts';

const AREA = ['competition-admin', 'super-admin'] as const;

export const OVERVIEW_ROWS: Row[] = [
  {
    ...probeOf(overviewApi.competitionView, (ids) => ({ params: { orgId: ids.countyBoard } })),
    allow: AREA,
    why: 'competition roles over the organisation',
  },
  {
    ...probeOf(overviewApi.poolUsage, (ids) => ({ params: { orgId: ids.countyBoard } })),
    allow: AREA,
    why: 'competition roles over the organisation',
  },
];

export const OVERVIEW_BOLA_CASES: BolaCase[] = [
  {
    object: 'competitions view',
    name: 'a county’s competition admin reads another county’s competitions view',
    as: 'competition-admin',
    method: 'GET',
    path: () => `/api/admin/organization/${orgId.county('kerry')}/competition-view`,
    status: 403,
  },
  {
    object: 'pool usage',
    name: 'a county’s competition admin reads another county’s pools',
    as: 'competition-admin',
    method: 'GET',
    path: () => `/api/admin/organization/${orgId.county('kerry')}/pool-usage`,
    status: 403,
  },
];
