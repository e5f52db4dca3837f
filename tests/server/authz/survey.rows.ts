/**
 * Matrix rows: the survey engine (club officers fill, independent assessors and the central financial
 * council review: server/services/survey/survey.policy.ts).
 */
import { surveyDefinitionId } from '../../../server/db/seed/survey-definitions.ts';
import { DEMO_SURVEY_SUBMISSION_ID } from '../../../server/db/seed/surveys.ts';
import { probeOf, REFUSED, type Row } from './matrix.ts';
import { surveyApi } from '../../../domain/survey/survey.contract.ts';
import type { BolaCase } from './bola.rows.ts';
import { DEMO_CLUBS, MAIN_CLUB_KEY } from '../../../server/db/seed/clubs.ts';
import { orgId } from '../../../server/db/seed/geography.ts';

const COMPAS = surveyDefinitionId('CLUB_COMPAS');
const PENDING = DEMO_SURVEY_SUBMISSION_ID;

const api = surveyApi;
/** The spec's survey path of Club Compas for a club (`/survey/{id}/{orgId}/{version}/…`; the seed's version 1). */
const specPath = (orgId: string) => ({ id: COMPAS, orgId, version: '1' });

export const SURVEY_ROWS: Row[] = [
  {
    ...probeOf(api.definitions, () => ({ query: { filter: 'isApprovalTrack:false' } })),
    allow: ['officer', 'assessor', 'financial-council'],
    why: 'club officers fill surveys; reviewers read the definitions they review against',
  },
  {
    ...probeOf(api.definition, () => ({ params: { id: COMPAS } })),
    allow: ['officer', 'assessor', 'financial-council'],
    // Past the guard, a definition is shown as the list shows it: to club officers and the kind's reviewers;
    // the council does not review Club Compas, so for it there is no such survey.
    okFor: { 'financial-council': 404 },
    why: 'as the list',
  },
  {
    ...probeOf(api.clubSubmissions, (ids) => ({ params: { id: COMPAS, orgId: ids.mainClub } })),
    allow: ['officer'],
    why: 'the club’s own officers (secretary, club admin)',
  },
  {
    ...probeOf(api.questions, (ids) => ({ params: specPath(ids.mainClub) })),
    allow: ['officer', 'assessor', 'financial-council'],
    okFor: { 'financial-council': 404 },
    why: 'the spec’s path of a definition: as GET /survey/{id}',
  },
  {
    ...probeOf(api.clone, (ids) => ({ params: specPath(ids.mainClub) })),
    body: REFUSED,
    allow: ['assessor', 'financial-council'],
    ok: 400,
    why: 'the survey’s reviewers publish a copy under a new name (a body with no name: refused)',
  },
  {
    ...probeOf(api.create, (ids) => ({ params: specPath(ids.mainClub) })),
    body: REFUSED,
    allow: ['officer'],
    ok: 400,
    why: 'the club’s officers start its submission (the spec’s path)',
  },
  {
    ...probeOf(api.deleteDraft, (ids) => ({ params: { ...specPath(ids.mainClub), submissionId: PENDING } })),
    allow: ['officer'],
    ok: 404,
    why: 'the club’s officers delete a draft (this submission is a risk assessment, not this survey’s: not there)',
  },
  {
    ...probeOf(api.submissions),
    allow: ['officer', 'assessor', 'financial-council'],
    why: 'scoped: reviewers see the kinds they review, officers their clubs’',
  },
  {
    ...probeOf(api.export, () => ({ query: { filter: 'kind:RISK_ASSESSMENT' } })),
    allow: ['officer', 'assessor', 'financial-council'],
    why: 'the table as CSV, scoped as the list: reviewers the kinds they review, officers their clubs’',
  },
  {
    ...probeOf(api.bulk),
    body: REFUSED,
    allow: ['assessor', 'financial-council'],
    ok: 400,
    why: 'reviewers; each row is then checked as the PATCH (a row of a kind they do not review: not found)',
  },
  {
    ...probeOf(api.submission, () => ({ params: { id: PENDING } })),
    allow: ['officer', 'assessor'],
    why: 'the club’s officers and the kind’s reviewer (a risk assessment: the independent assessors)',
  },
  {
    ...probeOf(api.report, () => ({ params: { id: PENDING } })),
    allow: ['officer', 'assessor'],
    why: 'whoever reads the submission (survey.report = survey.submission): its club’s officers, the kind’s reviewer',
  },
  {
    ...probeOf(api.save, () => ({ params: { id: PENDING } })),
    body: REFUSED,
    allow: ['officer'],
    ok: 400,
    why: 'the club’s officers save its answers',
  },
  {
    ...probeOf(api.submit, () => ({ params: { id: PENDING } })),
    allow: ['officer'],
    ok: 409,
    why: 'the club’s officers submit (this one is already under review: locked)',
  },
  {
    ...probeOf(api.delete, () => ({ params: { id: PENDING } })),
    allow: ['officer'],
    ok: 409,
    why: 'the club’s officers delete a draft (this one is submitted: refused)',
  },
  {
    ...probeOf(api.decide, () => ({ params: { id: PENDING } })),
    body: REFUSED,
    allow: ['assessor'],
    ok: 400,
    why: 'the kind’s reviewer only: not the club, not the central financial council, not a super admin',
  },
  {
    ...probeOf(api.approval, () => ({ params: { id: PENDING, approvalId: 'no-such-step' } })),
    allow: [],
    why: 'a review step: its submission’s readers and its track’s approvers (tests/server/survey-approval.test.ts); a step of no submission is nobody’s',
  },
  {
    ...probeOf(api.decideApproval, () => ({ params: { id: PENDING, approvalId: 'no-such-step' } })),
    body: REFUSED,
    allow: [],
    why: 'that step’s approver only (the club’s chairperson, the county secretary, the council): a step of no submission has none',
  },
  {
    ...probeOf(api.kinds),
    allow: 'public',
    why: 'a lookup list of the survey kinds, in English and Irish',
  },
];

