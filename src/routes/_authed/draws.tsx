import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TitledPage } from '../../components/titled-page';

function DrawsPage() {
  const { t } = useLingui();
  return <TitledPage title={t`Draws`} />;
}

export const Route = createFileRoute('/_authed/draws')({ component: DrawsPage });
