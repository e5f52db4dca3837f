/**
 * The survey engine's REST calls (seed 3 §7 Surveys), each declared once (docs/adr/0022-route-contracts.md):
 * registered by server/services/survey/*.routes.ts, called by src/features/survey and the server tests.
 */
import * as v from 'valibot';
import { defineRoute, fileAnswer, MULTIPART, NO_CONTENT, pagedList } from '../lib/contract.ts';
import { listQuery } from '../lib/list-query.ts';
import { SurveyDefinitionDoc } from './definition.ts';
import { M } from '../messages.ts';
import { ApprovalDecisionInput, SurveyApprovalDoc } from './approval.ts';
import { SurveyKind } from './enums.ts';
import { SurveyFileDoc } from './files.ts';
import { AnswersShape } from './save.ts';
import {
  BulkReviewAnswer,
  BulkReviewInput,
  ReviewActionInput,
  SaveSurveyInput,
  SurveySubmissionDetail,
  SurveySubmissionDoc,
} from './submission.ts';

const Key = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const IdParam = v.object({ id: Key });
const OrgSubmissionsParam = v.object({ id: Key, orgId: Key });
/** The spec's survey paths: `/survey/{survey}/{club}/{version}/…` (the definition's published version). */
const SpecSurveyParam = v.object({
  id: Key,
  orgId: Key,
  version: v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number)),
});
/**
 * The club segment of the clone path when a survey is cloned for every club (a survey is not a club's: the
 * segment keeps the spec's path, and the server does not read it).
 */
export const ALL_CLUBS = 'all';

/** A clone's new name: English required, Irish optional (the English one is used when it is blank). */
export const CloneSurveyInput = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, M.required.id), v.maxLength(200, M.tooLong.id)),
  nameGa: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, M.tooLong.id))),
});
export type CloneSurveyInput = v.InferOutput<typeof CloneSurveyInput>;

const ApprovalParam = v.object({ id: Key, approvalId: Key });
const SubmissionsQuery = listQuery({ maxSize: 200, defaultSize: 100 });
const { filter, search } = SubmissionsQuery.entries;
const Submissions = pagedList('submissions', SurveySubmissionDoc);
const tag = 'survey';

/** A survey kind with its name in English and Irish (`GET /asset/survey`). */
export const SurveyKindOption = v.object({
  code: SurveyKind,
  label: v.object({ en: v.string(), ga: v.string() }),
});

