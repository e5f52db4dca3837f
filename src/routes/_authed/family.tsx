import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TitledPage } from '../../components/titled-page';

function FamilyPage() {
  const { t } = useLingui();
  return <TitledPage title={t`Family`} />;
}

export const Route = createFileRoute('/_authed/family')({ component: FamilyPage });
