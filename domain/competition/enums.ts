/**
 * Competition enumerations of seed 2 §3: competitions, fixtures, match officials, referee reports,
 * pools and venues. Spec codes are kept as written; plain-word lists are coded UPPER_SNAKE by us.
 */
import * as v from 'valibot';
import { M } from '../messages.ts';

export const COMPETITION_FORMATS = ['CUP', 'LEAGUE', 'LEAGUE_KNOCKOUT'] as const;
export const CompetitionFormat = v.picklist(COMPETITION_FORMATS, M.invalidOption.id);
export type CompetitionFormat = v.InferOutput<typeof CompetitionFormat>;

export const COMPETITION_STATUSES = ['ACTIVE', 'PENDING', 'DRAFT', 'ARCHIVED', 'DELETED'] as const;
export const CompetitionStatus = v.picklist(COMPETITION_STATUSES, M.invalidOption.id);
export type CompetitionStatus = v.InferOutput<typeof CompetitionStatus>;

/** Competition grades (the glossary's senior, intermediate, junior). */
export const GRADES = ['SENIOR', 'INTERMEDIATE', 'JUNIOR'] as const;
export const Grade = v.picklist(GRADES, M.invalidOption.id);
export type Grade = v.InferOutput<typeof Grade>;

export const FIXTURE_ADDITIONAL_INFORMATION = [
  'ABANDONED',
  'AWAITING_CONFIRMATION',
  'AWAY_CONCEDED',
  'HOME_CONCEDED',
  'NOT_PLAYED',
  'PENDING',
  'POSTPONED',
] as const;
export const FixtureAdditionalInformation = v.picklist(FIXTURE_ADDITIONAL_INFORMATION, M.invalidOption.id);
export type FixtureAdditionalInformation = v.InferOutput<typeof FixtureAdditionalInformation>;

export const RAG_STATUSES = ['RED', 'AMBER', 'GREEN'] as const;
export const RagStatus = v.picklist(RAG_STATUSES, M.invalidOption.id);
export type RagStatus = v.InferOutput<typeof RagStatus>;

/**
 * Match official types, by the spec's codes: referee (REFEREES), standby referee (BACKUP_REFEREES),
 * goal or line umpire (GOAL_UMPIRE), linesperson, sideline, advisor (ADVISORS), assessor.
 */
export const OFFICIAL_TYPES = [
  'REFEREES',
  'BACKUP_REFEREES',
  'GOAL_UMPIRE',
  'LINESPERSON',
  'SIDELINE',
  'ADVISORS',
  'ASSESSOR',
] as const;
export const OfficialType = v.picklist(OFFICIAL_TYPES, M.invalidOption.id);
export type OfficialType = v.InferOutput<typeof OfficialType>;

/** Official availability: pending, confirmed, not available. */
export const OFFICIAL_AVAILABILITIES = ['PENDING', 'CONFIRMED', 'NOT_AVAILABLE'] as const;
export const OfficialAvailability = v.picklist(OFFICIAL_AVAILABILITIES, M.invalidOption.id);
export type OfficialAvailability = v.InferOutput<typeof OfficialAvailability>;

// ── Referee report ─────────────────────────────────────────────────────────────────────────────────

export const CARD_TYPES = ['YELLOW', 'RED', 'BLACK'] as const;
export const CardType = v.picklist(CARD_TYPES, M.invalidOption.id);
export type CardType = v.InferOutput<typeof CardType>;

export const SUBSTITUTION_TYPES = ['PERMANENT', 'TEMPORARY'] as const;
export const SubstitutionType = v.picklist(SUBSTITUTION_TYPES, M.invalidOption.id);
export type SubstitutionType = v.InferOutput<typeof SubstitutionType>;

/**
 * Injury types on a referee report. The spec says only "from ANKLE through WRIST"; we use the body
 * areas of the injury record (seed 2 §3), alphabetical, which run from ANKLE to WRIST.
 */
export const REPORT_INJURY_TYPES = [
  'ANKLE',
  'ARM',
  'CALF',
  'ELBOW',
  'FOOT',
  'HAND',
  'HEAD',
  'HIP_GROIN',
  'KNEE',
  'LUMBO_PELVIC',
  'NECK',
  'SHOULDER',
  'THIGH',
  'THORACIC_CHEST',
  'WRIST',
] as const;
export const ReportInjuryType = v.picklist(REPORT_INJURY_TYPES, M.invalidOption.id);
export type ReportInjuryType = v.InferOutput<typeof ReportInjuryType>;

export const REPORT_COMMENT_TYPES = ['DISCIPLINARY', 'MISCELLANEOUS'] as const;
export const ReportCommentType = v.picklist(REPORT_COMMENT_TYPES, M.invalidOption.id);
export type ReportCommentType = v.InferOutput<typeof ReportCommentType>;

export const REPORT_DOCUMENT_TYPES = ['TEAM_SHEET', 'SUBSTITUTION_SLIP', 'ADDITIONAL'] as const;
export const ReportDocumentType = v.picklist(REPORT_DOCUMENT_TYPES, M.invalidOption.id);
export type ReportDocumentType = v.InferOutput<typeof ReportDocumentType>;

// ── Pools and venues ───────────────────────────────────────────────────────────────────────────────

export const POOL_KINDS = ['VENUE', 'MATCH_OFFICIAL'] as const;
export const PoolKind = v.picklist(POOL_KINDS, M.invalidOption.id);
export type PoolKind = v.InferOutput<typeof PoolKind>;

export const VENUE_TYPES = [
  'GRASS_PITCH',
  'SYNTHETIC_PITCH',
  'EVENTS_VENUE',
  'MEETING_ROOM',
  'GYM',
  'HANDBALL_ALLEY',
  'BALL_WALL',
  'OTHER',
] as const;
export const VenueType = v.picklist(VENUE_TYPES, M.invalidOption.id);
export type VenueType = v.InferOutput<typeof VenueType>;
