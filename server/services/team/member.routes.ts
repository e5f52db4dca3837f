/**
 * Members of a group (seed 2 §7): GET /group/{id}/member, GET /group/{id}/member/{memberId}, and joining or
 * leaving oneself. Adding, changing and removing members and the person search are team-list.routes.ts
 * (contracts). Each change is in the group audit log. Club admins see each children's-group
 * staff row's vetting standing (member-vetting.ts).
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { listQuery } from '../../../domain/lib/list-query.ts';
import { GROUP_MEMBER_PAGE_MAX } from '../../../domain/team/group.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { listBody } from '../../http/list.ts';
import { IdParam, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { loadAccess } from './load-access.ts';
import { releasePositions } from './position.repository.ts';
import { memberVetting } from './member-vetting.ts';
import { toMemberRow } from './team.dto.ts';
import { addMember, audit, membersOf, removeMember, touchGroup } from './team.repository.ts';

const MemberListQuery = listQuery({ maxSize: GROUP_MEMBER_PAGE_MAX, defaultSize: GROUP_MEMBER_PAGE_MAX });
const MemberParam = v.object({ ...IdParam.entries, memberId: v.pipe(v.string(), v.maxLength(64)) });
const groupId = (c: Context<AppEnv>) => c.req.param('id');

export function memberRoutes() {
  const app = new Hono<AppEnv>();

  app.get(
    '/:id/member',
    describeRoute({
      tags: ['group'],
      summary: 'The members table (medical columns only for roles that may see them; size up to 500)',
    }),
    guard('group.members', groupId),
    validate('param', IdParam),
    validate('query', MemberListQuery),
    async (c) => {
      const a = await loadAccess(c, c.req.valid('param').id);
      const q = c.req.valid('query');
      const { db } = c.get('auth');
      const all = await membersOf(db, [a.group.id]);
      const page = all.slice(q.page * q.size, (q.page + 1) * q.size);
      const vetting = await memberVetting(db, a, page);
      const rows = page.map((m) => toMemberRow(m, a.canSeeMedical, vetting));
      return c.json(listBody('members', rows, all.length, q.page, q.size));
    },
  );

  app.get(
    '/:id/member/:memberId',
    describeRoute({ tags: ['group'], summary: 'One member of the group' }),
    guard('group.members', groupId),
    validate('param', MemberParam),
    async (c) => {
      const { id, memberId } = c.req.valid('param');
      const a = await loadAccess(c, id);
      const { db } = c.get('auth');
      const row = (await membersOf(db, [id])).find((m) => m.id === memberId);
      if (!row) throw notFound('Member not found');
      return c.json(toMemberRow(row, a.canSeeMedical, await memberVetting(db, a, [row])));
    },
  );

  app.post(
    '/:id/self',
    describeRoute({ tags: ['group'], summary: 'Join the group oneself, as a player (groups that allow it)' }),
    guard('group.selfJoin', groupId),
    validate('param', IdParam),
    async (c) => {
      const { db, principal } = c.get('auth');
      const a = await loadAccess(c, c.req.valid('param').id);
      const me = principal!.personId!;
      if (!(await addMember(db, a.group.id, me, 'PLAYER')))
        throw conflict('You are already a member of this group');
      await audit(db, a.group.id, 'MEMBER_ADDED', me, me, { role: 'PLAYER', self: true });
      await touchGroup(db, a.group.id);
      const row = (await membersOf(db, [a.group.id])).find((m) => m.personId === me)!;
      return c.json(toMemberRow(row, a.canSeeMedical, await memberVetting(db, a, [row])), 201);
    },
  );

  app.delete(
    '/:id/self',
    describeRoute({ tags: ['group'], summary: 'Leave the group oneself (groups that allow it)' }),
    guard('group.selfLeave', groupId),
    validate('param', IdParam),
    async (c) => {
      const { db, principal } = c.get('auth');
      const a = await loadAccess(c, c.req.valid('param').id);
      const me = principal!.personId!;
      const mine = (await membersOf(db, [a.group.id])).find((m) => m.personId === me);
      if (!mine) throw notFound('Member not found');
      await removeMember(db, mine.id);
      await releasePositions(db, a.group.id, me, me);
      await audit(db, a.group.id, 'MEMBER_REMOVED', me, me, { self: true });
      await touchGroup(db, a.group.id);
      return c.body(null, 204);
    },
  );

  return app;
}
