import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TitledPage } from '../../components/titled-page';

function PlayerInjuryPage() {
  const { t } = useLingui();
  return <TitledPage title={t`Injury notification`} />;
}

export const Route = createFileRoute('/_authed/player-injury')({ component: PlayerInjuryPage });
