import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { CompetitionsAreaPage } from '../../../features/competition/admin/competitions-area-page';
import { AREA_TABS, type AreaTab } from '../../../features/competition/admin/search-params';
import { adminCatalog } from '../../../i18n/i18n';

const Search = v.object({ tab: v.optional(v.picklist(AREA_TABS)) });

function CompetitionsRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CompetitionsAreaPage
      tab={tab ?? 'competitions'}
      onTab={(next: AreaTab) => void navigate({ search: { tab: next }, replace: true })}
    />
  );
}

/** The competitions area (seed 2 §2 `/competitions/organizations`); `?tab=` names the open tab. */
export const Route = createFileRoute('/_authed/competitions/organizations/')({
  loader: adminCatalog,
  validateSearch: (s) => v.parse(Search, { tab: v.is(v.picklist(AREA_TABS), s.tab) ? s.tab : undefined }),
  component: CompetitionsRoute,
});
