import { createFileRoute } from '@tanstack/react-router';
import { SupportQueriesPage } from '../../../features/support/admin/support-queries-page';
import { adminCatalog } from '../../../i18n/i18n';

/**
 * Administration › support queries (ours; seed 3 §2 "Support contact form"): super admins. `?query=<id>`
 * opens one query and its case (the desk mail links here).
 */
export const Route = createFileRoute('/_authed/administration/support')({
  loader: adminCatalog,
  validateSearch: (s): { query?: string } =>
    typeof s.query === 'string' && s.query.length > 0 && s.query.length <= 64 ? { query: s.query } : {},
  component: function SupportRoute() {
    const { query } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <SupportQueriesPage open={query} onOpen={(id) => void navigate({ search: id ? { query: id } : {} })} />
    );
  },
});
