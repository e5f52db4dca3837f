/**
 * The referee report (seed 2 §3 Referee report, §5 Referee score and report, §9 limits), one schema per
 * section: the wizard validates each step with its section, the server validates a draft (any sections)
 * and a submission (all sections), and the device stores the same shape as its draft.
 *
 * Limits: player names 64, injury notes 250, reversal reason 250 (seed 2 §9); comments 250 (ours, as the
 * notes); a comment is required when its subject is "Other"; times are hh:mm; documents are jpg, jpeg, png
 * or pdf, one file per upload, at most 10 MB.
 */
import * as v from 'valibot';
import { M } from '../messages.ts';
import { strictObject } from '../lib/schema-helpers.ts';
import { RefereeScoreInput } from './fixture.ts';
import {
  CardType,
  ReportCommentType,
  ReportDocumentType,
  ReportInjuryType,
  SubstitutionType,
} from './enums.ts';
import { RM } from './report-messages.ts';

export const PLAYER_NAME_MAX = 64;
export const REPORT_NOTES_MAX = 250;
export const REPORT_REASON_MAX = 250;
export const REPORT_COMMENT_MAX = 250;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const REPORT_LIST_MAX = 60;

const Time = v.pipe(v.string(RM.timeInvalid.id), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, RM.timeInvalid.id));

const Required = (max: number, maxMessage: string) =>
  v.pipe(v.string(M.required.id), v.trim(), v.minLength(1, M.required.id), v.maxLength(max, maxMessage));
const Optional = (max: number, maxMessage: string) =>
  v.optional(v.pipe(v.string(M.invalid.id), v.trim(), v.maxLength(max, maxMessage)), '');

export const PlayerName = Required(PLAYER_NAME_MAX, RM.playerNameMax.id);

export const REPORT_TEAMS = ['HOME', 'AWAY'] as const;
const ReportTeam = v.picklist(REPORT_TEAMS, M.invalidOption.id);

/** Comment subjects; "Other" requires a comment (seed 2 §5). */
export const COMMENT_SUBJECTS = ['TEAM_OFFICIALS', 'SPECTATORS', 'FACILITIES', 'OTHER'] as const;
const CommentSubject = v.picklist(COMMENT_SUBJECTS, M.invalidOption.id);

const list = <T extends v.GenericSchema>(item: T) =>
  v.optional(v.pipe(v.array(item, M.invalid.id), v.maxLength(REPORT_LIST_MAX, M.tooLong.id)), []);

export const ReportTimings = strictObject({
  firstHalfStart: Time,
  firstHalfEnd: Time,
  secondHalfStart: Time,
  secondHalfEnd: Time,
  halfTimeMinutes: v.pipe(
    v.number(M.integer.id),
    v.integer(M.integer.id),
    v.minValue(0, M.nonNegative.id),
    v.maxValue(60, M.outOfRange.id),
  ),
  extraTimeMinutes: v.pipe(
    v.number(M.integer.id),
    v.integer(M.integer.id),
    v.minValue(0, M.nonNegative.id),
    v.maxValue(40, M.outOfRange.id),
  ),
});
export type ReportTimings = v.InferOutput<typeof ReportTimings>;

export const ReportSubstitution = strictObject({
  team: ReportTeam,
  playerOff: PlayerName,
  playerOn: PlayerName,
  type: SubstitutionType,
  injuryType: v.optional(v.nullable(ReportInjuryType)),
});
export type ReportSubstitution = v.InferOutput<typeof ReportSubstitution>;

export const ReportInfraction = v.pipe(
  strictObject({
    team: ReportTeam,
    playerName: PlayerName,
    card: CardType,
    secondCaution: v.boolean(M.invalid.id),
    deemedIntentional: v.boolean(M.invalid.id),
    reversed: v.boolean(M.invalid.id),
    reversedReason: Optional(REPORT_REASON_MAX, RM.reasonMax.id),
  }),
  v.forward(
    v.check((i) => !i.reversed || i.reversedReason.length > 0, RM.reasonRequired.id),
    ['reversedReason'],
  ),
);
export type ReportInfraction = v.InferOutput<typeof ReportInfraction>;

export const ReportInjury = strictObject({
  team: ReportTeam,
  playerName: PlayerName,
  type: ReportInjuryType,
  blood: v.boolean(M.invalid.id),
  headInjuryAssessment: v.boolean(M.invalid.id),
  notes: Optional(REPORT_NOTES_MAX, RM.notesMax.id),
});
export type ReportInjury = v.InferOutput<typeof ReportInjury>;

