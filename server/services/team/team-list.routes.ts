/**
 * A team list's calls, registered against their contracts (domain/team/team-list.contract.ts): the person
 * search, add / change role / remove a member, and deleting the group. Each change goes through the same
 * functions as the sync operations (team-list.ts), and each is in the group audit log. Club admins see each
 * children's-group staff row's vetting standing (member-vetting.ts).
 */
import { Hono, type Context } from 'hono';
import { teamListApi } from '../../../domain/team/team-list.contract.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { route } from '../../http/contract.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { listBody } from '../../http/list.ts';
import { loadAccess } from './load-access.ts';
import { memberVetting } from './member-vetting.ts';
import { toMemberRow } from './team.dto.ts';
import { addPersonToGroup, changeMemberRole, removeMemberFromGroup } from './team-list.ts';
import { addablePeople, audit, findMember, membersOf, softDeleteGroup } from './team.repository.ts';

const groupId = (c: Context<AppEnv>) => c.req.param('id');

export function teamListRoutes() {
  const app = new Hono<AppEnv>();

  route(app, teamListApi.personSearch, {
    resource: groupId,
    handler: async (c, { params, query: q }) => {
      const a = await loadAccess(c, params.id);
      const rows = await addablePeople(c.get('auth').db, a.group, q.search ?? '', q.size);
      return listBody('persons', rows, rows.length, 0, q.size);
    },
  });

  route(app, teamListApi.addMember, {
    resource: groupId,
    handler: async (c, { params, body }) => {
      const { db, principal } = c.get('auth');
      const a = await loadAccess(c, params.id);
      const lang = c.req.header('accept-language');
      if (!(await addPersonToGroup(db, principal!.personId, a, body.personId, body.role, lang)))
        throw conflict('This person is already a member of the group');
      const row = (await membersOf(db, [a.group.id])).find((m) => m.personId === body.personId)!;
      // Adding unvetted staff to a children's team is allowed: the answer carries the warning.
      return toMemberRow(row, a.canSeeMedical, await memberVetting(db, a, [row]));
    },
  });

  route(app, teamListApi.updateMember, {
    resource: groupId,
    handler: async (c, { params: { id, memberId }, body }) => {
      const { db, principal } = c.get('auth');
      const a = await loadAccess(c, id);
      const m = await findMember(db, id, memberId);
      if (!m) throw notFound('Member not found');
      await changeMemberRole(db, principal!.personId, id, m, body.role);
      const row = (await membersOf(db, [id])).find((x) => x.id === memberId)!;
      return toMemberRow(row, a.canSeeMedical, await memberVetting(db, a, [row]));
    },
  });

  route(app, teamListApi.removeMember, {
    resource: groupId,
    handler: async (c, { params: { id, memberId } }) => {
      const { db, principal } = c.get('auth');
      await loadAccess(c, id);
      const m = await findMember(db, id, memberId);
      if (!m) throw notFound('Member not found');
      await removeMemberFromGroup(db, principal!.personId, id, m);
    },
  });

  route(app, teamListApi.deleteGroup, {
    resource: groupId,
    handler: async (c, { params: { id } }) => {
      const { db, principal } = c.get('auth');
      await loadAccess(c, id);
      await softDeleteGroup(db, id);
      await audit(db, id, 'GROUP_DELETED', principal!.personId);
    },
  });

  return app;
}
