/** Injury notifications awaiting the unit secretary's approval (injury_notification_org_idx). */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { APPROVALS_PER_KIND } from '../../../domain/approval/approval.ts';
import type { Db } from '../../db/client.ts';
import { injuryNotification, person } from '../../db/schema/index.ts';

export async function notificationsToApprove(db: Db, unitIds: string[]) {
  if (unitIds.length === 0) return [];
  return db
    .select({
      id: injuryNotification.id,
      givenName: person.givenName,
      familyName: person.familyName,
      injuryDate: injuryNotification.injuryDate,
      submittedOn: injuryNotification.submittedOn,
    })
    .from(injuryNotification)
    .innerJoin(person, eq(person.id, injuryNotification.personId))
    .where(
      and(
        inArray(injuryNotification.organizationId, unitIds),
        eq(injuryNotification.status, 'AWAITING_APPROVAL'),
        isNull(injuryNotification.deletedAt),
      ),
    )
    .orderBy(asc(injuryNotification.submittedOn), asc(injuryNotification.id))
    .limit(APPROVALS_PER_KIND);
}
