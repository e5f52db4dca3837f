import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { EventFormPage } from '../../../features/event/event-form-page';
import { eventCatalog } from '../../../i18n/i18n';

function NewEventRoute() {
  const { groupId } = Route.useSearch();
  return <EventFormPage groupId={groupId} />;
}

export const Route = createFileRoute('/_authed/events/new')({
  loader: eventCatalog,
  validateSearch: v.object({ groupId: v.optional(v.pipe(v.string(), v.maxLength(64))) }),
  component: NewEventRoute,
});
