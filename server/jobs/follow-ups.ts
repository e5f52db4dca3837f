/**
 * Automated referee follow-ups (seed 2 §4 Fixture, §9): a score request to the referee 1 hour after
 * throw-in, an escalation to the fixture's admins after 2 hours, an SMS reminder to the referee after 24
 * hours, and an availability and no-reply alert to the admins after 2 days.
 *
 * A Postgres-backed queue (table `follow_up_job`, one row per fixture and kind):
 * - scheduling is idempotent (unique fixture+kind; a moved fixture moves its still-scheduled jobs);
 * - the runner claims due rows one at a time with `for update skip locked`, so two server processes never
 *   run the same job, and marks each DONE or CANCELLED in the same transaction as its notifications;
 * - a job finds the fixture already scored (or gone) and cancels itself, and recording a score cancels the
 *   fixture's remaining jobs at once (record-score.ts) — no follow-up after the score;
 * - time comes from the caller (`now`), so tests drive it; the server runs it every minute (main.ts).
 */
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { NotificationAdapter, OutgoingNotification } from '../adapters/notifications/notifications.ts';
import type { Db } from '../db/client.ts';
import { formatEventDateTime } from '../../domain/event/event.ts';
import {
  division,
  fixture,
  fixtureOfficial,
  followUpJob,
  person,
  personOrganization,
} from '../db/schema/index.ts';

const HOUR = 3600_000;

export const FOLLOW_UPS = {
  scoreRequest: { afterMs: 1 * HOUR, channel: 'EMAIL', to: 'referee' },
  adminEscalation: { afterMs: 2 * HOUR, channel: 'EMAIL', to: 'admins' },
  smsReminder: { afterMs: 24 * HOUR, channel: 'SMS', to: 'referee' },
  noReplyAlert: { afterMs: 48 * HOUR, channel: 'EMAIL', to: 'admins' },
} as const;
const KINDS = Object.keys(FOLLOW_UPS) as (keyof typeof FOLLOW_UPS)[];

/**
 * Reminders before a fixture (seed 2 §3 "Division communication settings exist for match officials and
 * administrators (days and hours before a fixture)"): each division sets how long before throw-in its
 * officials and its administrators hear; 0 days and 0 hours means no reminder. Same queue, same runner.
 */
export const REMINDERS = {
  officialsReminder: { channel: 'EMAIL', to: 'officials' },
  adminReminder: { channel: 'EMAIL', to: 'admins' },
} as const;
export type FollowUpKind = keyof typeof FOLLOW_UPS | keyof typeof REMINDERS;
const ruleOf = (kind: FollowUpKind) =>
  kind in FOLLOW_UPS
    ? FOLLOW_UPS[kind as keyof typeof FOLLOW_UPS]
    : REMINDERS[kind as keyof typeof REMINDERS];

const ADMIN_MARKS = ['COMPETITION', 'ADMIN_COMPETITION', 'MATCH_OFFICIAL_ADMIN'];

/** Schedules (or moves) the fixture's follow-ups from its start date. */
export async function scheduleFollowUps(db: Db, fixtureId: string): Promise<void> {
  const [f] = await db
    .select({ startDate: fixture.startDate })
    .from(fixture)
    .where(eq(fixture.id, fixtureId));
  if (!f) return;
  await db
    .insert(followUpJob)
    .values(
      KINDS.map((kind) => ({
        id: uuidv7(),
        fixtureId,
        kind,
        runAt: new Date(f.startDate.getTime() + FOLLOW_UPS[kind].afterMs),
      })),
    )
    .onConflictDoUpdate({
      target: [followUpJob.fixtureId, followUpJob.kind],
      set: { runAt: sql`excluded.run_at` },
      setWhere: sql`${followUpJob.state} = 'SCHEDULED'`,
    });
}

/**
 * Schedules (or moves, or cancels) the pre-fixture reminders of some fixtures from their division's
 * communication settings. Called when fixtures are generated, created or moved and when a division's
 * settings change.
 */
