/** SQL of support queries (server/db/schema/support.ts): insert under the next reference, list, find. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { formatSupportReference } from '../../../domain/support/enums.ts';
import type { SupportQuery } from '../../../domain/support/support-query.ts';
import type { Db } from '../../db/client.ts';
import { supportQuery, supportQueryAttachment } from '../../db/schema/index.ts';

export type SupportQueryRow = typeof supportQuery.$inferSelect;

/** Stores a query under the sequence's next number; answers its reference. */
export async function insertQuery(
  db: Db,
  q: SupportQuery & { id: string; personId: string | null; language: string },
): Promise<{ number: number; reference: string }> {
  const result = await db.execute(sql`select nextval('support_query_number')::text as n`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: string }[];
  const number = Number(rows[0]!.n);
  const reference = formatSupportReference(number);
  await db.insert(supportQuery).values({
    id: q.id,
    number,
    reference,
    personId: q.personId,
    name: q.name,
    email: q.email,
    username: q.username || null,
    language: q.language,
    role: q.role,
    category: q.category,
    subcategory: q.subcategory,
    association: q.association,
    county: q.county,
    club: q.club,
    subject: q.subject,
    message: q.message,
    previousReference: q.previousReference || null,
    clubs: q.clubs?.length ? q.clubs : null,
    relatedPerson: q.relatedPerson
      ? Object.fromEntries(Object.entries(q.relatedPerson).filter(([, x]) => x))
      : null,
  });
  return { number, reference };
}

export async function insertAttachment(db: Db, a: typeof supportQueryAttachment.$inferInsert): Promise<void> {
  await db.insert(supportQueryAttachment).values(a);
}

export async function findQuery(db: Db, id: string): Promise<SupportQueryRow | undefined> {
  const [row] = await db.select().from(supportQuery).where(eq(supportQuery.id, id));
  return row;
}

/** The attachments of a query, without their bytes. */
export function attachmentsOf(db: Db, queryId: string) {
  return db
    .select({
      id: supportQueryAttachment.id,
      fileName: supportQueryAttachment.fileName,
      contentType: supportQueryAttachment.contentType,
      size: supportQueryAttachment.size,
    })
    .from(supportQueryAttachment)
    .where(eq(supportQueryAttachment.queryId, queryId));
}

export async function findAttachment(db: Db, queryId: string, id: string) {
  const [row] = await db
    .select()
    .from(supportQueryAttachment)
    .where(and(eq(supportQueryAttachment.queryId, queryId), eq(supportQueryAttachment.id, id)));
  return row;
}

/** Newest first, a page at a time, on the (created_at, id) index; filtered by status when given. */
export async function listQueries(db: Db, opts: { page: number; size: number; status?: string }) {
  const where = opts.status ? eq(supportQuery.status, opts.status) : undefined;
  const rows = await db
    .select()
    .from(supportQuery)
    .where(where)
    .orderBy(desc(supportQuery.createdAt), desc(supportQuery.id))
    .limit(opts.size)
    .offset(opts.page * opts.size);
  const [total] = await db.select({ n: count() }).from(supportQuery).where(where);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Record the desk's case on a query and the status it leads to; answers the query as it was before (locked
 * for the rest of the transaction, so two desk officers' saves are applied one after the other).
 */
export async function recordCase(
  db: Db,
  id: string,
  caseDetails: Record<string, string | boolean>,
  status: string,
): Promise<SupportQueryRow | undefined> {
  const [before] = await db.select().from(supportQuery).where(eq(supportQuery.id, id)).for('update');
  if (!before) return undefined;
  await db
    .update(supportQuery)
    .set({ caseDetails, status, updatedAt: new Date() })
    .where(eq(supportQuery.id, id));
  return before;
}
