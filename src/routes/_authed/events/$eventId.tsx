import { createFileRoute } from '@tanstack/react-router';
import { AttendancePage } from '../../../features/event/attendance-page';

function AttendanceRoute() {
  const { eventId } = Route.useParams();
  return <AttendancePage eventId={eventId} />;
}

export const Route = createFileRoute('/_authed/events/$eventId')({ component: AttendanceRoute });
