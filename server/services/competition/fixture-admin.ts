/**
 * What a competition admin does to fixtures (seed 2 §4 Fixture, §5 Competition): create and edit by hand
 * (a move of more than 2 days needs a reason), delete with a reason, record and confirm a result (walkover,
 * conceded, postponed, abandoned, replay, extra time, penalties, CCC ruling notes), bulk actions on at most
 * 20, and clash detection. Every write bumps the fixture's version and `updated_at`, so the next pull brings
 * it to every device that holds it (the referee's included) and a referee's older offline score meets a
 * `resultConfirmed` conflict instead of overwriting the admin's result.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import {
  DATE_MOVE_DAYS,
  type BulkFixturesInput,
  type FixtureInput,
  type FixtureNoticeInput,
  type ResultInput,
} from '../../../domain/competition/competition.ts';
import type { Fixture } from '../../../domain/competition/fixture.ts';
import { COMPETITION_MESSAGES as CM } from '../../../domain/competition/messages.ts';
import { dublinAt, formatEventDateTime } from '../../../domain/event/event.ts';
import { dublinParts } from '../../../domain/lib/dates.ts';
import type { Db } from '../../db/client.ts';
import { fixture, fixtureOfficial, person, place, team } from '../../db/schema/index.ts';
import { fieldError } from '../../http/field-error.ts';
import {
  cancelFollowUps,
  competitionAdminsOf,
  moveFollowUps,
  scheduleReminders,
} from '../../jobs/follow-ups.ts';
import type { NotificationAdapter } from '../../adapters/notifications/notifications.ts';
import type { CompetitionRow } from './competition.repository.ts';
import { CLASH_WINDOW_MS } from '../../../domain/competition/fixture-clashes.ts';
import { toFixtureDoc } from './fixture.dto.ts';
import { lockFixture } from './fixture-writes.ts';
import { bumpedAt, findFixtureRecords, officialsOf } from './fixture.repository.ts';
import { recordFixtureNotification } from './competition-tabs.repository.ts';

const DAY_MS = 86_400_000;
/** Two fixtures clash when they start within this long of each other (the domain's rule, fixture-clashes.ts). */
export { CLASH_WINDOW_MS };

export async function fixtureDocs(db: Db, ids: string[]): Promise<Fixture[]> {
  const records = await findFixtureRecords(db, ids);
  const officials = await officialsOf(
    db,
    records.map((r) => r.fixture.id),
  );
  return records.map((r) => toFixtureDoc(r, officials));
}

async function checkSides(db: Db, input: FixtureInput, lang: string | undefined): Promise<void> {
  const ids = [input.homeTeamId, input.awayTeamId].filter((x): x is string => Boolean(x));
  if (ids.length === 0) return;
  const found = await db
    .select({ id: team.id })
    .from(team)
    .where(and(inArray(team.id, ids), isNull(team.deletedAt)));
  for (const [field, teamId] of [
    ['homeTeamId', input.homeTeamId],
    ['awayTeamId', input.awayTeamId],
  ] as const) {
    if (teamId && !found.some((f) => f.id === teamId))
      throw fieldError(field, 'validation.option.invalid', lang);
  }
  if (input.placeId) {
    const [p] = await db.select({ id: place.id }).from(place).where(eq(place.id, input.placeId));
    if (!p) throw fieldError('placeId', 'validation.option.invalid', lang);
  }
}

function sideColumns(input: FixtureInput) {
  return {
    homeTeamId: input.homeTeamId ?? null,
    homePlaceholder: input.homeTeamId ? null : (input.homePlaceholder ?? null),
    awayTeamId: input.awayTeamId ?? null,
    awayPlaceholder: input.awayTeamId ? null : (input.awayPlaceholder ?? null),
    placeId: input.placeId ?? null,
    round: input.round || null,
    notes: input.notes || null,
    broadcast: input.broadcast ? (input.broadcast as Record<string, string>) : null,
  };
}

export async function createFixture(
  db: Db,
  target: { divisionId: string; competition: CompetitionRow },
  input: FixtureInput,
  lang: string | undefined,
): Promise<string> {
  await checkSides(db, input, lang);
  const id = uuidv7();
  await db.insert(fixture).values({
    id,
    competitionId: target.competition.id,
    divisionId: target.divisionId,
    ownerId: target.competition.organizationId,
    startDate: dublinAt(input.date, input.time),
    ...sideColumns(input),
  });
  await scheduleReminders(db, [id]);
  return id;
}

export async function liveFixtureRow(db: Db, id: string) {
  const row = await lockFixture(db, id);
  return row && !row.deletedAt ? row : undefined;
}

