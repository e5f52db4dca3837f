import { createFileRoute } from '@tanstack/react-router';
import { GroupsPage } from '../../../features/team/groups-page';
import { adminCatalog } from '../../../i18n/i18n';

function GroupsRoute() {
  return <GroupsPage kind="groups" />;
}

export const Route = createFileRoute('/_authed/groups/')({ loader: adminCatalog, component: GroupsRoute });
