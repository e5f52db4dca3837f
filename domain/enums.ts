/**
 * Enumerations of seed 1 (foundation): §3 people, families, membership, payments, calendar, and §6 roles
 * and permissions. Each is a value array (UPPER_SNAKE), a valibot picklist and its type (PascalCase).
 * Organisation types, provinces, counties and club associations live in `organization/enums.ts`.
 *
 * Where the spec gives literal codes (PAID, training_match, super_admin) they are kept as written; where
 * it gives plain words (attendance "not going", age phase "adult") the codes are ours and noted.
 */
import * as v from 'valibot';
import { M } from './messages.ts';

// ── Sports, activities, languages ──────────────────────────────────────────────────────────────────

/** The five sports bodies. */
export const SPORTS = ['GAA', 'LGFA', 'Camogie', 'Handball', 'Rounders'] as const;
export const Sport = v.picklist(SPORTS, M.invalidOption.id);
export type Sport = v.InferOutput<typeof Sport>;

export const ACTIVITIES = [
  'Camogie',
  'Football',
  'Handball',
  'Hurling',
  'LadiesFootball',
  'Rounders',
] as const;
export const Activity = v.picklist(ACTIVITIES, M.invalidOption.id);
export type Activity = v.InferOutput<typeof Activity>;

export const LANGUAGES = ['en', 'ga'] as const;
export const Language = v.picklist(LANGUAGES, M.invalidOption.id);
export type Language = v.InferOutput<typeof Language>;

// ── People and families ────────────────────────────────────────────────────────────────────────────

export const PERSON_TYPES = ['PLAYER', 'NON_PLAYER'] as const;
export const PersonType = v.picklist(PERSON_TYPES, M.invalidOption.id);
export type PersonType = v.InferOutput<typeof PersonType>;

export const GENDERS = ['MALE', 'FEMALE'] as const;
export const Gender = v.picklist(GENDERS, M.invalidOption.id);
export type Gender = v.InferOutput<typeof Gender>;

/** Person record status. Seed 1 §4 names ACTIVE (complete profile) and PENDING (invited); INACTIVE is ours. */
export const PERSON_STATUSES = ['ACTIVE', 'PENDING', 'INACTIVE'] as const;
export const PersonStatus = v.picklist(PERSON_STATUSES, M.invalidOption.id);
export type PersonStatus = v.InferOutput<typeof PersonStatus>;

/** Person invite status. Seed 1 §4 names INVITED; ACCEPTED and REJECTED follow the family invite flow. */
export const INVITE_STATUSES = ['INVITED', 'ACCEPTED', 'REJECTED'] as const;
export const InviteStatus = v.picklist(INVITE_STATUSES, M.invalidOption.id);
export type InviteStatus = v.InferOutput<typeof InviteStatus>;

/** A person's relationship in a family; also the family member positions. */
export const FAMILY_POSITIONS = ['PRIMARY', 'GUARDIAN', 'DEPENDENT', 'OTHER'] as const;
export const FamilyPosition = v.picklist(FAMILY_POSITIONS, M.invalidOption.id);
export type FamilyPosition = v.InferOutput<typeof FamilyPosition>;

export const FAMILY_MEMBER_STATUSES = ['ACTIVE', 'INACTIVE', 'INVITED'] as const;
export const FamilyMemberStatus = v.picklist(FAMILY_MEMBER_STATUSES, M.invalidOption.id);
export type FamilyMemberStatus = v.InferOutput<typeof FamilyMemberStatus>;

/** Linked-account relationships (seed 1 §3 "Linked account"). */
export const LINKED_ACCOUNT_RELATIONSHIPS = ['PRIMARY', 'DEPENDENT', 'GUARDIAN', 'OTHER'] as const;
export const LinkedAccountRelationship = v.picklist(LINKED_ACCOUNT_RELATIONSHIPS, M.invalidOption.id);
export type LinkedAccountRelationship = v.InferOutput<typeof LinkedAccountRelationship>;

