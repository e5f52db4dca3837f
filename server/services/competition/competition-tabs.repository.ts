/**
 * SQL of the competitions area's Communications and Managed Leagues tabs (competition-tabs.routes.ts):
 * the fixture notification history (fixture_notification, read a page at a time on its (owner_id, sent_at,
 * id) index) and the hand-overs of divisions (managed_league; domain/competition/managed-league.ts).
 */
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { uuidv7 } from 'uuidv7';
import type { FixtureNotificationRow } from '../../../domain/competition/communications.ts';
import { MANAGED_LEAGUE_LIST_MAX, type ManagedLeague } from '../../../domain/competition/managed-league.ts';
import type { Db } from '../../db/client.ts';
import {
  competition,
  division,
  fixture,
  fixtureNotification,
  managedLeague,
  organization,
  person,
  team,
} from '../../db/schema/index.ts';

const personName = (p: { givenName: AnyPgColumn; familyName: AnyPgColumn }) =>
  sql<string | null>`${p.givenName} || ' ' || ${p.familyName}`;

// ── Fixture notifications ────────────────────────────────────────────────────────────────────────────

export async function recordFixtureNotification(
  db: Db,
  n: {
    fixtureId: string;
    ownerId: string;
    audiences: string[];
    recipients: number;
    message: string | null;
    sentBy: string | null;
  },
): Promise<void> {
  await db.insert(fixtureNotification).values({ id: uuidv7(), ...n });
}

/** One page of the organisation's history, newest first, and whether another page follows. */
export async function notificationPage(
  db: Db,
  ownerId: string,
  page: number,
  size: number,
): Promise<{ rows: FixtureNotificationRow[]; more: boolean }> {
  const home = alias(team, 'home');
  const away = alias(team, 'away');
  const sender = alias(person, 'sender');
  const rows = await db
    .select({
      id: fixtureNotification.id,
      sentAt: fixtureNotification.sentAt,
      fixtureId: fixtureNotification.fixtureId,
      home: sql<string | null>`coalesce(${home.name}, ${fixture.homePlaceholder})`,
      away: sql<string | null>`coalesce(${away.name}, ${fixture.awayPlaceholder})`,
      fixtureStart: fixture.startDate,
      competitionName: competition.name,
      audiences: fixtureNotification.audiences,
      recipients: fixtureNotification.recipients,
      message: fixtureNotification.message,
      sentBy: personName(sender),
    })
    .from(fixtureNotification)
    .innerJoin(fixture, eq(fixture.id, fixtureNotification.fixtureId))
    .leftJoin(competition, eq(competition.id, fixture.competitionId))
    .leftJoin(home, eq(home.id, fixture.homeTeamId))
    .leftJoin(away, eq(away.id, fixture.awayTeamId))
    .leftJoin(sender, eq(sender.id, fixtureNotification.sentBy))
    .where(eq(fixtureNotification.ownerId, ownerId))
    .orderBy(desc(fixtureNotification.sentAt), desc(fixtureNotification.id))
    .limit(size + 1)
    .offset(page * size);
  return {
    more: rows.length > size,
    rows: rows.slice(0, size).map((r) => ({
      id: r.id,
      sentAt: r.sentAt.toISOString(),
      fixtureId: r.fixtureId,
      fixture: `${r.home ?? 'Bye'} v ${r.away ?? 'Bye'}`,
      fixtureStart: r.fixtureStart.toISOString(),
      competitionName: r.competitionName,
      audiences: r.audiences.filter((a): a is 'OFFICIALS' | 'ADMINS' => a === 'OFFICIALS' || a === 'ADMINS'),
      recipients: r.recipients,
      message: r.message,
      sentBy: r.sentBy,
    })),
  };
}

// ── Managed leagues ──────────────────────────────────────────────────────────────────────────────────

/** The organisation running the division for its owner now, if any. */
export async function runningManagerOf(db: Db, divisionId: string): Promise<string | null> {
  const [row] = await db
    .select({ managerId: managedLeague.managerId })
    .from(managedLeague)
    .innerJoin(division, eq(division.id, managedLeague.divisionId))
    .where(
      and(
        eq(managedLeague.divisionId, divisionId),
        isNull(managedLeague.endedAt),
        isNull(division.deletedAt),
      ),
    );
  return row?.managerId ?? null;
}

