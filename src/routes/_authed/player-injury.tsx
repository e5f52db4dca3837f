import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../features/injuries/notification/notifications-page';

export const Route = createFileRoute('/_authed/player-injury')({ component: NotificationsPage });
