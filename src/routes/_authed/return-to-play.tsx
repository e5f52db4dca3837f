import { createFileRoute } from '@tanstack/react-router';
import { ReturnToPlayPage } from '../../features/health/return-to-play-page';
import { adminCatalog } from '../../i18n/i18n';

export const Route = createFileRoute('/_authed/return-to-play')({
  loader: adminCatalog,
  component: ReturnToPlayPage,
});
