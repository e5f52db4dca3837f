/**
 * The submissions table's filter (`filter=kind:…,status:…,organizationId:…`), read once for the list
 * (survey-submission.routes.ts) and its CSV export (survey-bulk.routes.ts): unknown kinds or statuses are a 400.
 */
import { SUBMISSION_STATUSES, SURVEY_KINDS } from '../../../domain/survey/enums.ts';
import { badRequest } from '../../http/errors.ts';
import { eqFilter } from '../../http/list.ts';
import type { SubmissionFilter } from './survey.repository.ts';

const FILTER_KEYS = ['kind', 'status', 'organizationId'] as const;

export function submissionFilterOf(
  text: string | undefined,
): Pick<SubmissionFilter, 'kind' | 'status' | 'organizationId'> {
  const pick = eqFilter(text, FILTER_KEYS);
  const kind = pick('kind');
  const status = pick('status');
  if (
    kind.some((k) => !(SURVEY_KINDS as readonly string[]).includes(k)) ||
    status.some((s) => !(SUBMISSION_STATUSES as readonly string[]).includes(s))
  )
    throw badRequest('The filter is not valid');
  return { kind, status, organizationId: pick('organizationId') };
}
