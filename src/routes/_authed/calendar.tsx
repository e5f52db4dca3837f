import { createFileRoute } from '@tanstack/react-router';
import { CalendarPage } from '../../features/calendar/calendar-page';
import { adminCatalog } from '../../i18n/i18n';

export const Route = createFileRoute('/_authed/calendar')({ loader: adminCatalog, component: CalendarPage });
