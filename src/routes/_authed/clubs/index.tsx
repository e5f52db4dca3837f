import { createFileRoute } from '@tanstack/react-router';
import { ClubInvoicesPanel } from '../../../features/fees/club-invoices-panel';
import { ClubsPage } from '../../../features/membership/clubs-page';
import { FinanceChanges } from '../../../features/organization/admin/finance-changes';
import { ClubPayments } from '../../../features/payment/admin/club-payments';
import { adminCatalog } from '../../../i18n/i18n';

/**
 * /clubs: the membership packages and basket, with the club's payments and fees for its officers, and the
 * changes to its finance privilege that wait for a finance administrator's approval (issue 48).
 */
export const Route = createFileRoute('/_authed/clubs/')({
  loader: adminCatalog,
  component: () => (
    <ClubsPage
      feesPanel={(club) => (
        <>
          <FinanceChanges orgId={club.id} />
          <ClubPayments orgId={club.id} clubName={club.name} />
          <ClubInvoicesPanel orgId={club.id} clubName={club.name} />
        </>
      )}
    />
  ),
});
