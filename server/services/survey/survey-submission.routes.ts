/**
 * GET /api/survey-submission (the submissions table: filters `kind`, `status`, `organizationId`, search by
 * club name, page, size; updateDate descending); GET /api/survey-submission/{id} (with notes and audit);
 * PUT /api/survey-submission/{id} (save the club's draft, created with an id made on the device: the same
 * rule as the sync push's `survey.save`); POST /api/survey-submission/{id}/submit; DELETE
 * /api/survey-submission/{id} (a draft); PATCH /api/survey-submission/{id} (a reviewer's action).
 * Contracts: domain/survey/survey.contract.ts. Policy: survey.policy.ts. Use cases: survey-actions.ts. SQL
 * in survey.repository.ts.
 */
import { Hono, type Context } from 'hono';
import { SURVEY_KINDS } from '../../../domain/survey/enums.ts';
import { surveyApi } from '../../../domain/survey/survey.contract.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { route } from '../../http/contract.ts';
import { ConflictError, notFound } from '../../http/errors.ts';
import { SURVEY_ERRORS } from '../../../domain/survey/messages.ts';
import { listBody } from '../../http/list.ts';
import { decide, deleteSurvey, saveSurvey, submitSurvey } from './survey-actions.ts';
import { toSubmissionDetail, toSubmissionDoc } from './survey.dto.ts';
import { officerClubsOf, reviewedKinds } from './survey.policy.ts';
import { eventsOf, findSubmission, listSubmissions, notesOf } from './survey.repository.ts';
import { submissionFilterOf } from './survey-filter.ts';

const byId = (c: Context<AppEnv>) => c.req.param('id');

export function surveySubmissionRoutes() {
  const app = new Hono<AppEnv>();

  route(app, surveyApi.submissions, {
    handler: async (c, { query: q }) => {
      const { db, principal } = c.get('auth');
      const { rows, total } = await listSubmissions(
        db,
        {
          reviewKinds: reviewedKinds(principal!, SURVEY_KINDS),
          clubs: officerClubsOf(principal!),
          ...submissionFilterOf(q.filter),
          search: q.search,
        },
        q.page,
        q.size,
      );
      return listBody('submissions', rows.map(toSubmissionDoc), total, q.page, q.size);
    },
  });

  route(app, surveyApi.submission, {
    resource: byId,
    handler: async (c, { params: { id } }) => {
      const { db } = c.get('auth');
      const row = await findSubmission(db, id);
      if (!row) throw notFound('Survey not found');
      return toSubmissionDetail(row, await notesOf(db, id), await eventsOf(db, id));
    },
  });

  route(app, surveyApi.save, {
    resource: byId,
    handler: async (c, { params: { id }, body }) => {
      const { db, principal } = c.get('auth');
      const outcome = await saveSurvey(db, principal!, id, body, undefined, {
        acceptLanguage: c.req.header('accept-language'),
        rest: true,
      });
      // The REST save answers a locked survey with a 409 itself; no other outcome reaches here.
      if (outcome.kind !== 'applied')
        throw new ConflictError(SURVEY_ERRORS.locked, { reason: outcome.reason, document: outcome.doc });
      return outcome.doc;
    },
  });

  route(app, surveyApi.submit, {
    resource: byId,
    handler: async (c, { params: { id } }) => {
      const { db, principal } = c.get('auth');
      return submitSurvey(db, principal!, id, c.req.header('accept-language'));
    },
  });

  route(app, surveyApi.delete, {
    resource: byId,
    handler: async (c, { params: { id } }) => {
      const { db, principal } = c.get('auth');
      await deleteSurvey(db, principal!, id);
    },
  });

  route(app, surveyApi.decide, {
    resource: byId,
    handler: async (c, { params: { id }, body }) => {
      const { db, principal } = c.get('auth');
      return decide(db, principal!, id, body, c.req.header('accept-language'));
    },
  });

  return app;
}
