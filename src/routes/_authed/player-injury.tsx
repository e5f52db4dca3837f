import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../features/injury/notification/notifications-page';

export const Route = createFileRoute('/_authed/player-injury')({ component: NotificationsPage });