export const PERSON_ORG_STATUSES = ['ACTIVE', 'PENDING', 'HIBERNATED'] as const;
export const PersonOrgStatus = v.picklist(PERSON_ORG_STATUSES, M.invalidOption.id);
export type PersonOrgStatus = v.InferOutput<typeof PersonOrgStatus>;

export const PROFILE_VISIBILITIES = ['ANYONE', 'VERIFIED_MEMBERS', 'NO_ONE'] as const;
export const ProfileVisibility = v.picklist(PROFILE_VISIBILITIES, M.invalidOption.id);
export type ProfileVisibility = v.InferOutput<typeof ProfileVisibility>;

/** Consent answers: the profile asks yes or no, and an unanswered consent is absent, not NO. */
export const YES_NO = ['YES', 'NO'] as const;
export const YesNo = v.picklist(YES_NO, M.invalidOption.id);
export type YesNo = v.InferOutput<typeof YesNo>;

export const MEDICAL_ALERTS = ['NONE', 'YES'] as const;
export const MedicalAlert = v.picklist(MEDICAL_ALERTS, M.invalidOption.id);
export type MedicalAlert = v.InferOutput<typeof MedicalAlert>;

// ── Membership ─────────────────────────────────────────────────────────────────────────────────────

export const MEMBERSHIP_TYPES = ['MEMBER', 'ASSOCIATE_MEMBER'] as const;
export const MembershipType = v.picklist(MEMBERSHIP_TYPES, M.invalidOption.id);
export type MembershipType = v.InferOutput<typeof MembershipType>;

export const MEMBERSHIP_CATEGORIES = ['FULL', 'YOUTH', 'SOCIAL', 'HONOURARY', 'G4MNO', 'ALLSTARS'] as const;
export const MembershipCategory = v.picklist(MEMBERSHIP_CATEGORIES, M.invalidOption.id);
export type MembershipCategory = v.InferOutput<typeof MembershipCategory>;

export const MEMBERSHIP_STATUSES = [
  'REGISTERED',
  'UNREGISTERED',
  'ASSOCIATION_FEES_PENDING',
  'ASSOCIATION_APPROVAL_PENDING',
  'REVOKED',
] as const;
export const MembershipStatus = v.picklist(MEMBERSHIP_STATUSES, M.invalidOption.id);
export type MembershipStatus = v.InferOutput<typeof MembershipStatus>;

/** Display-only membership labels (never stored as a status). */
export const MEMBERSHIP_DISPLAY_LABELS = ['NOT_REGISTERED', 'EXPIRING_SOON', 'EXPIRED'] as const;
export type MembershipDisplayLabel = (typeof MEMBERSHIP_DISPLAY_LABELS)[number];

export const PACKAGE_STATUSES = ['DRAFT', 'ACTIVE'] as const;
export const PackageStatus = v.picklist(PACKAGE_STATUSES, M.invalidOption.id);
export type PackageStatus = v.InferOutput<typeof PackageStatus>;

/** Membership option status; DELETED is shown as hibernated. */
export const MEMBERSHIP_OPTION_STATUSES = ['ACTIVE', 'DRAFT', 'DELETED'] as const;
export const MembershipOptionStatus = v.picklist(MEMBERSHIP_OPTION_STATUSES, M.invalidOption.id);
export type MembershipOptionStatus = v.InferOutput<typeof MembershipOptionStatus>;

/** Age phases of package slots: adult is 18+ on 1 January of the season (see `lib/dates.ts`). */
export const AGE_PHASES = ['adult', 'youth'] as const;
export const AgePhase = v.picklist(AGE_PHASES, M.invalidOption.id);
export type AgePhase = v.InferOutput<typeof AgePhase>;

export const QUESTION_INPUT_TYPES = ['TEXT', 'RADIO', 'CHECKBOX'] as const;
export const QuestionInputType = v.picklist(QUESTION_INPUT_TYPES, M.invalidOption.id);
export type QuestionInputType = v.InferOutput<typeof QuestionInputType>;

