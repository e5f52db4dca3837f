/**
 * Teams and groups (seed 2 §3 "Team or group", §5 Teams): the create/update input, the document a device
 * holds (the coach's teams with the members needed pitch-side), the member row of the members table, and
 * the teamsheet options.
 */
import * as v from 'valibot';
import { Activity } from '../enums.ts';
import { M } from '../messages.ts';
import { isIsoDate } from '../lib/dates.ts';
import { object, optionalText, requiredString, requiredText, strictObject } from '../lib/schema-helpers.ts';
import { AgeLevel, GroupMemberRole, TeamsheetDobOption } from './enums.ts';
import { TEAM_MESSAGES as TM } from './messages.ts';
import { VETTING_STANDINGS } from '../vetting/vetting-standing.ts';

export const TEAM_NAME_MIN = 3;
export const TEAM_NAME_MAX = 50;
/** "Suffix under 50": at most 49 characters. */
export const TEAM_SUFFIX_MAX = 49;
export const TEAMSHEET_TEXT_MAX = 30;
/** Seed 2 §7 page sizes: groups are requested 250 a page (seed 1 §9), and the server serves up to 300. */
export const GROUP_PAGE_SIZE = 250;
export const GROUP_PAGE_MAX = 300;

/** The groups list request of the groups page: one page of GROUP_PAGE_SIZE, with its filter. */
export function groupListPath(filter = ''): string {
  return `/group?size=${GROUP_PAGE_SIZE}${filter ? `&filter=${encodeURIComponent(filter)}` : ''}`;
}
export const GROUP_MEMBER_PAGE_MAX = 500;

/** What can be created from the form: a team or a distribution list (committees come from the club). */
export const CREATABLE_GROUP_TYPES = ['Team', 'DistributionList'] as const;

const YesNo = v.boolean(M.required.id);

/** Create or replace a team or distribution list: club, age level, activity required; name 3–50; suffix < 50. */
export const GroupInput = strictObject({
  organizationId: requiredString(),
  additionalType: v.picklist(CREATABLE_GROUP_TYPES, M.invalidOption.id),
  name: v.pipe(
    requiredString(),
    v.minLength(TEAM_NAME_MIN, TM.teamNameLength.id),
    v.maxLength(TEAM_NAME_MAX, TM.teamNameLength.id),
  ),
  ageLevel: AgeLevel,
  activity: Activity,
  suffix: optionalText(TEAM_SUFFIX_MAX, TM.teamSuffixMax.id),
  /** Visibility: members may see the others in the group. */
  viewOthersInGroup: YesNo,
  selfJoin: YesNo,
  selfLeave: YesNo,
});
export type GroupInput = v.InferOutput<typeof GroupInput>;

/** A member as a device holds it: enough to take attendance with no signal. */
export const GroupMemberDoc = v.object({
  id: v.string(),
  personId: v.string(),
  givenName: v.string(),
  familyName: v.string(),
  role: GroupMemberRole,
  /** Photo consent given (photoConsentStatus YES). */
  photoConsent: v.boolean(),
  /** Medical consent to treat; only for those who may see medical columns (otherwise absent). */
  medicalConsent: v.optional(v.boolean()),
  /** "Medical alert: yes" — never the details; only for those who may see medical columns. */
  medicalAlert: v.optional(v.boolean()),
});
export type GroupMemberDoc = v.InferOutput<typeof GroupMemberDoc>;

/** A team or group document (REST answer and the `teams` sync collection). */
export const Group = v.object({
  id: v.string(),
  version: v.number(),
  updatedAt: v.string(),
  deleted: v.optional(v.boolean()),
  organizationId: v.string(),
  organizationName: v.optional(v.string()),
  name: v.string(),
  additionalType: v.string(),
  ageLevel: v.string(),
  activity: v.string(),
  suffix: v.nullable(v.string()),
  viewOthersInGroup: v.boolean(),
  selfJoin: v.boolean(),
  selfLeave: v.boolean(),
  status: v.string(),
  /** The caller's role in the group, if a member. */
  myRole: v.optional(v.nullable(GroupMemberRole)),
  /** The caller may manage the group (club admin, or the group's coach or sender). */
  canManage: v.optional(v.boolean()),
  /** Present in the sync collection (the coach's device); REST lists leave it out. */
  members: v.optional(v.array(GroupMemberDoc)),
});
export type Group = v.InferOutput<typeof Group>;

