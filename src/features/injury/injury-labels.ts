/** Translated labels of the injury codes (domain/injury/enums.ts, diagnosis.ts). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { diagnosisKind, type DiagnosisKind } from '../../../domain/injury/diagnosis';
import type {
  InjuryActivityType,
  InjuryArea,
  InjuryHistory,
  InjuryMechanism,
  InjuryOnset,
  InjurySeverity,
  InjurySide,
  InjurySurface,
  InjuryTissue,
  PlayerAvailability,
} from '../../../domain/injury/enums';
import type { MembershipStatus, PifInvoiceStatus } from '../../../domain/injury/pif-eligibility';

export const TISSUE_LABELS: Record<InjuryTissue, MessageDescriptor> = {
  MUSCLE: msg`Muscle`,
  TENDON: msg`Tendon`,
  LIGAMENT: msg`Ligament`,
  FRACTURE: msg`Fracture`,
  BONE_BRUISING: msg`Bone bruising`,
  MENISCUS: msg`Meniscus`,
  CARTILAGE: msg`Cartilage`,
  JOINT_GENERAL: msg`Joint (general)`,
  SKIN: msg`Skin`,
  HAEMATOMA: msg`Haematoma`,
  OTHER: msg`Other`,
};

export const ACTIVITY_LABELS: Record<InjuryActivityType, MessageDescriptor> = {
  GYM: msg`Gym`,
  TRAINING: msg`Training`,
  TRAINING_MATCH: msg`Training match`,
  MATCH: msg`Match`,
  OTHER: msg`Other`,
};

export const SURFACE_LABELS: Record<InjurySurface, MessageDescriptor> = {
  GRASS_PITCH: msg`Grass pitch`,
  SYNTHETIC_PITCH: msg`Synthetic pitch`,
  INDOOR: msg`Indoor`,
  OTHER: msg`Other`,
};

export const ONSET_LABELS: Record<InjuryOnset, MessageDescriptor> = {
  ACUTE: msg`Acute`,
  CHRONIC: msg`Chronic`,
  OVERUSE: msg`Overuse`,
  TIGHTNESS_PRECAUTION_REMOVAL: msg`Tightness / precaution removal`,
};

export const MECHANISM_LABELS: Record<InjuryMechanism, MessageDescriptor> = {
  SPRINTING: msg`Sprinting`,
  JUMP_LAND: msg`Jump / land`,
  CHANGE_OF_DIRECTION: msg`Change of direction`,
  CONTACT_PLAYER: msg`Contact with a player`,
  CONTACT_HURL: msg`Contact with a hurl`,
  CONTACT_OTHER: msg`Other contact`,
  STRETCH: msg`Stretch`,
  OVERLOAD: msg`Overload`,
  GRADUAL_ONSET: msg`Gradual onset`,
};

export const HISTORY_LABELS: Record<InjuryHistory, MessageDescriptor> = {
  NEW: msg`New`,
  RECURRENT: msg`Recurrent`,
};

export const SIDE_LABELS: Record<InjurySide, MessageDescriptor> = {
  LEFT: msg`Left`,
  RIGHT: msg`Right`,
  N_A: msg`N/A`,
};

export const AREA_LABELS: Record<InjuryArea, MessageDescriptor> = {
  HEAD: msg`Head`,
  NECK: msg`Neck`,
  SHOULDER: msg`Shoulder`,
  ARM: msg`Arm`,
  ELBOW: msg`Elbow`,
  WRIST: msg`Wrist`,
  HAND: msg`Hand`,
  THORACIC_CHEST: msg`Thoracic / chest`,
  LUMBO_PELVIC: msg`Lumbo-pelvic`,
  HIP_GROIN: msg`Hip / groin`,
  THIGH: msg`Thigh`,
  KNEE: msg`Knee`,
  CALF: msg`Calf`,
  ANKLE: msg`Ankle`,
  FOOT: msg`Foot`,
};

export const DIAGNOSIS_KIND_LABELS: Record<DiagnosisKind, MessageDescriptor> = {
  CONCUSSION: msg`Concussion`,
  CONTUSION: msg`Contusion`,
  LACERATION: msg`Laceration`,
  STRAIN: msg`Strain`,
  SPRAIN: msg`Sprain`,
  FRACTURE: msg`Fracture`,
  DISLOCATION: msg`Dislocation`,
  TENDINOPATHY: msg`Tendinopathy`,
  CARTILAGE_MENISCUS: msg`Cartilage / meniscus`,
  NERVE: msg`Nerve`,
  OTHER: msg`Other`,
};

/** Grades that are words; the numbered grades (1–4, 1A–4C) are shown as they are. */
export const GRADE_WORD_LABELS: Record<string, MessageDescriptor> = {
  PARTIAL_THICKNESS: msg`Partial thickness`,
  FULL_THICKNESS: msg`Full thickness`,
  RUPTURE: msg`Rupture`,
  FRACTURE: msg`Fracture`,
  SPRAIN: msg`Sprain`,
  PROLAPSE: msg`Prolapse`,
  TENDINOPATHY: msg`Tendinopathy`,
  N_A: msg`N/A`,
};

export const AVAILABILITY_LABELS: Record<PlayerAvailability, MessageDescriptor> = {
  AVAILABLE: msg`Available`,
  RESTRICTED: msg`Restricted`,
  INJURED: msg`Injured`,
};

export const SEVERITY_LABELS: Record<InjurySeverity, MessageDescriptor> = {
  MINOR: msg`Minor`,
  MODERATE: msg`Moderate`,
  SEVERE: msg`Severe`,
};

/** The label of a diagnosis code: its kind (the area is shown beside it). */
export function diagnosisLabel(code: string): MessageDescriptor | null {
  const kind = diagnosisKind(code);
  return kind ? DIAGNOSIS_KIND_LABELS[kind] : null;
}

export const MEMBERSHIP_STATUS_LABELS: Record<MembershipStatus, MessageDescriptor> = {
  UNREGISTERED: msg`Unregistered`,
  REGISTERED: msg`Registered`,
  ASSOCIATION_FEES_PENDING: msg`Association fees pending`,
  ASSOCIATION_APPROVAL_PENDING: msg`Association approval pending`,
  REVOKED: msg`Revoked`,
};

export const PIF_INVOICE_STATUS_LABELS: Record<PifInvoiceStatus, MessageDescriptor> = {
  DUE: msg`Due`,
  PAID: msg`Paid`,
  MISSING: msg`Missing`,
  PAID_OFFLINE: msg`Paid offline`,
  PART_PAID: msg`Part paid`,
};
