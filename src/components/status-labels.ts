import { useLingui } from '@lingui/react/macro';

/** Membership, payment and instalment statuses in the reader's language (seed 1 §3 Enumerations). */
export function useStatusLabels(): Record<string, string> {
  const { t } = useLingui();
  return {
    REGISTERED: t`Registered`,
    UNREGISTERED: t`Not registered`,
    ASSOCIATION_FEES_PENDING: t`Association fees pending`,
    ASSOCIATION_APPROVAL_PENDING: t`Association approval pending`,
    REVOKED: t`Revoked`,
    DUE: t`Due`,
    FAILED: t`Failed`,
    OVERPAID: t`Overpaid`,
    PART_PAID: t`Part paid`,
    PAID: t`Paid`,
  };
}
