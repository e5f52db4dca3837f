/**
 * GET, POST, DELETE and PATCH /api/fixture/{id}/official: a fixture's officials and their availability.
 * Policy: officials.policy.ts (`fixture.listOfficials`, `.appointOfficials`, `.setAvailability`).
 * Use cases in officials.ts; SQL in officials.repository.ts and fixture.repository.ts.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  AppointOfficialsInput,
  OfficialRef,
  SetAvailabilityInput,
} from '../../../domain/competition/officials.ts';
import { guard } from '../../http/guard.ts';
import { notFound } from '../../http/errors.ts';
import { IdParam, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { appointOfficials, dismissOfficial, setAvailability } from './officials.ts';
import { fixtureDoc } from './record-score.ts';

/**
 * Seed 2 §7 "Fixture officials: POST, GET, DELETE, PATCH /fixture/{id}/official" (mounted under /fixture).
 * GET answers the officials with their availability; POST appoints (409 "Duplicate officials added");
 * DELETE removes one (query personId and type); PATCH sets availability (an official: their own only).
 */
export function officialsRoutes(publicUrl: string) {
  const app = new Hono<AppEnv>();
  const id = (c: { req: { param(name: 'id'): string } }) => c.req.param('id');

  app.get(
    '/:id/official',
    describeRoute({ tags: ['fixture'], summary: "A fixture's officials with their availability" }),
    guard('fixture.listOfficials', id),
    validate('param', IdParam),
    async (c) => {
      const doc = await fixtureDoc(c.get('auth').db, c.req.valid('param').id);
      if (!doc) throw notFound('Fixture not found');
      return c.json(doc.officials ?? []);
    },
  );

  app.post(
    '/:id/official',
    describeRoute({
      tags: ['fixture'],
      summary:
        'Appoint officials (match-official or competition admins); 409 when duplicate officials are added',
    }),
    guard('fixture.appointOfficials', id),
    validate('param', IdParam),
    validate('json', AppointOfficialsInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const doc = await appointOfficials(db, principal, c.req.valid('param').id, c.req.valid('json'), {
        publicUrl,
      });
      return c.json(doc, 201);
    },
  );

  app.delete(
    '/:id/official',
    describeRoute({ tags: ['fixture'], summary: 'Remove an official (query personId, type)' }),
    guard('fixture.appointOfficials', id),
    validate('param', IdParam),
    validate('query', OfficialRef),
    async (c) => {
      const { db, principal } = c.get('auth');
      await dismissOfficial(db, principal, c.req.valid('param').id, c.req.valid('query'));
      return c.body(null, 204);
    },
  );

  app.patch(
    '/:id/official',
    describeRoute({
      tags: ['fixture'],
      summary: "Set an official's availability (PENDING, CONFIRMED, NOT_AVAILABLE); officials set their own",
    }),
    guard('fixture.setAvailability', id),
    validate('param', IdParam),
    validate('json', SetAvailabilityInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const outcome = await setAvailability(db, principal, c.req.valid('param').id, c.req.valid('json'));
      return c.json(outcome.doc);
    },
  );
  return app;
}
