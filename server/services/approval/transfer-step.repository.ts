/** Transfer steps whose turn it is at one of the caller's units (player_transfer_approval_org_idx). */
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { APPROVALS_PER_KIND } from '../../../domain/approval/approval.ts';
import type { Db } from '../../db/client.ts';
import { person, playerTransfer, playerTransferApproval } from '../../db/schema/index.ts';

export async function pendingTransferSteps(db: Db, unitIds: string[]) {
  if (unitIds.length === 0) return [];
  return db
    .select({
      id: playerTransfer.id,
      type: playerTransfer.additionalType,
      givenName: person.givenName,
      familyName: person.familyName,
      createdAt: playerTransfer.createdAt,
      dueAt: playerTransferApproval.dueAt,
    })
    .from(playerTransferApproval)
    .innerJoin(playerTransfer, eq(playerTransfer.id, playerTransferApproval.transferId))
    .innerJoin(person, eq(person.id, playerTransfer.personId))
    .where(
      and(
        inArray(playerTransferApproval.organizationId, unitIds),
        eq(playerTransferApproval.status, 'PENDING'),
        ne(playerTransfer.status, 'DRAFT'),
        isNull(playerTransfer.deletedAt),
      ),
    )
    .orderBy(asc(playerTransferApproval.dueAt), asc(playerTransfer.id))
    .limit(APPROVALS_PER_KIND);
}
