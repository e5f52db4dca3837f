import { createFileRoute } from '@tanstack/react-router';
import { GroupsPage } from '../../../features/team/groups-page';
import { adminCatalog } from '../../../i18n/i18n';

function TeamsRoute() {
  return <GroupsPage kind="teams" />;
}

export const Route = createFileRoute('/_authed/teams/')({ loader: adminCatalog, component: TeamsRoute });
