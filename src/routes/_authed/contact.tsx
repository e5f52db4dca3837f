import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TitledPage } from '../../components/titled-page';

function ContactPage() {
  const { t } = useLingui();
  return <TitledPage title={t`Contact`} />;
}

export const Route = createFileRoute('/_authed/contact')({ component: ContactPage });
