import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ResetPasswordPage } from '../features/auth/reset-password-page';

const Search = v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(200)), '') });

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token} />;
}

export const Route = createFileRoute('/reset-password')({
  validateSearch: (s) => v.parse(Search, { token: typeof s.token === 'string' ? s.token : undefined }),
  component: ResetPasswordRoute,
});
