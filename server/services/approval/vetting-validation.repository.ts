/** Vetting applications awaiting the club authenticator's validation (vetting_application_org_idx). */
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { APPROVALS_PER_KIND } from '../../../domain/approval/approval.ts';
import { CLOSED_STATUSES } from '../../../domain/vetting/enums.ts';
import type { Db } from '../../db/client.ts';
import { organization, person, vettingApplication } from '../../db/schema/index.ts';

export async function vettingToValidate(db: Db, clubIds: string[]) {
  if (clubIds.length === 0) return [];
  return db
    .select({
      id: vettingApplication.id,
      givenName: person.givenName,
      familyName: person.familyName,
      clubName: organization.name,
      createdAt: vettingApplication.createdAt,
    })
    .from(vettingApplication)
    .innerJoin(person, eq(person.id, vettingApplication.personId))
    .innerJoin(organization, eq(organization.id, vettingApplication.organizationId))
    .where(
      and(
        inArray(vettingApplication.organizationId, clubIds),
        eq(vettingApplication.authenticatorStatus, 'AWAITING_REVIEW'),
        notInArray(vettingApplication.status, [...CLOSED_STATUSES]),
      ),
    )
    .orderBy(asc(vettingApplication.createdAt), asc(vettingApplication.id))
    .limit(APPROVALS_PER_KIND);
}
