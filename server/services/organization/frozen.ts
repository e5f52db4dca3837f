/**
 * A club frozen by a super admin (seed 3 §2 "club freeze"; super-admin/organization.routes.ts) keeps being
 * shown and read, but its administration is read-only: changes to its details, images and administrators
 * answer 423 Locked until it is unfrozen.
 */
import type { Context } from 'hono';
import { M, messageText } from '../../../domain/messages.ts';
import { HttpError } from '../../http/errors.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { pickLocale, translate } from '../../i18n.ts';

export function assertNotFrozen(c: Context<AppEnv>, org: { frozenAt: Date | null }) {
  if (org.frozenAt)
    throw new HttpError(
      423,
      translate(
        M.organizationFrozen.id,
        pickLocale(c.req.header('accept-language')),
        messageText(M.organizationFrozen.id),
      ),
    );
}
