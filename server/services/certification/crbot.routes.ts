/**
 * GET and PUT /api/person/{id}/crbot: a person's CRBOT (beneficial ownership) information.
 * Policy: certification.policy.ts (`crbot.read`: the person, super admins; `crbot.write`: the person, when an
 * executive committee member). SQL in crbot.repository.ts. The PPS number is answered by GET only: PUT
 * answers without it, so it is not kept in stored idempotent replays either.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { M, messageText } from '../../../domain/messages.ts';
import { crbotInput } from '../../../domain/vetting/crbot.ts';
import { badRequest, notFound, type FieldError } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { IdParam, INVALID_INPUT, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { findCrbot, saveCrbot } from './crbot.repository.ts';

const CrbotInput = crbotInput();

export function crbotRoutes() {
  const app = new Hono<AppEnv>();

  app.get(
    '/:id/crbot',
    describeRoute({ tags: ['person'], summary: "The person's CRBOT information (404: none filed yet)" }),
    guard('crbot.read', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => {
      const doc = await findCrbot(c.get('auth').db, c.req.valid('param').id);
      if (!doc) throw notFound('No CRBOT information has been filed');
      return c.json(doc);
    },
  );

  app.put(
    '/:id/crbot',
    describeRoute({
      tags: ['person'],
      summary: 'File CRBOT information (executive committee members, for themselves)',
    }),
    guard('crbot.write', (c) => c.req.param('id')),
    validate('param', IdParam),
    validate('json', CrbotInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
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
      return c.json(doc);
    },
  );

  return app;
}
