/** Display names of the team and event enumerations (domain/team/enums.ts, domain/event/event.ts). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ACTIVITIES } from '../../domain/enums';
import type { Attendance, EventCategory, EventResponse } from '../../domain/event/event';
import type { AgeLevel, GroupMemberRole } from '../../domain/team/enums';

export const ROLE_LABELS: Record<GroupMemberRole, MessageDescriptor> = {
  PLAYER: msg`Player`,
  COACH: msg`Coach`,
  MEDIC: msg`Medic`,
  ORGANISER: msg`Organiser`,
  SENDER: msg`Sender`,
};

export const ACTIVITY_LABELS: Record<(typeof ACTIVITIES)[number], MessageDescriptor> = {
  Camogie: msg`Camogie`,
  Football: msg`Football`,
  Handball: msg`Handball`,
  Hurling: msg`Hurling`,
  LadiesFootball: msg`Ladies football`,
  Rounders: msg`Rounders`,
};

const NAMED_AGE_LEVELS: Partial<Record<AgeLevel, MessageDescriptor>> = {
  SENIOR: msg`Senior`,
  INTERMEDIATE: msg`Intermediate`,
  JUNIOR: msg`Junior`,
  ACADEMY: msg`Academy`,
  ALL_STARS: msg`All Stars`,
  CAMP: msg`Camp`,
  G4MO: msg`Gaelic for Mothers & Others`,
  HURL_WITH_ME: msg`Hurl With Me`,
  G4DL: msg`Gaelic for Dads & Lads`,
  SUPER_GAMES: msg`Super Games`,
  CUL_CAMPS: msg`Cúl Camps`,
  SOCIAL_PLAYING: msg`Social playing`,
};

/** "U14" stays as it is; the named levels are translated. */
export function ageLevelLabel(level: string, t: (d: MessageDescriptor) => string): string {
  const d = NAMED_AGE_LEVELS[level as AgeLevel];
  return d ? t(d) : level;
}

export const CATEGORY_LABELS: Record<EventCategory, MessageDescriptor> = {
  match: msg`Match`,
  training_match: msg`Training match`,
  challenge_match: msg`Challenge match`,
  training: msg`Training`,
  gym: msg`Gym`,
  meeting: msg`Meeting`,
  blitz: msg`Blitz`,
  fundraising: msg`Fundraising`,
  membership: msg`Membership`,
  other: msg`Other`,
};

export const RESPONSE_LABELS: Record<EventResponse, MessageDescriptor> = {
  GOING: msg`Going`,
  NOT_GOING: msg`Not going`,
  AWAITING_ACTION: msg`Awaiting action`,
};

export const ATTENDANCE_LABELS: Record<Attendance, MessageDescriptor> = {
  ATTENDED: msg`Attended`,
  ABSENT: msg`Absent`,
};
