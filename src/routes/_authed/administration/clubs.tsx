import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TitledPage } from '../../../components/titled-page';

function AdministrationClubsPage() {
  const { t } = useLingui();
  return <TitledPage title={t`Administration`} />;
}

export const Route = createFileRoute('/_authed/administration/clubs')({ component: AdministrationClubsPage });
