import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { RegisterPage } from '../features/auth/register-page';

const Search = v.object({ redirect: v.optional(v.pipe(v.string(), v.startsWith('/'))) });

export const Route = createFileRoute('/register')({
  validateSearch: (s) =>
    v.parse(Search, { redirect: typeof s.redirect === 'string' ? s.redirect : undefined }),
  component: RegisterPage,
});
