/** The approval track's review steps (survey_approval): made on submission, read and decided one at a time. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organization, organizationParent, person, surveyApproval } from '../../db/schema/index.ts';

export type ApprovalRow = typeof surveyApproval.$inferSelect;

export async function stepsOf(tx: Db, submissionId: string, lock = false): Promise<ApprovalRow[]> {
  const q = tx
    .select()
    .from(surveyApproval)
    .where(eq(surveyApproval.submissionId, submissionId))
    .orderBy(asc(surveyApproval.position));
  return lock ? q.for('update') : q;
}

export async function findStep(db: Db, approvalId: string): Promise<ApprovalRow | undefined> {
  const [row] = await db.select().from(surveyApproval).where(eq(surveyApproval.id, approvalId));
  return row;
}

/** A step with the approving unit's name and the decider's name (the document's). */
export async function stepDetail(db: Db, approvalId: string) {
  const [row] = await db
    .select({
      approval: surveyApproval,
      organizationName: organization.name,
      decidedByName: sql<string | null>`${person.givenName} || ' ' || ${person.familyName}`,
    })
    .from(surveyApproval)
    .leftJoin(organization, eq(organization.id, surveyApproval.approverOrganizationId))
    .leftJoin(person, eq(person.id, surveyApproval.decidedBy))
    .where(eq(surveyApproval.id, approvalId));
  return row;
}

export async function stepDetailsOf(db: Db, submissionId: string) {
  const rows = await db
    .select({ id: surveyApproval.id })
    .from(surveyApproval)
    .where(eq(surveyApproval.submissionId, submissionId))
    .orderBy(asc(surveyApproval.position));
  return Promise.all(rows.map(async (r) => (await stepDetail(db, r.id))!));
}

export async function deleteSteps(tx: Db, submissionId: string) {
  await tx.delete(surveyApproval).where(eq(surveyApproval.submissionId, submissionId));
}

export async function insertSteps(tx: Db, rows: (typeof surveyApproval.$inferInsert)[]) {
  if (rows.length) await tx.insert(surveyApproval).values(rows);
}

export async function updateStep(
  tx: Db,
  id: string,
  set: Partial<typeof surveyApproval.$inferInsert>,
): Promise<void> {
  await tx.update(surveyApproval).set(set).where(eq(surveyApproval.id, id));
}

/** The club's county board (its first parent by association, as the submissions table shows it). */
export async function countyOf(db: Db, clubId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: organizationParent.parentId })
    .from(organizationParent)
    .where(and(eq(organizationParent.organizationId, clubId)))
    .orderBy(asc(organizationParent.association))
    .limit(1);
  return row?.id ?? null;
}
