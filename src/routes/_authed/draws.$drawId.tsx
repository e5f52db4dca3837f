import { createFileRoute } from '@tanstack/react-router';
import { DrawAdminPage } from '../../features/draw/admin/draw-admin-page';
import { drawCatalog } from '../../i18n/i18n';

function DrawAdminRoute() {
  const { drawId } = Route.useParams();
  return <DrawAdminPage drawId={drawId} />;
}

/** A draw's admin screen (seed 2 §2 Draws): allocation, participation, tickets, declaration, refunds. */
export const Route = createFileRoute('/_authed/draws/$drawId')({
  loader: drawCatalog,
  component: DrawAdminRoute,
});
