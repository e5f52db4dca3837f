/**
 * The survey definitions and a club's submissions of one (contracts: domain/survey/survey.contract.ts):
 * GET /api/survey (published definitions; `filter=isApprovalTrack:false|true`; the property matters only to
 * those given the PROPERTY_MATTERS feature and to their reviewers); GET /api/survey/{id} (one definition,
 * whole); GET /api/survey/{id}/organization/{orgId}/submission (the club's submissions of it); the spec's
 * paths `/api/survey/{id}/{orgId}/{version}/question` (the definition of that version), `…/submission` (POST:
 * a new draft with the server's id) and `…/submission/{submissionId}` (DELETE a draft); GET /api/asset/survey
 * (the kinds, named in both languages); `…/clone` (POST: the kind's reviewers publish a copy under a new
 * name). Submissions themselves: survey-submission.routes.ts. Policy:
 * survey.policy.ts. SQL in survey.repository.ts; use cases in survey-actions.ts.
 */
import { Hono } from 'hono';
import { uuidv7 } from 'uuidv7';
import type { SurveyDefinitionDoc } from '../../../domain/survey/definition.ts';
import {
  isApprovalTrack,
  reviewerRoleFor,
  SURVEY_KINDS,
  type SurveyKind,
} from '../../../domain/survey/enums.ts';
import { SURVEY_KIND_LABELS } from '../../../domain/survey/labels.ts';
import { surveyApi } from '../../../domain/survey/survey.contract.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { route } from '../../http/contract.ts';
import { ConflictError, notFound } from '../../http/errors.ts';
import { SURVEY_ERRORS } from '../../../domain/survey/messages.ts';
import { eqFilter, wholeList } from '../../http/list.ts';
import { translate } from '../../i18n.ts';
import { cloneDefinition, deleteSurvey, saveSurvey } from './survey-actions.ts';
import { toSubmissionDoc } from './survey.dto.ts';
import { seesDefinition } from './survey.policy.ts';
import { activeDefinitions, clubSubmissions, findDefinition, findSubmission } from './survey.repository.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';

const toDefinitionDoc = (r: Awaited<ReturnType<typeof findDefinition>> & object): SurveyDefinitionDoc => ({
  id: r.id,
  kind: r.kind as SurveyKind,
  version: r.version,
  approvalTrack: isApprovalTrack(r.kind as SurveyKind),
  definition: r.definition,
});

/** A definition the principal may see, of that version when one is named; else not found. */
async function seenDefinition(db: Db, p: Principal, id: string, version?: number) {
  const row = await findDefinition(db, id);
  if (
    !row ||
    !seesDefinition(p, row.kind as SurveyKind) ||
    (version !== undefined && row.version !== version)
  )
    throw notFound('Survey not found');
  return row;
}

export function surveyRoutes() {
  const app = new Hono<AppEnv>();

  route(app, surveyApi.definitions, {
    handler: async (c, { query }) => {
      const { db, principal } = c.get('auth');
      const track = eqFilter(query.filter, ['isApprovalTrack'])('isApprovalTrack')[0];
      const rows = await activeDefinitions(db, track === undefined ? undefined : track === 'true');
      const seen = rows.filter((r) => seesDefinition(principal!, r.kind as SurveyKind));
      return wholeList('surveys', seen.map(toDefinitionDoc));
    },
  });

  route(app, surveyApi.definition, {
    handler: async (c, { params }) => {
      const { db, principal } = c.get('auth');
      return toDefinitionDoc(await seenDefinition(db, principal!, params.id));
    },
  });

  route(app, surveyApi.clubSubmissions, {
    resource: (c) => c.req.param('orgId'),
    handler: async (c, { params }) => {
      const rows = await clubSubmissions(c.get('auth').db, params.orgId, params.id);
      return wholeList('submissions', rows.map(toSubmissionDoc));
    },
  });

  route(app, surveyApi.questions, {
    handler: async (c, { params }) => {
      const { db, principal } = c.get('auth');
      return toDefinitionDoc(await seenDefinition(db, principal!, params.id, params.version));
    },
  });

  route(app, surveyApi.clone, {
    handler: async (c, { params, body }) => {
      const { db, principal } = c.get('auth');
      const source = await seenDefinition(db, principal!, params.id, params.version);
      // Only the kind's reviewers clone it; to another the survey is not there (as GET /survey/{id}).
      if (!principal!.globalRoles.includes(reviewerRoleFor(source.kind as SurveyKind)))
        throw notFound('Survey not found');
      return toDefinitionDoc(await cloneDefinition(db, source, body));
    },
  });

  route(app, surveyApi.create, {
    resource: (c) => c.req.param('orgId'),
    handler: async (c, { params, body }) => {
      const { db, principal } = c.get('auth');
      await seenDefinition(db, principal!, params.id, params.version);
      const outcome = await saveSurvey(
        db,
        principal!,
        uuidv7(),
        { surveyId: params.id, organizationId: params.orgId, answers: body.answers },
        undefined,
        { acceptLanguage: c.req.header('accept-language'), rest: true },
      );
      // The REST save answers a locked survey with a 409 itself; no other outcome reaches here.
      if (outcome.kind !== 'applied')
        throw new ConflictError(SURVEY_ERRORS.locked, { reason: outcome.reason, document: outcome.doc });
      return outcome.doc;
    },
  });

  route(app, surveyApi.deleteDraft, {
    resource: (c) => c.req.param('submissionId'),
    handler: async (c, { params }) => {
      const { db, principal } = c.get('auth');
      const row = await findSubmission(db, params.submissionId);
      // The path names the survey and the club: a submission of another is not there.
      if (row?.submission.surveyId !== params.id || row.submission.organizationId !== params.orgId)
        throw notFound('Survey not found');
      await deleteSurvey(db, principal!, params.submissionId);
    },
  });

  route(app, surveyApi.kinds, {
    handler: (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return SURVEY_KINDS.map((code) => {
        const { id, message } = SURVEY_KIND_LABELS[code];
        return { code, label: { en: translate(id, 'en', message), ga: translate(id, 'ga', message) } };
      });
    },
  });

  return app;
}