/** The organisations running any division of the competition now. */
export async function runningManagersOfCompetition(db: Db, competitionId: string): Promise<string[]> {
  const rows = await db
    .select({ managerId: managedLeague.managerId })
    .from(managedLeague)
    .innerJoin(division, eq(division.id, managedLeague.divisionId))
    .where(
      and(
        eq(division.competitionId, competitionId),
        isNull(managedLeague.endedAt),
        isNull(division.deletedAt),
      ),
    );
  return rows.map((r) => r.managerId);
}

export async function findManagedLeagueRow(db: Db, id: string) {
  const [row] = await db.select().from(managedLeague).where(eq(managedLeague.id, id));
  return row;
}

export async function organizationExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: organization.id }).from(organization).where(eq(organization.id, id));
  return Boolean(row);
}

export async function insertManagedLeague(
  db: Db,
  m: { divisionId: string; ownerId: string; managerId: string; createdBy: string | null },
): Promise<string> {
  const id = uuidv7();
  await db.insert(managedLeague).values({ id, ...m });
  return id;
}

/** Ends a running hand-over; false when it had ended already (a concurrent end). */
export async function endManagedLeagueRow(db: Db, id: string, by: string | null): Promise<boolean> {
  const rows = await db
    .update(managedLeague)
    .set({ endedAt: sql`clock_timestamp()`, endedBy: by })
    .where(and(eq(managedLeague.id, id), isNull(managedLeague.endedAt)))
    .returning({ id: managedLeague.id });
  return rows.length > 0;
}

/** Hand-overs as the tab lists them: by id, or those an organisation hands out or runs. */
export async function managedLeagueDocs(
  db: Db,
  where: { id: string } | { ownerId: string } | { managerId: string },
): Promise<ManagedLeague[]> {
  const owner = alias(organization, 'owner');
  const manager = alias(organization, 'manager');
  const creator = alias(person, 'creator');
  const ender = alias(person, 'ender');
  const condition =
    'id' in where
      ? eq(managedLeague.id, where.id)
      : 'ownerId' in where
        ? eq(managedLeague.ownerId, where.ownerId)
        : eq(managedLeague.managerId, where.managerId);
  const rows = await db
    .select({
      id: managedLeague.id,
      divisionId: managedLeague.divisionId,
      divisionName: division.name,
      competitionId: competition.id,
      competitionName: competition.name,
      season: competition.season,
      ownerId: owner.id,
      ownerName: owner.name,
      managerId: manager.id,
      managerName: manager.name,
      createdAt: managedLeague.createdAt,
      createdBy: personName(creator),
      endedAt: managedLeague.endedAt,
      endedBy: personName(ender),
    })
    .from(managedLeague)
    .innerJoin(division, eq(division.id, managedLeague.divisionId))
    .innerJoin(competition, eq(competition.id, division.competitionId))
    .innerJoin(owner, eq(owner.id, managedLeague.ownerId))
    .innerJoin(manager, eq(manager.id, managedLeague.managerId))
    .leftJoin(creator, eq(creator.id, managedLeague.createdBy))
    .leftJoin(ender, eq(ender.id, managedLeague.endedBy))
    .where(and(condition, isNull(division.deletedAt), ne(competition.status, 'DELETED')))
    .orderBy(sql`${managedLeague.endedAt} is not null`, desc(managedLeague.createdAt))
    .limit(MANAGED_LEAGUE_LIST_MAX);
  return rows.map((r) => ({
    id: r.id,
    divisionId: r.divisionId,
    divisionName: r.divisionName,
    competitionId: r.competitionId,
    competitionName: r.competitionName,
    season: r.season,
    owner: { id: r.ownerId, name: r.ownerName },
    manager: { id: r.managerId, name: r.managerName },
    createdAt: r.createdAt.toISOString(),
    createdBy: r.createdBy,
    endedAt: r.endedAt?.toISOString() ?? null,
    endedBy: r.endedBy,
  }));
}

/** Locks the division's row for the request, so two hand-overs of one division are made one after another. */
export async function lockDivision(db: Db, divisionId: string): Promise<void> {
  await db.select({ id: division.id }).from(division).where(eq(division.id, divisionId)).for('update');
}
