import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../features/injury/notification/notifications-page';
import { injuryCatalog } from '../../i18n/i18n';

export const Route = createFileRoute('/_authed/player-injury')({
  loader: injuryCatalog,
  component: NotificationsPage,
});
