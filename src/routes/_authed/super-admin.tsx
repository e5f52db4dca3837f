import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TitledPage } from '../../components/titled-page';

function SuperAdminPage() {
  const { t } = useLingui();
  return <TitledPage title={t`Super admin`} />;
}

export const Route = createFileRoute('/_authed/super-admin')({ component: SuperAdminPage });
