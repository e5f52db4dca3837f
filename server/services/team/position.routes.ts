/**
 * GET and POST /group/{id}/position (seed 2 §7), PATCH /group/{id}/position/{positionId} to assign or
 * unassign a member, DELETE to remove a custom position; each change is in the group audit log.
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { AssignPositionInput, PositionInput } from '../../../domain/team/group.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { listBody } from '../../http/list.ts';
import { IdParam, INVALID_INPUT, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { loadAccess } from './load-access.ts';
import {
  assignPosition,
  deletePosition,
  insertPosition,
  isActiveMember,
  positions,
} from './position.repository.ts';

const PositionParam = v.object({ ...IdParam.entries, positionId: v.pipe(v.string(), v.maxLength(64)) });
const groupId = (c: Context<AppEnv>) => c.req.param('id');

/** A position of the group, once the caller's access to the group is loaded; 404 when it has none such. */
async function positionOf(c: Context<AppEnv>, id: string, positionId: string) {
  await loadAccess(c, id);
  const [current] = await positions(c.get('auth').db, id, positionId);
  if (!current) throw notFound('Position not found');
  return current;
}

export function positionRoutes() {
  const app = new Hono<AppEnv>();
  app.get(
    '/:id/position',
    describeRoute({ tags: ['group'], summary: 'Positions of the group and who holds them' }),
    guard('group.members', groupId),
    validate('param', IdParam),
    async (c) => {
      const a = await loadAccess(c, c.req.valid('param').id);
      const list = await positions(c.get('auth').db, a.group.id);
      return c.json(listBody('positions', list, list.length, 0, Math.max(list.length, 1)));
    },
  );

  app.post(
    '/:id/position',
    describeRoute({ tags: ['group'], summary: 'Create a custom position (audit: custom position created)' }),
    guard('group.manageMembers', groupId),
    validate('param', IdParam),
    validate('json', PositionInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const a = await loadAccess(c, c.req.valid('param').id);
      const { name } = c.req.valid('json');
      const id = await insertPosition(db, a.group.id, name, principal!.personId);
      return c.json((await positions(db, a.group.id, id))[0], 201);
    },
  );

  app.patch(
    '/:id/position/:positionId',
    describeRoute({ tags: ['group'], summary: 'Assign a member to a position, or unassign (personId null)' }),
    guard('group.manageMembers', groupId),
    validate('param', PositionParam),
    validate('json', AssignPositionInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id, positionId } = c.req.valid('param');
      const current = await positionOf(c, id, positionId);
      const { personId } = c.req.valid('json');
      if (personId && !(await isActiveMember(db, id, personId))) {
        throw badRequest(INVALID_INPUT, [
          { field: 'personId', message: 'Only a member of the group can hold a position' },
        ]);
      }
      await assignPosition(db, id, current, personId, principal!.personId);
      return c.json((await positions(db, id, positionId))[0]);
    },
  );

  app.delete(
    '/:id/position/:positionId',
    describeRoute({ tags: ['group'], summary: 'Delete a custom position (audit: custom position deleted)' }),
    guard('group.manageMembers', groupId),
    validate('param', PositionParam),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id, positionId } = c.req.valid('param');
      const current = await positionOf(c, id, positionId);
      await deletePosition(db, id, current, principal!.personId);
      return c.body(null, 204);
    },
  );
  return app;
}
