import { createFileRoute } from '@tanstack/react-router';
import { NewMessagePage } from '../../../features/message/new-message-page';
import { adminCatalog } from '../../../i18n/i18n';

export const Route = createFileRoute('/_authed/messages/new')({
  loader: adminCatalog,
  component: NewMessagePage,
});
