import { createFileRoute } from '@tanstack/react-router';
import { GroupDetailsPage } from '../../../features/team/group-details-page';

function GroupRoute() {
  const { groupId } = Route.useParams();
  return <GroupDetailsPage groupId={groupId} />;
}

export const Route = createFileRoute('/_authed/teams/$groupId')({ component: GroupRoute });
