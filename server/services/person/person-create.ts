/**
 * A person for an account that has none: made when a sign-up's e-mail is verified (PENDING, to be completed
 * in the app) or by the account holder through POST /person (seed 1 §4: "404 → no profile"). An account
 * gets one person, once: the account row is claimed with a conditional update in the same transaction.
 */
import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.ts';
import { account, person } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';

/**
 * Unique IDs of people who joined themselves: 7 digits (seed 1 §9) from 3,000,000 up, above the demo and
 * national seeds' ranges (1,0xx,xxx–2,5xx,xxx); random, so a number says nothing about when someone joined.
 */
const SELF_JOINED_MIN = 3_000_000;
const SELF_JOINED_MAX = 9_999_999;

export async function freeUniqueId(db: Db): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const candidate = String(randomInt(SELF_JOINED_MIN, SELF_JOINED_MAX + 1));
    const taken = await db
      .select({ id: person.id })
      .from(person)
      .where(eq(person.uniqueId, candidate))
      .limit(1);
    if (taken.length === 0) return candidate;
  }
  throw new Error('no free unique ID found');
}

export const ALREADY_HAS_PERSON = 'This account already has a profile';

/** Inserts the person and links it to the account, which must have none yet (409 otherwise). */
export async function createPersonForAccount(
  db: Db,
  accountId: string,
  values: Omit<typeof person.$inferInsert, 'id' | 'uniqueId'>,
): Promise<string> {
  const id = uuidv7();
  const uniqueId = await freeUniqueId(db);
  await db.insert(person).values({ ...values, id, uniqueId });
  const claimed = await db
    .update(account)
    .set({ personId: id, updatedAt: new Date() })
    .where(and(eq(account.id, accountId), isNull(account.personId)))
    .returning({ id: account.id });
  if (claimed.length === 0) throw conflict(ALREADY_HAS_PERSON);
  return id;
}
