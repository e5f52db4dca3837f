import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TitledPage } from '../../components/titled-page';

function EventsPage() {
  const { t } = useLingui();
  return <TitledPage title={t`Events`} />;
}

export const Route = createFileRoute('/_authed/events')({ component: EventsPage });
