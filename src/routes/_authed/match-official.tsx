import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TitledPage } from '../../components/titled-page';

function MatchOfficialPage() {
  const { t } = useLingui();
  return <TitledPage title={t`Match official`} />;
}

export const Route = createFileRoute('/_authed/match-official')({ component: MatchOfficialPage });
