import { createFileRoute } from '@tanstack/react-router';
import { VettingAdminPage } from '../../../features/vetting/admin/vetting-admin-page';
import { adminCatalog } from '../../../i18n/i18n';

/** Administration › vetting applications (seed 3 §2 "Admin vetting table with filters"). */
export const Route = createFileRoute('/_authed/administration/vetting')({
  loader: adminCatalog,
  component: VettingAdminPage,
});
