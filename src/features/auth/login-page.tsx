import { Trans } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { ProviderRedirect } from './provider-redirect';

const route = getRouteApi('/login');

/** Starts sign-in at the provider, carrying where to come back to. Already signed in → straight there. */
export function LoginPage() {
  const { redirect } = route.useSearch();
  return (
    <ProviderRedirect
      redirect={redirect}
      title={<Trans>Log in</Trans>}
      waiting={<Trans>Taking you to sign in…</Trans>}
    />
  );
}
