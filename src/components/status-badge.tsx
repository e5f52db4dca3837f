import { Badge } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { CertificationStatus } from '../../domain/vetting/certification';
import type { VettingStanding } from '../../domain/vetting/vetting-standing';
import { CERTIFICATION_STATUS_LABELS, STATUS_PALETTE, VETTING_STANDING_LABELS } from './certification-labels';

function StatusBadge({ palette, label }: { palette: string; label: MessageDescriptor }) {
  const { t } = useLingui();
  return (
    <Badge colorPalette={palette} variant="subtle">
      {t(label)}
    </Badge>
  );
}

/** A certification's status (with its expiry) as a coloured badge with its words. */
export const CertificationBadge = ({ status }: { status: CertificationStatus }) => (
  <StatusBadge palette={STATUS_PALETTE[status]} label={CERTIFICATION_STATUS_LABELS[status]} />
);

/** A person's vetting standing ("Not vetted", "Vetting expires soon", "Vetted"). */
export const VettingBadge = ({ standing }: { standing: VettingStanding }) => (
  <StatusBadge
    palette={standing === 'VETTED' ? 'green' : standing === 'EXPIRING_SOON' ? 'orange' : 'red'}
    label={VETTING_STANDING_LABELS[standing]}
  />
);
