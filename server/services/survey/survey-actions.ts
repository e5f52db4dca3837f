/**
 * The survey engine's use cases — one rule each, called by the REST routes and (saving) the sync push's
 * `survey.save`, inside the caller's transaction. Every transition is looked up in the domain's table
 * (domain/survey/status.ts), audited (survey_event) and notified (survey-notify.ts).
 *
 * - cloneDefinition: a survey's copy under a new name, published as a new survey (POST …/clone).
 * - saveSurvey: creates the club's draft (one open submission per club and kind: §4 "A survey already
 *   submitted blocks another"), or replaces its answers while the club may edit (a draft, or after a
 *   request for more information); a submitted one is locked (409, or a `surveyLocked` conflict for a sync
 *   push). Answers are checked against the definition in draft mode.
 * - submitSurvey: every required question answered (submit mode), then under review.
 * - decide: a reviewer's action, with its own checks (reason; level for Club Compas; amount approved never
 *   above the amount applied for, changeable until approval; edited answers complete, as for a submission;
 *   a deletion frees the club's slot for the kind).
 *
 * Over 400 lines because the answers' checks (checkFiles, checkLinkedYears: files of the club, one document per
 * year) sit beside the use cases that run them; they are the next to move, into a survey-file checks module.
 */
import { uuidv7 } from 'uuidv7';
import { todayInDublin } from '../../../domain/lib/dates.ts';
import { M, messageText } from '../../../domain/messages.ts';
import {
  amountAppliedFor,
  answersSchema,
  cleanAnswers,
  type Answers,
} from '../../../domain/survey/answers.ts';
import { questionsOf } from '../../../domain/survey/definition.ts';
import { accreditationExpiry } from '../../../domain/survey/compas.ts';
import type { SubmissionStatus, SurveyKind } from '../../../domain/survey/enums.ts';
import { committeeCheck, committeeRefusal } from '../committee/committee-actions.ts';
import { SURVEY_ERRORS } from '../../../domain/survey/messages.ts';
import { editableByClub, nextStatus, type SurveyAction } from '../../../domain/survey/status.ts';
import type {
  ReviewActionInput,
  SaveSurveyInput,
  SurveySubmissionDoc,
} from '../../../domain/survey/submission.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { conflict, ConflictError, forbidden, HttpError, notFound } from '../../http/errors.ts';
import { fieldErrors, INVALID_INPUT } from '../../http/validate.ts';
import { toSubmissionDoc } from './survey.dto.ts';
import { notifySurvey } from './survey-notify.ts';
import { openSteps } from './survey-approval.ts';
import { isOfficerOf } from './survey.policy.ts';
import { filesOfClub, yearsOfFiles } from './survey-file.repository.ts';
import { duplicateYears } from '../../../domain/survey/files.ts';
import { pickLocale, translate, translateMessage } from '../../i18n.ts';
import type { CloneSurveyInput } from '../../../domain/survey/survey.contract.ts';
import {
  type DefinitionRow,
  findDefinition,
  findSubmission,
  insertDefinition,
  insertEvent,
  insertNote,
  insertSubmission,
  lockSubmission,
  openSubmissionOf,
  updateSubmission,
  type SubmissionRow,
} from './survey.repository.ts';

export async function submissionDoc(db: Db, id: string): Promise<SurveySubmissionDoc | null> {
  const row = await findSubmission(db, id);
  return row ? toSubmissionDoc(row) : null;
}

function checkAnswers(
  def: Parameters<typeof answersSchema>[0],
  answers: Answers,
  mode: 'draft' | 'submit',
  acceptLanguage?: string,
) {
  const result = answersSchema(def, mode)['~standard'].validate(answers);
  if (result instanceof Promise) throw new Error('answer schemas are synchronous');
  if (result.issues) {
    const message = mode === 'submit' ? SURVEY_ERRORS.incomplete.message : INVALID_INPUT;
    const errors = fieldErrors(result.issues, acceptLanguage).map((e) => ({
      ...e,
      field: `answers.${e.field}`,
    }));
    throw new HttpError(400, message, errors);
  }
}

