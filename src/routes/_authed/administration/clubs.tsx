import { createFileRoute } from '@tanstack/react-router';
import { adminCatalog } from '../../../i18n/i18n';
import { AdministrationPage } from '../../../features/organization/administration-page';
import { PaymentAccountOnly } from '../../../features/payment/admin/club-payments';

/** Administration (seed 3 §2 `/administration/clubs`): the overview of the organisations one administers. */
export const Route = createFileRoute('/_authed/administration/clubs')({
  loader: adminCatalog,
  component: () => (
    <AdministrationPage paymentsPanel={(org) => <PaymentAccountOnly orgId={org.id} name={org.name} />} />
  ),
});
