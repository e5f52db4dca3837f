/**
 * GET and PUT /api/person/{id}/crbot: a person's CRBOT (beneficial ownership) information.
 * Policy: certification.policy.ts (`crbot.read`: the person, super admins; `crbot.write`: the person, when an
 * executive committee member). SQL in crbot.repository.ts. The PPS number is answered by GET only: PUT
 * answers without it, so it is not kept in stored idempotent replays either. Contracts:
 * domain/vetting/certification.contract.ts.
 */
import { Hono } from 'hono';
import { M, messageText } from '../../../domain/messages.ts';
import { certificationApi } from '../../../domain/vetting/certification.contract.ts';
import { badRequest, notFound, type FieldError } from '../../http/errors.ts';
import { route } from '../../http/contract.ts';
import { INVALID_INPUT } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { findCrbot, saveCrbot } from './crbot.repository.ts';

export function crbotRoutes() {
  const app = new Hono<AppEnv>();

  route(app, certificationApi.crbot, {
    resource: (c) => c.req.param('id'),
    handler: async (c, { params }) => {
      const doc = await findCrbot(c.get('auth').db, params.id);
      if (!doc) throw notFound('No CRBOT information has been filed');
      return doc;
    },
  });

  route(app, certificationApi.fileCrbot, {
    resource: (c) => c.req.param('id'),
    handler: async (c, { params: { id }, body: input }) => {
      const { db, principal } = c.get('auth');
      const mine = new Set(principal!.links.map((l) => l.organizationId));
      const errors: FieldError[] = input.organizations.flatMap((o, i) =>
        mine.has(o.organizationId)
          ? []
          : [
              {
                field: `organizations.${i}.organizationId`,
                message: messageText(M.crbotOrganizationNotYours.id),
                code: M.crbotOrganizationNotYours.id,
              },
            ],
      );
      if (errors.length > 0) throw badRequest(INVALID_INPUT, errors);
      await saveCrbot(db, id, input, new Date());
      const { identityNumber: _pps, ...doc } = (await findCrbot(db, id))!;
      return doc;
    },
  });

  return app;
}
