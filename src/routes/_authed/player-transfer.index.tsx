import { createFileRoute } from '@tanstack/react-router';
import { TransfersPage } from '../../features/transfer/transfers-page';
import { adminCatalog } from '../../i18n/i18n';

/** Player transfers (seed 2 §2): my applications, the wizard, and my unit's review queue. */
export const Route = createFileRoute('/_authed/player-transfer/')({
  loader: adminCatalog,
  component: TransfersPage,
});
