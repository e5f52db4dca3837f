/** SQL of the competitions area's lookup lists (lookup.routes.ts): the master competitions in use. */
import { and, asc, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { competition } from '../../db/schema/index.ts';

/** The most master competitions the list answers: every county's and province's fits. */
export const MASTER_COMPETITIONS_MAX = 500;

/** The distinct master competitions of public (active and archived) competitions, by name. */
export async function masterCompetitionNames(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: competition.masterCompetition })
    .from(competition)
    .where(
      and(
        isNotNull(competition.masterCompetition),
        ne(competition.masterCompetition, ''),
        inArray(competition.status, ['ACTIVE', 'ARCHIVED']),
      ),
    )
    .orderBy(asc(competition.masterCompetition))
    .limit(MASTER_COMPETITIONS_MAX);
  return rows.map((r) => r.name!);
}
