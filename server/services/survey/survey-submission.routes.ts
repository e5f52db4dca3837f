/**
 * GET /api/survey-submission (the submissions table: filters `kind`, `status`, `organizationId`, search by
 * club name, page, size; updateDate descending); GET /api/survey-submission/{id} (with notes and audit);
 * PUT /api/survey-submission/{id} (save the club's draft, created with an id made on the device: the same
 * rule as the sync push's `survey.save`); POST /api/survey-submission/{id}/submit; DELETE
 * /api/survey-submission/{id} (a draft); PATCH /api/survey-submission/{id} (a reviewer's action).
 * Policy: survey.policy.ts. Use cases: survey-actions.ts. SQL in survey.repository.ts.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { listQuery } from '../../../domain/lib/list-query.ts';
import { SURVEY_KINDS } from '../../../domain/survey/enums.ts';
import { ReviewActionInput, SaveSurveyInput } from '../../../domain/survey/submission.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { notFound } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { listBody } from '../../http/list.ts';
import { IdParam, validate } from '../../http/validate.ts';
import { decide, deleteSurvey, saveSurvey, submitSurvey } from './survey-actions.ts';
import { toSubmissionDetail, toSubmissionDoc } from './survey.dto.ts';
import { officerClubsOf, reviewedKinds } from './survey.policy.ts';
import { eventsOf, findSubmission, listSubmissions, notesOf } from './survey.repository.ts';
import { submissionFilterOf } from './survey-filter.ts';

const SubmissionsQuery = listQuery({ maxSize: 200, defaultSize: 100 });

export function surveySubmissionRoutes() {
  const app = new Hono<AppEnv>();

  app.get(
    '/',
    describeRoute({
      tags: ['survey'],
      summary: 'Survey submissions the caller reviews or whose club they serve',
    }),
    guard('survey.submissions'),
    validate('query', SubmissionsQuery),
    async (c) => {
      const { db, principal } = c.get('auth');
      const q = c.req.valid('query');
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
      return c.json(listBody('submissions', rows.map(toSubmissionDoc), total, q.page, q.size));
    },
  );

  app.get(
    '/:id',
    describeRoute({ tags: ['survey'], summary: 'A submission with its notes and audit entries' }),
    guard('survey.submission', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      const { id } = c.req.valid('param');
      const row = await findSubmission(db, id);
      if (!row) throw notFound('Survey not found');
      return c.json(toSubmissionDetail(row, await notesOf(db, id), await eventsOf(db, id)));
    },
  );

  app.put(
    '/:id',
    describeRoute({ tags: ['survey'], summary: "Save the club's draft (created with the device's id)" }),
    guard('survey.save', (c) => c.req.param('id')),
    validate('param', v.object({ id: v.pipe(v.string(), v.uuid()) })),
    validate('json', SaveSurveyInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id } = c.req.valid('param');
      const outcome = await saveSurvey(db, principal!, id, c.req.valid('json'), undefined, {
        acceptLanguage: c.req.header('accept-language'),
        rest: true,
      });
      return c.json(outcome.doc);
    },
  );

  app.post(
    '/:id/submit',
    describeRoute({ tags: ['survey'], summary: 'Submit for review (every required question answered)' }),
    guard('survey.submit', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id } = c.req.valid('param');
      const doc = await submitSurvey(db, principal!, id, c.req.header('accept-language'));
      return c.json(doc);
    },
  );

  app.delete(
    '/:id',
    describeRoute({ tags: ['survey'], summary: 'Delete a draft' }),
    guard('survey.delete', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => {
      const { db, principal } = c.get('auth');
      await deleteSurvey(db, principal!, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  app.patch(
    '/:id',
    describeRoute({
      tags: ['survey'],
      summary:
        "A reviewer's action: accept, back to pending review, approve, reject, request more information, complete, update amount, add note, edit the answers, delete",
    }),
    guard('survey.decide', (c) => c.req.param('id')),
    validate('param', IdParam),
    validate('json', ReviewActionInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id } = c.req.valid('param');
      const doc = await decide(db, principal!, id, c.req.valid('json'), c.req.header('accept-language'));
      return c.json(doc);
    },
  );

  return app;
}
