/**
 * CRBOT information in the database: one row per person, replaced by each filing. The PPS number is special
 * category data: a failed statement is rethrown without its parameters, so it never reaches a log.
 */
import { eq } from 'drizzle-orm';
import type { CrbotDoc, CrbotInput } from '../../../domain/vetting/crbot.ts';
import type { Db } from '../../db/client.ts';
import { personCrbot } from '../../db/schema/index.ts';

export async function findCrbot(db: Db, personId: string): Promise<CrbotDoc | undefined> {
  const [row] = await db.select().from(personCrbot).where(eq(personCrbot.personId, personId));
  if (!row) return undefined;
  return {
    personId: row.personId,
    nationality: row.nationality,
    identityType: row.identityType as CrbotDoc['identityType'],
    identityNumber: row.identityNumber,
    organizations: row.organizations.map((o) => ({ ...o, dateUnassigned: o.dateUnassigned ?? '' })),
    interests: row.interests as CrbotDoc['interests'],
    confirmed: true,
    lastSubmittedAt: row.lastSubmittedAt.toISOString(),
  };
}

export async function saveCrbot(db: Db, personId: string, input: CrbotInput, at: Date): Promise<void> {
  const values = {
    nationality: input.nationality,
    identityType: input.identityType,
    identityNumber: input.identityNumber,
    organizations: input.organizations.map((o) => ({
      organizationId: o.organizationId,
      dateAssigned: o.dateAssigned,
      ...(o.dateUnassigned ? { dateUnassigned: o.dateUnassigned } : {}),
    })),
    interests: input.interests,
    confirmed: input.confirmed,
    lastSubmittedAt: at,
    updatedAt: at,
  };
  try {
    await db
      .insert(personCrbot)
      .values({ personId, ...values })
      .onConflictDoUpdate({ target: personCrbot.personId, set: values });
  } catch {
    // The driver's error carries the statement's parameters, the PPS number among them.
    throw new Error('Saving CRBOT information failed');
  }
}
