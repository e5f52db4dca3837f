/**
 * The survey report PDF (seed 3 §2 "a review and generate-report step"): the survey's title, the club, its
 * status, level and amounts, then every section with its completion and every question with its answer as a
 * reader sees it (domain/survey/report.ts answerText), in the reader's language; the date it was generated at
 * the foot. Pure: rows in, bytes out (an A4 page of server/lib/pdf.ts); the route reads the rows.
 */
import { calculatedValues, type Answers } from '../../../domain/survey/answers.ts';
import { compasLevel } from '../../../domain/survey/compas.ts';
import { sectionComplete } from '../../../domain/survey/completion.ts';
import { inLanguage, type SurveyDefinition } from '../../../domain/survey/definition.ts';
import type { Level, SubmissionStatus, SurveyKind } from '../../../domain/survey/enums.ts';
import {
  ACCREDITED,
  LEVEL_LABELS,
  PRIORITY_LABELS,
  SUBMISSION_STATUS_LABELS,
} from '../../../domain/survey/labels.ts';
import { answerText, formatEuroAmount, REPORT_LABELS as L } from '../../../domain/survey/report.ts';
import { formatDisplayDate, formatDisplayDateTime, todayInDublin } from '../../../domain/lib/dates.ts';
import { translate, translateMessage, type Locale } from '../../i18n.ts';
import { a4Pdf } from '../../lib/pdf.ts';

export interface SurveyReportInput {
  definition: SurveyDefinition;
  submission: {
    kind: string;
    status: string;
    answers: Answers;
    amountAppliedFor: number | null;
    amountApproved: number | null;
    level: string | null;
    accreditationExpiry: string | null;
    reason: string | null;
    submittedAt: Date | null;
  };
  club: { name: string; county: string | null };
  /** The club's files the FILE answers name: id → name. */
  fileNames: ReadonlyMap<string, string>;
  notes?: { text: string; authorName: string; createdAt: Date }[];
  locale: Locale;
  now: Date;
}

const GREY = '#555555';
const BOTTOM = 60;

export function renderSurveyReport(r: SurveyReportInput): Promise<Buffer> {
  const t = (d: { id: string; message: string }) => translate(d.id, r.locale, d.message);
  const s = r.submission;
  const def = r.definition;
  const kind = s.kind as SurveyKind;
  const compas = kind === 'CLUB_COMPAS';
  const title = inLanguage(def.title, r.locale);
  const { doc, done } = a4Pdf(`${title} — ${r.club.name}`);
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const room = (h: number) => {
    if (doc.y > doc.page.height - BOTTOM - h) doc.addPage();
  };

  doc.fontSize(18).text(title);
  doc.moveDown(0.5);
  const status = s.status as SubmissionStatus;
  const statusText = compas && status === 'APPROVED' ? t(ACCREDITED) : t(SUBMISSION_STATUS_LABELS[status]);
  const facts: [string, string][] = [
    [t(L.club), r.club.name],
    [t(L.county), r.club.county ?? '—'],
    [t(L.status), statusText],
  ];
  if (compas) {
    if (s.level) facts.push([t(L.level), t(LEVEL_LABELS[s.level as Level])]);
    const computed = compasLevel(def, s.answers);
    facts.push([t(L.computedLevel), computed ? t(LEVEL_LABELS[computed]) : t(L.noLevel)]);
  }
  const asksAmount = def.sections.some((x) => x.questions.some((q) => q.amountAppliedFor));
  if (asksAmount || s.amountAppliedFor !== null || s.amountApproved !== null) {
    const euro = (n: number | null) => (n === null ? '—' : formatEuroAmount(n, r.locale));
    facts.push([t(L.amountAppliedFor), euro(s.amountAppliedFor)]);
    facts.push([t(L.amountApproved), euro(s.amountApproved)]);
  }
  facts.push([
    t(L.submitted),
    s.submittedAt ? formatDisplayDate(todayInDublin(s.submittedAt)) : t(L.notSubmitted),
  ]);
  if (s.accreditationExpiry) facts.push([t(L.expiry), formatDisplayDate(s.accreditationExpiry)]);
  if (s.reason) facts.push([t(L.reason), s.reason]);
  for (const [label, value] of facts) doc.fontSize(11).text(`${label}: ${value}`, { width });

  const calculated = calculatedValues(def, s.answers);
  const context = { locale: r.locale, calculated, fileNames: r.fileNames, t };
  for (const section of def.sections) {
    doc.moveDown();
    room(60);
    const state = sectionComplete(section, s.answers) ? t(L.complete) : t(L.incomplete);
    doc
      .fontSize(14)
      .fillColor('black')
      .text(`${inLanguage(section.title, r.locale)} — ${state}`, { width });
    doc.moveDown(0.3);
    for (const q of section.questions) {
      room(40);
      const priority = q.priority ? ` (${t(PRIORITY_LABELS[q.priority])})` : '';
      doc
        .fontSize(11)
        .fillColor('black')
        .text(`${inLanguage(q.label, r.locale)}${priority}`, { width });
      doc
        .fontSize(10)
        .fillColor(GREY)
        .text(answerText(q, s.answers[q.id], context), doc.page.margins.left + 12, doc.y, {
          width: width - 12,
        });
      doc.x = doc.page.margins.left;
      doc.moveDown(0.4);
    }
  }

  if (r.notes && r.notes.length > 0) {
    doc.moveDown();
    room(60);
    doc.fontSize(14).fillColor('black').text(t(L.notes));
    for (const n of r.notes) {
      room(30);
      doc
        .fontSize(10)
        .fillColor('black')
        .text(`${n.text} — ${n.authorName}, ${formatDisplayDateTime(n.createdAt)}`, { width });
    }
  }

  doc.moveDown(2);
  room(20);
  doc
    .fontSize(9)
    .fillColor(GREY)
    .text(translateMessage(L.generated, r.locale, { date: formatDisplayDate(todayInDublin(r.now)) }), {
      width,
    });
  doc.end();
  return done;
}
