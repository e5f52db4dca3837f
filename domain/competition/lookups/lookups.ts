/**
 * The competitions area's lookup lists (seed 2 §7 "Assets: competition-format, competition-level,
 * walkover-confirmation, competition-wizard, fixture-notification, master-competition lists, infraction list,
 * matchOfficialActivity, orgPersonMatchOfficialLabel, orgPersonTeamRoleLabel"), each from the domain's own
 * values, so a list can never offer a code the schemas refuse. The labels are Lingui descriptors the server
 * translates (server/i18n.ts); this folder's strings are in the admin catalog (lingui.config.ts
 * ADMIN_DOMAINS), not in the one every page awaits.
 *
 * The spec names the lists, not their values; how each is read:
 * - competition-format: the formats (enums.ts COMPETITION_FORMATS);
 * - competition-level: the levels, the competition's `rank` (competition.ts COMPETITION_LEVELS);
 * - walkover-confirmation: the outcomes an admin confirms without a score (a walkover to either side, or a
 *   side conceding: competition.ts RESULT_OUTCOMES);
 * - competition-wizard: the wizard's five steps, in order;
 * - fixture-notification: who a fixture notification goes to (competition.ts FIXTURE_NOTICE_AUDIENCES);
 * - infraction: the cards a referee report's infraction records (enums.ts CARD_TYPES);
 * - matchOfficialActivity: the disciplines an official officiates (enums ACTIVITIES);
 * - orgPersonMatchOfficialLabel: a person's match-official type at an organisation (enums.ts OFFICIAL_TYPES);
 * - orgPersonTeamRoleLabel: a person's role in a team (team/enums.ts GROUP_MEMBER_ROLES).
 * The master-competition list is data, not a domain value: the server answers the master competitions in use.
 */
import { ACTIVITIES, type Activity } from '../../enums.ts';
import { GROUP_MEMBER_ROLES } from '../../team/enums.ts';
import { COMPETITION_LEVELS, FIXTURE_NOTICE_AUDIENCES, type ResultOutcome } from '../competition.ts';
import { CARD_TYPES, COMPETITION_FORMATS, OFFICIAL_TYPES } from '../enums.ts';

type Label = { id: string; message: string };

/** The wizard's steps (seed 2 §2 "Competition wizard (5 steps)"; competition.ts's header). */
export const COMPETITION_WIZARD_STEPS = ['DETAILS', 'FORMAT', 'TEAMS', 'FIXTURES', 'OFFICIALS'] as const;

/** The result outcomes confirmed as a walkover (no score counted; league-table.ts `awardedSide`). */
export const WALKOVER_CONFIRMATIONS = [
  'WALKOVER_HOME',
  'WALKOVER_AWAY',
  'HOME_CONCEDED',
  'AWAY_CONCEDED',
] as const satisfies readonly ResultOutcome[];

