import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TitledPage } from '../components/titled-page';

function RegisterPage() {
  const { t } = useLingui();
  return <TitledPage title={t`Register`} />;
}

export const Route = createFileRoute('/register')({ component: RegisterPage });
