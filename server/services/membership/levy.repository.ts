/** Annual levies in the database: a club's list, one levy, and marking one paid once only. */
import { and, eq } from 'drizzle-orm';
import { todayInDublin } from '../../../domain/lib/dates.ts';
import type { Db } from '../../db/client.ts';
import { annualLevy } from '../../db/schema/index.ts';

export type LevyRow = typeof annualLevy.$inferSelect;

/** The club's levies by season; `unpaidOnly` hides the paid ones. */
export async function leviesOf(db: Db, organizationId: string, unpaidOnly: boolean): Promise<LevyRow[]> {
  return db
    .select()
    .from(annualLevy)
    .where(
      and(eq(annualLevy.organizationId, organizationId), ...(unpaidOnly ? [eq(annualLevy.paid, false)] : [])),
    )
    .orderBy(annualLevy.season);
}

export async function findLevy(db: Db, id: string): Promise<LevyRow | undefined> {
  const [row] = await db.select().from(annualLevy).where(eq(annualLevy.id, id));
  return row;
}

/**
 * Marks the levy paid today (Dublin) unless it already is; answers the levy as it then stands, so a
 * concurrent request that marked it first (the debit was once only) gets the same answer.
 */
export async function markLevyPaid(db: Db, id: string): Promise<LevyRow> {
  const [paid] = await db
    .update(annualLevy)
    .set({ paid: true, paidOn: todayInDublin() })
    .where(and(eq(annualLevy.id, id), eq(annualLevy.paid, false)))
    .returning();
  return paid ?? (await findLevy(db, id))!;
}
