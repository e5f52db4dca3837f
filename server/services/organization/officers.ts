/**
 * Who acts for a unit (club, county board, province) in a given capacity: its ACTIVE members holding one of
 * `labels` (EXEC_SECRETARY, ADMIN_CLUB, …) or the ORG_ADMIN privilege. The people a notice about the unit's
 * queue goes to (transfer reviewers, injury notification approvers).
 */
import { and, arrayContains, arrayOverlaps, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { personOrganization } from '../../db/schema/index.ts';

export async function officersOf(db: Db, organizationId: string, labels: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: personOrganization.personId })
    .from(personOrganization)
    .where(
      and(
        eq(personOrganization.organizationId, organizationId),
        eq(personOrganization.status, 'ACTIVE'),
        or(
          arrayOverlaps(personOrganization.labels, labels),
          arrayContains(personOrganization.privileges, ['ORG_ADMIN']),
        ),
      ),
    );
  return rows.map((r) => r.id);
}
