import { createFileRoute } from '@tanstack/react-router';
import { NewMessagePage } from '../../../features/message/new-message-page';

export const Route = createFileRoute('/_authed/messages/new')({ component: NewMessagePage });