export const surveyApi = {
  definitions: defineRoute({
    method: 'GET',
    path: '/survey',
    tag,
    summary: 'Published survey definitions (filter isApprovalTrack:true|false)',
    policy: 'survey.definitions',
    query: v.object({ filter: v.optional(v.pipe(v.string(), v.maxLength(200))) }),
    response: pagedList('surveys', SurveyDefinitionDoc),
  }),
  definition: defineRoute({
    method: 'GET',
    path: '/survey/:id',
    tag,
    summary: 'A survey definition: sections and questions',
    policy: 'survey.definitions',
    params: IdParam,
    response: SurveyDefinitionDoc,
  }),
  clubSubmissions: defineRoute({
    method: 'GET',
    path: '/survey/:id/organization/:orgId/submission',
    tag,
    summary: "The club's submissions of a survey (its officers)",
    policy: 'survey.clubSubmissions',
    params: OrgSubmissionsParam,
    response: Submissions,
  }),
  /** The spec's path for a survey's questions: the definition of that published version. */
  questions: defineRoute({
    method: 'GET',
    path: '/survey/:id/:orgId/:version/question',
    tag,
    summary: "A survey's questions for a club: the definition of that published version",
    policy: 'survey.definitions',
    params: SpecSurveyParam,
    response: SurveyDefinitionDoc,
  }),
  /**
   * The spec's path for cloning a survey: a new published definition with the same kind, sections and
   * questions under a new name (its first version); the source is the definition of that version.
   */
  clone: defineRoute({
    method: 'POST',
    path: '/survey/:id/:orgId/:version/clone',
    tag,
    summary:
      "Clone a survey: its sections and questions under a new name, published as a new survey (the kind's reviewers)",
    policy: 'survey.clone',
    params: SpecSurveyParam,
    body: CloneSurveyInput,
    response: SurveyDefinitionDoc,
    status: 201,
  }),
  /** The spec's path for a new submission: a draft made with the server's id (the app saves with its own). */
  create: defineRoute({
    method: 'POST',
    path: '/survey/:id/:orgId/:version/submission',
    tag,
    summary: "Start the club's submission of a survey (a draft, with the server's id)",
    policy: 'survey.create',
    params: SpecSurveyParam,
    body: v.object({ answers: AnswersShape }),
    response: SurveySubmissionDoc,
    status: 201,
  }),
  /** The spec's path for deleting a draft: as DELETE /survey-submission/{id}. */
  deleteDraft: defineRoute({
    method: 'DELETE',
    path: '/survey/:id/:orgId/:version/submission/:submissionId',
    tag,
    summary: "Delete the club's draft of a survey",
    policy: 'survey.delete',
    params: v.object({ ...SpecSurveyParam.entries, submissionId: Key }),
    response: NO_CONTENT,
  }),
  submissions: defineRoute({
    method: 'GET',
    path: '/survey-submission',
    tag,
    summary: 'Survey submissions the caller reviews or whose club they serve',
    policy: 'survey.submissions',
    query: SubmissionsQuery,
    response: Submissions,
  }),
  export: defineRoute({
    method: 'GET',
    path: '/survey-submission/export',
    tag,
    summary:
      'The submissions table as CSV (same filters, search and scope as the list; at most 10,000 rows, newest update first)',
    policy: 'survey.submissions',
    query: v.object({ filter, search }),
    response: fileAnswer('text/csv'),
  }),
  bulk: defineRoute({
    method: 'POST',
    path: '/survey-submission/bulk',
    tag,
    summary:
      "A reviewer's action on up to 100 submissions, each in its own savepoint: accept, back to pending review, complete, reject, request more information, add note, approve",
    policy: 'survey.bulk',
    body: BulkReviewInput,
    response: BulkReviewAnswer,
  }),
  submission: defineRoute({
    method: 'GET',
    path: '/survey-submission/:id',
    tag,
    summary: 'A submission with its notes and audit entries',
    policy: 'survey.submission',
    params: IdParam,
    response: SurveySubmissionDetail,
  }),
  report: defineRoute({
    method: 'GET',
    path: '/survey-submission/:id/report',
    tag,
    summary: "A submission's report (PDF), a draft included, in the caller's language",
    policy: 'survey.report',
    params: IdParam,
    response: fileAnswer('application/pdf'),
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/survey-submission/:id',
    tag,
    summary: "Save the club's draft (created with the device's id)",
    policy: 'survey.save',
    params: v.object({ id: v.pipe(v.string(), v.uuid()) }),
    body: SaveSurveyInput,
    response: SurveySubmissionDoc,
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/survey-submission/:id/submit',
    tag,
    summary: 'Submit for review (every required question answered)',
    policy: 'survey.submit',
    params: IdParam,
    response: SurveySubmissionDoc,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/survey-submission/:id',
    tag,
    summary: 'Delete a draft',
    policy: 'survey.delete',
    params: IdParam,
    response: NO_CONTENT,
  }),
  decide: defineRoute({
    method: 'PATCH',
    path: '/survey-submission/:id',
    tag,
    summary:
      "A reviewer's action: accept, back to pending review, approve, reject, request more information, complete, update amount, add note, edit the answers, delete",
    policy: 'survey.decide',
    params: IdParam,
    body: ReviewActionInput,
    response: SurveySubmissionDoc,
  }),
  approval: defineRoute({
    method: 'GET',
    path: '/survey-submission/:id/approval/:approvalId',
    tag,
    summary:
      'A review step of a submission on a track of more than one step: its status, approver, reason and dates',
    policy: 'survey.approval',
    params: ApprovalParam,
    response: SurveyApprovalDoc,
  }),
  decideApproval: defineRoute({
    method: 'PATCH',
    path: '/survey-submission/:id/approval/:approvalId',
    tag,
    summary:
      "The step's approver approves (the next step opens; after the last the submission is approved) or rejects with a reason (the submission is rejected)",
    policy: 'survey.approve',
    params: ApprovalParam,
    body: ApprovalDecisionInput,
    response: SurveyApprovalDoc,
  }),
  uploadFile: defineRoute({
    method: 'POST',
    path: '/survey-file/organization/:orgId',
    tag,
    summary: "Upload one file (PDF, PNG or JPEG, at most 10 MB) for the club's survey FILE answer",
    policy: 'survey.upload',
    params: v.object({ orgId: Key }),
    body: MULTIPART,
    response: SurveyFileDoc,
    status: 201,
  }),
  file: defineRoute({
    method: 'GET',
    path: '/survey-file/:id',
    tag,
    summary: 'Download a survey file',
    policy: 'survey.file',
    params: IdParam,
    response: fileAnswer('application/octet-stream'),
  }),
  kinds: defineRoute({
    method: 'GET',
    path: '/asset/survey',
    tag: 'asset',
    summary: 'Survey kinds, named in English and Irish',
    policy: 'asset.read',
    public: true,
    response: v.array(SurveyKindOption),
  }),
} as const;
