import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LoginPage } from '../features/auth/login-page';

/** A path of this app to come back to after sign-in: never another site (`//host`, `/\host`). */
const Redirect = v.pipe(
  v.string(),
  v.startsWith('/'),
  v.check((s) => !/^\/[/\\]/.test(s)),
);

export const Route = createFileRoute('/login')({
  validateSearch: (s): { redirect?: string } => {
    const redirect = v.safeParse(Redirect, s.redirect);
    return redirect.success ? { redirect: redirect.output } : {};
  },
  component: LoginPage,
});
