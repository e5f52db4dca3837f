import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TitledPage } from '../../components/titled-page';

function UserProfilePage() {
  const { t } = useLingui();
  return <TitledPage title={t`Profile`} />;
}

export const Route = createFileRoute('/_authed/user-profile')({ component: UserProfilePage });
