import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';

/** Signed-in routes: a signed-out visit goes to /login remembering path, query and hash (seed 1 §2). */
export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ context, location }) => {
    if (context.session().status !== 'signedIn') {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
  },
  component: Outlet,
});
