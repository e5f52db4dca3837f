/**
 * Families (seed 1 §7 Family): GET and POST /family; GET, PUT and DELETE /family/{id}; POST
 * /family/{id}/member (add a child); PATCH and DELETE /family/{id}/member/{memberId}; PATCH
 * /family/{id}/invite?accept=; DELETE /family/{id}/invite/{inviteId} (withdraw a pending invite, ours); and
 * POST /invite (invite.routes.ts). Permissions (family.policy.ts) first; what each viewer sees of the family's
 * people in family.dto.ts.
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { uuidv7 } from 'uuidv7';
import {
  AddChildInput,
  FamilyInput,
  FamilyMemberPatch,
  InviteAnswerQuery,
  familyChangeRefusal,
} from '../../../domain/family/family.ts';
import { messageText } from '../../../domain/messages.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { pickLocale, translate } from '../../i18n.ts';
import { guard } from '../../http/guard.ts';
import { IdParam, validate } from '../../http/validate.ts';
import { listBody } from '../../http/list.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { toFamilyDto } from './family.dto.ts';
import {
  addressOf,
  closeInvitesOf,
  familyIdsOf,
  findFamily,
  findMember,
  insertChild,
  insertFamily,
  memberByPerson,
  orgIdsOf,
  hasPendingInvite,
  touchFamily,
  updateMember,
  withdrawInvite,
} from './family.repository.ts';

const MemberParam = v.object({ id: IdParam.entries.id, memberId: IdParam.entries.id });
const InviteParam = v.object({ id: IdParam.entries.id, inviteId: IdParam.entries.id });
const NOT_FOUND = 'Family not found';

export function familyRoutes() {
  const app = new Hono<AppEnv>();
  const fid = (c: Context<AppEnv>) => c.req.param('id');

  async function answer(c: Context<AppEnv>, id: string, status: 200 | 201 = 200) {
    const { db, principal } = c.get('auth');
    const row = await findFamily(db, id);
    if (!row) throw notFound(NOT_FOUND);
    return c.json(await toFamilyDto(db, row, principal?.personId ?? null), status);
  }

  app.get(
    '/',
    describeRoute({ tags: ['family'], summary: "The caller's families (invites included)" }),
    guard('family.list'),
    async (c) => {
      const { db, principal } = c.get('auth');
      const ids = principal?.personId ? await familyIdsOf(db, principal.personId) : [];
      const families = [];
      for (const id of ids) {
        const row = await findFamily(db, id);
        if (row) families.push(await toFamilyDto(db, row, principal!.personId));
      }
      return c.json(listBody('families', families, families.length, 0, Math.max(families.length, 1)));
    },
  );

  app.post(
    '/',
    describeRoute({ tags: ['family'], summary: 'Create a family with the caller as primary member' }),
    guard('family.create'),
    validate('json', FamilyInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const input = c.req.valid('json');
      const id = uuidv7();
      await insertFamily(db, id, input, principal!.personId!);
      return answer(c, id, 201);
    },
  );

  app.get(
    '/:id',
    describeRoute({ tags: ['family'], summary: 'A family' }),
    guard('family.read', fid),
    validate('param', IdParam),
    (c) => answer(c, c.req.valid('param').id),
  );

  app.put(
    '/:id',
    describeRoute({ tags: ['family'], summary: 'Rename a family (primary member)' }),
    guard('family.manage', fid),
    validate('param', IdParam),
    validate('json', FamilyInput),
    async (c) => {
      const { db } = c.get('auth');
      const { id } = c.req.valid('param');
      if (!(await findFamily(db, id))) throw notFound(NOT_FOUND);
      const input = c.req.valid('json');
      await touchFamily(db, id, { name: input.name, description: input.description || null });
      return answer(c, id);
    },
  );

  app.delete(
    '/:id',
    describeRoute({ tags: ['family'], summary: 'Delete a family (primary member)' }),
    guard('family.manage', fid),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      const { id } = c.req.valid('param');
      if (!(await findFamily(db, id))) throw notFound(NOT_FOUND);
      await touchFamily(db, id, { deletedAt: new Date() });
      return c.body(null, 204);
    },
  );

  app.post(
    '/:id/member',
    describeRoute({ tags: ['family'], summary: 'Add a child (parent or guardian)' }),
    guard('family.care', fid),
    validate('param', IdParam),
    validate('json', AddChildInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id } = c.req.valid('param');
      if (!(await findFamily(db, id))) throw notFound(NOT_FOUND);
      const input = c.req.valid('json');
      const me = principal!.personId!;
      const address = await addressOf(db, me);
      const orgs = (await orgIdsOf(db, [me])).get(me) ?? new Set<string>();
      await insertChild(db, { id: uuidv7(), familyId: id, input, address }, orgs);
      return answer(c, id, 201);
    },
  );

  async function managedMember(c: Context<AppEnv>, familyId: string, memberId: string) {
    const { db, principal } = c.get('auth');
    if (!(await findFamily(db, familyId))) throw notFound(NOT_FOUND);
    const member = await findMember(db, familyId, memberId);
    if (!member) throw notFound('Family member not found');
    if (member.personId === principal!.personId) throw forbidden('The primary member cannot change themself');
    const dto = await toFamilyDto(db, (await findFamily(db, familyId))!, principal!.personId);
    // An invitee or former member is not in the family's view at all (family.dto.ts): the change rules
    // (familyChangeRefusal) decide what may be done to their row.
    const target = dto.members.find((m) => m.id === memberId);
    if (target && !target.person.sameClub)
      throw forbidden('Members from other clubs cannot be edited or removed');
    return member;
  }

  app.patch(
    '/:id/member/:memberId',
    describeRoute({ tags: ['family'], summary: 'Change a member (position, status; primary member)' }),
    guard('family.manage', fid),
    validate('param', MemberParam),
    validate('json', FamilyMemberPatch),
    async (c) => {
      const { id, memberId } = c.req.valid('param');
      const member = await managedMember(c, id, memberId);
      const patch = c.req.valid('json');
      const refusal = familyChangeRefusal(member, patch);
      if (refusal) {
        const lang = pickLocale(c.req.header('accept-language'));
        const message = translate(refusal.messageId, lang, messageText(refusal.messageId));
        throw refusal.status === 409 ? conflict(message) : forbidden(message);
      }
      await updateMember(c.get('auth').db, memberId, patch);
      return answer(c, id);
    },
  );

  app.delete(
    '/:id/member/:memberId',
    describeRoute({ tags: ['family'], summary: 'Remove a member (primary member)' }),
    guard('family.manage', fid),
    validate('param', MemberParam),
    async (c) => {
      const { id, memberId } = c.req.valid('param');
      const member = await managedMember(c, id, memberId);
      const { db } = c.get('auth');
      await updateMember(db, memberId, { status: 'INACTIVE' });
      // Removing an invitee withdraws the invites that reached them.
      if (member.status === 'INVITED') await closeInvitesOf(db, id, member.personId, 'WITHDRAWN');
      return answer(c, id);
    },
  );

  app.patch(
    '/:id/invite',
    describeRoute({ tags: ['family'], summary: 'Accept or reject an invite (the invitee)' }),
    guard('family.answerInvite', fid),
    validate('param', IdParam),
    validate('query', InviteAnswerQuery),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id } = c.req.valid('param');
      const member = await memberByPerson(db, id, principal!.personId!);
      if (member?.status !== 'INVITED') throw notFound('No open invite to this family');
      const accept = c.req.valid('query').accept === 'true';
      // A rejection leaves the member INACTIVE: only a new invite from the family opens it again. The family
      // is not told: its invite stays pending until it withdraws or sends it again (docs/security.md).
      await updateMember(db, member.id, { status: accept ? 'ACTIVE' : 'INACTIVE' });
      if (accept) await closeInvitesOf(db, id, member.personId, 'ACCEPTED');
      return answer(c, id);
    },
  );

  app.delete(
    '/:id/invite/:inviteId',
    describeRoute({
      tags: ['family'],
      summary: 'Withdraw a pending invite (parent or guardian); the family answers without it',
    }),
    guard('family.care', fid),
    validate('param', InviteParam),
    async (c) => {
      const { db } = c.get('auth');
      const { id, inviteId } = c.req.valid('param');
      if (!(await findFamily(db, id))) throw notFound(NOT_FOUND);
      const found = await withdrawInvite(db, id, inviteId);
      if (!found) throw notFound('No pending invite of this family');
      if (found.personId) {
        // The invitee's open invite closes with the last pending invite that reached them.
        const member = await memberByPerson(db, id, found.personId);
        if (member?.status === 'INVITED' && !(await hasPendingInvite(db, id, found.personId)))
          await updateMember(db, member.id, { status: 'INACTIVE' });
      }
      return answer(c, id);
    },
  );

  return app;
}
