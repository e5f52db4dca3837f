/** Labels of the match official codes (seed 2 §3), for display. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type {
  CardType,
  OfficialAvailability,
  OfficialType,
  ReportCommentType,
  ReportDocumentType,
  ReportInjuryType,
  SubstitutionType,
} from '../../../../domain/competition/enums';
import type { COMMENT_SUBJECTS, REPORT_TEAMS } from '../../../../domain/competition/referee-report';

export const OFFICIAL_TYPE_LABELS: Record<OfficialType, MessageDescriptor> = {
  REFEREES: msg`Referee`,
  BACKUP_REFEREES: msg`Standby referee`,
  GOAL_UMPIRE: msg`Line umpire`,
  LINESPERSON: msg`Linesperson`,
  SIDELINE: msg`Sideline`,
  ADVISORS: msg`Advisor`,
  ASSESSOR: msg`Assessor`,
};

export const AVAILABILITY_LABELS: Record<OfficialAvailability, MessageDescriptor> = {
  PENDING: msg`Pending`,
  CONFIRMED: msg`Confirmed`,
  NOT_AVAILABLE: msg`Not available`,
};

export const TEAM_LABELS: Record<(typeof REPORT_TEAMS)[number], MessageDescriptor> = {
  HOME: msg`Home`,
  AWAY: msg`Away`,
};

export const SUBSTITUTION_LABELS: Record<SubstitutionType, MessageDescriptor> = {
  PERMANENT: msg`Permanent`,
  TEMPORARY: msg`Temporary`,
};

export const CARD_LABELS: Record<CardType, MessageDescriptor> = {
  YELLOW: msg`Yellow`,
  RED: msg`Red`,
  BLACK: msg`Black`,
};

export const INJURY_LABELS: Record<ReportInjuryType, MessageDescriptor> = {
  ANKLE: msg`Ankle`,
  ARM: msg`Arm`,
  CALF: msg`Calf`,
  ELBOW: msg`Elbow`,
  FOOT: msg`Foot`,
  HAND: msg`Hand`,
  HEAD: msg`Head`,
  HIP_GROIN: msg`Hip or groin`,
  KNEE: msg`Knee`,
  LUMBO_PELVIC: msg`Lumbo-pelvic`,
  NECK: msg`Neck`,
  SHOULDER: msg`Shoulder`,
  THIGH: msg`Thigh`,
  THORACIC_CHEST: msg`Thoracic or chest`,
  WRIST: msg`Wrist`,
};

export const COMMENT_TYPE_LABELS: Record<ReportCommentType, MessageDescriptor> = {
  DISCIPLINARY: msg`Disciplinary`,
  MISCELLANEOUS: msg`Miscellaneous`,
};

export const COMMENT_SUBJECT_LABELS: Record<(typeof COMMENT_SUBJECTS)[number], MessageDescriptor> = {
  TEAM_OFFICIALS: msg`Team officials`,
  SPECTATORS: msg`Spectators`,
  FACILITIES: msg`Facilities`,
  OTHER: msg`Other`,
};

export const DOCUMENT_LABELS: Record<ReportDocumentType, MessageDescriptor> = {
  TEAM_SHEET: msg`Team sheet`,
  SUBSTITUTION_SLIP: msg`Substitution slip`,
  ADDITIONAL: msg`Additional document`,
};