export const MERGE_JOB_STATUSES = [
  'SCHEDULED',
  'PENDING_REVIEW',
  'IN_PROGRESS',
  'REVIEWED',
  'FAILED',
] as const;
export const MergeJobStatus = v.picklist(MERGE_JOB_STATUSES, M.invalidOption.id);
export type MergeJobStatus = v.InferOutput<typeof MergeJobStatus>;

export const MERGE_TYPES = ['FAMILY', 'MERGE'] as const;
export const MergeType = v.picklist(MERGE_TYPES, M.invalidOption.id);
export type MergeType = v.InferOutput<typeof MergeType>;

// ── Payments and baskets ───────────────────────────────────────────────────────────────────────────

export const PAYMENT_STATUSES = ['DUE', 'FAILED', 'OVERPAID', 'PART_PAID', 'PAID'] as const;
export const PaymentStatus = v.picklist(PAYMENT_STATUSES, M.invalidOption.id);
export type PaymentStatus = v.InferOutput<typeof PaymentStatus>;

export const PAYMENT_TYPES = ['SINGLE_ONLINE', 'INSTALLMENTS_ONLINE', 'OFFLINE'] as const;
export const PaymentType = v.picklist(PAYMENT_TYPES, M.invalidOption.id);
export type PaymentType = v.InferOutput<typeof PaymentType>;

export const PAYMENT_METHODS = [
  'CARD',
  'EU_BANK_TRANSFER',
  'BACS_DEBIT',
  'SEPA_DEBIT',
  'US_BANK_ACCOUNT',
  'AU_BECS_DEBIT',
] as const;
export const PaymentMethod = v.picklist(PAYMENT_METHODS, M.invalidOption.id);
export type PaymentMethod = v.InferOutput<typeof PaymentMethod>;

/** Currencies in use; EUR is the default (symbol €). */
export const CURRENCIES = ['EUR', 'GBP', 'USD'] as const;
export const Currency = v.picklist(CURRENCIES, M.invalidOption.id);
export type Currency = v.InferOutput<typeof Currency>;
export const DEFAULT_CURRENCY: Currency = 'EUR';

/** Basket or order statuses (lower case in the source system, kept as written). */
export const BASKET_STATUSES = [
  'payment_due',
  'payment_processing',
  'abandoned',
  'paid',
  'part_refunded',
  'refunded',
] as const;
export const BasketStatus = v.picklist(BASKET_STATUSES, M.invalidOption.id);
export type BasketStatus = v.InferOutput<typeof BasketStatus>;

// ── Calendar ───────────────────────────────────────────────────────────────────────────────────────

/** Event categories as sent on events and messages (seed 1 §3, seed 2 §3 "Event"). */
export const EVENT_CATEGORIES = [
  'match',
  'training_match',
  'challenge_match',
  'training',
  'gym',
  'meeting',
  'blitz',
  'fundraising',
  'membership',
  'other',
] as const;
export const EventCategory = v.picklist(EVENT_CATEGORIES, M.invalidOption.id);
export type EventCategory = v.InferOutput<typeof EventCategory>;

/** Colour keys for calendar entries (a display palette, wider than the categories). */
export const EVENT_CATEGORY_COLOUR_KEYS = [
  'MATCH',
  'FIXTURE',
  'CHALLENGE_MATCH',
  'TRAINING',
  'GYM',
  'BLITZ',
  'FUNDRAISING',
  'MEETING',
  'OTHER',
  'UNKNOWN',
  'CANCELLED',
] as const;
export const EventCategoryColourKey = v.picklist(EVENT_CATEGORY_COLOUR_KEYS, M.invalidOption.id);
export type EventCategoryColourKey = v.InferOutput<typeof EventCategoryColourKey>;

/** Attendance: the spec's words "going, not going, attended, absent, awaiting action", coded by us. */
export const ATTENDANCES = ['GOING', 'NOT_GOING', 'ATTENDED', 'ABSENT', 'AWAITING_ACTION'] as const;
export const Attendance = v.picklist(ATTENDANCES, M.invalidOption.id);
export type Attendance = v.InferOutput<typeof Attendance>;

