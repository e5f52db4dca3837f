/**
 * GET and POST /group/{id}/position (seed 2 §7), PATCH /group/{id}/position/{positionId} to assign or
 * unassign a member, DELETE to remove a custom position; each change is in the group audit log.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { uuidv7 } from 'uuidv7';
import * as v from 'valibot';
import { AssignPositionInput, PositionInput, type GroupPosition } from '../../../domain/team/group.ts';
import type { Db } from '../../db/client.ts';
import { groupMember, groupPosition, person } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { listBody } from '../../http/list.ts';
import { IdParam, INVALID_INPUT, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { loadAccess } from './load-access.ts';
import { audit } from './team.repository.ts';

const PositionParam = v.object({ ...IdParam.entries, positionId: v.pipe(v.string(), v.maxLength(64)) });
const groupId = (c: Context<AppEnv>) => c.req.param('id');

async function positions(db: Db, id: string, positionId?: string): Promise<GroupPosition[]> {
  const rows = await db
    .select({
      id: groupPosition.id,
      name: groupPosition.name,
      personId: groupPosition.personId,
      givenName: person.givenName,
      familyName: person.familyName,
    })
    .from(groupPosition)
    .leftJoin(person, eq(person.id, groupPosition.personId))
    .where(
      and(
        eq(groupPosition.groupId, id),
        isNull(groupPosition.deletedAt),
        positionId ? eq(groupPosition.id, positionId) : undefined,
      ),
    )
    .orderBy(asc(groupPosition.name));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    personId: r.personId,
    personName: r.givenName ? `${r.givenName} ${r.familyName}` : null,
  }));
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
      const id = uuidv7();
      await db.transaction(async (tx) => {
        await tx.insert(groupPosition).values({ id, groupId: a.group.id, name });
        await audit(tx, a.group.id, 'CUSTOM_POSITION_CREATED', principal!.personId, null, { name });
      });
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
      await loadAccess(c, id);
      const [current] = await positions(db, id, positionId);
      if (!current) throw notFound('Position not found');
      const { personId } = c.req.valid('json');
      if (personId) {
        const [m] = await db
          .select({ id: groupMember.id })
          .from(groupMember)
          .where(
            and(
              eq(groupMember.groupId, id),
              eq(groupMember.personId, personId),
              isNull(groupMember.deletedAt),
            ),
          );
        if (!m)
          throw badRequest(INVALID_INPUT, [
            { field: 'personId', message: 'Only a member of the group can hold a position' },
          ]);
      }
      await db.transaction(async (tx) => {
        await tx
          .update(groupPosition)
          .set({ personId, updatedAt: new Date() })
          .where(eq(groupPosition.id, positionId));
        if (current.personId) {
          await audit(tx, id, 'POSITION_UNASSIGNED', principal!.personId, current.personId, {
            name: current.name,
          });
        }
        if (personId)
          await audit(tx, id, 'POSITION_ASSIGNED', principal!.personId, personId, { name: current.name });
      });
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
      await loadAccess(c, id);
      const [current] = await positions(db, id, positionId);
      if (!current) throw notFound('Position not found');
      await db.transaction(async (tx) => {
        await tx
          .update(groupPosition)
          .set({ deletedAt: new Date(), updatedAt: new Date() })
          .where(eq(groupPosition.id, positionId));
        await audit(tx, id, 'CUSTOM_POSITION_DELETED', principal!.personId, null, { name: current.name });
      });
      return c.body(null, 204);
    },
  );
  return app;
}
