/**
 * GET /api/survey-submission/{id}/report (seed 3 §2 "a review and generate-report step"): the submission as
 * a PDF in the caller's language (Accept-Language), downloaded under `<kind>-<club>-<yyyy-MM-dd>.pdf`
 * (Content-Disposition: the app saves it under that name). Read by whoever reads the submission
 * (survey.policy.ts `survey.report`): the club's officers, a draft included — their review before submitting —
 * and the kind's reviewers once it is submitted. Drawn by survey-report.ts.
 */
import { Hono } from 'hono';
import { todayInDublin } from '../../../domain/lib/dates.ts';
import type { SurveyKind } from '../../../domain/survey/enums.ts';
import { reportFileName } from '../../../domain/survey/report.ts';
import { surveyApi } from '../../../domain/survey/survey.contract.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/contract.ts';
import { pickLocale } from '../../i18n.ts';
import { renderSurveyReport } from './survey-report.ts';
import { answerFileNames, clubSlug } from './survey-report.repository.ts';
import { findSubmission, notesOf } from './survey.repository.ts';

export function surveyReportRoutes() {
  const app = new Hono<AppEnv>();
  route(app, surveyApi.report, {
    resource: (c) => c.req.param('id'),
    handler: async (c, { params: { id } }) => {
      const { db } = c.get('auth');
      const row = await findSubmission(db, id);
      if (!row || row.submission.status === 'DELETED') throw notFound('Survey not found');
      const s = row.submission;
      const now = new Date();
      const pdf = await renderSurveyReport({
        definition: row.definition,
        submission: s,
        club: { name: row.organizationName, county: row.county },
        fileNames: await answerFileNames(db, s.organizationId, s.answers),
        notes: await notesOf(db, id),
        locale: pickLocale(c.req.header('accept-language')),
        now,
      });
      const name = reportFileName(
        s.kind as SurveyKind,
        { slug: await clubSlug(db, s.organizationId), name: row.organizationName },
        todayInDublin(now),
      );
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'private, no-store',
      });
    },
  });
  return app;
}