/** Every id in a FILE answer must be a file the same club uploaded (survey-file.routes.ts). */
async function checkFiles(
  tx: Db,
  def: Parameters<typeof answersSchema>[0],
  organizationId: string,
  answers: Answers,
  acceptLanguage?: string,
) {
  const asked = questionsOf(def)
    .filter((q) => q.type === 'FILE')
    .map((q) => [q.id, Array.isArray(answers[q.id]) ? (answers[q.id] as string[]) : []] as const);
  const known = await filesOfClub(
    tx,
    organizationId,
    asked.flatMap(([, ids]) => ids),
  );
  const bad = asked.filter(([, ids]) => ids.some((x) => !known.has(x)));
  if (bad.length > 0)
    throw new HttpError(
      400,
      INVALID_INPUT,
      bad.map(([q]) => ({
        field: `answers.${q}`,
        code: M.surveyFileRejected.id,
        message: translate(
          M.surveyFileRejected.id,
          pickLocale(acceptLanguage),
          messageText(M.surveyFileRejected.id),
        ),
      })),
    );
  await checkLinkedYears(tx, def, answers, acceptLanguage);
}

/**
 * Linked documents (domain/survey/files.ts): each file of a `linkedByYear` question names its year (400
 * otherwise), and no two name the same year (409, seed 3 §5 "one document per associated year").
 */
async function checkLinkedYears(
  tx: Db,
  def: Parameters<typeof answersSchema>[0],
  answers: Answers,
  acceptLanguage?: string,
) {
  const linked = questionsOf(def)
    .filter((q) => q.type === 'FILE' && q.linkedByYear)
    .map((q) => [q.id, Array.isArray(answers[q.id]) ? (answers[q.id] as string[]) : []] as const);
  if (linked.every(([, ids]) => ids.length === 0)) return;
  const years = await yearsOfFiles(
    tx,
    linked.flatMap(([, ids]) => ids),
  );
  const locale = pickLocale(acceptLanguage);
  for (const [q, ids] of linked) {
    const ofQuestion = ids.map((id) => years.get(id) ?? null);
    if (ofQuestion.some((y) => y === null)) {
      const message = translateMessage(SURVEY_ERRORS.yearRequired, locale);
      throw new HttpError(400, INVALID_INPUT, [
        { field: `answers.${q}`, code: SURVEY_ERRORS.yearRequired.id, message },
      ]);
    }
    const [year] = duplicateYears(ofQuestion);
    if (year !== undefined) {
      const message = translateMessage(SURVEY_ERRORS.duplicateYear, locale, { year: String(year) });
      throw conflict(message, [{ field: `answers.${q}`, code: SURVEY_ERRORS.duplicateYear.id, message }]);
    }
  }
}

async function audit(
  tx: Db,
  p: Principal,
  row: Pick<SubmissionRow, 'id' | 'status'>,
  action: SurveyAction | 'create',
  to: SubmissionStatus | null,
  extra: { reason?: string | null; detail?: Record<string, unknown> } = {},
): Promise<string> {
  const id = uuidv7();
  await insertEvent(tx, {
    id,
    submissionId: row.id,
    actorId: p.personId!,
    action,
    fromStatus: action === 'create' ? null : row.status,
    toStatus: to,
    reason: extra.reason ?? null,
    detail: extra.detail ?? null,
  });
  return id;
}

export type SaveOutcome =
  | { kind: 'applied'; doc: SurveySubmissionDoc }
  | { kind: 'conflict'; reason: 'stale' | 'surveyLocked'; doc: SurveySubmissionDoc | null };

