import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TitledPage } from '../../../components/titled-page';

function TerminalClubsPage() {
  const { t } = useLingui();
  return <TitledPage title={t`Card reader`} />;
}

export const Route = createFileRoute('/_authed/terminal/clubs')({ component: TerminalClubsPage });
