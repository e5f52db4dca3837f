/** SQL of survey files (the FILE questions' uploads): store, read, and who may read one. */
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveyFile, surveySubmission } from '../../db/schema/index.ts';

export async function insertFile(db: Db, row: typeof surveyFile.$inferInsert) {
  await db.insert(surveyFile).values(row);
}

export async function findFile(db: Db, id: string) {
  const [row] = await db.select().from(surveyFile).where(eq(surveyFile.id, id));
  return row;
}

export async function fileOrganization(db: Db, id: string) {
  const [row] = await db
    .select({ org: surveyFile.organizationId })
    .from(surveyFile)
    .where(eq(surveyFile.id, id));
  return row?.org;
}

/** The ids among `ids` that are files of the club. */
export async function filesOfClub(db: Db, organizationId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: surveyFile.id })
    .from(surveyFile)
    .where(and(eq(surveyFile.organizationId, organizationId), inArray(surveyFile.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** The associated year of each of the files (linked documents; null for a file uploaded without one). */
export async function yearsOfFiles(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, number | null>();
  const rows = await db
    .select({ id: surveyFile.id, year: surveyFile.associatedYear })
    .from(surveyFile)
    .where(inArray(surveyFile.id, ids));
  return new Map(rows.map((r) => [r.id, r.year]));
}

/** Whether a submitted (not draft, not deleted) submission of one of `kinds` names the file in an answer. */
export async function fileUnderReview(db: Db, organizationId: string, fileId: string, kinds: string[]) {
  if (kinds.length === 0) return false;
  const [row] = await db
    .select({ id: surveySubmission.id })
    .from(surveySubmission)
    .where(
      and(
        eq(surveySubmission.organizationId, organizationId),
        notInArray(surveySubmission.status, ['DRAFT', 'DELETED']),
        inArray(surveySubmission.kind, kinds),
        sql`exists (select 1 from jsonb_each(${surveySubmission.answers}) e
          where jsonb_typeof(e.value) = 'array' and e.value ? ${fileId})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
