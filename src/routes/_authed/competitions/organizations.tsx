import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TitledPage } from '../../../components/titled-page';

function CompetitionsOrganizationsPage() {
  const { t } = useLingui();
  return <TitledPage title={t`Competitions`} />;
}

export const Route = createFileRoute('/_authed/competitions/organizations')({
  component: CompetitionsOrganizationsPage,
});
