/**
 * The support query as sent by the contact form (seed 3 §3 "Support query", §5 "Support form", §9): one
 * schema for the form's resolver and the server's body check. Rules: e-mail required and valid; name at
 * least 3 characters; role, category, subcategory (of that category), association, county and club required;
 * subject at most 50; message at least 5; the person the query is about (optional) with a name of at most 50
 * and a membership id of digits only; the issue wizard's clubs at least one and at most 50, none added twice; a previous reference looks like PAIRC-000123; and the visitor ticks
 * "none of these articles answer my query" after the suggested articles. The attachment is not in the body:
 * one file, at most 10 MB, JPG, PNG or PDF (SUPPORT_FILE_*).
 */
import * as v from 'valibot';
import { Sport } from '../enums.ts';
import { optionalText, requiredString, requiredText, strictObject } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';
import { County } from '../organization/enums.ts';
import {
  isSubcategoryOf,
  SUPPORT_REFERENCE,
  SupportCategory,
  SupportRole,
  SupportSubcategory,
} from './enums.ts';

export const SUPPORT_NAME_MIN = 3;
export const SUPPORT_NAME_MAX = 100;
export const SUPPORT_SUBJECT_MAX = 50;
export const SUPPORT_MESSAGE_MIN = 5;
export const SUPPORT_MESSAGE_MAX = 5000;
export const SUPPORT_CLUB_MAX = 100;
export const SUPPORT_PERSON_NAME_MAX = 50;
/** The issue wizard's clubs (seed 3 §5): at most 50, none twice. */
export const SUPPORT_CLUBS_MAX = 50;
export const SUPPORT_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const SUPPORT_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

const Email = v.pipe(requiredString(), v.maxLength(254, M.tooLong.id), v.email(M.invalidEmail.id));
const OptionalEmail = v.optional(
  v.union(
    [v.literal(''), v.pipe(v.string(), v.trim(), v.maxLength(254, M.tooLong.id), v.email(M.invalidEmail.id))],
    M.invalidEmail.id,
  ),
);

/** The person the query relates to (the issue wizard's "Choose a Person"). */
export const SupportRelatedPerson = strictObject({
  name: requiredText(SUPPORT_PERSON_NAME_MAX, M.supportPersonNameMax.id),
  membershipId: v.optional(
    v.pipe(v.string(M.invalid.id), v.trim(), v.regex(/^\d*$/, M.supportMembershipDigits.id), v.maxLength(20)),
  ),
  email: OptionalEmail,
  username: optionalText(50),
});

export const SupportQueryInput = v.pipe(
  strictObject({
    name: v.pipe(
      requiredString(),
      v.minLength(SUPPORT_NAME_MIN, M.supportNameMin.id),
      v.maxLength(SUPPORT_NAME_MAX, M.supportNameMax.id),
    ),
    email: Email,
    username: optionalText(50),
    role: SupportRole,
    category: SupportCategory,
    subcategory: SupportSubcategory,
    association: Sport,
    county: County,
    club: requiredText(SUPPORT_CLUB_MAX, M.supportClubMax.id),
    subject: requiredText(SUPPORT_SUBJECT_MAX, M.supportSubjectMax.id),
    message: v.pipe(
      requiredString(),
      v.minLength(SUPPORT_MESSAGE_MIN, M.supportMessageMin.id),
      v.maxLength(SUPPORT_MESSAGE_MAX, M.supportMessageMax.id),
    ),
    previousReference: v.optional(
      v.union(
        [v.literal(''), v.pipe(v.string(), v.regex(SUPPORT_REFERENCE, M.supportReference.id))],
        M.supportReference.id,
      ),
    ),
    relatedPerson: v.optional(SupportRelatedPerson),
    /** The clubs or counties a query about a club concerns (the issue wizard's "Choose a Club/County"). */
    clubs: v.optional(
      v.pipe(
        v.array(requiredText(SUPPORT_CLUB_MAX, M.supportClubMax.id), M.invalid.id),
        v.minLength(1, M.supportClubRequired.id),
        v.maxLength(SUPPORT_CLUBS_MAX, M.supportTooManyClubs.id),
        v.check((cs) => new Set(cs.map((c) => c.toLowerCase())).size === cs.length, M.supportClubAdded.id),
      ),
    ),
    noArticleAnswers: v.literal(true, M.supportArticles.id),
  }),
  v.forward(
    v.check((q) => isSubcategoryOf(q.category, q.subcategory), M.supportSubcategory.id),
    ['subcategory'],
  ),
);
export type SupportQueryInput = v.InferInput<typeof SupportQueryInput>;
export type SupportQuery = v.InferOutput<typeof SupportQueryInput>;

/** The answer to a submitted query: what the confirmation screen shows. */
export interface SupportQueryReceipt {
  id: string;
  reference: string;
  status: string;
  attachments: number;
}
