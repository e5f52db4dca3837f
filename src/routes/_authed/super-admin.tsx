import { createFileRoute } from '@tanstack/react-router';
import { SuperAdminPage } from '../../features/super-admin/admin/super-admin-page';
import { adminCatalog } from '../../i18n/i18n';

/** The super admin's console (seed 3 §2 /super-admin): API keys and the audit log; SUPER_ADMIN only. */
export const Route = createFileRoute('/_authed/super-admin')({
  loader: adminCatalog,
  component: SuperAdminPage,
});
