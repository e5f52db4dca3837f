/**
 * Who is written to about a person (seed 1 §7 Comms): the person, when they have an e-mail address; a person
 * without one (a child) through their parents and guardians (guardianship.ts), each letter saying for whom.
 * Every letter carries the language its reader asked for (preferredLanguage).
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { person } from '../../db/schema/index.ts';
import { guardiansOf } from './guardianship.ts';

export interface Letter {
  to: string;
  address: string | null;
  language: string;
  /** The person the letter is about, when it goes to their carer. */
  child?: { id: string; name: string };
}

const CHUNK = 5000;

async function peopleRows(db: Db, ids: string[]) {
  const out = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    out.push(
      ...(await db
        .select({
          id: person.id,
          email: person.email,
          language: person.preferredLanguage,
          name: sql<string>`${person.givenName} || ' ' || ${person.familyName}`,
        })
        .from(person)
        .where(inArray(person.id, ids.slice(i, i + CHUNK)))),
    );
  }
  return out;
}

/** The letters for `personIds`: one to each with an address, one to each carer of each without. */
export async function lettersTo(db: Db, personIds: string[]): Promise<Letter[]> {
  const recipients = await peopleRows(db, [...new Set(personIds)]);
  const carers = await guardiansOf(
    db,
    recipients.filter((r) => !r.email).map((r) => r.id),
  );
  const carerRows = new Map(
    (await peopleRows(db, [...new Set([...carers.values()].flat())])).map((c) => [c.id, c]),
  );
  return recipients.flatMap((r): Letter[] =>
    r.email
      ? [{ to: r.id, address: r.email, language: r.language ?? 'en' }]
      : (carers.get(r.id) ?? []).map((g) => ({
          to: g,
          address: carerRows.get(g)?.email ?? null,
          language: carerRows.get(g)?.language ?? 'en',
          child: { id: r.id, name: r.name },
        })),
  );
}
