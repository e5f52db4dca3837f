import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../../../features/message/messages-page';

export const Route = createFileRoute('/_authed/messages/')({ component: MessagesPage });