const FORMAT: Record<(typeof COMPETITION_FORMATS)[number], Label> = {
  CUP: /*i18n*/ { id: 'lookup.format.CUP', message: 'Cup' },
  LEAGUE: /*i18n*/ { id: 'lookup.format.LEAGUE', message: 'League' },
  LEAGUE_KNOCKOUT: /*i18n*/ { id: 'lookup.format.LEAGUE_KNOCKOUT', message: 'League and knockout' },
};
const LEVEL: Record<(typeof COMPETITION_LEVELS)[number], Label> = {
  CLUB: /*i18n*/ { id: 'lookup.level.CLUB', message: 'Club' },
  DIVISIONAL: /*i18n*/ { id: 'lookup.level.DIVISIONAL', message: 'Divisional' },
  COUNTY: /*i18n*/ { id: 'lookup.level.COUNTY', message: 'County' },
  PROVINCIAL: /*i18n*/ { id: 'lookup.level.PROVINCIAL', message: 'Provincial' },
  NATIONAL: /*i18n*/ { id: 'lookup.level.NATIONAL', message: 'National' },
};
const WALKOVER: Record<(typeof WALKOVER_CONFIRMATIONS)[number], Label> = {
  WALKOVER_HOME: /*i18n*/ { id: 'lookup.walkover.WALKOVER_HOME', message: 'Walkover to the home team' },
  WALKOVER_AWAY: /*i18n*/ { id: 'lookup.walkover.WALKOVER_AWAY', message: 'Walkover to the away team' },
  HOME_CONCEDED: /*i18n*/ { id: 'lookup.walkover.HOME_CONCEDED', message: 'Home team conceded' },
  AWAY_CONCEDED: /*i18n*/ { id: 'lookup.walkover.AWAY_CONCEDED', message: 'Away team conceded' },
};
const WIZARD: Record<(typeof COMPETITION_WIZARD_STEPS)[number], Label> = {
  DETAILS: /*i18n*/ { id: 'lookup.wizard.DETAILS', message: 'Details' },
  FORMAT: /*i18n*/ { id: 'lookup.wizard.FORMAT', message: 'Format set-up' },
  TEAMS: /*i18n*/ { id: 'lookup.wizard.TEAMS', message: 'Allocate teams' },
  FIXTURES: /*i18n*/ { id: 'lookup.wizard.FIXTURES', message: 'Create fixtures' },
  OFFICIALS: /*i18n*/ { id: 'lookup.wizard.OFFICIALS', message: 'Allocate referees' },
};
const NOTIFICATION: Record<(typeof FIXTURE_NOTICE_AUDIENCES)[number], Label> = {
  OFFICIALS: /*i18n*/ { id: 'lookup.notification.OFFICIALS', message: 'The fixture’s officials' },
  ADMINS: /*i18n*/ { id: 'lookup.notification.ADMINS', message: 'The competition’s administrators' },
};
const INFRACTION: Record<(typeof CARD_TYPES)[number], Label> = {
  YELLOW: /*i18n*/ { id: 'lookup.infraction.YELLOW', message: 'Yellow card' },
  RED: /*i18n*/ { id: 'lookup.infraction.RED', message: 'Red card' },
  BLACK: /*i18n*/ { id: 'lookup.infraction.BLACK', message: 'Black card' },
};
const ACTIVITY: Record<Activity, Label> = {
  Camogie: /*i18n*/ { id: 'lookup.activity.Camogie', message: 'Camogie' },
  Football: /*i18n*/ { id: 'lookup.activity.Football', message: 'Football' },
  Handball: /*i18n*/ { id: 'lookup.activity.Handball', message: 'Handball' },
  Hurling: /*i18n*/ { id: 'lookup.activity.Hurling', message: 'Hurling' },
  LadiesFootball: /*i18n*/ { id: 'lookup.activity.LadiesFootball', message: 'Ladies football' },
  Rounders: /*i18n*/ { id: 'lookup.activity.Rounders', message: 'Rounders' },
};
const OFFICIAL: Record<(typeof OFFICIAL_TYPES)[number], Label> = {
  REFEREES: /*i18n*/ { id: 'lookup.official.REFEREES', message: 'Referee' },
  BACKUP_REFEREES: /*i18n*/ { id: 'lookup.official.BACKUP_REFEREES', message: 'Standby referee' },
  GOAL_UMPIRE: /*i18n*/ { id: 'lookup.official.GOAL_UMPIRE', message: 'Umpire' },
  LINESPERSON: /*i18n*/ { id: 'lookup.official.LINESPERSON', message: 'Linesperson' },
  SIDELINE: /*i18n*/ { id: 'lookup.official.SIDELINE', message: 'Sideline official' },
  ADVISORS: /*i18n*/ { id: 'lookup.official.ADVISORS', message: 'Advisor' },
  ASSESSOR: /*i18n*/ { id: 'lookup.official.ASSESSOR', message: 'Assessor' },
};
const TEAM_ROLE: Record<(typeof GROUP_MEMBER_ROLES)[number], Label> = {
  PLAYER: /*i18n*/ { id: 'lookup.teamRole.PLAYER', message: 'Player' },
  COACH: /*i18n*/ { id: 'lookup.teamRole.COACH', message: 'Coach' },
  MEDIC: /*i18n*/ { id: 'lookup.teamRole.MEDIC', message: 'Medic' },
  ORGANISER: /*i18n*/ { id: 'lookup.teamRole.ORGANISER', message: 'Organiser' },
  SENDER: /*i18n*/ { id: 'lookup.teamRole.SENDER', message: 'Sender' },
};

const list = <C extends string>(codes: readonly C[], labels: Record<C, Label>) =>
  codes.map((code) => ({ code, label: labels[code] }));

/** Each list's path under /api/asset (the spec's names) and its codes with their labels, in order. */
export const COMPETITION_LOOKUPS = {
  'competition-format': list(COMPETITION_FORMATS, FORMAT),
  'competition-level': list(COMPETITION_LEVELS, LEVEL),
  'walkover-confirmation': list(WALKOVER_CONFIRMATIONS, WALKOVER),
  'competition-wizard': list(COMPETITION_WIZARD_STEPS, WIZARD),
  'fixture-notification': list(FIXTURE_NOTICE_AUDIENCES, NOTIFICATION),
  infraction: list(CARD_TYPES, INFRACTION),
  matchOfficialActivity: list(ACTIVITIES, ACTIVITY),
  orgPersonMatchOfficialLabel: list(OFFICIAL_TYPES, OFFICIAL),
  orgPersonTeamRoleLabel: list(GROUP_MEMBER_ROLES, TEAM_ROLE),
} as const;
export type CompetitionLookup = keyof typeof COMPETITION_LOOKUPS;
export const COMPETITION_LOOKUP_NAMES = Object.keys(COMPETITION_LOOKUPS) as CompetitionLookup[];
