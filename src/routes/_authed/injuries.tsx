import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TitledPage } from '../../components/titled-page';

function InjuriesPage() {
  const { t } = useLingui();
  return <TitledPage title={t`Injuries`} />;
}

export const Route = createFileRoute('/_authed/injuries')({ component: InjuriesPage });
