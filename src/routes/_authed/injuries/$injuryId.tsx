import { createFileRoute } from '@tanstack/react-router';
import { InjuryPage } from '../../../features/injury/injury-page';
import { injuryCatalog } from '../../../i18n/i18n';

function InjuryRoute() {
  const { injuryId } = Route.useParams();
  return <InjuryPage injuryId={injuryId} />;
}

export const Route = createFileRoute('/_authed/injuries/$injuryId')({
  loader: injuryCatalog,
  component: InjuryRoute,
});
