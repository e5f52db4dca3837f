/** SQL of an official's answer links (official-response.ts): issue, find by token hash, mark used. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.ts';
import {
  competition,
  fixture,
  fixtureOfficial,
  officialResponseLink,
  person,
  place,
  team,
} from '../../db/schema/index.ts';
import { alias } from 'drizzle-orm/pg-core';

export async function insertLink(
  db: Db,
  officialId: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(officialResponseLink).values({ id: uuidv7(), officialId, tokenHash, expiresAt });
}

const home = alias(team, 'home_team');
const away = alias(team, 'away_team');

/** A link with its current appointment, the official and the fixture it concerns; locked when `lock`. */
export async function findLink(db: Db, tokenHash: string, lock = false) {
  const q = db
    .select({
      link: officialResponseLink,
      official: fixtureOfficial,
      person: { givenName: person.givenName, familyName: person.familyName },
      fixture: {
        id: fixture.id,
        startDate: fixture.startDate,
        isResult: fixture.isResult,
        deletedAt: fixture.deletedAt,
        homePlaceholder: fixture.homePlaceholder,
        awayPlaceholder: fixture.awayPlaceholder,
      },
      home: { name: home.name, suffix: home.suffix },
      away: { name: away.name, suffix: away.suffix },
      competition: competition.name,
      place: place.name,
    })
    .from(officialResponseLink)
    .innerJoin(fixtureOfficial, eq(fixtureOfficial.id, officialResponseLink.officialId))
    .innerJoin(person, eq(person.id, fixtureOfficial.personId))
    .innerJoin(fixture, eq(fixture.id, fixtureOfficial.fixtureId))
    .leftJoin(home, eq(home.id, fixture.homeTeamId))
    .leftJoin(away, eq(away.id, fixture.awayTeamId))
    .leftJoin(competition, eq(competition.id, fixture.competitionId))
    .leftJoin(place, eq(place.id, fixture.placeId))
    .where(and(eq(officialResponseLink.tokenHash, tokenHash), isNull(fixtureOfficial.deletedAt)))
    .limit(1);
  const [row] = lock ? await q.for('update', { of: officialResponseLink }) : await q;
  return row;
}

/** Uses the link (once: a used link is not updated again) and answers whether this call used it. */
export async function useLink(db: Db, linkId: string, answer: string): Promise<boolean> {
  const rows = await db
    .update(officialResponseLink)
    .set({ usedAt: sql`clock_timestamp()`, answer })
    .where(and(eq(officialResponseLink.id, linkId), isNull(officialResponseLink.usedAt)))
    .returning({ id: officialResponseLink.id });
  return rows.length > 0;
}

/** The appointments just made, with what the mail needs. */
export async function appointmentsFor(db: Db, fixtureId: string, personIds: string[]) {
  if (personIds.length === 0) return [];
  const rows = await db
    .select({
      officialId: fixtureOfficial.id,
      personId: fixtureOfficial.personId,
      type: fixtureOfficial.type,
      givenName: person.givenName,
      email: person.email,
      language: person.preferredLanguage,
    })
    .from(fixtureOfficial)
    .innerJoin(person, eq(person.id, fixtureOfficial.personId))
    .where(and(eq(fixtureOfficial.fixtureId, fixtureId), isNull(fixtureOfficial.deletedAt)));
  return rows.filter((r) => personIds.includes(r.personId));
}
