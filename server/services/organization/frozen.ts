/**
 * A club frozen by a super admin (seed 3 §2 "club freeze"; super-admin/organization.routes.ts) keeps being
 * shown and read, but its administration is read-only: changes to its details, images, administrators,
 * places and asset register answer 423 Locked until it is unfrozen (reads stay allowed).
 */
import type { Context } from 'hono';
import { M, messageText } from '../../../domain/messages.ts';
import { HttpError } from '../../http/errors.ts';
import type { AppEnv } from '../../http/app-env.ts';
import type { Db } from '../../db/client.ts';
import { pickLocale, translate } from '../../i18n.ts';
import { findOrganization } from './organization.repository.ts';

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

/** The same for a row the club owns (a place, an asset register entry): 423 while its club is frozen. */
export async function assertOwnerNotFrozen(c: Context<AppEnv>, db: Db, orgId: string | null) {
  const org = orgId ? await findOrganization(db, orgId) : undefined;
  if (org) assertNotFrozen(c, org);
}
