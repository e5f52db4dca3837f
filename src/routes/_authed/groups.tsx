import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TitledPage } from '../../components/titled-page';

function GroupsPage() {
  const { t } = useLingui();
  return <TitledPage title={t`Groups`} />;
}

export const Route = createFileRoute('/_authed/groups')({ component: GroupsPage });
