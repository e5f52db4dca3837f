/**
 * POST /invite (seed 1 §4, §7): a parent or guardian invites a guardian into their family by username or
 * e-mail (or by person id, to invite a former member again). The invitee becomes an INVITED GUARDIAN
 * member (a rejected or removed member is invited again) and gets an e-mail through the notification
 * adapter; invites are rate limited per family.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { uuidv7 } from 'uuidv7';
import { InviteInput } from '../../../domain/family/family.ts';
import { M } from '../../../domain/messages.ts';
import { localNotifications } from '../../adapters/notifications/notifications.ts';
import { requireAccess } from '../../auth/access.ts';
import { takeMailSend } from '../../auth/mail-limit.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { fieldError } from '../person/account.ts';
import { toFamilyDto } from './family.dto.ts';
import { findFamily, findInvitee, inviteMember, memberByPerson } from './family.repository.ts';

/** Invites per family in the rate-limit window. */
export const INVITES_MAX = 10;

/** `publicUrl` is the configured PUBLIC_URL: links in mail never come from the request's Host header. */
export function inviteRoutes(publicUrl: string) {
  const app = new Hono<AppEnv>();
  app.post(
    '/',
    describeRoute({ tags: ['family'], summary: 'Invite a guardian into a family (parent or guardian)' }),
    guard('family.list'),
    validate('json', InviteInput),
    async (c) => {
      const auth = c.get('auth');
      const { db } = auth;
      const input = c.req.valid('json');
      // The family is in the body, so its permission is checked here, before anything is looked up.
      await requireAccess(auth, 'family.care', input.familyId);
      const fam = await findFamily(db, input.familyId);
      if (!fam) throw notFound('Family not found');
      const who = input.invitee.trim();
      const target = await findInvitee(db, who);
      if (!target) throw fieldError('invitee', M.inviteTarget.id, c.req.header('accept-language'));
      const existing = await memberByPerson(db, fam.id, target.personId);
      if (existing && existing.status !== 'INACTIVE') {
        throw conflict(
          existing.status === 'INVITED'
            ? 'This person is already invited'
            : 'This person is already a member',
        );
      }
      await takeMailSend(db, `invite:${fam.id}`, INVITES_MAX);
      const inviteId = existing?.id ?? uuidv7();
      const invite = { id: inviteId, familyId: fam.id, personId: target.personId, existing: !!existing };
      await inviteMember(db, invite);
      await localNotifications.send(db, {
        channel: 'EMAIL',
        recipientPersonId: target.personId,
        address: target.email,
        subject: `Páirc: you are invited to join the family ${fam.name}`,
        body:
          `Hello ${target.givenName},\n\n${auth.principal!.givenName ?? ''} ${auth.principal!.familyName ?? ''}` +
          ` invited you to join the family "${fam.name}" as a guardian. Open ${publicUrl}/family` +
          ' to accept or reject the invite.',
        dedupeKey: `family-invite:${inviteId}:${Date.now()}`,
      });
      return c.json(await toFamilyDto(db, fam, auth.principal!.personId), 201);
    },
  );
  return app;
}
