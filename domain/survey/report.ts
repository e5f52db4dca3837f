/**
 * The survey report (seed 3 §2 "a review and generate-report step", §8 "Unable to generate report",
 * "Successfully generated report"): the words printed on the PDF, how each answer reads there, and the name
 * the file downloads under. Pure: the server draws the PDF (server/services/survey/survey-report.ts) in the
 * caller's language, the app shows the messages.
 */
import { formatMoney } from '../lib/money.ts';
import { slugFromName } from '../organization/slug.ts';
import type { AnswerValue } from './save.ts';
import { inLanguage, type SurveyQuestion } from './definition.ts';
import type { SurveyKind } from './enums.ts';

type Descriptor = { id: string; message: string };

export const REPORT_LABELS = {
  club: /*i18n*/ { id: 'survey.report.club', message: 'Club' },
  county: /*i18n*/ { id: 'survey.report.county', message: 'County' },
  status: /*i18n*/ { id: 'survey.report.status', message: 'Status' },
  level: /*i18n*/ { id: 'survey.report.level', message: 'Level awarded' },
  computedLevel: /*i18n*/ { id: 'survey.report.computedLevel', message: 'Level from the items met' },
  noLevel: /*i18n*/ { id: 'survey.report.noLevel', message: 'None (a must-do item is not met)' },
  amountAppliedFor: /*i18n*/ { id: 'survey.report.amountAppliedFor', message: 'Amount applied for' },
  amountApproved: /*i18n*/ { id: 'survey.report.amountApproved', message: 'Amount approved' },
  submitted: /*i18n*/ { id: 'survey.report.submitted', message: 'Submitted' },
  notSubmitted: /*i18n*/ { id: 'survey.report.notSubmitted', message: 'Not submitted yet' },
  expiry: /*i18n*/ { id: 'survey.report.expiry', message: 'Accreditation expires' },
  reason: /*i18n*/ { id: 'survey.report.reason', message: 'Reason given' },
  complete: /*i18n*/ { id: 'survey.report.complete', message: 'Complete' },
  incomplete: /*i18n*/ { id: 'survey.report.incomplete', message: 'Incomplete' },
  noAnswer: /*i18n*/ { id: 'survey.report.noAnswer', message: 'No answer' },
  notCalculated: /*i18n*/ { id: 'survey.report.notCalculated', message: 'Cannot be calculated yet' },
  unknownFile: /*i18n*/ { id: 'survey.report.unknownFile', message: 'A file no longer available' },
  notes: /*i18n*/ { id: 'survey.report.notes', message: 'Notes' },
  generated: /*i18n*/ { id: 'survey.report.generated', message: 'Report generated on {date}' },
} as const satisfies Record<string, Descriptor>;

/** What the app says of the report (§8). */
export const REPORT_MESSAGES = {
  generate: /*i18n*/ { id: 'survey.report.generate', message: 'Generate report' },
  failed: /*i18n*/ { id: 'survey.report.failed', message: 'Unable to generate report' },
  done: /*i18n*/ { id: 'survey.report.done', message: 'Successfully generated report' },
  offline: /*i18n*/ {
    id: 'survey.report.offline',
    message: 'You can generate the report once you are back online.',
  },
} as const satisfies Record<string, Descriptor>;

/** A number as the reader's language writes it (grouping, up to two decimals). */
export function formatNumber(n: number, locale: string): string {
  return new Intl.NumberFormat(locale.startsWith('ga') ? 'ga-IE' : 'en-IE', {
    maximumFractionDigits: 2,
  }).format(n);
}

/**
 * An amount in euro (surveys keep amounts as euro with cents: server/db/schema/survey.ts numeric(12,2)), by
 * the product's one money formatter.
 */
export function formatEuroAmount(n: number, locale: string): string {
  return formatMoney(Math.round(n * 100), 'EUR', locale);
}

export interface AnswerTextContext {
  locale: string;
  /** The CALCULATED questions' values (answers.ts calculatedValues). */
  calculated: Record<string, number | null>;
  /** File id → the name it was uploaded under (the club's files). */
  fileNames: ReadonlyMap<string, string>;
  /** Translates a descriptor into the reader's language. */
  t: (d: Descriptor) => string;
}

/**
 * An answer as a reader sees it: option labels in the reader's language, numbers formatted, text as typed,
 * a calculated value computed, files by name; "No answer" when there is none.
 */
export function answerText(q: SurveyQuestion, value: AnswerValue | undefined, c: AnswerTextContext): string {
  const none = c.t(REPORT_LABELS.noAnswer);
  const optionLabel = (v: string) => {
    const o = q.options?.find((x) => x.value === v);
    return o ? inLanguage(o.label, c.locale) : v;
  };
  switch (q.type) {
    case 'CALCULATED': {
      const n = c.calculated[q.id];
      return n === null || n === undefined ? c.t(REPORT_LABELS.notCalculated) : formatNumber(n, c.locale);
    }
    case 'RADIO':
      return typeof value === 'string' && value.trim() ? optionLabel(value) : none;
    case 'MULTISELECT':
      return Array.isArray(value) && value.length > 0 ? value.map(optionLabel).join(', ') : none;
    case 'FILE':
      return Array.isArray(value) && value.length > 0
        ? value.map((id) => c.fileNames.get(id) ?? c.t(REPORT_LABELS.unknownFile)).join(', ')
        : none;
    case 'NUMBER':
      return typeof value === 'number' && Number.isFinite(value) ? formatNumber(value, c.locale) : none;
    case 'TEXT':
      return typeof value === 'string' && value.trim() ? value.trim() : none;
  }
}

/**
 * The name the report downloads under: `<kind>-<club>-<yyyy-MM-dd>.pdf`, ASCII only — the club's slug when it
 * has one, its name made ASCII otherwise.
 */
export function reportFileName(kind: SurveyKind, club: { slug: string | null; name: string }, on: string) {
  const clubPart = slugFromName(club.slug ?? '') || slugFromName(club.name) || 'club';
  return `${slugFromName(kind)}-${clubPart}-${on}.pdf`;
}