/** One row of the members table (seed 2 §3): medical columns only for roles that may see them. */
export const MemberRow = v.object({
  id: v.string(),
  personId: v.string(),
  name: v.string(),
  givenName: v.string(),
  familyName: v.string(),
  birthDate: v.nullable(v.string()),
  gender: v.nullable(v.string()),
  memberType: v.nullable(v.string()),
  age: v.nullable(v.number()),
  membership: v.nullable(v.string()),
  role: GroupMemberRole,
  photoConsent: v.nullable(v.string()),
  medicalConsent: v.optional(v.nullable(v.boolean())),
  medicalAlert: v.optional(v.nullable(v.string())),
  hasAccount: v.boolean(),
  clubCommunications: v.nullable(v.boolean()),
  /** For club admins, on the rows of a children's group whose role needs vetting (domain/vetting/certification.ts). */
  vettingStatus: v.optional(v.picklist(VETTING_STANDINGS)),
});
export type MemberRow = v.InferOutput<typeof MemberRow>;

export const AddMemberInput = strictObject({ personId: requiredString(), role: GroupMemberRole });
export type AddMemberInput = v.InferOutput<typeof AddMemberInput>;

export const UpdateMemberInput = strictObject({ role: GroupMemberRole });
export type UpdateMemberInput = v.InferOutput<typeof UpdateMemberInput>;

const SheetText = optionalText(TEAMSHEET_TEXT_MAX, TM.teamsheetTextMax.id);
const QueryYesNo = v.optional(v.picklist(['true', 'false'], M.invalidOption.id), 'false');

/** GET /group/{id}/teamsheet query (seed 2 §3, §5): text fields at most 30, date valid, yes/no options. */
export const TeamsheetQuery = object({
  fileFormat: v.optional(v.picklist(['PDF'], M.invalidOption.id), 'PDF'),
  chairperson: SheetText,
  secretary: SheetText,
  opposition: SheetText,
  competition: SheetText,
  date: v.optional(
    v.pipe(
      v.string(),
      v.check((s) => s === '' || isIsoDate(s), M.dateInvalid.id),
    ),
  ),
  officialTeamsheet: QueryYesNo,
  includeDob: v.optional(TeamsheetDobOption, 'FALSE'),
  includeMedical: QueryYesNo,
  includePhotoConsent: QueryYesNo,
});
export type TeamsheetQuery = v.InferOutput<typeof TeamsheetQuery>;

/** The team's display name: name plus suffix ("Naomh Pádraig B"). */
export function groupDisplayName(g: { name: string; suffix?: string | null }): string {
  return g.suffix ? `${g.name} ${g.suffix}` : g.name;
}

/** Roles that manage a group's events and attendance (seed 2 §6: team senders and coaches). */
export const MANAGING_ROLES = ['COACH', 'SENDER'] as const;
/** Roles of a group that may see its members' medical columns. */
export const MEDICAL_ROLES = ['COACH', 'MEDIC'] as const;

export const POSITION_NAME_MAX = 50;

/** POST /group/{id}/position: a custom position. */
export const PositionInput = strictObject({ name: requiredText(POSITION_NAME_MAX) });
export type PositionInput = v.InferOutput<typeof PositionInput>;

/** PATCH /group/{id}/position/{positionId}: assign to a member (personId) or unassign (null). */
export const AssignPositionInput = strictObject({ personId: v.nullable(requiredString()) });
export type AssignPositionInput = v.InferOutput<typeof AssignPositionInput>;

export const GroupPosition = v.object({
  id: v.string(),
  name: v.string(),
  personId: v.nullable(v.string()),
  personName: v.nullable(v.string()),
});
export type GroupPosition = v.InferOutput<typeof GroupPosition>;