export async function saveSurvey(
  tx: Db,
  p: Principal,
  id: string,
  input: SaveSurveyInput,
  /** null: a creation (sync); undefined: not checked. */
  baseVersion: number | null | undefined,
  opts: { acceptLanguage?: string; rest?: boolean } = {},
): Promise<SaveOutcome> {
  const existing = await lockSubmission(tx, id);
  if (existing?.status === 'DELETED') throw notFound('This survey was deleted');
  const current = async () => (await submissionDoc(tx, id))!;
  if (!existing) {
    if (!isOfficerOf(p, input.organizationId)) throw forbidden('You may not fill surveys for this club');
    const def = await findDefinition(tx, input.surveyId);
    if (!def || !def.active) throw notFound('Survey not found');
    checkAnswers(def.definition, input.answers, 'draft', opts.acceptLanguage);
    await checkFiles(tx, def.definition, input.organizationId, input.answers, opts.acceptLanguage);
    // §6 PROPERTY_MATTERS: the property and borrowing track is open to those given the feature.
    if (def.kind === 'PROPERTY_MATTER' && !p.features.includes('PROPERTY_MATTERS'))
      throw forbidden('Property matters are not available to you');
    if (await openSubmissionOf(tx, input.organizationId, def.kind, def.matterType))
      throw new ConflictError(SURVEY_ERRORS.blocked);
    const answers = cleanAnswers(def.definition, input.answers);
    try {
      await tx.transaction(async (sp) => {
        await insertSubmission(sp, {
          id,
          surveyId: def.id,
          kind: def.kind,
          matterType: def.matterType,
          organizationId: input.organizationId,
          answers,
          amountAppliedFor: amountAppliedFor(def.definition, answers),
          createdBy: p.personId!,
        });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new ConflictError(SURVEY_ERRORS.blocked);
      throw err;
    }
    await audit(tx, p, { id, status: 'DRAFT' }, 'create', 'DRAFT');
    return { kind: 'applied', doc: await current() };
  }
  if (existing.organizationId !== input.organizationId || existing.surveyId !== input.surveyId) {
    throw new HttpError(400, INVALID_INPUT, [
      { field: 'surveyId', message: messageText(M.invalid.id), code: M.invalid.id },
    ]);
  }
  if (!editableByClub(existing.status as SubmissionStatus)) {
    if (opts.rest)
      throw new ConflictError(SURVEY_ERRORS.locked, { reason: 'surveyLocked', document: await current() });
    return { kind: 'conflict', reason: 'surveyLocked', doc: await current() };
  }
  if (baseVersion !== undefined && baseVersion !== existing.version) {
    return { kind: 'conflict', reason: 'stale', doc: await current() };
  }
  const def = (await findDefinition(tx, existing.surveyId))!;
  checkAnswers(def.definition, input.answers, 'draft', opts.acceptLanguage);
  await checkFiles(tx, def.definition, existing.organizationId, input.answers, opts.acceptLanguage);
  const answers = cleanAnswers(def.definition, input.answers);
  await updateSubmission(tx, id, { answers, amountAppliedFor: amountAppliedFor(def.definition, answers) });
  await audit(tx, p, existing, 'save', null);
  return { kind: 'applied', doc: await current() };
}

function notAllowed(): never {
  throw new ConflictError(SURVEY_ERRORS.notAllowed);
}

export async function submitSurvey(tx: Db, p: Principal, id: string, acceptLanguage?: string) {
  const row = await lockSubmission(tx, id);
  if (!row || row.status === 'DELETED') throw notFound('Survey not found');
  const to = nextStatus(row.status as SubmissionStatus, 'submit');
  if (!to) throw new ConflictError(SURVEY_ERRORS.locked);
  const def = (await findDefinition(tx, row.surveyId))!;
  checkAnswers(def.definition, row.answers, 'submit', acceptLanguage);
  // §5: the committee check before review (the app shows the same message ids before its submit button).
  const missing = await committeeCheck(tx, row.organizationId);
  if (missing.length > 0) throw committeeRefusal(missing, acceptLanguage);
  await updateSubmission(tx, id, { status: to, submittedAt: new Date(), reason: null });
  // A track of more than one step (property and borrowing) is reviewed step by step (survey-approval.ts).
  await openSteps(tx, row);
  const eventId = await audit(tx, p, row, 'submit', to);
  await notifySurvey(tx, {
    submissionId: id,
    surveyId: row.surveyId,
    organizationId: row.organizationId,
    kind: row.kind as SurveyKind,
    matterType: row.matterType,
    status: to,
    eventId,
    to: 'reviewers',
  });
  return (await submissionDoc(tx, id))!;
}

export async function deleteSurvey(tx: Db, p: Principal, id: string) {
  const row = await lockSubmission(tx, id);
  if (!row || row.status === 'DELETED') throw notFound('Survey not found');
  const to = nextStatus(row.status as SubmissionStatus, 'delete');
  if (!to) throw new ConflictError(SURVEY_ERRORS.locked);
  await updateSubmission(tx, id, { status: to });
  await audit(tx, p, row, 'delete', to);
}

function amountError(field: string, id: string): never {
  throw new HttpError(400, INVALID_INPUT, [{ field, message: messageText(id), code: id }]);
}

export async function decide(
  tx: Db,
  p: Principal,
  id: string,
  input: ReviewActionInput,
  acceptLanguage?: string,
) {
  const row = await lockSubmission(tx, id);
  if (!row || row.status === 'DELETED') throw notFound('Survey not found');
  const from = row.status as SubmissionStatus;
  const to = nextStatus(from, input.action);
  if (!to) notAllowed();
  const kind = row.kind as SurveyKind;
  const applied = row.amountAppliedFor;
  const set: Parameters<typeof updateSubmission>[2] = {};
  const notice: Partial<Parameters<typeof notifySurvey>[1]> = {};
  let reason: string | null = null;
  let changed: string[] | undefined;
  switch (input.action) {
    case 'approve': {
      if (kind === 'CLUB_COMPAS') {
        if (!input.level) amountError('level', M.surveyLevelRequired.id);
        set.level = input.level;
        set.accreditationExpiry = accreditationExpiry(todayInDublin());
        notice.level = input.level;
      }
      if (applied !== null) {
        const amount = input.amountApproved ?? row.amountApproved ?? applied;
        if (amount > applied) amountError('amountApproved', M.surveyAmountOverApplied.id);
        set.amountApproved = amount;
        notice.amountApproved = amount;
      } else if (input.amountApproved !== undefined) {
        set.amountApproved = input.amountApproved;
        notice.amountApproved = input.amountApproved;
      }
      break;
    }
    case 'updateAmount':
      if (applied !== null && input.amountApproved > applied)
        amountError('amountApproved', M.surveyAmountOverApplied.id);
      set.amountApproved = input.amountApproved;
      notice.amountApproved = input.amountApproved;
      break;
    case 'addNote':
      await insertNote(tx, { id: uuidv7(), submissionId: id, authorId: p.personId!, text: input.note });
      notice.note = true;
      break;
    case 'edit': {
      // The reviewer corrects the answers: checked as a submission is (every required question answered),
      // the files still the club's own; the amount applied for follows the answers.
      const def = (await findDefinition(tx, row.surveyId))!;
      checkAnswers(def.definition, input.answers, 'submit', acceptLanguage);
      await checkFiles(tx, def.definition, row.organizationId, input.answers, acceptLanguage);
      const answers = cleanAnswers(def.definition, input.answers);
      const newApplied = amountAppliedFor(def.definition, answers);
      if (newApplied !== null && row.amountApproved !== null && row.amountApproved > newApplied)
        amountError('answers', M.surveyAmountOverApplied.id);
      set.answers = answers;
      set.amountAppliedFor = newApplied;
      notice.edited = true;
      changed = Object.keys({ ...row.answers, ...answers })
        .filter((q) => JSON.stringify(row.answers[q] ?? null) !== JSON.stringify(answers[q] ?? null))
        .sort();
      break;
    }
    case 'reject':
    case 'requestMoreInfo':
    case 'remove':
      reason = input.reason;
      if (input.action !== 'remove') set.reason = reason;
      notice.reason = reason;
      break;
    case 'accept':
    case 'unaccept':
    case 'complete':
      break;
  }
  if (to !== from) set.status = to;
  await updateSubmission(tx, id, set);
  const eventId = await audit(tx, p, row, input.action, to, {
    reason,
    detail: {
      ...(set.level ? { level: set.level } : {}),
      ...(set.amountApproved !== undefined ? { amountApproved: set.amountApproved } : {}),
      ...(changed ? { changed } : {}),
    },
  });
  await notifySurvey(tx, {
    submissionId: id,
    surveyId: row.surveyId,
    organizationId: row.organizationId,
    kind,
    matterType: row.matterType,
    status: to,
    eventId,
    to: 'club',
    ...notice,
  });
  return (await submissionDoc(tx, id))!;
}

/** A survey's clone: the same kind and questions under a new name, a new published survey (version 1). */
export async function cloneDefinition(db: Db, source: DefinitionRow, input: CloneSurveyInput) {
  const definition = {
    ...source.definition,
    title: { en: input.name, ga: input.nameGa || input.name },
  };
  return db.transaction((tx) =>
    insertDefinition(tx, {
      id: uuidv7(),
      kind: source.kind,
      matterType: source.matterType,
      version: 1,
      active: true,
      definition,
    }),
  );
}
