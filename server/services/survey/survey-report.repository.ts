/** SQL of the survey report: the names of the club's files its FILE answers name, and the club's slug. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Answers } from '../../../domain/survey/answers.ts';
import type { Db } from '../../db/client.ts';
import { organization, surveyFile } from '../../db/schema/index.ts';

/** File id → name, for the files of the club among those the answers name. */
export async function answerFileNames(db: Db, organizationId: string, answers: Answers) {
  const ids = [...new Set(Object.values(answers).flatMap((a) => (Array.isArray(a) ? a : [])))];
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: surveyFile.id, name: surveyFile.fileName })
    .from(surveyFile)
    .where(and(eq(surveyFile.organizationId, organizationId), inArray(surveyFile.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function clubSlug(db: Db, organizationId: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: organization.slug })
    .from(organization)
    .where(eq(organization.id, organizationId));
  return row?.slug ?? null;
}