export async function scheduleReminders(db: Db, fixtureIds: string[]): Promise<void> {
  if (fixtureIds.length === 0) return;
  const rows = await db
    .select({
      id: fixture.id,
      startDate: fixture.startDate,
      officialsDays: division.officialsDaysBefore,
      officialsHours: division.officialsHoursBefore,
      adminDays: division.adminDaysBefore,
      adminHours: division.adminHoursBefore,
    })
    .from(fixture)
    .innerJoin(division, eq(division.id, fixture.divisionId))
    .where(and(inArray(fixture.id, fixtureIds), isNull(fixture.deletedAt)));
  const jobs: (typeof followUpJob.$inferInsert)[] = [];
  const none: { fixtureId: string; kind: FollowUpKind }[] = [];
  for (const r of rows) {
    const leads = {
      officialsReminder: (r.officialsDays * 24 + r.officialsHours) * HOUR,
      adminReminder: (r.adminDays * 24 + r.adminHours) * HOUR,
    };
    for (const kind of Object.keys(REMINDERS) as (keyof typeof REMINDERS)[]) {
      if (leads[kind] > 0) {
        jobs.push({
          id: uuidv7(),
          fixtureId: r.id,
          kind,
          runAt: new Date(r.startDate.getTime() - leads[kind]),
        });
      } else none.push({ fixtureId: r.id, kind });
    }
  }
  for (let i = 0; i < jobs.length; i += 500) {
    await db
      .insert(followUpJob)
      .values(jobs.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [followUpJob.fixtureId, followUpJob.kind],
        set: { runAt: sql`excluded.run_at`, state: 'SCHEDULED', finishedAt: null },
      });
  }
  // No reminder wanted (0 days, 0 hours): cancel any scheduled one, one statement per kind.
  for (const kind of Object.keys(REMINDERS) as (keyof typeof REMINDERS)[]) {
    const ids = none.filter((n) => n.kind === kind).map((n) => n.fixtureId);
    for (let i = 0; i < ids.length; i += 1000) {
      await db
        .update(followUpJob)
        .set({ state: 'CANCELLED' })
        .where(
          and(
            inArray(followUpJob.fixtureId, ids.slice(i, i + 1000)),
            eq(followUpJob.kind, kind),
            eq(followUpJob.state, 'SCHEDULED'),
          ),
        );
    }
  }
}

/** A fixture moved: its scheduled follow-ups (if a referee was appointed) and reminders move with it. */
export async function moveFollowUps(db: Db, fixtureId: string): Promise<void> {
  const [job] = await db
    .select({ id: followUpJob.id })
    .from(followUpJob)
    .where(and(eq(followUpJob.fixtureId, fixtureId), inArray(followUpJob.kind, KINDS)))
    .limit(1);
  if (job) await scheduleFollowUps(db, fixtureId);
  await scheduleReminders(db, [fixtureId]);
}

/** The score arrived: nothing more to chase. */
export async function cancelFollowUps(db: Db, fixtureId: string, now = new Date()): Promise<void> {
  await db
    .update(followUpJob)
    .set({ state: 'CANCELLED', finishedAt: now })
    .where(and(eq(followUpJob.fixtureId, fixtureId), eq(followUpJob.state, 'SCHEDULED')));
}

interface Recipient {
  personId: string;
  email: string | null;
  telephone: string | null;
}

async function refereesOf(tx: Db, fixtureId: string): Promise<Recipient[]> {
  return tx
    .select({ personId: person.id, email: person.email, telephone: person.telephone })
    .from(fixtureOfficial)
    .innerJoin(person, eq(person.id, fixtureOfficial.personId))
    .where(
      and(
        eq(fixtureOfficial.fixtureId, fixtureId),
        eq(fixtureOfficial.type, 'REFEREES'),
        isNull(fixtureOfficial.deletedAt),
      ),
    );
}

/** Competition and match-official admins of the owner and of the organisations above it. */
export const competitionAdminsOf = (tx: Db, ownerId: string) => adminsOf(tx, ownerId);

async function adminsOf(tx: Db, ownerId: string): Promise<Recipient[]> {
  const marks = sql`array[${sql.join(
    ADMIN_MARKS.map((m) => sql`${m}`),
    sql`, `,
  )}]::text[]`;
  return tx
    .selectDistinct({ personId: person.id, email: person.email, telephone: person.telephone })
    .from(personOrganization)
    .innerJoin(person, eq(person.id, personOrganization.personId))
    .where(
      and(
        sql`${personOrganization.organizationId} in (with recursive a(id) as (
          select ${ownerId}::text union select p.parent_id from organization_parent p join a on p.organization_id = a.id
        ) select id from a)`,
        sql`(${personOrganization.privileges} && ${marks} or ${personOrganization.labels} && ${marks})`,
      ),
    )
    .orderBy(asc(person.id));
}

async function officialsOf(tx: Db, fixtureId: string): Promise<Recipient[]> {
  return tx
    .selectDistinct({ personId: person.id, email: person.email, telephone: person.telephone })
    .from(fixtureOfficial)
    .innerJoin(person, eq(person.id, fixtureOfficial.personId))
    .where(and(eq(fixtureOfficial.fixtureId, fixtureId), isNull(fixtureOfficial.deletedAt)))
    .orderBy(asc(person.id));
}

async function pendingOfficials(tx: Db, fixtureId: string): Promise<string[]> {
  const rows = await tx
    .select({ given: person.givenName, family: person.familyName })
    .from(fixtureOfficial)
    .innerJoin(person, eq(person.id, fixtureOfficial.personId))
    .where(
      and(
        eq(fixtureOfficial.fixtureId, fixtureId),
        eq(fixtureOfficial.availability, 'PENDING'),
        isNull(fixtureOfficial.deletedAt),
      ),
    );
  return rows.map((r) => `${r.given} ${r.family}`);
}

