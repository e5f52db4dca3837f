import { createFileRoute } from '@tanstack/react-router';
import { TransferViewPage } from '../../features/transfer/transfer-view';
import { adminCatalog } from '../../i18n/i18n';

function TransferRoute() {
  const { transferId } = Route.useParams();
  return <TransferViewPage transferId={transferId} />;
}

/** One player transfer application: details, approval chain, documents, actions. */
export const Route = createFileRoute('/_authed/player-transfer/$transferId')({
  loader: adminCatalog,
  component: TransferRoute,
});