export const ReportComment = v.pipe(
  strictObject({
    type: ReportCommentType,
    subject: CommentSubject,
    comment: Optional(REPORT_COMMENT_MAX, RM.commentMax.id),
  }),
  v.forward(
    v.check((c) => c.subject !== 'OTHER' || c.comment.length > 0, RM.commentRequiredForOther.id),
    ['comment'],
  ),
);
export type ReportComment = v.InferOutput<typeof ReportComment>;

export const DOCUMENT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const DOCUMENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;

/** Whether a file name and media type are an accepted document (jpg, jpeg, png or pdf). */
export function isAcceptedDocument(fileName: string, contentType: string): boolean {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  return (
    (DOCUMENT_EXTENSIONS as readonly string[]).includes(ext) &&
    (DOCUMENT_CONTENT_TYPES as readonly string[]).includes(contentType)
  );
}

/** A document's description in the report; its bytes are uploaded separately, keyed by `id`. */
export const ReportDocument = v.pipe(
  strictObject({
    id: v.pipe(v.string(M.required.id), v.uuid(M.invalid.id)),
    category: ReportDocumentType,
    fileName: v.pipe(v.string(M.required.id), v.minLength(1, M.required.id), v.maxLength(255, M.tooLong.id)),
    contentType: v.picklist(DOCUMENT_CONTENT_TYPES, RM.fileTypeNotSupported.id),
    size: v.pipe(
      v.number(M.invalid.id),
      v.integer(M.invalid.id),
      v.minValue(1, RM.fileRejected.id),
      v.maxValue(DOCUMENT_MAX_BYTES, RM.fileTooLarge.id),
    ),
  }),
  v.forward(
    v.check((d) => isAcceptedDocument(d.fileName, d.contentType), RM.fileTypeNotSupported.id),
    ['fileName'],
  ),
);
export type ReportDocument = v.InferOutput<typeof ReportDocument>;

export const ReportQuestionnaire = strictObject({
  delayedStart: v.boolean(M.invalid.id),
  playerNumbersValid: v.boolean(M.invalid.id),
  pitchConditionValid: v.boolean(M.invalid.id),
  sidelineReportIncluded: v.boolean(M.invalid.id),
});
export type ReportQuestionnaire = v.InferOutput<typeof ReportQuestionnaire>;

const sections = {
  timings: ReportTimings,
  score: RefereeScoreInput,
  substitutions: list(ReportSubstitution),
  infractions: list(ReportInfraction),
  injuries: list(ReportInjury),
  comments: list(ReportComment),
  documents: list(ReportDocument),
  questionnaire: ReportQuestionnaire,
};

/** A complete report, as submitted (POST …/referee-report/submit and the sync operation). */
export const RefereeReport = strictObject(sections);
export type RefereeReport = v.InferOutput<typeof RefereeReport>;

/** A draft: any sections, each valid (PUT …/referee-report). */
export const RefereeReportDraft = strictObject({
  timings: v.optional(ReportTimings),
  score: v.optional(RefereeScoreInput),
  substitutions: sections.substitutions,
  infractions: sections.infractions,
  injuries: sections.injuries,
  comments: sections.comments,
  documents: sections.documents,
  questionnaire: v.optional(ReportQuestionnaire),
});
export type RefereeReportDraft = v.InferOutput<typeof RefereeReportDraft>;

export const REPORT_STATUSES = ['DRAFT', 'SUBMITTED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The report as the server answers it. */
export interface RefereeReportDoc {
  fixtureId: string;
  authorPersonId: string;
  status: ReportStatus;
  version: number;
  updatedAt: string;
  submittedAt: string | null;
  content: RefereeReportDraft;
  /** Ids of the documents whose bytes the server holds. */
  uploadedDocumentIds: string[];
}

/** The five wizard steps and the sections each one edits. */
export const REPORT_STEPS = [
  ['timings', 'score'],
  ['substitutions', 'infractions'],
  ['injuries', 'comments'],
  ['documents'],
  ['questionnaire'],
] as const satisfies readonly (readonly (keyof typeof sections)[])[];

/** The form fields of a document upload (multipart, beside exactly one `file`). */
export const DocumentUploadFields = v.object({
  id: v.pipe(v.string(M.required.id), v.uuid(M.invalid.id)),
  category: ReportDocumentType,
});
export type DocumentUploadFields = v.InferOutput<typeof DocumentUploadFields>;
