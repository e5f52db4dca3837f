import { createFileRoute } from '@tanstack/react-router';
import { EventsPage } from '../../../features/event/events-page';
import { eventCatalog } from '../../../i18n/i18n';

export const Route = createFileRoute('/_authed/events/')({ loader: eventCatalog, component: EventsPage });
