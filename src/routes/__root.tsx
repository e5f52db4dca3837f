import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { Session } from '../auth/session';
import { AppFrame } from '../app/app-frame';
import { ErrorPage } from '../components/error-page';
import { NotFoundPage } from '../components/not-found-page';

export interface RouterContext {
  session: () => Session;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppFrame>
      <Outlet />
    </AppFrame>
  ),
  errorComponent: ErrorPage,
  notFoundComponent: NotFoundPage,
});
