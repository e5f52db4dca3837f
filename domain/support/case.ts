/**
 * The support desk's record of a case (seed 3 §3 "Case fields": is the case closed — informal resolution,
 * formal resolution, ongoing, no — learnings, further support request, statutory referral, sanctions and
 * appeal, each with details). One schema for the desk's form and the server's check.
 *
 * Rules where the spec is open (ours): each yes/no question answered "yes" needs its details; a case closed
 * by a resolution needs its learnings written down; the query's status follows the case — CLOSED after a
 * resolution, IN_PROGRESS while the case is open ("ongoing" or "no").
 */
import * as v from 'valibot';
import { optionalText, strictObject } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';
import type { SupportStatus } from './enums.ts';

export const CASE_CLOSED_VALUES = ['INFORMAL_RESOLUTION', 'FORMAL_RESOLUTION', 'ONGOING', 'NO'] as const;
export type CaseClosed = (typeof CASE_CLOSED_VALUES)[number];
/** The yes/no questions of a case, each with its details. */
export const CASE_QUESTIONS = ['furtherSupportRequest', 'statutoryReferral', 'sanctions', 'appeal'] as const;
export type CaseQuestion = (typeof CASE_QUESTIONS)[number];
export const CASE_DETAILS_MAX = 2000;

const details = optionalText(CASE_DETAILS_MAX);
const detailsKey = (q: CaseQuestion) => `${q}Details` as const;

const CaseObject = strictObject({
  isCaseClosed: v.picklist(CASE_CLOSED_VALUES, M.invalidOption.id),
  isCaseClosedDetails: details,
  learnings: details,
  furtherSupportRequest: v.boolean(M.invalid.id),
  furtherSupportRequestDetails: details,
  statutoryReferral: v.boolean(M.invalid.id),
  statutoryReferralDetails: details,
  sanctions: v.boolean(M.invalid.id),
  sanctionsDetails: details,
  appeal: v.boolean(M.invalid.id),
  appealDetails: details,
});

export const SupportCaseInput = v.pipe(
  CaseObject,
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const c = dataset.value;
    const missing = (key: keyof typeof c, message: string) =>
      addIssue({ message, path: [{ type: 'object', origin: 'value', input: c, key, value: c[key] }] });
    for (const q of CASE_QUESTIONS)
      if (c[q] && !c[detailsKey(q)]) missing(detailsKey(q), M.supportCaseDetails.id);
    if (isResolution(c.isCaseClosed) && !c.learnings) missing('learnings', M.supportCaseClosedLearnings.id);
  }),
);
export type SupportCaseInput = v.InferInput<typeof SupportCaseInput>;
export type SupportCase = v.InferOutput<typeof SupportCaseInput>;

export const isResolution = (c: CaseClosed): boolean =>
  c === 'INFORMAL_RESOLUTION' || c === 'FORMAL_RESOLUTION';

/** The query's status once the desk has recorded the case. */
export const statusForCase = (c: Pick<SupportCase, 'isCaseClosed'>): SupportStatus =>
  isResolution(c.isCaseClosed) ? 'CLOSED' : 'IN_PROGRESS';

/** An empty case, as the desk's form starts it. */
export const NEW_CASE: SupportCaseInput = {
  isCaseClosed: 'NO',
  furtherSupportRequest: false,
  statutoryReferral: false,
  sanctions: false,
  appeal: false,
};