export async function updateFixture(
  db: Db,
  row: typeof fixture.$inferSelect,
  input: FixtureInput,
  lang: string | undefined,
): Promise<void> {
  await checkSides(db, input, lang);
  const startDate = dublinAt(input.date, input.time);
  const moved = Math.abs(startDate.getTime() - row.startDate.getTime()) > DATE_MOVE_DAYS * DAY_MS;
  if (moved && !input.reason) throw fieldError('reason', CM.dateMoveReason.id, lang);
  await db
    .update(fixture)
    .set({
      ...sideColumns(input),
      divisionId: input.divisionId,
      startDate,
      ...(startDate.getTime() !== row.startDate.getTime() ? { rescheduleReason: input.reason || null } : {}),
      version: sql`${fixture.version} + 1`,
      updatedAt: bumpedAt,
    })
    .where(eq(fixture.id, row.id));
  if (startDate.getTime() !== row.startDate.getTime() || input.divisionId !== row.divisionId)
    await moveFollowUps(db, row.id);
}

export async function softDeleteFixtures(db: Db, ids: string[], reason: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(fixture)
    .set({
      deletedAt: sql`clock_timestamp()`,
      notes: reason,
      version: sql`${fixture.version} + 1`,
      updatedAt: bumpedAt,
    })
    .where(inArray(fixture.id, ids));
}

/** An admin's result (ResultInput). A played result needs every score; others keep none. */
export async function writeResult(
  db: Db,
  row: typeof fixture.$inferSelect,
  r: ResultInput,
  enteredBy: string | null,
): Promise<void> {
  const scored = r.outcome === 'PLAYED';
  const counted = !['POSTPONED', 'NOT_PLAYED'].includes(r.outcome);
  await db
    .update(fixture)
    .set({
      outcome: r.outcome,
      homeGoals: scored ? r.homeGoals : null,
      homePoints: scored ? r.homePoints : null,
      awayGoals: scored ? r.awayGoals : null,
      awayPoints: scored ? r.awayPoints : null,
      homePenalties: scored ? (r.homePenalties ?? null) : null,
      awayPenalties: scored ? (r.awayPenalties ?? null) : null,
      isExtraTime: r.isExtraTime,
      isReplay: r.isReplay,
      cccNotes: r.cccNotes || null,
      isPostponed: r.outcome === 'POSTPONED',
      isResult: counted,
      resultConfirmed: counted && r.confirm,
      resultEnteredBy: enteredBy,
      version: sql`${fixture.version} + 1`,
      updatedAt: bumpedAt,
    })
    .where(eq(fixture.id, row.id));
  if (counted) await cancelFollowUps(db, row.id);
}

/**
 * Bulk actions (seed 2 §5): at most 20 (the schema), a reason to delete, and no bulk delete of fixtures
 * or results that have a start date — read as a start date already reached: a fixture that has started,
 * or has a result, is deleted one by one with its own reason.
 */
export async function bulkFixtures(
  db: Db,
  input: BulkFixturesInput,
  now: Date,
  lang: string | undefined,
): Promise<string[]> {
  const rows = await db
    .select()
    .from(fixture)
    .where(and(inArray(fixture.id, input.ids), isNull(fixture.deletedAt)))
    .for('update');
  if (rows.length !== new Set(input.ids).size) throw fieldError('ids', 'validation.option.invalid', lang);
  if (input.action === 'DELETE') {
    if (rows.some((r) => r.isResult || r.startDate.getTime() <= now.getTime())) {
      throw fieldError('ids', CM.bulkDeleteStarted.id, lang, 409);
    }
    await softDeleteFixtures(db, input.ids, input.reason!);
    return [];
  }
  for (const r of rows) {
    if (input.action === 'POSTPONE') {
      await db
        .update(fixture)
        .set({
          isPostponed: true,
          outcome: 'POSTPONED',
          rescheduleReason: input.reason || null,
          version: sql`${fixture.version} + 1`,
          updatedAt: bumpedAt,
        })
        .where(eq(fixture.id, r.id));
    } else {
      const parts = dublinParts(r.startDate);
      const startDate = dublinAt(input.date!, `${parts.hour}:${parts.minute}`);
      const moved = Math.abs(startDate.getTime() - r.startDate.getTime()) > DATE_MOVE_DAYS * DAY_MS;
      if (moved && !input.reason) throw fieldError('reason', CM.dateMoveReason.id, lang);
      await db
        .update(fixture)
        .set({
          startDate,
          rescheduleReason: input.reason || null,
          version: sql`${fixture.version} + 1`,
          updatedAt: bumpedAt,
        })
        .where(eq(fixture.id, r.id));
      await moveFollowUps(db, r.id);
    }
  }
  return rows.map((r) => r.id);
}

export type Clash = { kind: 'TEAM' | 'VENUE' | 'OFFICIAL'; fixtureId: string; message: string };

/**
 * POST /admin/fixture/conflicts/{id}: fixtures that clash with this one — a team or a venue twice within
 * two hours, or one of its officials appointed to another fixture in that window.
 */
