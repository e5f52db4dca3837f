import { createFileRoute } from '@tanstack/react-router';
import { GroupDetailsPage } from '../../../features/team/group-details-page';
import { adminCatalog } from '../../../i18n/i18n';

function GroupRoute() {
  const { groupId } = Route.useParams();
  return <GroupDetailsPage groupId={groupId} />;
}

export const Route = createFileRoute('/_authed/teams/$groupId')({
  loader: adminCatalog,
  component: GroupRoute,
});
