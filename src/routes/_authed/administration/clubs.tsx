import { createFileRoute } from '@tanstack/react-router';
import { AdministrationPage } from '../../../features/organization/administration-page';
import { PaymentAccountOnly } from '../../../features/payment/club-payments';

/** Administration (seed 3 §2 `/administration/clubs`): the overview of the organisations one administers. */
export const Route = createFileRoute('/_authed/administration/clubs')({
  component: () => (
    <AdministrationPage paymentsPanel={(org) => <PaymentAccountOnly orgId={org.id} name={org.name} />} />
  ),
});
