import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TitledPage } from '../../components/titled-page';

function OrganizationsPage() {
  const { t } = useLingui();
  return <TitledPage title={t`Organisations`} />;
}

export const Route = createFileRoute('/_authed/organizations')({ component: OrganizationsPage });
