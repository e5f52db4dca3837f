/**
 * Top-up and payout requests a finance admin may decide (payment_approval_org_idx): CREATED, of their clubs,
 * not their own, and made after they were given FINANCE (the second-approver rule of payment/approval.ts).
 */
import { and, asc, eq, gte, inArray, ne, or, isNull } from 'drizzle-orm';
import { APPROVALS_PER_KIND } from '../../../domain/approval/approval.ts';
import type { Db } from '../../db/client.ts';
import { organization, paymentApproval, personOrganization } from '../../db/schema/index.ts';

export async function moneyRequestsToDecide(db: Db, personId: string, orgIds: string[]) {
  if (orgIds.length === 0) return [];
  return db
    .select({
      id: paymentApproval.id,
      kind: paymentApproval.additionalType,
      amountMinor: paymentApproval.amountMinor,
      currency: paymentApproval.currency,
      clubName: organization.name,
      createdAt: paymentApproval.createdAt,
    })
    .from(paymentApproval)
    .innerJoin(organization, eq(organization.id, paymentApproval.organizationId))
    .innerJoin(
      personOrganization,
      and(
        eq(personOrganization.organizationId, paymentApproval.organizationId),
        eq(personOrganization.personId, personId),
      ),
    )
    .where(
      and(
        inArray(paymentApproval.organizationId, orgIds),
        eq(paymentApproval.status, 'CREATED'),
        ne(paymentApproval.requestedBy, personId),
        or(
          isNull(personOrganization.financeGrantedAt),
          gte(paymentApproval.createdAt, personOrganization.financeGrantedAt),
        ),
      ),
    )
    .orderBy(asc(paymentApproval.createdAt), asc(paymentApproval.id))
    .limit(APPROVALS_PER_KIND);
}
