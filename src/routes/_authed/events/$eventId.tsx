import { createFileRoute } from '@tanstack/react-router';
import { AttendancePage } from '../../../features/event/attendance-page';
import { eventCatalog } from '../../../i18n/i18n';

function AttendanceRoute() {
  const { eventId } = Route.useParams();
  return <AttendancePage eventId={eventId} />;
}

export const Route = createFileRoute('/_authed/events/$eventId')({
  loader: eventCatalog,
  component: AttendanceRoute,
});
