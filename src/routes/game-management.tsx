import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TitledPage } from '../components/titled-page';

function GameManagementPage() {
  const { t } = useLingui();
  return <TitledPage title={t`Game management`} />;
}

export const Route = createFileRoute('/game-management')({ component: GameManagementPage });
