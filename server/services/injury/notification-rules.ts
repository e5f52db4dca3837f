/**
 * Server checks of an injury notification beyond its schema: the claimant's age (seed 2 §5: over 18), that
 * the injured player is the claimant or a dependant in their family, and that the team belongs to the unit.
 */
import { claimantOldEnough } from '../../../domain/injury/injury-notification.ts';
import { todayInDublin } from '../../../domain/lib/dates.ts';
import { M, messageText } from '../../../domain/messages.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { dependantIds } from '../family/guardianship.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { INVALID_INPUT } from '../../http/validate.ts';
import { pickLocale, translate } from '../../i18n.ts';
import { birthDateOf, teamOrganizationId } from './notification.repository.ts';

const fieldError = (field: string, id: string, acceptLanguage?: string) => ({
  field,
  message: translate(id, pickLocale(acceptLanguage), messageText(id)),
  code: id,
});

export async function checkClaimantAge(db: Db, p: Principal, acceptLanguage?: string) {
  if (!claimantOldEnough(await birthDateOf(db, p.personId ?? ''), todayInDublin())) {
    const error = fieldError('claimant', M.claimantOver18.id, acceptLanguage);
    throw badRequest(error.message, [error]);
  }
}

export async function checkNotificationTarget(
  db: Db,
  p: Principal,
  input: { personId: string; organizationId: string; groupId: string },
  acceptLanguage?: string,
) {
  if ((await teamOrganizationId(db, input.groupId)) !== input.organizationId) {
    throw badRequest(INVALID_INPUT, [fieldError('groupId', M.selectTeam.id, acceptLanguage)]);
  }
  if (input.personId === p.personId) return;
  const dependant = await dependantIds(db, p.personId ?? '', [input.personId]);
  if (dependant.length === 0) throw forbidden('You may notify injuries of yourself or your dependants only');
}
