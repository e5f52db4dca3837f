import { createFileRoute } from '@tanstack/react-router';
import { ClubInvoicesPanel } from '../../../features/fees/club-invoices-panel';
import { ClubsPage } from '../../../features/membership/clubs-page';
import { ClubPayments } from '../../../features/payment/admin/club-payments';
import { adminCatalog } from '../../../i18n/i18n';

/** /clubs: the membership packages and basket, with the club's payments and fees for its officers. */
export const Route = createFileRoute('/_authed/clubs/')({
  loader: adminCatalog,
  component: () => (
    <ClubsPage
      feesPanel={(club) => (
        <>
          <ClubPayments orgId={club.id} clubName={club.name} />
          <ClubInvoicesPanel orgId={club.id} clubName={club.name} />
        </>
      )}
    />
  ),
});