function message(
  kind: FollowUpKind,
  what: string,
  pending: string[],
  when = '',
): { subject: string; body: string } {
  switch (kind) {
    case 'officialsReminder':
      return { subject: `Reminder: ${what}`, body: `You are appointed to ${what}, ${when}.` };
    case 'adminReminder':
      return {
        subject: `Coming up: ${what}`,
        body: [
          `${what} is on ${when}.`,
          pending.length ? `Officials yet to confirm: ${pending.join(', ')}.` : '',
        ]
          .filter(Boolean)
          .join(' '),
      };
    case 'scoreRequest':
      return { subject: `Score needed: ${what}`, body: `Please enter the final score of ${what} in Páirc.` };
    case 'adminEscalation':
      return {
        subject: `No score yet: ${what}`,
        body: `The referee has not entered the score of ${what}, 2 hours after throw-in.`,
      };
    case 'smsReminder':
      return { subject: 'Score reminder', body: `Páirc: please enter the score of ${what}.` };
    case 'noReplyAlert':
      return {
        subject: `No reply after 2 days: ${what}`,
        body: [
          `No score has been received for ${what}, 2 days after throw-in.`,
          pending.length ? `Officials who never confirmed availability: ${pending.join(', ')}.` : '',
        ]
          .filter(Boolean)
          .join(' '),
      };
  }
}

async function runJob(tx: Db, notify: NotificationAdapter, jobId: string, now: Date): Promise<number> {
  const [job] = await tx
    .select()
    .from(followUpJob)
    .where(and(eq(followUpJob.id, jobId), eq(followUpJob.state, 'SCHEDULED')))
    .for('update', { skipLocked: true });
  if (!job) return 0;
  const [f] = await tx
    .select({
      id: fixture.id,
      ownerId: fixture.ownerId,
      startDate: fixture.startDate,
      isResult: fixture.isResult,
      deletedAt: fixture.deletedAt,
      home: sql<string>`coalesce((select name from team where id = ${fixture.homeTeamId}), ${fixture.homePlaceholder})`,
      away: sql<
        string | null
      >`coalesce((select name from team where id = ${fixture.awayTeamId}), ${fixture.awayPlaceholder})`,
    })
    .from(fixture)
    .where(eq(fixture.id, job.fixtureId));
  const done = (state: 'DONE' | 'CANCELLED') =>
    tx
      .update(followUpJob)
      .set({ state, finishedAt: now, attempts: job.attempts + 1 })
      .where(eq(followUpJob.id, job.id));
  if (!f || f.deletedAt || f.isResult) {
    await done('CANCELLED');
    return 0;
  }
  const kind = job.kind as FollowUpKind;
  const rule = ruleOf(kind);
  const recipients =
    rule.to === 'referee'
      ? await refereesOf(tx, f.id)
      : rule.to === 'officials'
        ? await officialsOf(tx, f.id)
        : await adminsOf(tx, f.ownerId);
  const what = `${f.home} v ${f.away ?? 'bye'}`;
  const withPending = kind === 'noReplyAlert' || kind === 'adminReminder';
  const text = message(
    kind,
    what,
    withPending ? await pendingOfficials(tx, f.id) : [],
    formatEventDateTime(f.startDate.toISOString()),
  );
  let sent = 0;
  for (const r of recipients) {
    const n: OutgoingNotification = {
      channel: rule.channel,
      recipientPersonId: r.personId,
      address: rule.channel === 'SMS' ? r.telephone : r.email,
      ...text,
      dedupeKey: `${kind}:${f.id}`,
    };
    if (await notify.send(tx, n)) sent++;
  }
  await done('DONE');
  return sent;
}

/** Runs every job due at `now`; answers how many notifications were sent. */
export async function runDueFollowUps(db: Db, notify: NotificationAdapter, now: Date): Promise<number> {
  const due = await db
    .select({ id: followUpJob.id })
    .from(followUpJob)
    .where(and(eq(followUpJob.state, 'SCHEDULED'), lte(followUpJob.runAt, now)))
    .orderBy(asc(followUpJob.runAt), asc(followUpJob.id))
    .limit(200);
  let sent = 0;
  for (const { id } of due) sent += await db.transaction((tx) => runJob(tx, notify, id, now));
  return sent;
}

/** Schedules follow-ups for every fixture with a referee that has none yet (the demo seed, start-up). */
export async function scheduleMissingFollowUps(db: Db): Promise<void> {
  const rows = await db
    .selectDistinct({ id: fixtureOfficial.fixtureId })
    .from(fixtureOfficial)
    .where(
      and(
        eq(fixtureOfficial.type, 'REFEREES'),
        isNull(fixtureOfficial.deletedAt),
        sql`not exists (select 1 from follow_up_job j where j.fixture_id = ${fixtureOfficial.fixtureId})`,
      ),
    );
  for (const r of rows) await scheduleFollowUps(db, r.id);
}
