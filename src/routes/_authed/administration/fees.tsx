import { createFileRoute } from '@tanstack/react-router';
import { FeesAdminPage } from '../../../features/fees/admin/fees-admin-page';
import { adminCatalog } from '../../../i18n/i18n';

/** Season fee (PIF) administration (seed 3 §2 `/administration/clubs` fee tabs): the association's fee desk. */
export const Route = createFileRoute('/_authed/administration/fees')({
  loader: adminCatalog,
  component: FeesAdminPage,
});
