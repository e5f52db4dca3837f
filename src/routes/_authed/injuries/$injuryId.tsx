import { createFileRoute } from '@tanstack/react-router';
import { InjuryPage } from '../../../features/injury/injury-page';

function InjuryRoute() {
  const { injuryId } = Route.useParams();
  return <InjuryPage injuryId={injuryId} />;
}

export const Route = createFileRoute('/_authed/injuries/$injuryId')({ component: InjuryRoute });
