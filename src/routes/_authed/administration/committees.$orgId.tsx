import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { COMMITTEE_TABS, CommitteePage } from '../../../features/committee/admin/committee-page';
import { adminCatalog } from '../../../i18n/i18n';

const Search = v.object({ tab: v.optional(v.picklist(COMMITTEE_TABS)) });

function CommitteeRoute() {
  const { orgId } = Route.useParams();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CommitteePage
      orgId={orgId}
      tab={tab ?? 'positions'}
      onTab={(next) => void navigate({ search: { tab: next }, replace: true })}
    />
  );
}

/** Administration › the club committee (seed 3 §2 "admin committees with Positions and History tabs"). */
export const Route = createFileRoute('/_authed/administration/committees/$orgId')({
  loader: adminCatalog,
  validateSearch: (s) =>
    v.parse(Search, { tab: v.is(v.picklist(COMMITTEE_TABS), s.tab) ? s.tab : undefined }),
  component: CommitteeRoute,
});
