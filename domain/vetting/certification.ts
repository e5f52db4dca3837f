/**
 * Certifications and qualifications (seed 3 §3 Certification, §4 Certification statuses, §5 Certification):
 * the categories, statuses, the input a member fills in, the expiry rule and what "vetted" means.
 *
 * Decisions where the spec is open:
 * - The label is the awarding body (a vetting certification's is its association). For SAFEGUARDING it is
 *   the level, LEVEL_1 to LEVEL_3 (the spec's "levels 1 to 3"), so no other field is needed for it.
 * - "Active until" (validTo) is the last day the certification is valid: it is EXPIRED from the day after.
 *   It is EXPIRING_SOON from 60 days before that day (EXPIRING_SOON_DAYS, our choice: the time a club needs
 *   to renew vetting or rebook a course). A certification without validTo never expires.
 * - A new certification of the same category and name supersedes the person's live ones (SUPERSEDED).
 * - VETTING certifications come only from completed vetting applications: members cannot add them.
 */
import * as v from 'valibot';
import { addDays } from '../lib/days.ts';
import { isIsoDate, TransportDate } from '../lib/dates.ts';
import { endPipeOnIssue, optionalText, requiredString, strictObject } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';
import type { AgeLevel, GroupMemberRole } from '../team/enums.ts';
import type { VettingStanding } from './vetting-standing.ts';

export const CERTIFICATION_TYPES = [
  'VETTING',
  'SAFEGUARDING',
  'COACHING_AWARD',
  'ANTI_DOPING',
  'REFEREE',
  'OFFICER',
  'OTHER',
] as const;
export type CertificationType = (typeof CERTIFICATION_TYPES)[number];
/** The categories a member may add themself: all but VETTING. */
export const MEMBER_CERTIFICATION_TYPES = CERTIFICATION_TYPES.filter((t) => t !== 'VETTING');

export const SAFEGUARDING_LEVELS = ['LEVEL_1', 'LEVEL_2', 'LEVEL_3'] as const;
export type SafeguardingLevel = (typeof SAFEGUARDING_LEVELS)[number];

export const CERTIFICATION_STATUSES = [
  'ACTIVE',
  'EXPIRING_SOON',
  'SUPERSEDED',
  'EXPIRED',
  'DELETED',
] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];
/** The statuses of a certification that still counts. */
export const LIVE_STATUSES: readonly CertificationStatus[] = ['ACTIVE', 'EXPIRING_SOON'];

export const EXPIRING_SOON_DAYS = 60;
export const CERTIFICATION_NAME_MAX = 100;
export const CERTIFICATION_REFERENCE_MAX = 50;
export const CERTIFICATION_LABEL_MAX = 50;
export const CERTIFICATION_DESCRIPTION_MAX = 255;
/** GET /certification answers 100 a page by default (seed 3 §7, §9). */
export const CERTIFICATION_PAGE_SIZE = 100;
export const CERTIFICATION_PAGE_MAX = 500;
export const CERTIFICATION_FILTER_KEYS = ['personId', 'organizationId', 'type', 'status'] as const;
/** A certificate: one file, at most 10 MB, PDF, JPEG or PNG (seed 3 §9). */
export const CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;
export const CERTIFICATE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/**
 * The status the calendar gives a certification valid until `validTo` on `today` (both `yyyy-MM-dd`):
 * EXPIRED after its last day, EXPIRING_SOON within EXPIRING_SOON_DAYS of it, ACTIVE otherwise.
 */
export function expiryStatus(
  validTo: string | null | undefined,
  today: string,
): 'ACTIVE' | 'EXPIRING_SOON' | 'EXPIRED' {
  if (!validTo) return 'ACTIVE';
  if (validTo < today) return 'EXPIRED';
  if (validTo <= addDays(today, EXPIRING_SOON_DAYS)) return 'EXPIRING_SOON';
  return 'ACTIVE';
}

/**
 * The status a certification moves to on `today`: only live ones move, and only forward (ACTIVE →
 * EXPIRING_SOON → EXPIRED); superseded and deleted ones stay as they are.
 */
export function nextStatus(
  current: CertificationStatus,
  validTo: string | null | undefined,
  today: string,
): CertificationStatus {
  if (!LIVE_STATUSES.includes(current)) return current;
  const due = expiryStatus(validTo, today);
  return current === 'EXPIRING_SOON' && due === 'ACTIVE' ? current : due;
}

/**
 * Whether someone's vetting is current on `today`: a live VETTING certification whose validTo is today or
 * later (or open-ended). EXPIRING_SOON when the best of them expires within EXPIRING_SOON_DAYS.
 */
export function vettingStanding(
  certs: readonly { type: string; status: string; validTo: string | null }[],
  today: string,
): VettingStanding {
  const current = certs.filter(
    (c) =>
      c.type === 'VETTING' &&
      (LIVE_STATUSES as readonly string[]).includes(c.status) &&
      (c.validTo === null || c.validTo >= today),
  );
  if (current.length === 0) return 'NOT_VETTED';
  return current.some((c) => expiryStatus(c.validTo, today) === 'ACTIVE') ? 'VETTED' : 'EXPIRING_SOON';
}

