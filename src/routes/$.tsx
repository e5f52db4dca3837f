import { createFileRoute, redirect } from '@tanstack/react-router';
import { NotFoundPage } from '../components/not-found-page';

/**
 * Any path no other route answers (seed 1 §2): a signed-out visitor goes to /login remembering path, query
 * and hash, and comes back there after sign-in; a signed-in user gets a real not-found page.
 */
export const Route = createFileRoute('/$')({
  beforeLoad: ({ context, location }) => {
    if (context.session().status !== 'signedIn') {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
  },
  component: NotFoundPage,
});
