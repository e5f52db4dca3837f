import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TitledPage } from '../../components/titled-page';

function ThirdPartyAccountsAdminPage() {
  const { t } = useLingui();
  return <TitledPage title={t`Linked accounts`} />;
}

export const Route = createFileRoute('/_authed/third-party-accounts-admin')({
  component: ThirdPartyAccountsAdminPage,
});
