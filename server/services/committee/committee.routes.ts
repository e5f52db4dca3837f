/**
 * A club's committee (seed 3 §2 "admin committees with Positions and History tabs", §3 "Committee", §5
 * Surveys): GET /api/organization/{id}/committee (positions by rank with their holders, the members who may
 * hold one, the committee check); PUT and DELETE /{id}/committee/position/{positionId}/assignee (assign a
 * member, unassign); POST /{id}/committee/position (a custom position); DELETE
 * /{id}/committee/position/{positionId} (a custom one only); GET /{id}/committee/history (the group audit
 * events, newest first); GET /{id}/committee/check (what keeps a survey from review). Policy:
 * committee.policy.ts (`committee.read`, `.change`: the club's administrators; `.check`: also its survey
 * officers). Use cases: committee-actions.ts; SQL: committee.repository.ts.
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import {
  AssignPositionInput,
  CustomPositionInput,
  type CommitteeAuditDoc,
  type CommitteeAuditEvent,
} from '../../../domain/committee/committee.ts';
import { listQuery } from '../../../domain/lib/list-query.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { guard } from '../../http/guard.ts';
import { listBody } from '../../http/list.ts';
import { IdParam, validate } from '../../http/validate.ts';
import {
  assignPosition,
  committeeCheck,
  committeeDoc,
  createCustomPosition,
  deleteCustomPosition,
  unassignPosition,
} from './committee-actions.ts';
import { historyOf } from './committee.repository.ts';

const PositionParam = v.object({
  ...IdParam.entries,
  positionId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});
const HistoryQuery = listQuery({ maxSize: 100, defaultSize: 100 });
const orgOf = (c: Context<AppEnv>) => c.req.param('id');
const name = (g: string | null, f: string | null) => [g, f].filter(Boolean).join(' ') || null;

export function committeeRoutes() {
  const app = new Hono<AppEnv>();

  app.get(
    '/:id/committee',
    describeRoute({
      tags: ['committee'],
      summary: "The club's committee: positions by rank, members, check",
    }),
    guard('committee.read', orgOf),
    validate('param', IdParam),
    async (c) => c.json(await committeeDoc(c.get('auth').db, c.req.valid('param').id)),
  );

  app.get(
    '/:id/committee/check',
    describeRoute({
      tags: ['committee'],
      summary: "§5: what keeps the club's surveys from review (message ids; empty: it passes)",
    }),
    guard('committee.check', orgOf),
    validate('param', IdParam),
    async (c) => c.json({ missing: await committeeCheck(c.get('auth').db, c.req.valid('param').id) }),
  );

  app.get(
    '/:id/committee/history',
    describeRoute({ tags: ['committee'], summary: 'The committee’s group audit events, newest first' }),
    guard('committee.read', orgOf),
    validate('param', IdParam),
    validate('query', HistoryQuery),
    async (c) => {
      const q = c.req.valid('query');
      const { rows, total } = await historyOf(c.get('auth').db, c.req.valid('param').id, q.page, q.size);
      const items: CommitteeAuditDoc[] = rows.map((r) => ({
        id: r.id,
        event: r.event as CommitteeAuditEvent,
        positionTitle: r.positionTitle,
        actorName: name(r.actorGiven, r.actorFamily),
        subjectName: name(r.subjectGiven, r.subjectFamily),
        createdAt: r.createdAt.toISOString(),
      }));
      return c.json(listBody('events', items, total, q.page, q.size));
    },
  );

  app.put(
    '/:id/committee/position/:positionId/assignee',
    describeRoute({ tags: ['committee'], summary: 'Assign a member of the club to a position' }),
    guard('committee.change', orgOf),
    validate('param', PositionParam),
    validate('json', AssignPositionInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id, positionId } = c.req.valid('param');
      const lang = c.req.header('accept-language');
      await assignPosition(db, principal!.personId, id, positionId, c.req.valid('json').personId, lang);
      return c.json(await committeeDoc(db, id));
    },
  );

  app.delete(
    '/:id/committee/position/:positionId/assignee',
    describeRoute({ tags: ['committee'], summary: 'Leave a position open (unassign its holder)' }),
    guard('committee.change', orgOf),
    validate('param', PositionParam),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id, positionId } = c.req.valid('param');
      const lang = c.req.header('accept-language');
      await unassignPosition(db, principal!.personId, id, positionId, lang);
      return c.json(await committeeDoc(db, id));
    },
  );

  app.post(
    '/:id/committee/position',
    describeRoute({ tags: ['committee'], summary: 'Create a custom position (ranked after the others)' }),
    guard('committee.change', orgOf),
    validate('param', IdParam),
    validate('json', CustomPositionInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id } = c.req.valid('param');
      const lang = c.req.header('accept-language');
      await createCustomPosition(db, principal!.personId, id, c.req.valid('json').title, lang);
      return c.json(await committeeDoc(db, id), 201);
    },
  );

  app.delete(
    '/:id/committee/position/:positionId',
    describeRoute({ tags: ['committee'], summary: 'Delete a custom position (the standard ones stay)' }),
    guard('committee.change', orgOf),
    validate('param', PositionParam),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id, positionId } = c.req.valid('param');
      const lang = c.req.header('accept-language');
      await deleteCustomPosition(db, principal!.personId, id, positionId, lang);
      return c.json(await committeeDoc(db, id));
    },
  );

  return app;
}