const OTHER_CLUB = orgId.club(DEMO_CLUBS.find((c) => c.key !== MAIN_CLUB_KEY)!.key);

export const SURVEY_BOLA_CASES: BolaCase[] = [
  {
    object: 'survey definition',
    name: 'the central financial council clones Club Compas (an assessor’s kind)',
    as: 'financial-council',
    method: 'POST',
    path: () => `/api/survey/${COMPAS}/${orgId.club(MAIN_CLUB_KEY)}/1/clone`,
    body: () => ({ name: 'Club Compas 2027' }),
    status: 404,
  },
  {
    object: 'survey submission',
    name: 'a club officer reads another club’s submissions',
    as: 'officer',
    method: 'GET',
    path: () => `/api/survey/${COMPAS}/organization/${OTHER_CLUB}/submission`,
    status: 403,
  },
  {
    object: 'survey submission',
    name: 'the central financial council decides a risk assessment (an assessor’s kind)',
    as: 'financial-council',
    method: 'PATCH',
    path: () => `/api/survey-submission/${PENDING}`,
    body: () => ({ action: 'approve' }),
    status: 403,
  },
  {
    object: 'survey submission',
    name: 'a club officer approves their own club’s submission',
    as: 'officer',
    method: 'PATCH',
    path: () => `/api/survey-submission/${PENDING}`,
    body: () => ({ action: 'approve' }),
    status: 403,
  },
  {
    object: 'survey submission',
    name: 'the central financial council prints a risk assessment’s report (an assessor’s kind)',
    as: 'financial-council',
    method: 'GET',
    path: () => `/api/survey-submission/${PENDING}/report`,
    status: 403,
  },
  {
    object: 'survey submission',
    name: 'a club officer accepts their own club’s submission through the bulk action',
    as: 'officer',
    method: 'POST',
    path: () => '/api/survey-submission/bulk',
    body: () => ({ ids: [PENDING], action: 'accept' }),
    status: 403,
  },
  {
    object: 'survey submission',
    name: 'a club officer creates a draft for another club',
    as: 'officer',
    method: 'PUT',
    path: () => '/api/survey-submission/0190a000-0000-7000-8000-000000000001',
    body: () => ({ surveyId: COMPAS, organizationId: OTHER_CLUB, answers: {} }),
    status: 403,
  },
  {
    object: 'survey approval step',
    name: 'a club officer approves a review step of their own club’s request (not its approver)',
    as: 'officer',
    method: 'PATCH',
    path: () => `/api/survey-submission/${PENDING}/approval/no-such-step`,
    body: () => ({ status: 'APPROVED' }),
    status: 403,
  },
];

export const SURVEY_FILE_ROWS: Row[] = [
  {
    ...probeOf(api.uploadFile, (ids) => ({ params: { orgId: ids.mainClub } })),
    body: REFUSED,
    allow: ['officer'],
    ok: 400,
    why: 'the club’s survey officers upload (a body with no file: refused)',
  },
  {
    ...probeOf(api.file, () => ({ params: { id: 'no-such-file' } })),
    allow: [],
    why: 'the file’s club officers and its reviewers only: a file of no club is nobody’s',
  },
];
