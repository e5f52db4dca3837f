import { createFileRoute } from '@tanstack/react-router';
import { GroupsPage } from '../../../features/team/groups-page';

function GroupsRoute() {
  return <GroupsPage kind="groups" />;
}

export const Route = createFileRoute('/_authed/groups/')({ component: GroupsRoute });