/**
 * Team roles that work with children (issue 25 item 4: coach, manager, chaperone): COACH, MEDIC (first
 * aid) and ORGANISER (manager, chaperone) of a children's group. Players and senders do not need vetting.
 */
export const VETTED_GROUP_ROLES: readonly GroupMemberRole[] = ['COACH', 'MEDIC', 'ORGANISER'];
/** Children's groups: the under-age levels below 18 and the children's programmes (academy, camps, …). */
export const CHILDREN_AGE_LEVELS: readonly AgeLevel[] = [
  ...(['U5', 'U6', 'U7', 'U8', 'U9', 'U10', 'U11', 'U12', 'U13', 'U14', 'U15', 'U16', 'U17'] as const),
  'ACADEMY',
  'CAMP',
  'CUL_CAMPS',
  'SUPER_GAMES',
  'HURL_WITH_ME',
];

/** Whether a member in this role of a group at this age level must be vetted (a warning, never a block). */
export function needsVetting(role: string, ageLevel: string | null | undefined): boolean {
  return (
    (VETTED_GROUP_ROLES as readonly string[]).includes(role) &&
    (CHILDREN_AGE_LEVELS as readonly string[]).includes(ageLevel ?? '')
  );
}

const TypeField = v.pipe(
  requiredString(M.certificationTypeRequired.id, false),
  v.check((t) => t !== 'VETTING', M.certificationVettingFromApplication.id),
  endPipeOnIssue<string>(),
  v.picklist(MEMBER_CERTIFICATION_TYPES, M.certificationTypeRequired.id),
);

const Shape = strictObject({
  /** Whose certification; absent: the caller's own. A guardian names their dependant. */
  personId: v.optional(requiredString(M.required.id, false)),
  type: TypeField,
  name: v.pipe(requiredString(), v.maxLength(CERTIFICATION_NAME_MAX, M.certificationNameMax.id)),
  description: optionalText(CERTIFICATION_DESCRIPTION_MAX, M.certificationDescriptionMax.id),
  reference: v.pipe(
    requiredString(),
    v.maxLength(CERTIFICATION_REFERENCE_MAX, M.certificationReferenceMax.id),
  ),
  label: v.pipe(requiredString(), v.maxLength(CERTIFICATION_LABEL_MAX, M.certificationLabelMax.id)),
  validFrom: TransportDate,
  /** "Active until": optional; when given, after validFrom. */
  validTo: v.optional(
    v.pipe(
      v.string(M.invalid.id),
      v.check((s) => s === '' || isIsoDate(s), M.dateInvalid.id),
    ),
    '',
  ),
  /** A private certificate downloads only for the person, their guardians and super admins. */
  certificatePrivate: v.optional(v.boolean(M.invalid.id), true),
});

/** POST /certification: what a member (or their guardian) records; the form uses the same schema. */
export const CertificationInput = v.pipe(
  Shape,
  v.forward(
    v.partialCheck(
      [['validFrom'], ['validTo']],
      (c) => !isIsoDate(c.validTo) || !isIsoDate(c.validFrom) || c.validTo > c.validFrom,
      M.certificationValidToAfterFrom.id,
    ),
    ['validTo'],
  ),
  v.forward(
    v.partialCheck(
      [['type'], ['label']],
      (c) => c.type !== 'SAFEGUARDING' || (SAFEGUARDING_LEVELS as readonly string[]).includes(c.label),
      M.certificationLevelRequired.id,
    ),
    ['label'],
  ),
);
export type CertificationInput = v.InferOutput<typeof CertificationInput>;

/** A certification as the API answers it (the certificate's bytes are fetched on their own). */
export const Certification = v.object({
  id: v.string(),
  personId: v.string(),
  type: v.picklist(CERTIFICATION_TYPES),
  name: v.string(),
  description: v.string(),
  reference: v.string(),
  label: v.string(),
  validFrom: v.string(),
  validTo: v.nullable(v.string()),
  status: v.picklist(CERTIFICATION_STATUSES),
  certificate: v.nullable(v.object({ name: v.string(), private: v.boolean() })),
  vettingApplicationId: v.nullable(v.string()),
  createdAt: v.string(),
});
export type Certification = v.InferOutput<typeof Certification>;

/** GET /asset/certifications: a category, with the labels it offers when they are fixed. */
export const CertificationCategory = v.object({
  type: v.picklist(CERTIFICATION_TYPES),
  labels: v.optional(v.array(v.string())),
  memberMayAdd: v.boolean(),
});

export const CERTIFICATION_CATEGORIES: readonly {
  type: CertificationType;
  labels?: readonly string[];
  memberMayAdd: boolean;
}[] = CERTIFICATION_TYPES.map((type) => ({
  type,
  ...(type === 'SAFEGUARDING' ? { labels: SAFEGUARDING_LEVELS } : {}),
  memberMayAdd: type !== 'VETTING',
}));
