/**
 * GET /api/admin/organization/{orgId}/competition-view and …/pool-usage: the competitions area's Competitions
 * View and Pools tabs (overview.ts says what they show). Competition roles over the organisation (or above
 * it) only: `competition.overview`. Registered by server/services/competition/overview.routes.ts.
 */
import * as v from 'valibot';
import { defineRoute, pagedList } from '../../lib/contract.ts';
import { listQuery } from '../../lib/list-query.ts';
import { CompetitionOverview, OVERVIEW_MAX_PAGE_SIZE, OVERVIEW_PAGE_SIZE, PoolUsage } from './overview.ts';

const tag = 'competition admin';
const params = v.object({ orgId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });
const query = listQuery({ maxSize: OVERVIEW_MAX_PAGE_SIZE, defaultSize: OVERVIEW_PAGE_SIZE });

export const overviewApi = {
  competitionView: defineRoute({
    method: 'GET',
    path: '/admin/organization/:orgId/competition-view',
    tag,
    summary:
      'Competitions View: the organisation’s competitions (filters season, status; not deleted) with their divisions, teams, fixtures played of the total, results awaiting confirmation and next fixture',
    policy: 'competition.overview',
    params,
    query,
    response: pagedList('competitions', CompetitionOverview),
  }),
  poolUsage: defineRoute({
    method: 'GET',
    path: '/admin/organization/:orgId/pool-usage',
    tag,
    summary:
      'Pools: the organisation’s venue and match-official pools (filter kind) with the competitions that use each and whether it may be deleted',
    policy: 'competition.overview',
    params,
    query,
    response: pagedList('pools', PoolUsage),
  }),
} as const;
