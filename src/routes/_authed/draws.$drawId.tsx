import { createFileRoute } from '@tanstack/react-router';
import { DrawAdminPage } from '../../features/draw/admin/draw-admin-page';

function DrawAdminRoute() {
  const { drawId } = Route.useParams();
  return <DrawAdminPage drawId={drawId} />;
}

/** A draw's admin screen (seed 2 §2 Draws): allocation, participation, tickets, declaration, refunds. */
export const Route = createFileRoute('/_authed/draws/$drawId')({ component: DrawAdminRoute });
