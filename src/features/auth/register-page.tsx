import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { ProviderRedirect } from './provider-redirect';

const route = getRouteApi('/register');

/**
 * /register (seed 1 §2): starts sign-up at the configured issuer with `prompt=create` (OpenID Connect Prompt
 * Create 1.0, which the embedded provider and Keycloak both understand), carrying where to come back to, and
 * asks for the form in the app's language (ui_locales: both honour it). Already signed in → straight there.
 */
export function RegisterPage() {
  const { redirect } = route.useSearch();
  const { i18n } = useLingui();
  return (
    <ProviderRedirect
      redirect={redirect}
      title={<Trans>Register</Trans>}
      waiting={<Trans>Taking you to registration…</Trans>}
      params={{ prompt: 'create', ui_locales: i18n.locale }}
    />
  );
}
