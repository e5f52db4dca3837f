/**
 * Diagnoses of an injury detail: a coded list that depends on the body area (seed 2 §3 injuryDetails). The
 * spec names the list but not its codes, so a code here is `AREA.KIND` — the area (enums.ts INJURY_AREAS)
 * and one of the kinds of injury that occur there — which keeps the list short to translate (area name +
 * kind name) and lets a detail's diagnosis be checked against its area without a lookup table on the wire.
 */
import type { InjuryArea } from './enums.ts';

export const DIAGNOSIS_KINDS = [
  'CONCUSSION',
  'CONTUSION',
  'LACERATION',
  'STRAIN',
  'SPRAIN',
  'FRACTURE',
  'DISLOCATION',
  'TENDINOPATHY',
  'CARTILAGE_MENISCUS',
  'NERVE',
  'OTHER',
] as const;
export type DiagnosisKind = (typeof DIAGNOSIS_KINDS)[number];

/** Which kinds of diagnosis each area offers, most common first. */
export const DIAGNOSES_BY_AREA: Readonly<Record<InjuryArea, readonly DiagnosisKind[]>> = {
  HEAD: ['CONCUSSION', 'CONTUSION', 'LACERATION', 'FRACTURE', 'OTHER'],
  NECK: ['STRAIN', 'SPRAIN', 'NERVE', 'CONTUSION', 'OTHER'],
  SHOULDER: ['DISLOCATION', 'SPRAIN', 'TENDINOPATHY', 'FRACTURE', 'CONTUSION', 'OTHER'],
  ARM: ['FRACTURE', 'STRAIN', 'CONTUSION', 'LACERATION', 'OTHER'],
  ELBOW: ['SPRAIN', 'DISLOCATION', 'TENDINOPATHY', 'FRACTURE', 'OTHER'],
  WRIST: ['SPRAIN', 'FRACTURE', 'TENDINOPATHY', 'OTHER'],
  HAND: ['FRACTURE', 'DISLOCATION', 'SPRAIN', 'LACERATION', 'OTHER'],
  THORACIC_CHEST: ['CONTUSION', 'FRACTURE', 'STRAIN', 'OTHER'],
  LUMBO_PELVIC: ['STRAIN', 'NERVE', 'CONTUSION', 'OTHER'],
  HIP_GROIN: ['STRAIN', 'TENDINOPATHY', 'CARTILAGE_MENISCUS', 'OTHER'],
  THIGH: ['STRAIN', 'CONTUSION', 'OTHER'],
  KNEE: ['SPRAIN', 'CARTILAGE_MENISCUS', 'DISLOCATION', 'TENDINOPATHY', 'FRACTURE', 'OTHER'],
  CALF: ['STRAIN', 'TENDINOPATHY', 'CONTUSION', 'OTHER'],
  ANKLE: ['SPRAIN', 'FRACTURE', 'TENDINOPATHY', 'OTHER'],
  FOOT: ['FRACTURE', 'SPRAIN', 'TENDINOPATHY', 'CONTUSION', 'OTHER'],
};

export interface Diagnosis {
  code: string;
  area: InjuryArea;
  kind: DiagnosisKind;
}

/** The diagnoses of one area, as `GET /api/asset/injury/diagnosis?area=` answers them. */
export function diagnosesFor(area: InjuryArea): Diagnosis[] {
  return DIAGNOSES_BY_AREA[area].map((kind) => ({ code: `${area}.${kind}`, area, kind }));
}

/** True when `code` is one of `area`'s diagnoses. */
export function isDiagnosisOf(area: string, code: string): boolean {
  const kinds: readonly string[] | undefined = Object.hasOwn(DIAGNOSES_BY_AREA, area)
    ? DIAGNOSES_BY_AREA[area as InjuryArea]
    : undefined;
  const dot = code.indexOf('.');
  return Boolean(kinds) && code.slice(0, dot) === area && kinds!.includes(code.slice(dot + 1));
}

/** The kind part of a diagnosis code (for its label), or null when the code is not one of ours. */
export function diagnosisKind(code: string): DiagnosisKind | null {
  const kind = code.slice(code.indexOf('.') + 1);
  return (DIAGNOSIS_KINDS as readonly string[]).includes(kind) ? (kind as DiagnosisKind) : null;
}
