import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TitledPage } from '../../components/titled-page';

function TeamsPage() {
  const { t } = useLingui();
  return <TitledPage title={t`Teams`} />;
}

export const Route = createFileRoute('/_authed/teams')({ component: TeamsPage });
