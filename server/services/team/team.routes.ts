/**
 * Seed 2 §7 Groups: GET/POST /group, GET/PUT/DELETE /group/{id}, GET /group/{id}/audit-log; members and
 * person search in member.routes.ts, positions in position.routes.ts, the PDFs in teamsheet.routes.ts.
 * requireAccess first (team.policy.ts), then validation.
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { listQuery, parseFilter } from '../../../domain/lib/list-query.ts';
import { TEAM_MESSAGES } from '../../../domain/team/messages.ts';
import { GROUP_PAGE_MAX, GROUP_PAGE_SIZE, GroupInput } from '../../../domain/team/group.ts';
import { requireAccess } from '../../auth/access.ts';
import { dependantIds } from '../family/guardianship.ts';
import { badRequest, conflict, type HttpError } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { listBody } from '../../http/list.ts';
import { IdParam, INVALID_INPUT, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { pickLocale, translate } from '../../i18n.ts';
import { accessFrom } from './group-access.ts';
import { loadAccess } from './load-access.ts';
import { toGroupDoc } from './team.dto.ts';
import {
  audit,
  auditLog,
  duplicateTeam,
  insertGroup,
  listGroups,
  organizationName,
  rolesOf,
  updateGroup,
} from './team.repository.ts';
import { memberRoutes } from './member.routes.ts';
import { positionRoutes } from './position.routes.ts';
import { teamsheetRoute } from './teamsheet.routes.ts';

const GroupListQuery = listQuery({ maxSize: GROUP_PAGE_MAX, defaultSize: GROUP_PAGE_SIZE });
const FILTER_KEYS = ['organization', 'member', 'senderOnly', 'additionalType', 'activity'] as const;

const groupId = (c: Context<AppEnv>) => c.req.param('id');

function duplicateError(c: Context<AppEnv>): HttpError {
  const m = TEAM_MESSAGES.teamDuplicate;
  const text = translate(m.id, pickLocale(c.req.header('accept-language')), m.message);
  return conflict(text, [{ field: 'suffix', message: text, code: m.id }]);
}

/** The person ids "member:me" and "member:myDependants" stand for. */
async function memberIds(c: Context<AppEnv>, which: string): Promise<string[]> {
  const { db, principal } = c.get('auth');
  const me = principal!.personId;
  if (!me) return [];
  if (which === 'me') return [me];
  if (which !== 'myDependants')
    throw badRequest(INVALID_INPUT, [{ field: 'filter', message: 'member:me or member:myDependants' }]);
  return dependantIds(db, me);
}

export function groupRoutes() {
  const app = new Hono<AppEnv>();

  app.get(
    '/',
    describeRoute({
      tags: ['group'],
      summary:
        'Teams and groups (filters organization, member:me, member:myDependants, senderOnly, additionalType, activity; size up to 300)',
    }),
    guard('group.list'),
    validate('query', GroupListQuery),
    async (c) => {
      const { db, principal } = c.get('auth');
      const q = c.req.valid('query');
      const parsed = q.filter ? parseFilter(q.filter, FILTER_KEYS) : { ok: true as const, clauses: [] };
      if (!parsed.ok) throw badRequest(INVALID_INPUT, parsed.errors);
      const f = Object.fromEntries(parsed.clauses.map((cl) => [cl.key, cl.value]));
      // Without member:…, "all groups" are those of the caller's own clubs.
      const orgIds = f.organization
        ? [f.organization]
        : f.member
          ? undefined
          : principal!.links.filter((l) => l.status === 'ACTIVE').map((l) => l.organizationId);
      const { rows, total } = await listGroups(db, {
        page: q.page,
        size: q.size,
        search: q.search,
        organizationIds: orgIds,
        memberPersonIds: f.member ? await memberIds(c, f.member) : undefined,
        senderOnly: f.senderOnly === 'true',
        additionalType: f.additionalType,
        activity: f.activity,
      });
      const roles = await rolesOf(
        db,
        principal!.personId,
        rows.map((r) => r.team.id),
      );
      const docs = rows.map((r) => {
        const myRole = roles.get(r.team.id) ?? null;
        const { canManage } = accessFrom(principal!, r.team, myRole);
        return toGroupDoc(r.team, { myRole, organizationName: r.organizationName, canManage });
      });
      return c.json(listBody('groups', docs, total, q.page, q.size));
    },
  );

  app.post(
    '/',
    describeRoute({
      tags: ['group'],
      summary: 'Create a team or distribution list (duplicate team: 409 with advice)',
    }),
    async (c, next) => {
      const body = (await c.req.json().catch(() => null)) as { organizationId?: unknown } | null;
      const orgId = typeof body?.organizationId === 'string' ? body.organizationId : '';
      await requireAccess(c.get('auth'), 'group.create', orgId);
      await next();
    },
    validate('json', GroupInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const input = c.req.valid('json');
      // Only a super admin passes the guard for a club that may not exist; answer 400, not a foreign-key 500.
      if ((await organizationName(db, input.organizationId)) === undefined) {
        throw badRequest(INVALID_INPUT, [{ field: 'organizationId', message: 'No such organisation' }]);
      }
      if (await duplicateTeam(db, input)) throw duplicateError(c);
      const id = await insertGroup(db, input);
      await audit(db, id, 'GROUP_CREATED', principal!.personId);
      const a = await loadAccess(c, id);
      return c.json(toGroupDoc(a.group, { myRole: a.myRole, canManage: a.canManage }), 201);
    },
  );

  app.get(
    '/:id',
    describeRoute({ tags: ['group'], summary: 'A team or group' }),
    guard('group.read', groupId),
    validate('param', IdParam),
    async (c) => {
      const a = await loadAccess(c, c.req.valid('param').id);
      return c.json(toGroupDoc(a.group, { myRole: a.myRole, canManage: a.canManage }));
    },
  );

  app.put(
    '/:id',
    describeRoute({ tags: ['group'], summary: 'Update a team or group (same rules as create)' }),
    guard('group.update', groupId),
    validate('param', IdParam),
    validate('json', GroupInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const id = c.req.valid('param').id;
      const input = c.req.valid('json');
      const before = await loadAccess(c, id);
      if (input.organizationId !== before.group.organizationId) {
        throw badRequest(INVALID_INPUT, [
          { field: 'organizationId', message: 'A group cannot move to another club' },
        ]);
      }
      if (await duplicateTeam(db, input, id)) throw duplicateError(c);
      await updateGroup(db, id, input);
      await audit(db, id, 'GROUP_UPDATED', principal!.personId);
      const a = await loadAccess(c, id);
      return c.json(toGroupDoc(a.group, { myRole: a.myRole, canManage: a.canManage }));
    },
  );

  app.get(
    '/:id/audit-log',
    describeRoute({ tags: ['group'], summary: 'The group audit log, newest first' }),
    guard('group.auditLog', groupId),
    validate('param', IdParam),
    validate('query', listQuery({ maxSize: 100, defaultSize: 50 })),
    async (c) => {
      const id = c.req.valid('param').id;
      await loadAccess(c, id);
      const q = c.req.valid('query');
      const { rows, total } = await auditLog(c.get('auth').db, id, q.page, q.size);
      const docs = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
      return c.json(listBody('auditLog', docs, total, q.page, q.size));
    },
  );

  app.route('/', memberRoutes());
  app.route('/', teamsheetRoute());
  app.route('/', positionRoutes());
  return app;
}
