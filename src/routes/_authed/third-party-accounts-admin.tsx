import { createFileRoute } from '@tanstack/react-router';
import { LinkedAccountsAdminPage } from '../../features/linked-account/admin/linked-accounts-admin-page';
import { adminCatalog } from '../../i18n/i18n';

/** Linked accounts (seed 1 §2 /third-party-accounts-admin): LINK_ACCOUNT_ADMINs search and unlink. */
export const Route = createFileRoute('/_authed/third-party-accounts-admin')({
  loader: adminCatalog,
  component: LinkedAccountsAdminPage,
});
