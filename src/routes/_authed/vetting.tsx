import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TitledPage } from '../../components/titled-page';

function VettingPage() {
  const { t } = useLingui();
  return <TitledPage title={t`Vetting`} />;
}

export const Route = createFileRoute('/_authed/vetting')({ component: VettingPage });
