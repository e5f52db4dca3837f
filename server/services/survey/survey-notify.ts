/**
 * Every action on a submission notifies through the notification outbox (adapters/notifications), inside
 * the action's transaction, each recipient in their language, with a link to the submission (PUBLIC_URL put
 * in at delivery): a club's own actions (submitted) go to the reviewers of the kind; a reviewer's go to the
 * club's officers. The dedupe key names the audit entry, so a replayed request sends nothing twice.
 */
import { arrayContains, inArray } from 'drizzle-orm';
import { appLink } from '../../../domain/comms/delivery.ts';
import { OPEN_IN_APP } from '../../../domain/comms/messages.ts';
import { reviewerRoleFor, type SubmissionStatus, type SurveyKind } from '../../../domain/survey/enums.ts';
import {
  LEVEL_LABELS,
  SUBMISSION_STATUS_LABELS,
  surveyLabel,
  SURVEY_MAIL,
} from '../../../domain/survey/labels.ts';
import type { Level } from '../../../domain/survey/enums.ts';
import { localNotifications } from '../../adapters/notifications/notifications.ts';
import type { Db } from '../../db/client.ts';
import { account, person } from '../../db/schema/index.ts';
import { pickLocale, translate, translateMessage } from '../../i18n.ts';
import { officersOf } from '../organization/officers.ts';
import { OFFICER_LABELS } from './survey.policy.ts';

/** Where a club's officer opens a survey of theirs (the route src/routes/_authed/survey.$surveyId.$orgId.tsx). */
export const clubSurveyPath = (surveyId: string, organizationId: string) =>
  `/survey/${surveyId}/${organizationId}`;

export interface SurveyNotice {
  submissionId: string;
  surveyId: string;
  organizationId: string;
  kind: SurveyKind;
  /** A property and borrowing request's matter type (its subject names it). */
  matterType?: string | null;
  status: SubmissionStatus;
  /** The audit entry's id: the dedupe key. */
  eventId: string;
  to: 'reviewers' | 'club';
  reason?: string | null;
  level?: Level | null;
  amountApproved?: number | null;
  note?: boolean;
  /** The reviewer edited the answers. */
  edited?: boolean;
}

async function reviewersOf(db: Db, kind: SurveyKind): Promise<string[]> {
  const rows = await db
    .select({ id: account.personId })
    .from(account)
    .where(arrayContains(account.globalRoles, [reviewerRoleFor(kind)]));
  return rows.flatMap((r) => (r.id ? [r.id] : []));
}

export async function notifySurvey(db: Db, n: SurveyNotice): Promise<void> {
  const ids =
    n.to === 'reviewers'
      ? await reviewersOf(db, n.kind)
      : await officersOf(db, n.organizationId, OFFICER_LABELS);
  if (ids.length === 0) return;
  const people = await db
    .select({ id: person.id, email: person.email, language: person.preferredLanguage })
    .from(person)
    .where(inArray(person.id, [...new Set(ids)]));
  const path =
    n.to === 'reviewers' ? `/survey/review/${n.submissionId}` : clubSurveyPath(n.surveyId, n.organizationId);
  for (const p of people) {
    const locale = pickLocale(p.language ?? 'en');
    const tr = (d: { id: string; message: string }) => translate(d.id, locale, d.message);
    const lines = [`${tr(SURVEY_MAIL.statusNow)} ${tr(SUBMISSION_STATUS_LABELS[n.status])}.`];
    if (n.reason) lines.push(`${tr(SURVEY_MAIL.reason)} ${n.reason}`);
    if (n.level) lines.push(`${tr(SURVEY_MAIL.level)} ${tr(LEVEL_LABELS[n.level])}`);
    if (n.amountApproved !== null && n.amountApproved !== undefined)
      lines.push(`${tr(SURVEY_MAIL.amount)} €${n.amountApproved.toFixed(2)}`);
    if (n.note) lines.push(tr(SURVEY_MAIL.note));
    if (n.edited) lines.push(tr(SURVEY_MAIL.edited));
    lines.push('', translateMessage(OPEN_IN_APP, locale, { link: appLink(path) }));
    const subject = n.to === 'reviewers' ? SURVEY_MAIL.submittedSubject : SURVEY_MAIL.subject;
    await localNotifications.send(db, {
      channel: 'EMAIL',
      recipientPersonId: p.id,
      address: p.email,
      subject: `${tr(subject)}: ${tr(surveyLabel(n.kind, n.matterType))}`,
      body: lines.join('\n'),
      dedupeKey: `survey:${n.submissionId}:${n.eventId}`,
    });
  }
}

/**
 * A mail of the daily survey dates (server/jobs/survey-due.ts) to the club's officers, each in their language:
 * `body` with `values` filled (`values` gets the recipient's translator, for labels), then the link. Answers
 * how many were queued (0 when the dedupe key was already used).
 */
export async function mailOfficers(
  db: Db,
  m: {
    organizationId: string;
    path: string;
    subject: { id: string; message: string };
    body: { id: string; message: string };
    values: (tr: (d: { id: string; message: string }) => string) => Record<string, string>;
    dedupeKey: string;
  },
): Promise<number> {
  const ids = await officersOf(db, m.organizationId, OFFICER_LABELS);
  if (ids.length === 0) return 0;
  const people = await db
    .select({ id: person.id, email: person.email, language: person.preferredLanguage })
    .from(person)
    .where(inArray(person.id, [...new Set(ids)]));
  let queued = 0;
  for (const p of people) {
    const locale = pickLocale(p.language ?? 'en');
    const tr = (d: { id: string; message: string }) => translate(d.id, locale, d.message);
    const sent = await localNotifications.send(db, {
      channel: 'EMAIL',
      recipientPersonId: p.id,
      address: p.email,
      subject: tr(m.subject),
      body: [
        translateMessage(m.body, locale, m.values(tr)),
        '',
        translateMessage(OPEN_IN_APP, locale, { link: appLink(m.path) }),
      ].join('\n'),
      dedupeKey: m.dedupeKey,
    });
    if (sent) queued++;
  }
  return queued;
}