export async function clashesOf(db: Db, row: typeof fixture.$inferSelect): Promise<Clash[]> {
  const from = new Date(row.startDate.getTime() - CLASH_WINDOW_MS);
  const until = new Date(row.startDate.getTime() + CLASH_WINDOW_MS);
  const teams = [row.homeTeamId, row.awayTeamId].filter((x): x is string => Boolean(x));
  const sameSlot = and(
    ne(fixture.id, row.id),
    isNull(fixture.deletedAt),
    sql`${fixture.startDate} > ${from.toISOString()}::timestamptz and ${fixture.startDate} < ${until.toISOString()}::timestamptz`,
  );
  const out: Clash[] = [];
  if (teams.length) {
    const rows = await db
      .select({ id: fixture.id })
      .from(fixture)
      .where(and(sameSlot, or(inArray(fixture.homeTeamId, teams), inArray(fixture.awayTeamId, teams))));
    out.push(
      ...rows.map((r) => ({
        kind: 'TEAM' as const,
        fixtureId: r.id,
        message: 'A team plays twice at overlapping times',
      })),
    );
  }
  if (row.placeId) {
    const rows = await db
      .select({ id: fixture.id })
      .from(fixture)
      .where(and(sameSlot, eq(fixture.placeId, row.placeId)));
    out.push(
      ...rows.map((r) => ({
        kind: 'VENUE' as const,
        fixtureId: r.id,
        message: 'The venue is used twice at overlapping times',
      })),
    );
  }
  const mine = await db
    .select({ personId: fixtureOfficial.personId })
    .from(fixtureOfficial)
    .where(and(eq(fixtureOfficial.fixtureId, row.id), isNull(fixtureOfficial.deletedAt)));
  if (mine.length) {
    const rows = await db
      .selectDistinct({ id: fixture.id })
      .from(fixture)
      .innerJoin(fixtureOfficial, eq(fixtureOfficial.fixtureId, fixture.id))
      .where(
        and(
          sameSlot,
          isNull(fixtureOfficial.deletedAt),
          inArray(
            fixtureOfficial.personId,
            mine.map((m) => m.personId),
          ),
        ),
      );
    out.push(
      ...rows.map((r) => ({
        kind: 'OFFICIAL' as const,
        fixtureId: r.id,
        message: 'An official is appointed twice at overlapping times',
      })),
    );
  }
  return out;
}

/**
 * A fixture notification (seed 2 §7 "notifications (POST)"): its details — teams, Dublin date and time,
 * venue, the admin's message — by e-mail to its appointed officials and/or the competition administrators
 * of its owner, through the notification adapter. The same notice for the same version of the fixture is
 * sent once (the adapter's dedupe key), so a second click or a replay sends nothing more. A send that queued
 * mail is recorded for the Communications tab's history in the same transaction (when, to whom, by whom).
 */
export async function sendFixtureNotice(
  db: Db,
  notify: NotificationAdapter,
  row: typeof fixture.$inferSelect,
  input: FixtureNoticeInput,
  sentBy: string | null,
): Promise<number> {
  const [doc] = await fixtureDocs(db, [row.id]);
  if (!doc) return 0;
  const what = `${doc.homeTeam.name ?? 'Bye'} v ${doc.awayTeam.name ?? 'Bye'}`;
  const when = formatEventDateTime(doc.startDate);
  const body = [
    `${what}: ${when}${doc.place ? `, ${doc.place.name}` : ''}.`,
    doc.competition ? `${doc.competition.name}${doc.round ? `, ${doc.round}` : ''}.` : '',
    input.message ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const recipients = new Map<string, string | null>();
  if (input.audiences.includes('OFFICIALS')) {
    const rows = await db
      .select({ id: person.id, email: person.email })
      .from(fixtureOfficial)
      .innerJoin(person, eq(person.id, fixtureOfficial.personId))
      .where(and(eq(fixtureOfficial.fixtureId, row.id), isNull(fixtureOfficial.deletedAt)));
    for (const r of rows) recipients.set(r.id, r.email);
  }
  if (input.audiences.includes('ADMINS')) {
    for (const r of await competitionAdminsOf(db, row.ownerId)) recipients.set(r.personId, r.email);
  }
  const digest = createHash('sha256').update(body).digest('hex').slice(0, 16);
  let sent = 0;
  for (const [personId, email] of recipients) {
    const ok = await notify.send(db, {
      channel: 'EMAIL',
      recipientPersonId: personId,
      address: email,
      subject: `Fixture: ${what}`,
      body,
      dedupeKey: `fixture-notice:${row.id}:${row.version}:${digest}`,
    });
    if (ok) sent++;
  }
  if (sent > 0)
    await recordFixtureNotification(db, {
      fixtureId: row.id,
      ownerId: row.ownerId,
      audiences: [...input.audiences],
      recipients: sent,
      message: input.message || null,
      sentBy,
    });
  return sent;
}
