import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '../../../features/comms/admin/outbox-page';
import { adminCatalog } from '../../../i18n/i18n';

/** Administration › the mail and SMS outbox (issue 28 item 3): super admins. */
export const Route = createFileRoute('/_authed/administration/outbox')({
  loader: adminCatalog,
  component: OutboxPage,
});
