import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LoginPage } from '../features/auth/login-page';

const Search = v.object({ redirect: v.optional(v.pipe(v.string(), v.startsWith('/'))) });

export const Route = createFileRoute('/login')({
  validateSearch: (s) =>
    v.parse(Search, { redirect: typeof s.redirect === 'string' ? s.redirect : undefined }),
  component: LoginPage,
});
