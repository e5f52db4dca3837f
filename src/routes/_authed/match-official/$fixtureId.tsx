import { createFileRoute } from '@tanstack/react-router';
import { FixtureDetailPage } from '../../../features/competition/match-official/fixture-detail-page';

function FixtureRoute() {
  const { fixtureId } = Route.useParams();
  return <FixtureDetailPage fixtureId={fixtureId} />;
}

export const Route = createFileRoute('/_authed/match-official/$fixtureId')({ component: FixtureRoute });
