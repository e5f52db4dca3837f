import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { EventFormPage } from '../../../features/event/event-form-page';

function NewEventRoute() {
  const { groupId } = Route.useSearch();
  return <EventFormPage groupId={groupId} />;
}

export const Route = createFileRoute('/_authed/events/new')({
  validateSearch: v.object({ groupId: v.optional(v.pipe(v.string(), v.maxLength(64))) }),
  component: NewEventRoute,
});
