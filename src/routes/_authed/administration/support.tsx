import { createFileRoute } from '@tanstack/react-router';
import { SupportQueriesPage } from '../../../features/support/admin/support-queries-page';
import { adminCatalog } from '../../../i18n/i18n';

/** Administration › support queries (ours; seed 3 §2 "Support contact form"): super admins. */
export const Route = createFileRoute('/_authed/administration/support')({
  loader: adminCatalog,
  component: SupportQueriesPage,
});
