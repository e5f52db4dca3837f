import { createFileRoute } from '@tanstack/react-router';
import { ReportWizardPage } from '../../../features/competition/match-official/report-wizard';

function ReportRoute() {
  const { fixtureId } = Route.useParams();
  return <ReportWizardPage key={fixtureId} fixtureId={fixtureId} />;
}

export const Route = createFileRoute('/_authed/match-official/report/$fixtureId')({ component: ReportRoute });
