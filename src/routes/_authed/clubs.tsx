import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TitledPage } from '../../components/titled-page';

function ClubsPage() {
  const { t } = useLingui();
  return <TitledPage title={t`Clubs`} />;
}

export const Route = createFileRoute('/_authed/clubs')({ component: ClubsPage });
