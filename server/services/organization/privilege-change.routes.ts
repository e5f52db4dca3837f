/**
 * A club's changes to the FINANCE privilege waiting for consent (issue 48, finding 3), under
 * /api/organization/{id}/privilege-change:
 * - GET ?status=PENDING (default)&page=&size=: newest first, each with whether the caller may decide it;
 * - PATCH /{changeId} `{status: APPROVED | REJECTED, statusReason?}`: another FINANCE holder of the club (not
 *   the requester, not the person it is about, holding FINANCE since before the request), a county
 *   administrator or a super admin decides it (403 otherwise; 409 once decided). One transaction.
 * Policy `organization.privilegeChanges` (organization.policy.ts: the club's administrators and its finance
 * administrators); use cases in privilege-change.ts; SQL in privilege-change.repository.ts. The changes are
 * made by PUT and DELETE /{id}/admin/{personId} (organization-admin.routes.ts).
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { M } from '../../../domain/messages.ts';
import {
  PrivilegeChangeDecisionInput,
  PrivilegeChangeQuery,
} from '../../../domain/organization/privilege-change.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { notFound } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { listBody } from '../../http/list.ts';
import { IdParam, validate } from '../../http/validate.ts';
import { assertNotFrozen } from './frozen.ts';
import { findOrganization } from './organization.repository.ts';
import { changeView, decidePrivilegeChange, deciderOf, directAuthority } from './privilege-change.ts';
import { changesOf } from './privilege-change.repository.ts';

const ChangeParam = v.object({
  ...IdParam.entries,
  changeId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});

const orgOf = (c: Context<AppEnv>) => c.req.param('id');

export function privilegeChangeRoutes() {
  const app = new Hono<AppEnv>();

  app.get(
    '/:id/privilege-change',
    describeRoute({
      tags: ['organization'],
      summary: 'The club’s changes to the finance privilege (pending ones by default), newest first',
    }),
    guard('organization.privilegeChanges', orgOf),
    validate('param', IdParam),
    validate('query', PrivilegeChangeQuery),
    async (c) => {
      const auth = c.get('auth');
      const { id } = c.req.valid('param');
      const { status, page, size } = c.req.valid('query');
      const decider = await deciderOf(
        auth.db,
        auth.principal!,
        id,
        await directAuthority(auth, auth.principal!, id),
      );
      const rows = await changesOf(auth.db, id, status, page, size);
      const items = await Promise.all(
        rows.slice(0, size).map((r) => changeView(auth.db, r.change, decider, r)),
      );
      const total = page * size + items.length + (rows.length > size ? 1 : 0);
      return c.json(listBody('privilegeChanges', items, total, page, size));
    },
  );

  app.patch(
    '/:id/privilege-change/:changeId',
    describeRoute({
      tags: ['organization'],
      summary:
        'Approve or reject a change to the finance privilege (another finance administrator of the club, a county administrator or a super admin)',
    }),
    guard('organization.privilegeChanges', orgOf),
    validate('param', ChangeParam),
    validate('json', PrivilegeChangeDecisionInput),
    async (c) => {
      const auth = c.get('auth');
      const { db, principal } = auth;
      const { id, changeId } = c.req.valid('param');
      const lang = c.req.header('accept-language');
      const direct = await directAuthority(auth, principal!, id);
      const decider = await deciderOf(db, principal!, id, direct);
      const org = await findOrganization(db, id);
      if (!org) throw notFound(M.notFound.message);
      assertNotFrozen(c, org);
      const acting = { organizationId: id, clubName: org.name, actorId: principal!.personId!, direct };
      const row = await decidePrivilegeChange(db, acting, decider, changeId, c.req.valid('json'), lang);
      return c.json(await changeView(db, row, decider));
    },
  );

  return app;
}
