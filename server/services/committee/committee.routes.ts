/**
 * A club's committee (seed 3 §2 "admin committees with Positions and History tabs", §3 "Committee", §5
 * Surveys): GET /api/organization/{id}/committee (positions by rank with their holders, the members who may
 * hold one, the committee check); PUT and DELETE /{id}/committee/position/{positionId}/assignee (assign a
 * member, unassign); POST /{id}/committee/position (a custom position); DELETE
 * /{id}/committee/position/{positionId} (a custom one only); GET /{id}/committee/history (the group audit
 * events, newest first); GET /{id}/committee/check (what keeps a survey from review). Policy:
 * committee.policy.ts (`committee.read`, `.change`: the club's administrators; `.check`: also its survey
 * officers). Contracts: domain/committee/committee.contract.ts. Use cases: committee-actions.ts; SQL:
 * committee.repository.ts.
 */
import { Hono, type Context } from 'hono';
import type { CommitteeAuditDoc, CommitteeAuditEvent } from '../../../domain/committee/committee.ts';
import { committeeApi } from '../../../domain/committee/committee.contract.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { route } from '../../http/contract.ts';
import { listBody } from '../../http/list.ts';
import {
  assignPosition,
  committeeCheck,
  committeeDoc,
  createCustomPosition,
  deleteCustomPosition,
  unassignPosition,
} from './committee-actions.ts';
import { historyOf } from './committee.repository.ts';

const orgOf = (c: Context<AppEnv>) => c.req.param('id');
const name = (g: string | null, f: string | null) => [g, f].filter(Boolean).join(' ') || null;

export function committeeRoutes() {
  const app = new Hono<AppEnv>();

  route(app, committeeApi.committee, {
    resource: orgOf,
    handler: async (c, { params }) => committeeDoc(c.get('auth').db, params.id),
  });

  route(app, committeeApi.check, {
    resource: orgOf,
    handler: async (c, { params }) => ({ missing: await committeeCheck(c.get('auth').db, params.id) }),
  });

  route(app, committeeApi.history, {
    resource: orgOf,
    handler: async (c, { params, query: q }) => {
      const { rows, total } = await historyOf(c.get('auth').db, params.id, q.page, q.size);
      const items: CommitteeAuditDoc[] = rows.map((r) => ({
        id: r.id,
        event: r.event as CommitteeAuditEvent,
        positionTitle: r.positionTitle,
        actorName: name(r.actorGiven, r.actorFamily),
        subjectName: name(r.subjectGiven, r.subjectFamily),
        createdAt: r.createdAt.toISOString(),
      }));
      return listBody('events', items, total, q.page, q.size);
    },
  });

  route(app, committeeApi.assign, {
    resource: orgOf,
    handler: async (c, { params: { id, positionId }, body }) => {
      const { db, principal } = c.get('auth');
      const lang = c.req.header('accept-language');
      await assignPosition(db, principal!.personId, id, positionId, body.personId, lang);
      return committeeDoc(db, id);
    },
  });

  route(app, committeeApi.unassign, {
    resource: orgOf,
    handler: async (c, { params: { id, positionId } }) => {
      const { db, principal } = c.get('auth');
      const lang = c.req.header('accept-language');
      await unassignPosition(db, principal!.personId, id, positionId, lang);
      return committeeDoc(db, id);
    },
  });

  route(app, committeeApi.createPosition, {
    resource: orgOf,
    handler: async (c, { params: { id }, body }) => {
      const { db, principal } = c.get('auth');
      const lang = c.req.header('accept-language');
      await createCustomPosition(db, principal!.personId, id, body.title, lang);
      return committeeDoc(db, id);
    },
  });

  route(app, committeeApi.deletePosition, {
    resource: orgOf,
    handler: async (c, { params: { id, positionId } }) => {
      const { db, principal } = c.get('auth');
      const lang = c.req.header('accept-language');
      await deleteCustomPosition(db, principal!.personId, id, positionId, lang);
      return committeeDoc(db, id);
    },
  });

  return app;
}
