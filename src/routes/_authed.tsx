import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { rememberReturnTo } from '../auth/return-to';

/**
 * Signed-in routes: a signed-out visit goes to /login remembering path, query and hash (seed 1 §2); an
 * account whose profile is missing, invited or pending completes it first, then comes back (seed 1 §4).
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ context, location, preload }) => {
    const session = context.session();
    if (session.status !== 'signedIn') {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
    const completing = session.profile === 'missing' || session.profile === 'incomplete';
    if (completing && location.pathname !== '/user-profile' && location.pathname !== '/user-profile/') {
      // Not for a link the pointer merely hovers (preloading runs this too).
      if (!preload) rememberReturnTo(location.href);
      throw redirect({ to: '/user-profile' });
    }
  },
  component: Outlet,
});
