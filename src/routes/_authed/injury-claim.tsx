import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TitledPage } from '../../components/titled-page';

function InjuryClaimPage() {
  const { t } = useLingui();
  return <TitledPage title={t`Injury claim`} />;
}

export const Route = createFileRoute('/_authed/injury-claim')({ component: InjuryClaimPage });
