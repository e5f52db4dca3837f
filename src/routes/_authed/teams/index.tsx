import { createFileRoute } from '@tanstack/react-router';
import { GroupsPage } from '../../../features/team/groups-page';

function TeamsRoute() {
  return <GroupsPage kind="teams" />;
}

export const Route = createFileRoute('/_authed/teams/')({ component: TeamsRoute });
