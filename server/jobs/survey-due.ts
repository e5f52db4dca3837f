/**
 * The daily survey dates (issue 26; seed 3 §5 "Risk assessment is required every two years", §3 accreditation
 * expiry date), once per Dublin calendar day like the certification expiry:
 * - a Club Compas accreditation (APPROVED or COMPLETED) whose expiry date has come is EXPIRED — recorded in the
 *   submission's events with no actor, and mailed to the club's officers — so the club can fill Club Compas
 *   again (an approved one is still open and would block a new one); one within 30 days of it is announced
 *   to the officers, once;
 * - a club whose last risk assessment (approved or completed) was submitted two years ago, or will be within 30
 *   days, and that has none open, is reminded, once before and once on the due date.
 * Several processes may run it: the expiry is a conditional update and every mail has a dedupe key.
 */
import { and, eq, inArray, isNotNull, lte, max, notExists, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { addDays, addYears } from '../../domain/lib/days.ts';
import { formatDisplayDate, todayInDublin } from '../../domain/lib/dates.ts';
import type { Level } from '../../domain/survey/enums.ts';
import { LEVEL_LABELS, SURVEY_MAIL } from '../../domain/survey/labels.ts';
import type { Db } from '../db/client.ts';
import { surveySubmission } from '../db/schema/index.ts';
import { insertEvent, updateSubmission } from '../services/survey/survey.repository.ts';
import { clubSurveyPath, mailOfficers, notifySurvey } from '../services/survey/survey-notify.ts';
import { uuidv7 } from 'uuidv7';
import { every, type RunningJob } from './interval.ts';

export const NOTICE_DAYS = 30;
export const RISK_ASSESSMENT_YEARS = 2;
const DONE = ['APPROVED', 'COMPLETED'];
const OPEN = ['DRAFT', 'PENDING_REVIEW', 'ACCEPTED', 'REJECTED_MORE_INFO', 'APPROVED'];

export async function runSurveyDates(
  db: Db,
  today: string,
): Promise<{ expired: number; announced: number; reminded: number }> {
  let expired = 0;
  let announced = 0;
  const compas = await db
    .select({
      id: surveySubmission.id,
      surveyId: surveySubmission.surveyId,
      organizationId: surveySubmission.organizationId,
      status: surveySubmission.status,
      level: surveySubmission.level,
      expiry: surveySubmission.accreditationExpiry,
    })
    .from(surveySubmission)
    .where(
      and(
        eq(surveySubmission.kind, 'CLUB_COMPAS'),
        inArray(surveySubmission.status, DONE),
        isNotNull(surveySubmission.accreditationExpiry),
        lte(surveySubmission.accreditationExpiry, addDays(today, NOTICE_DAYS)),
      ),
    );
  for (const c of compas) {
    if (c.expiry! <= today) {
      const done = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(surveySubmission)
          .set({ status: 'EXPIRED' })
          .where(and(eq(surveySubmission.id, c.id), eq(surveySubmission.status, c.status)))
          .returning({ id: surveySubmission.id });
        if (!row) return false;
        await updateSubmission(tx, c.id, {}); // the version and change time, so devices pull it
        const eventId = uuidv7();
        await insertEvent(tx, {
          id: eventId,
          submissionId: c.id,
          actorId: null,
          action: 'expire',
          fromStatus: c.status,
          toStatus: 'EXPIRED',
          reason: null,
          detail: { accreditationExpiry: c.expiry },
        });
        await notifySurvey(tx, {
          submissionId: c.id,
          surveyId: c.surveyId,
          organizationId: c.organizationId,
          kind: 'CLUB_COMPAS',
          status: 'EXPIRED',
          eventId,
          to: 'club',
        });
        return true;
      });
      if (done) expired++;
    } else {
      announced += await mailOfficers(db, {
        organizationId: c.organizationId,
        path: clubSurveyPath(c.surveyId, c.organizationId),
        subject: SURVEY_MAIL.expiringSubject,
        body: SURVEY_MAIL.expiring,
        values: (tr) => ({
          level: c.level ? tr(LEVEL_LABELS[c.level as Level]) : '',
          date: formatDisplayDate(c.expiry!),
        }),
        dedupeKey: `survey-expiring:${c.id}:${c.expiry}`,
      });
    }
  }

  const open = db
    .select({ one: sql`1` })
    .from(surveySubmission)
    .where(
      and(
        eq(surveySubmission.kind, 'RISK_ASSESSMENT'),
        inArray(surveySubmission.status, OPEN),
        sql`${surveySubmission.organizationId} = last.organization_id`,
      ),
    );
  const last = db
    .select({
      organizationId: surveySubmission.organizationId,
      submittedAt: max(surveySubmission.submittedAt).as('submitted_at'),
    })
    .from(surveySubmission)
    .where(and(eq(surveySubmission.kind, 'RISK_ASSESSMENT'), inArray(surveySubmission.status, DONE)))
    .groupBy(surveySubmission.organizationId)
    .as('last');
  const lastDone = await db
    .select({ organizationId: last.organizationId, submittedAt: last.submittedAt })
    .from(last)
    .where(notExists(open));
  let reminded = 0;
  for (const r of lastDone) {
    if (!r.submittedAt) continue;
    const due = addYears(todayInDublin(new Date(r.submittedAt)), RISK_ASSESSMENT_YEARS);
    if (addDays(due, -NOTICE_DAYS) > today) continue;
    reminded += await mailOfficers(db, {
      organizationId: r.organizationId,
      path: '/survey',
      subject: SURVEY_MAIL.riskDueSubject,
      body: SURVEY_MAIL.riskDue,
      values: () => ({ date: formatDisplayDate(due) }),
      dedupeKey: `risk-assessment-due:${r.organizationId}:${due}:${today >= due ? 'due' : 'soon'}`,
    });
  }
  return { expired, announced, reminded };
}

export function startSurveyDates(db: Db, log: Logger, now: () => Date = () => new Date()): RunningJob {
  let lastDay = '';
  return every(
    3600_000,
    async () => {
      const today = todayInDublin(now());
      if (today === lastDay) return;
      const done = await runSurveyDates(db, today);
      lastDay = today;
      if (done.expired + done.announced + done.reminded > 0) log.info({ ...done, today }, 'surveys: dates');
    },
    log,
    'survey dates failed',
  );
}
