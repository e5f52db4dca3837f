/**
 * SQL of the FINANCE privilege's pending changes (privilege_change; issue 48, finding 3) and of when a link's
 * FINANCE was granted (person_organization.finance_granted_at). Called inside the route's transaction.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import {
  CONSENTED_PRIVILEGE,
  FINANCE_LABEL,
  type PrivilegeChangeAction,
  type PrivilegeChangeStatus,
} from '../../../domain/organization/privilege-change.ts';
import type { Db } from '../../db/client.ts';
import { person, personOrganization, privilegeChange } from '../../db/schema/index.ts';

export type PrivilegeChangeRow = typeof privilegeChange.$inferSelect;

export async function insertChange(
  db: Db,
  c: { organizationId: string; personId: string; action: PrivilegeChangeAction; requestedBy: string },
): Promise<PrivilegeChangeRow> {
  const [row] = await db
    .insert(privilegeChange)
    .values({ id: uuidv7(), privilege: CONSENTED_PRIVILEGE, status: 'PENDING', ...c })
    .returning();
  return row!;
}

/** The person's pending FINANCE change at the club, if any (one at most: a partial unique index). */
export async function pendingChangeOf(
  db: Db,
  organizationId: string,
  personId: string,
): Promise<PrivilegeChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(privilegeChange)
    .where(
      and(
        eq(privilegeChange.organizationId, organizationId),
        eq(privilegeChange.personId, personId),
        eq(privilegeChange.status, 'PENDING'),
      ),
    )
    .limit(1);
  return row;
}

export async function findChange(
  db: Db,
  organizationId: string,
  id: string,
): Promise<PrivilegeChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(privilegeChange)
    .where(and(eq(privilegeChange.id, id), eq(privilegeChange.organizationId, organizationId)))
    .limit(1);
  return row;
}

/** PENDING → `status`, only from PENDING (a conditional update): undefined when it was decided meanwhile. */
export async function closeChange(
  db: Db,
  id: string,
  status: Exclude<PrivilegeChangeStatus, 'PENDING'>,
  decidedBy: string,
  statusReason: string | null,
): Promise<PrivilegeChangeRow | undefined> {
  const [row] = await db
    .update(privilegeChange)
    .set({ status, decidedBy, decidedAt: new Date(), statusReason })
    .where(and(eq(privilegeChange.id, id), eq(privilegeChange.status, 'PENDING')))
    .returning();
  return row;
}

const nameOf = (column: typeof privilegeChange.personId | typeof privilegeChange.decidedBy) =>
  sql<
    string | null
  >`(select ${person.givenName} || ' ' || ${person.familyName} from ${person} where ${person.id} = ${column})`;

/** The club's changes of `status`, newest first, with the names of the people; one more than `size`. */
export async function changesOf(
  db: Db,
  organizationId: string,
  status: PrivilegeChangeStatus,
  page: number,
  size: number,
) {
  return db
    .select({
      change: privilegeChange,
      personName: nameOf(privilegeChange.personId),
      requestedByName: nameOf(privilegeChange.requestedBy),
      decidedByName: nameOf(privilegeChange.decidedBy),
    })
    .from(privilegeChange)
    .where(and(eq(privilegeChange.organizationId, organizationId), eq(privilegeChange.status, status)))
    .orderBy(desc(privilegeChange.createdAt), desc(privilegeChange.id))
    .limit(size + 1)
    .offset(page * size);
}

export async function namesOf(db: Db, row: PrivilegeChangeRow) {
  const [names] = await db
    .select({
      personName: nameOf(privilegeChange.personId),
      requestedByName: nameOf(privilegeChange.requestedBy),
      decidedByName: nameOf(privilegeChange.decidedBy),
    })
    .from(privilegeChange)
    .where(eq(privilegeChange.id, row.id));
  return names ?? { personName: null, requestedByName: null, decidedByName: null };
}

/** When the person's FINANCE at the club was granted: set with a grant, cleared with a removal. */
export async function setFinanceGrantedAt(
  db: Db,
  organizationId: string,
  personId: string,
  at: Date | null,
): Promise<void> {
  await db
    .update(personOrganization)
    .set({ financeGrantedAt: at })
    .where(
      and(eq(personOrganization.organizationId, organizationId), eq(personOrganization.personId, personId)),
    );
}

/** The club's finance administrators (FINANCE or ADMIN_FINANCE on a link not hibernated), and who of them
 * also administers the club. */
export async function financeHolders(
  db: Db,
  organizationId: string,
): Promise<{ personId: string; administers: boolean }[]> {
  const rows = await db
    .select({
      personId: personOrganization.personId,
      privileges: personOrganization.privileges,
      labels: personOrganization.labels,
    })
    .from(personOrganization)
    .where(
      and(
        eq(personOrganization.organizationId, organizationId),
        sql`${personOrganization.status} <> 'HIBERNATED'`,
        sql`(${CONSENTED_PRIVILEGE} = any(${personOrganization.privileges}) or ${FINANCE_LABEL} = any(${personOrganization.labels}))`,
      ),
    );
  return rows.map((r) => ({
    personId: r.personId,
    administers: r.privileges.includes('ORG_ADMIN') || r.labels.includes('ADMIN_CLUB'),
  }));
}
