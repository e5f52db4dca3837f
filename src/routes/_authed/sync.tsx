import { createFileRoute } from '@tanstack/react-router';
import { SyncPage } from '../../features/sync/sync-page';

export const Route = createFileRoute('/_authed/sync')({ component: SyncPage });
