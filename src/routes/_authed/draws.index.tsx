import { Stack } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { DrawList } from '../../features/draw/admin/draw-list';
import { DrawsPage } from '../../features/draw/draws-page';
import { drawCatalog } from '../../i18n/i18n';

function DrawsRoute() {
  return (
    <Stack gap={8}>
      <DrawsPage />
      <DrawList />
    </Stack>
  );
}

/** The draw officer's paper sales, offline first, and the draws they handle (seed 2 §2 Draws). */
export const Route = createFileRoute('/_authed/draws/')({ loader: drawCatalog, component: DrawsRoute });
