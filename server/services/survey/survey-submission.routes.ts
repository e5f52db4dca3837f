/**
 * GET /api/survey-submission (the submissions table: filters `kind`, `status`, `organizationId`, search by
 * club name, page, size; updateDate descending); GET /api/survey-submission/{id} (with notes and audit);
 * PUT /api/survey-submission/{id} (save the club's draft, created with an id made on the device: the same
 * rule as the sync push's `survey.save`); POST /api/survey-submission/{id}/submit; DELETE
 * /api/survey-submission/{id} (a draft); PATCH /api/survey-submission/{id} (a reviewer's action).
 * Contracts: domain/survey/survey.contract.ts. Policy: survey.policy.ts. Use cases: survey-actions.ts. SQL
 * in survey.repository.ts. GET and PATCH /api/survey-submission/{id}/approval/{approvalId}: a review step
 * of a track of more than one step (survey-approval.ts).
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
import { approvalOf, decideApproval, toApprovalDoc } from './survey-approval.ts';
import { stepDetailsOf } from './survey-approval.repository.ts';
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
      const approvals = (await stepDetailsOf(db, id)).map(toApprovalDoc);
      return toSubmissionDetail(row, await notesOf(db, id), await eventsOf(db, id), approvals);
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

  route(app, surveyApi.approval, {
    resource: (c) => c.req.param('approvalId'),
    handler: async (c, { params }) => approvalOf(c.get('auth').db, params.id, params.approvalId),
  });

  route(app, surveyApi.decideApproval, {
    resource: (c) => c.req.param('approvalId'),
    handler: async (c, { params, body }) => {
      const { db, principal } = c.get('auth');
      return decideApproval(db, principal!, params.id, params.approvalId, body);
    },
  });

  return app;
}
