/**
 * GET /api/me/injury-fund: the caller's (and their dependants') injury fund cover today (issue 53 item 3;
 * contract in domain/injury/pif-cover.contract.ts). Policy `pif.ownCover` (pif-check.routes.ts); the use case
 * is pif-cover.ts.
 */
import { Hono } from 'hono';
import { pifCoverApi } from '../../../domain/injury/pif-cover.contract.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { route } from '../../http/contract.ts';
import { wholeList } from '../../http/list.ts';
import { injuryFundCoverOf } from './pif-cover.ts';

export function myInjuryFundRoutes() {
  const app = new Hono<AppEnv>();
  route(app, pifCoverApi.mine, {
    handler: async (c) => wholeList('injuryFund', await injuryFundCoverOf(c.get('auth'))),
  });
  return app;
}
