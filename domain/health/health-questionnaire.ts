/**
 * The return-to-play health questionnaire (seed 2 §2, §3, §4, §5, §6): one schema for the form, the server's
 * check of the sync push and the document the device keeps, and the pure result rule.
 *
 * - For me (`isPersonalForm`) or for a dependant (`personId` is then the child; the server checks that the
 *   person submitting is their parent or guardian). A club and a team the person belongs to.
 * - Every yes/no answer is required and asks about the last SYMPTOM_LOOKBACK_DAYS days; names are required
 *   and under 50 characters; the confirmation must be ticked.
 * - Result: any "yes" → ATTENTION (amber), all "no" → CLEAR (green). Attendance: ATTENDED or ABSENT, marked by
 *   a designated supervisor of the team.
 * - Answers are kept RETENTION_DAYS days (a scheduled job deletes them: server/jobs/health-retention.ts).
 */
import * as v from 'valibot';
import { M } from '../messages.ts';
import type { ActingFor } from '../family/family.ts';

/** Every symptom question asks about this many days back (seed 2 §5). */
export const SYMPTOM_LOOKBACK_DAYS = 14;
/** Answers are deleted this many days after submission (seed 2 §5: 3 weeks). */
export const RETENTION_DAYS = 21;
/** Names are required and under 50 characters. */
export const NAME_MAX = 49;

/** The yes/no questions, in the order the form asks them. */
export const HEALTH_QUESTIONS = [
  'personalDiagnosis',
  'highTemperature',
  'shortnessOfBreath',
  'continuousCough',
  'noSmellOrTaste',
  'headacheRunnyNose',
  'recentContact',
] as const;
export type HealthQuestion = (typeof HEALTH_QUESTIONS)[number];

export const HEALTH_RESULTS = ['CLEAR', 'ATTENTION'] as const;
export type HealthResult = (typeof HEALTH_RESULTS)[number];
export const HEALTH_ATTENDANCES = ['ATTENDED', 'ABSENT'] as const;
export const HealthAttendance = v.picklist(HEALTH_ATTENDANCES, M.invalidOption.id);
export type HealthAttendance = v.InferOutput<typeof HealthAttendance>;

const Answer = v.boolean(M.required.id);
const Name = v.pipe(
  v.string(M.required.id),
  v.trim(),
  v.minLength(1, M.required.id),
  v.maxLength(NAME_MAX, M.tooLong.id),
);
const Id = v.pipe(v.string(M.required.id), v.minLength(1, M.required.id), v.maxLength(64, M.tooLong.id));

/** What the person fills in (form, sync payload, server check). A missing answer is "required"; unknown keys (a
 * device's own idea of the result) are dropped. */
export const HealthQuestionnaireInput = v.object(
  {
    isPersonalForm: v.boolean(M.required.id),
    /** Who the answers are about: the person themself, or their dependant. */
    personId: Id,
    givenName: Name,
    familyName: Name,
    organizationId: Id,
    groupId: Id,
    personalDiagnosis: Answer,
    highTemperature: Answer,
    shortnessOfBreath: Answer,
    continuousCough: Answer,
    noSmellOrTaste: Answer,
    headacheRunnyNose: Answer,
    recentContact: Answer,
    confirmationAccepted: v.literal(true, M.required.id),
  },
  M.required.id,
);
export type HealthQuestionnaireInput = v.InferOutput<typeof HealthQuestionnaireInput>;

/** The answers of a questionnaire (null once the retention job deleted them). */
export type HealthAnswers = Record<HealthQuestion, boolean>;

/** Clear to play only when every answer is "no"; any "yes" needs the supervisor's attention. */
export function healthResult(answers: HealthAnswers): HealthResult {
  return HEALTH_QUESTIONS.some((q) => answers[q]) ? 'ATTENTION' : 'CLEAR';
}

/** The questions answered "yes" (what the supervisor looks at). */
export function flaggedQuestions(answers: HealthAnswers): HealthQuestion[] {
  return HEALTH_QUESTIONS.filter((q) => answers[q]);
}

/** The day answers submitted at `submittedAt` are deleted from (the retention job's cut-off). */
export function retentionCutoff(now: Date): Date {
  return new Date(now.getTime() - RETENTION_DAYS * 24 * 3600_000);
}

/** The synced document: the input, its result, the supervisor's attendance mark and the names to show. */
export interface HealthQuestionnaireDoc extends HealthQuestionnaireInput {
  id: string;
  version: number;
  updatedAt: string;
  deleted?: boolean;
  result: HealthResult;
  attendance: HealthAttendance | null;
  submittedAt: string;
  submittedByPersonId: string;
  groupName: string;
}

export const AttendanceInput = v.object({ attendance: HealthAttendance }, M.required.id);
export type AttendanceInput = v.InferOutput<typeof AttendanceInput>;

/** Designating a team's health questionnaire supervisor (a club admin's act): a member of the team's club. */
export const SupervisorInput = v.strictObject({ personId: Id }, M.required.id);

/** Who the caller may fill a questionnaire for (themself and their dependants), with their teams. */
export interface HealthChoicePerson extends ActingFor {
  teams: { groupId: string; name: string; organizationId: string; organizationName: string }[];
}
export interface HealthChoices {
  people: HealthChoicePerson[];
  /** The caller is a designated supervisor of at least one team (the day's list shows). */
  supervises: boolean;
}
