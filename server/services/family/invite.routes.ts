/**
 * POST /invite (seed 1 §4, §7): a parent or guardian invites a guardian into their family by username or
 * e-mail. Issue 48: the answer tells the inviter nothing about who, if anyone, has that username or e-mail —
 * always 202 and the family as the inviter sees it, with the invite pending under what they typed
 * (family.dto.ts). A person who has it becomes an INVITED GUARDIAN member (a rejected or removed member is
 * invited again) and is mailed; nobody else learns of it. Sending a pending invite again sends it again.
 * Limits: INVITES_PER_INVITER an hour per inviter (429: their own limit), and INVITE_MAILS_PER_PERSON a day
 * to one person from all families, past which the invite is still made but not mailed (the answer is the
 * same). Use case and SQL in family.repository.ts.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { uuidv7 } from 'uuidv7';
import { InviteInput } from '../../../domain/family/family.ts';
import { M, messageText } from '../../../domain/messages.ts';
import { localNotifications } from '../../adapters/notifications/notifications.ts';
import { requireAccess } from '../../auth/access.ts';
import { DAY_MS, HOUR_MS, takeLimited, takeQuietly } from '../../auth/mail-limit.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { pickLocale, translate } from '../../i18n.ts';
import { toFamilyDto } from './family.dto.ts';
import {
  findFamily,
  findInvitee,
  inviteMember,
  memberByPerson,
  pendingInviteTo,
  saveInvite,
} from './family.repository.ts';

/** Invites one person may send in an hour, to anybody (known or not). */
export const INVITES_PER_INVITER = 10;
/** Invitation mails one person receives in a day, from every family together. */
export const INVITE_MAILS_PER_PERSON = 3;

/** `publicUrl` is the configured PUBLIC_URL: links in mail never come from the request's Host header. */
export function inviteRoutes(publicUrl: string) {
  const app = new Hono<AppEnv>();
  app.post(
    '/',
    describeRoute({
      tags: ['family'],
      summary:
        'Invite a guardian into a family (parent or guardian): 202 whether or not anybody has that username or e-mail',
    }),
    guard('family.list'),
    validate('json', InviteInput),
    async (c) => {
      const auth = c.get('auth');
      const { db } = auth;
      const me = auth.principal!;
      const input = c.req.valid('json');
      // The family is in the body, so its permission is checked here, before anything is looked up.
      await requireAccess(auth, 'family.care', input.familyId);
      const fam = await findFamily(db, input.familyId);
      if (!fam) throw notFound('Family not found');
      const lang = pickLocale(c.req.header('accept-language'));
      await takeLimited(
        db,
        `invite-by:${me.personId}`,
        INVITES_PER_INVITER,
        translate(M.inviteTooMany.id, lang, messageText(M.inviteTooMany.id)),
        Date.now(),
        HOUR_MS,
      );
      const typed = input.invitee.trim();
      const pending = await pendingInviteTo(db, fam.id, typed);
      const target = await findInvitee(db, typed);
      // In the request's transaction (request-transaction.ts): the invite, its member row and its mail together.
      await saveInvite(
        db,
        {
          id: pending?.id ?? uuidv7(),
          familyId: fam.id,
          invitee: typed,
          personId: target?.personId ?? null,
          invitedBy: me.personId!,
        },
        !!pending,
      );
      const member = target ? await memberByPerson(db, fam.id, target.personId) : undefined;
      if (target && member?.status !== 'ACTIVE') {
        const memberId = member?.id ?? uuidv7();
        if (member?.status !== 'INVITED')
          await inviteMember(db, {
            id: memberId,
            familyId: fam.id,
            personId: target.personId,
            existing: !!member,
          });
        if (await takeQuietly(db, `invite-to:${target.personId}`, INVITE_MAILS_PER_PERSON, DAY_MS))
          await mailInvite(db, { memberId, familyName: fam.name, target, inviter: me, publicUrl });
      }
      return c.json(await toFamilyDto(db, fam, me.personId), 202);
    },
  );
  return app;
}

async function mailInvite(
  tx: Db,
  m: {
    memberId: string;
    familyName: string;
    target: { personId: string; email: string | null; givenName: string };
    inviter: { givenName?: string | null; familyName?: string | null };
    publicUrl: string;
  },
) {
  const { target, inviter } = m;
  await localNotifications.send(tx, {
    channel: 'EMAIL',
    recipientPersonId: target.personId,
    address: target.email,
    subject: `Páirc: you are invited to join the family ${m.familyName}`,
    body:
      `Hello ${target.givenName},\n\n${inviter.givenName ?? ''} ${inviter.familyName ?? ''}` +
      ` invited you to join the family "${m.familyName}" as a guardian. Open ${m.publicUrl}/family` +
      ' to accept or reject the invite.',
    dedupeKey: `family-invite:${m.memberId}:${Date.now()}`,
  });
}