// ── Roles and permissions (seed 1 §6) ──────────────────────────────────────────────────────────────

export const PRIVILEGES = [
  'ORG_ADMIN',
  'VETTING',
  'FINANCE',
  'COMMS',
  'COMPETITION',
  'FIXTURE_ANALYST',
  'MATCH_OFFICIAL_ADMIN',
] as const;
export const Privilege = v.picklist(PRIVILEGES, M.invalidOption.id);
export type Privilege = v.InferOutput<typeof Privilege>;

/** Coded labels carried on organisation links. */
export const LABELS = [
  'ADMIN_CLUB',
  'ADMIN_VETTING',
  'ADMIN_FINANCE',
  'ADMIN_COMPETITION',
  'MATCH_OFFICIAL_ADMIN',
  'FIXTURE_ANALYST',
  'MATCH_OFFICIAL',
  'EXEC_SAFETYFACILITIESOFFICER',
  'EXEC_NATIONALCLUBDRAWOFFICER',
  'EXEC_DESIGNATEDLIAISONPERSON',
  'EXEC_CHILDRENSOFFICER',
  'EXEC_SECRETARY',
  'EXEC_INJURYFUNDADMIN',
] as const;
export const Label = v.picklist(LABELS, M.invalidOption.id);
export type Label = v.InferOutput<typeof Label>;

/** Labels that make a person "admin or privileged" (the Administration menu shows). */
export const PRIVILEGED_LABELS = [
  'ADMIN_CLUB',
  'ADMIN_VETTING',
  'ADMIN_FINANCE',
  'ADMIN_COMPETITION',
  'EXEC_SAFETYFACILITIESOFFICER',
  'EXEC_NATIONALCLUBDRAWOFFICER',
] as const satisfies readonly Label[];

/**
 * Free-text labels that also appear on links (seed 1 §6 "Further labels"); links carry labels as
 * strings, so these are listed for display and seeding, not enforced. Match-official labels per sport
 * are not spelled out by the spec.
 */
export const DESCRIPTIVE_LABELS = [
  'Chairperson',
  'Treasurer',
  'Injury Fund Administrator',
  "Children's Officer",
  'Player',
  'Coach',
  'Medic',
  'Sender',
  'Youth',
  'Adult',
] as const;

/** Global roles carried in the `gaa_roles` claim. */
export const GLOBAL_ROLES = [
  'pif_claim_checker',
  'injury_specialist',
  'player_injury_oversight',
  'super_admin',
  'link_account_admin',
  /** Independent assessors (seed 3 §6): review Club Compas and the other surveys. */
  'survey_assessor',
  /** The central financial council (seed 3 §6): approves property and borrowing requests. */
  'central_financial_council',
] as const;
export const GlobalRole = v.picklist(GLOBAL_ROLES, M.invalidOption.id);
export type GlobalRole = v.InferOutput<typeof GlobalRole>;

export const ADMINISTRATOR_LEVELS = [
  'NON_ADMINISTRATOR',
  'CLUB_ADMINISTRATOR',
  'COUNTY_ADMINISTRATOR',
  'PROVINCE_ADMINISTRATOR',
] as const;
export const AdministratorLevel = v.picklist(ADMINISTRATOR_LEVELS, M.invalidOption.id);
export type AdministratorLevel = v.InferOutput<typeof AdministratorLevel>;

/** Feature flags carried in the `features` claim. */
export const FEATURE_FLAGS = [
  'ACH_DEBIT',
  'TERMINAL',
  'HELPCENTRE',
  'PUBLIC_SITE',
  'SAFEGUARDING_FORM',
  'COMPETITIONS',
  'DOCUMENT_UPLOAD',
  'PROPERTY_MATTERS',
] as const;
export const FeatureFlag = v.picklist(FEATURE_FLAGS, M.invalidOption.id);
export type FeatureFlag = v.InferOutput<typeof FeatureFlag>;
