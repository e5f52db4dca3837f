import { createFileRoute } from '@tanstack/react-router';
import { EventsPage } from '../../../features/event/events-page';

export const Route = createFileRoute('/_authed/events/')({ component: EventsPage });
