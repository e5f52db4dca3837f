import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { OrganizationPage } from '../../features/organization/admin/organization-page';
import { ORGANIZATION_TABS, type OrganizationTab } from '../../features/organization/admin/search-params';
import { adminCatalog } from '../../i18n/i18n';

const Search = v.object({ tab: v.optional(v.picklist(ORGANIZATION_TABS)) });

function OrganizationsRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OrganizationPage
      tab={tab ?? 'details'}
      onTab={(next: OrganizationTab) => void navigate({ search: { tab: next }, replace: true })}
    />
  );
}

/** Organisation details and places (seed 3 §2 `/organizations`); `?tab=` names the open tab. */
export const Route = createFileRoute('/_authed/organizations')({
  loader: adminCatalog,
  validateSearch: (s) =>
    v.parse(Search, { tab: v.is(v.picklist(ORGANIZATION_TABS), s.tab) ? s.tab : undefined }),
  component: OrganizationsRoute,
});
