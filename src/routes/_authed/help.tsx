import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TitledPage } from '../../components/titled-page';

function HelpPage() {
  const { t } = useLingui();
  return <TitledPage title={t`Help`} />;
}

export const Route = createFileRoute('/_authed/help')({ component: HelpPage });
