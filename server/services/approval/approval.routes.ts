/**
 * GET /api/me/approvals: the approvals awaiting the caller (issue 53 item 3; contract in
 * domain/approval/approval.contract.ts). Policy approval.policy.ts (`approval.own`); the use case is
 * approvals.ts, each source's SQL in its own repository beside it.
 */
import { Hono } from 'hono';
import { approvalApi } from '../../../domain/approval/approval.contract.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { route } from '../../http/contract.ts';
import { wholeList } from '../../http/list.ts';
import { approvalsOf } from './approvals.ts';

export function myApprovalRoutes() {
  const app = new Hono<AppEnv>();
  route(app, approvalApi.list, {
    handler: async (c) => wholeList('approvals', await approvalsOf(c.get('auth'))),
  });
  return app;
}
