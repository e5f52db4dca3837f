/**
 * Injury enumerations of seed 2 §3 (injury records, injury notifications to the Player Injury Fund)
 * and the return-to-play health questionnaire result (§4). The spec lists most of these as plain
 * words; the UPPER_SNAKE codes are ours, one per word in the spec's order.
 */
import * as v from 'valibot';
import { M } from '../messages.ts';

// ── Injury record ──────────────────────────────────────────────────────────────────────────────────

/** Main tissue (the record's additionalType). */
export const INJURY_TISSUES = [
  'MUSCLE',
  'TENDON',
  'LIGAMENT',
  'FRACTURE',
  'BONE_BRUISING',
  'MENISCUS',
  'CARTILAGE',
  'JOINT_GENERAL',
  'SKIN',
  'HAEMATOMA',
  'OTHER',
] as const;
export const InjuryTissue = v.picklist(INJURY_TISSUES, M.invalidOption.id);
export type InjuryTissue = v.InferOutput<typeof InjuryTissue>;

export const INJURY_ACTIVITY_TYPES = ['GYM', 'TRAINING', 'TRAINING_MATCH', 'MATCH', 'OTHER'] as const;
export const InjuryActivityType = v.picklist(INJURY_ACTIVITY_TYPES, M.invalidOption.id);
export type InjuryActivityType = v.InferOutput<typeof InjuryActivityType>;

export const INJURY_SURFACES = ['GRASS_PITCH', 'SYNTHETIC_PITCH', 'INDOOR', 'OTHER'] as const;
export const InjurySurface = v.picklist(INJURY_SURFACES, M.invalidOption.id);
export type InjurySurface = v.InferOutput<typeof InjurySurface>;

/** Onset: acute, chronic, overuse, tightness/precaution removal. */
export const INJURY_ONSETS = ['ACUTE', 'CHRONIC', 'OVERUSE', 'TIGHTNESS_PRECAUTION_REMOVAL'] as const;
export const InjuryOnset = v.picklist(INJURY_ONSETS, M.invalidOption.id);
export type InjuryOnset = v.InferOutput<typeof InjuryOnset>;

export const INJURY_MECHANISMS = [
  'SPRINTING',
  'JUMP_LAND',
  'CHANGE_OF_DIRECTION',
  'CONTACT_PLAYER',
  'CONTACT_HURL',
  'CONTACT_OTHER',
  'STRETCH',
  'OVERLOAD',
  'GRADUAL_ONSET',
] as const;
export const InjuryMechanism = v.picklist(INJURY_MECHANISMS, M.invalidOption.id);
export type InjuryMechanism = v.InferOutput<typeof InjuryMechanism>;

export const INJURY_HISTORIES = ['NEW', 'RECURRENT'] as const;
export const InjuryHistory = v.picklist(INJURY_HISTORIES, M.invalidOption.id);
export type InjuryHistory = v.InferOutput<typeof InjuryHistory>;

export const INJURY_SIDES = ['LEFT', 'RIGHT', 'N_A'] as const;
export const InjurySide = v.picklist(INJURY_SIDES, M.invalidOption.id);
export type InjurySide = v.InferOutput<typeof InjurySide>;

export const INJURY_AREAS = [
  'HEAD',
  'NECK',
  'SHOULDER',
  'ARM',
  'ELBOW',
  'WRIST',
  'HAND',
  'THORACIC_CHEST',
  'LUMBO_PELVIC',
  'HIP_GROIN',
  'THIGH',
  'KNEE',
  'CALF',
  'ANKLE',
  'FOOT',
] as const;
export const InjuryArea = v.picklist(INJURY_AREAS, M.invalidOption.id);
export type InjuryArea = v.InferOutput<typeof InjuryArea>;

const LETTERED_GRADES = ['1A', '1B', '1C', '2A', '2B', '2C', '3A', '3B', '3C', '4A', '4B', '4C'] as const;

/**
 * Grades: 1–4, 1A–4C, partial or full thickness, rupture, fracture, sprain, prolapse, tendinopathy, N/A.
 * Which grades fit which diagnosis is not shown by the spec, so any grade is accepted here.
 */
export const INJURY_GRADES = [
  '1',
  '2',
  '3',
  '4',
  ...LETTERED_GRADES,
  'PARTIAL_THICKNESS',
  'FULL_THICKNESS',
  'RUPTURE',
  'FRACTURE',
  'SPRAIN',
  'PROLAPSE',
  'TENDINOPATHY',
  'N_A',
] as const;
export const InjuryGrade = v.picklist(INJURY_GRADES, M.invalidOption.id);
export type InjuryGrade = v.InferOutput<typeof InjuryGrade>;

/** Player availability (the `injuryStatus` filter: `injuryStatus:RESTRICTED,injuryStatus:INJURED`). */
export const PLAYER_AVAILABILITIES = ['AVAILABLE', 'RESTRICTED', 'INJURED'] as const;
export const PlayerAvailability = v.picklist(PLAYER_AVAILABILITIES, M.invalidOption.id);
export type PlayerAvailability = v.InferOutput<typeof PlayerAvailability>;

export const INJURY_SEVERITIES = ['MINOR', 'MODERATE', 'SEVERE'] as const;
export const InjurySeverity = v.picklist(INJURY_SEVERITIES, M.invalidOption.id);
export type InjurySeverity = v.InferOutput<typeof InjurySeverity>;

// ── Injury notification ────────────────────────────────────────────────────────────────────────────

export const INJURY_NOTIFICATION_STATUSES = [
  'DRAFT',
  'AWAITING_APPROVAL',
  'APPROVED',
  'REJECTED',
  'COMPLETED',
] as const;
export const InjuryNotificationStatus = v.picklist(INJURY_NOTIFICATION_STATUSES, M.invalidOption.id);
export type InjuryNotificationStatus = v.InferOutput<typeof InjuryNotificationStatus>;

export const INJURY_NOTIFICATION_DOCUMENTS = ['REFEREE_REPORT', 'CLUB_LETTER', 'COUNTY_LETTER'] as const;
export const InjuryNotificationDocument = v.picklist(INJURY_NOTIFICATION_DOCUMENTS, M.invalidOption.id);
export type InjuryNotificationDocument = v.InferOutput<typeof InjuryNotificationDocument>;

// ── Health questionnaire (return to play) ──────────────────────────────────────────────────────────

/** Clear to play (green) or attention needed (amber). */
export const HEALTH_CHECK_RESULTS = ['GREEN', 'AMBER'] as const;
export const HealthCheckResult = v.picklist(HEALTH_CHECK_RESULTS, M.invalidOption.id);
export type HealthCheckResult = v.InferOutput<typeof HealthCheckResult>;
