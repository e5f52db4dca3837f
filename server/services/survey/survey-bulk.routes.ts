/**
 * The submissions table's many-row calls (seed 3 §2 "a submissions table with bulk actions", §7 Surveys):
 *
 * - GET /api/survey-submission/export: the table as CSV — the same filters (`kind`, `status`,
 *   `organizationId`), search and scope as GET /api/survey-submission, updateDate descending, every page at
 *   once up to EXPORT_MAX_ROWS (10,000; one query on the (updated_at, id) index), the header and the labels in
 *   the caller's language, written by the one CSV writer (BOM, quoting, formula guard). The file is named
 *   `survey-submissions-<yyyy-MM-dd>.csv` (Dublin's date) in Content-Disposition.
 * - POST /api/survey-submission/bulk: one reviewer action on up to 100 submissions. Each id gets the PATCH's
 *   policy check (`survey.decide`) and the PATCH's use case (`decide`: audited and notified) in its own
 *   savepoint, so one refused row undoes nothing else; an id the caller may not act on reads "not found",
 *   as one that does not exist. The answer is 200 with each row's outcome in the caller's language. Like any
 *   POST it replays under its Idempotency-Key (server/http/idempotency.ts).
 *
 * Mounted before survey-submission.routes.ts, so `/export` and `/bulk` are not taken for ids. Contracts:
 * domain/survey/survey.contract.ts.
 */
import { Hono } from 'hono';
import { formatDisplayDate, formatDisplayDateTime, todayInDublin } from '../../../domain/lib/dates.ts';
import { SURVEY_KINDS, type Level } from '../../../domain/survey/enums.ts';
import type { SubmissionStatus, SurveyKind } from '../../../domain/survey/enums.ts';
import {
  LEVEL_LABELS,
  statusLabel,
  SURVEY_EXPORT_COLUMNS,
  surveyLabel,
} from '../../../domain/survey/labels.ts';
import { SURVEY_ERRORS } from '../../../domain/survey/messages.ts';
import { rowAction, type BulkRowResult } from '../../../domain/survey/submission.ts';
import { surveyApi } from '../../../domain/survey/survey.contract.ts';
import { requireAccess } from '../../auth/access.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { toCsv } from '../../http/csv.ts';
import { ConflictError, HttpError } from '../../http/errors.ts';
import { route } from '../../http/contract.ts';
import { pickLocale, translate, type Locale } from '../../i18n.ts';
import { decide } from './survey-actions.ts';
import { officerClubsOf, reviewedKinds } from './survey.policy.ts';
import { exportSubmissions } from './survey.repository.ts';
import { submissionFilterOf } from './survey-filter.ts';

/** A refused row's code and message, in the caller's language; anything unexpected is not a row's refusal. */
function refusal(err: unknown, locale: Locale): { code: string; message: string } {
  if (!(err instanceof HttpError)) throw err;
  if (err.status === 403 || err.status === 404) {
    const d = SURVEY_ERRORS.notFound;
    return { code: d.id, message: translate(d.id, locale, d.message) };
  }
  if (err instanceof ConflictError && typeof err.text !== 'string') {
    return { code: err.text.id, message: translate(err.text.id, locale, err.text.message) };
  }
  const field = err.errors?.[0];
  if (field?.code) return { code: field.code, message: translate(field.code, locale, field.message) };
  throw err;
}

export function surveyBulkRoutes() {
  const app = new Hono<AppEnv>();

  route(app, surveyApi.export, {
    handler: async (c, { query: q }) => {
      const { db, principal } = c.get('auth');
      const locale = pickLocale(c.req.header('accept-language'));
      const say = (d: { id: string; message: string }) => translate(d.id, locale, d.message);
      const rows = await exportSubmissions(db, {
        reviewKinds: reviewedKinds(principal!, SURVEY_KINDS),
        clubs: officerClubsOf(principal!),
        ...submissionFilterOf(q.filter),
        search: q.search,
      });
      const csv = toCsv(
        SURVEY_EXPORT_COLUMNS.map(say),
        rows.map((r) => [
          r.organizationName,
          r.county ?? '',
          say(surveyLabel(r.kind as SurveyKind, r.matterType)),
          say(statusLabel(r.kind as SurveyKind, r.status as SubmissionStatus)),
          r.level ? say(LEVEL_LABELS[r.level as Level]) : '',
          r.amountAppliedFor,
          r.amountApproved,
          r.submittedAt ? formatDisplayDate(todayInDublin(r.submittedAt)) : '',
          formatDisplayDateTime(r.updatedAt),
          r.accreditationExpiry ? formatDisplayDate(r.accreditationExpiry) : '',
        ]),
      );
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="survey-submissions-${todayInDublin()}.csv"`,
        'Cache-Control': 'no-store',
      });
    },
  });

  route(app, surveyApi.bulk, {
    handler: async (c, { body: input }) => {
      const { db, principal } = c.get('auth');
      const locale = pickLocale(c.req.header('accept-language'));
      const action = rowAction(input);
      const results: BulkRowResult[] = [];
      for (const id of input.ids) {
        // Each row in a savepoint of the request's transaction: a row refused is taken back alone.
        try {
          const doc = await db.transaction(async (sp) => {
            await requireAccess({ principal, db: sp }, 'survey.decide', id);
            return decide(sp, principal!, id, action);
          });
          results.push({ id, ok: true, status: doc.status });
        } catch (err) {
          results.push({ id, ok: false, ...refusal(err, locale) });
        }
      }
      const succeeded = results.filter((r) => r.ok).length;
      return { results, succeeded, failed: results.length - succeeded };
    },
  });

  return app;
}
