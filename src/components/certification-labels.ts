/** Display names of the certification enumerations (domain/vetting/certification.ts), for profile and teams. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type {
  Certification,
  CertificationStatus,
  CertificationType,
  SafeguardingLevel,
} from '../../domain/vetting/certification';
import type { VettingStanding } from '../../domain/vetting/vetting-standing';

export const CERTIFICATION_TYPE_LABELS: Record<CertificationType, MessageDescriptor> = {
  VETTING: msg`Vetting`,
  SAFEGUARDING: msg`Safeguarding`,
  COACHING_AWARD: msg`Coaching award`,
  ANTI_DOPING: msg`Anti-doping`,
  REFEREE: msg`Referee`,
  OFFICER: msg`Officer training`,
  OTHER: msg`Other`,
};

export const CERTIFICATION_STATUS_LABELS: Record<CertificationStatus, MessageDescriptor> = {
  ACTIVE: msg`Active`,
  EXPIRING_SOON: msg`Expiring soon`,
  SUPERSEDED: msg`Superseded`,
  EXPIRED: msg`Expired`,
  DELETED: msg`Deleted`,
};

export const SAFEGUARDING_LEVEL_LABELS: Record<SafeguardingLevel, MessageDescriptor> = {
  LEVEL_1: msg`Level 1`,
  LEVEL_2: msg`Level 2`,
  LEVEL_3: msg`Level 3`,
};

export const VETTING_STANDING_LABELS: Record<VettingStanding, MessageDescriptor> = {
  VETTED: msg`Vetted`,
  EXPIRING_SOON: msg`Vetting expires soon`,
  NOT_VETTED: msg`Not vetted`,
};

/** Badge colours: green live, orange expiring, grey superseded or gone, red expired. */
export const STATUS_PALETTE: Record<CertificationStatus, string> = {
  ACTIVE: 'green',
  EXPIRING_SOON: 'orange',
  SUPERSEDED: 'gray',
  DELETED: 'gray',
  EXPIRED: 'red',
};

/** A certification's label as shown: a safeguarding level in words, anything else as entered. */
export function useLabelText(): (c: Pick<Certification, 'type' | 'label'>) => string {
  const { t } = useLingui();
  return (c) =>
    c.type === 'SAFEGUARDING' && c.label in SAFEGUARDING_LEVEL_LABELS
      ? t(SAFEGUARDING_LEVEL_LABELS[c.label as SafeguardingLevel])
      : c.label;
}
