import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../../../features/message/messages-page';
import { adminCatalog } from '../../../i18n/i18n';

export const Route = createFileRoute('/_authed/messages/')({ loader: adminCatalog, component: MessagesPage });
