import { createFileRoute } from '@tanstack/react-router';
import { CompetitionPage } from '../../../features/competition/admin/competition-page';
import { adminCatalog } from '../../../i18n/i18n';

function CompetitionRoute() {
  const { competitionId } = Route.useParams();
  return <CompetitionPage key={competitionId} competitionId={competitionId} />;
}

/** One competition of the area: its divisions, league tables and fixtures grouped by date. */
export const Route = createFileRoute('/_authed/competitions/organizations/$competitionId')({
  loader: adminCatalog,
  component: CompetitionRoute,
});
