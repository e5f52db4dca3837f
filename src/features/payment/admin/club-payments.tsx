import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { linkHoldsFinance } from '../../../app/menu-rules';
import { useSession } from '../../../auth/session';
import { PaymentAccountPanel } from './payment-account-panel';
import { PaymentHistoryPanel } from './payment-history-panel';
import { ClubPaymentMethods } from './payment-methods-panel';
import { TransferInvoicesPanel } from './transfer-invoices-panel';

function useFinance(orgId: string): boolean {
  const session = useSession();
  return (session.person?.organizations ?? []).some(
    (l) => l.organization.id === orgId && linkHoldsFinance(l),
  );
}

/** The payment account overview alone (the /administration/clubs card of a club one is finance officer of). */
export function PaymentAccountOnly({ orgId, name }: { orgId: string; name: string }) {
  return useFinance(orgId) ? <PaymentAccountPanel orgId={orgId} clubName={name} /> : null;
}

/**
 * The club's payment account, transfer invoices and history, for its finance administrators only (seed 3 §6
 * FINANCE). A paid transfer invoice reloads the account panel (its balances and audit log).
 */
export function ClubPayments({ orgId, clubName }: { orgId: string; clubName: string }) {
  const finance = useFinance(orgId);
  const [paid, setPaid] = useState(0);
  if (!finance) return null;
  return (
    <Stack gap={8}>
      <PaymentAccountPanel key={paid} orgId={orgId} clubName={clubName} />
      <TransferInvoicesPanel orgId={orgId} onPaid={() => setPaid((n) => n + 1)} />
      <ClubPaymentMethods orgId={orgId} />
      <PaymentHistoryPanel orgId={orgId} />
    </Stack>
  );
}
