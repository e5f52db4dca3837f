import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TitledPage } from '../components/titled-page';

function ContactFormPage() {
  const { t } = useLingui();
  return <TitledPage title={t`Contact us`} />;
}

export const Route = createFileRoute('/contact-form')({ component: ContactFormPage });
