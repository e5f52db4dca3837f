/**
 * The account routes of a person (seed 1 §7 Person): username, password and e-mail changes (the person
 * only), the password-reset e-mail (the person, an admin of their club or a super admin; rate limited),
 * completing a reset from the e-mailed link, and the avatar (avatar.ts).
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { ChangeEmailInput, ChangePasswordInput, ChangeUsernameInput } from '../../../domain/person/person.ts';
import { ResetPasswordInput } from '../../../domain/person/reset.ts';
import { takeMailSend } from '../../auth/mail-limit.ts';
import { guard } from '../../http/guard.ts';
import { IdParam, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import {
  changeEmail,
  changePassword,
  changeUsername,
  completePasswordReset,
  sendPasswordReset,
} from './account.ts';
import { avatarRoutes } from './avatar.ts';

/** Reset e-mails per person in the rate-limit window. */
export const RESET_MAILS_MAX = 3;

/** `publicUrl` is the configured PUBLIC_URL: the reset link never comes from the request's Host header. */
export function accountRoutes(publicUrl: string) {
  const app = new Hono<AppEnv>();
  const id = (c: Context<AppEnv>) => c.req.param('id');

  app.post(
    '/password-reset',
    describeRoute({ tags: ['person'], summary: 'Set a new password with an e-mailed reset token' }),
    guard('person.completeReset'),
    validate('json', ResetPasswordInput),
    async (c) => {
      const body = c.req.valid('json');
      await completePasswordReset(
        c.get('auth').db,
        body.token,
        body.newPassword,
        c.req.header('accept-language'),
      );
      return c.body(null, 204);
    },
  );

  app.on(
    ['PUT', 'PATCH'],
    '/:id/username',
    describeRoute({ tags: ['person'], summary: 'Change the username (current password required)' }),
    guard('person.account', id),
    validate('param', IdParam),
    validate('json', ChangeUsernameInput),
    async (c) =>
      c.json(
        await changeUsername(
          c.get('auth').db,
          c.req.valid('param').id,
          c.req.valid('json'),
          c.req.header('accept-language'),
        ),
      ),
  );

  app.patch(
    '/:id/password',
    describeRoute({ tags: ['person'], summary: 'Change the password (not common, not one of the last 3)' }),
    guard('person.account', id),
    validate('param', IdParam),
    validate('json', ChangePasswordInput),
    async (c) => {
      await changePassword(
        c.get('auth').db,
        c.req.valid('param').id,
        c.req.valid('json'),
        c.req.header('accept-language'),
      );
      return c.body(null, 204);
    },
  );

  app.patch(
    '/:id/email',
    describeRoute({ tags: ['person'], summary: 'Change the e-mail address' }),
    guard('person.account', id),
    validate('param', IdParam),
    validate('json', ChangeEmailInput),
    async (c) => {
      const email = c.req.valid('json').email;
      await changeEmail(c.get('auth').db, c.req.valid('param').id, email, c.req.header('accept-language'));
      return c.json({ email });
    },
  );

  app.post(
    '/:id/reset-password',
    describeRoute({ tags: ['person'], summary: 'E-mail a password-reset link (rate limited)' }),
    guard('person.resetPassword', id),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      const personId = c.req.valid('param').id;
      await takeMailSend(db, `reset:${personId}`, RESET_MAILS_MAX);
      await sendPasswordReset(db, personId, publicUrl);
      return c.body(null, 202);
    },
  );

  app.route('/', avatarRoutes());
  return app;
}
