/**
 * Team and group enumerations of seed 2 §3: group types, age levels, member roles, teamsheet options
 * and group audit events. Plain-word lists are coded UPPER_SNAKE by us.
 */
import * as v from 'valibot';
import { M } from '../messages.ts';

export const GROUP_TYPES = ['Team', 'Committee', 'DistributionList'] as const;
export const GroupType = v.picklist(GROUP_TYPES, M.invalidOption.id);
export type GroupType = v.InferOutput<typeof GroupType>;

const UNDER_AGES = [
  'U5',
  'U6',
  'U7',
  'U8',
  'U9',
  'U10',
  'U11',
  'U12',
  'U13',
  'U14',
  'U15',
  'U16',
  'U17',
  'U18',
  'U19',
  'U20',
  'U21',
] as const;

/**
 * Age levels: senior, intermediate, junior, U5 to U21, academy, all stars, camp, G4M&O (Gaelic for
 * Mothers & Others), hurl with me, G4D&L (Gaelic for Dads & Lads), super games, Cúl Camps, social playing.
 */
export const AGE_LEVELS = [
  'SENIOR',
  'INTERMEDIATE',
  'JUNIOR',
  ...UNDER_AGES,
  'ACADEMY',
  'ALL_STARS',
  'CAMP',
  'G4MO',
  'HURL_WITH_ME',
  'G4DL',
  'SUPER_GAMES',
  'CUL_CAMPS',
  'SOCIAL_PLAYING',
] as const;
export const AgeLevel = v.picklist(AGE_LEVELS, M.invalidOption.id);
export type AgeLevel = v.InferOutput<typeof AgeLevel>;

export const GROUP_MEMBER_ROLES = ['PLAYER', 'COACH', 'MEDIC', 'ORGANISER', 'SENDER'] as const;
export const GroupMemberRole = v.picklist(GROUP_MEMBER_ROLES, M.invalidOption.id);
export type GroupMemberRole = v.InferOutput<typeof GroupMemberRole>;

/** Teamsheet "include date of birth" option. */
export const TEAMSHEET_DOB_OPTIONS = ['TRUE', 'FALSE', 'YEAR_ONLY'] as const;
export const TeamsheetDobOption = v.picklist(TEAMSHEET_DOB_OPTIONS, M.invalidOption.id);
export type TeamsheetDobOption = v.InferOutput<typeof TeamsheetDobOption>;

export const GROUP_AUDIT_EVENTS = [
  'MEMBER_ADDED',
  'MEMBER_REMOVED',
  'MEMBER_TYPE_UPDATED',
  'POSITION_ASSIGNED',
  'POSITION_UNASSIGNED',
  'CUSTOM_POSITION_CREATED',
  'CUSTOM_POSITION_DELETED',
  'GROUP_CREATED',
  'GROUP_DELETED',
  'GROUP_REACTIVATED',
  'GROUP_UPDATED',
  'GROUP_MERGED',
  'HEALTH_SUPERVISOR_DESIGNATED',
  'HEALTH_SUPERVISOR_REMOVED',
] as const;
export const GroupAuditEvent = v.picklist(GROUP_AUDIT_EVENTS, M.invalidOption.id);
export type GroupAuditEvent = v.InferOutput<typeof GroupAuditEvent>;
