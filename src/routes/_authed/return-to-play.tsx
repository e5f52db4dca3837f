import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TitledPage } from '../../components/titled-page';

function ReturnToPlayPage() {
  const { t } = useLingui();
  return <TitledPage title={t`Return to play`} />;
}

export const Route = createFileRoute('/_authed/return-to-play')({ component: ReturnToPlayPage });
