/**
 * GET /api/survey (published definitions; `filter=isApprovalTrack:false|true`; the property matters only to
 * those given the PROPERTY_MATTERS feature and to their reviewers); GET /api/survey/{id} (one
 * definition, whole); GET /api/survey/{id}/organization/{orgId}/submission (the club's submissions of it).
 * Submissions themselves: survey-submission.routes.ts. Policy: survey.policy.ts (`survey.definitions`,
 * `survey.clubSubmissions`). SQL in survey.repository.ts.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import type { SurveyDefinitionDoc } from '../../../domain/survey/definition.ts';
import { isApprovalTrack, type SurveyKind } from '../../../domain/survey/enums.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { notFound } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { eqFilter, wholeList } from '../../http/list.ts';
import { IdParam, validate } from '../../http/validate.ts';
import { toSubmissionDoc } from './survey.dto.ts';
import { seesDefinition } from './survey.policy.ts';
import { activeDefinitions, clubSubmissions, findDefinition } from './survey.repository.ts';

const toDefinitionDoc = (r: Awaited<ReturnType<typeof findDefinition>> & object): SurveyDefinitionDoc => ({
  id: r.id,
  kind: r.kind as SurveyKind,
  version: r.version,
  approvalTrack: isApprovalTrack(r.kind as SurveyKind),
  definition: r.definition,
});

const DefinitionsQuery = v.object({ filter: v.optional(v.pipe(v.string(), v.maxLength(200))) });
const OrgParam = v.object({
  ...IdParam.entries,
  orgId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});

export function surveyRoutes() {
  const app = new Hono<AppEnv>();

  app.get(
    '/',
    describeRoute({ tags: ['survey'], summary: 'Published survey definitions' }),
    guard('survey.definitions'),
    validate('query', DefinitionsQuery),
    async (c) => {
      const { db, principal } = c.get('auth');
      const track = eqFilter(c.req.valid('query').filter, ['isApprovalTrack'])('isApprovalTrack')[0];
      const rows = await activeDefinitions(db, track === undefined ? undefined : track === 'true');
      const seen = rows.filter((r) => seesDefinition(principal!, r.kind as SurveyKind));
      return c.json(wholeList('surveys', seen.map(toDefinitionDoc)));
    },
  );

  app.get(
    '/:id',
    describeRoute({ tags: ['survey'], summary: 'A survey definition: sections and questions' }),
    guard('survey.definitions'),
    validate('param', IdParam),
    async (c) => {
      const { db, principal } = c.get('auth');
      const row = await findDefinition(db, c.req.valid('param').id);
      if (!row || !seesDefinition(principal!, row.kind as SurveyKind)) throw notFound('Survey not found');
      return c.json(toDefinitionDoc(row));
    },
  );

  app.get(
    '/:id/organization/:orgId/submission',
    describeRoute({ tags: ['survey'], summary: "The club's submissions of a survey (its officers)" }),
    guard('survey.clubSubmissions', (c) => c.req.param('orgId')),
    validate('param', OrgParam),
    async (c) => {
      const { id, orgId } = c.req.valid('param');
      const rows = await clubSubmissions(c.get('auth').db, orgId, id);
      return c.json(wholeList('submissions', rows.map(toSubmissionDoc)));
    },
  );

  return app;
}
