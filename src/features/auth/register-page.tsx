import { Box, Button, Heading, Spinner, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../auth/session';
import { getUserManager } from '../../auth/user-manager';

const route = getRouteApi('/register');

/**
 * /register (seed 1 §2): starts sign-up at the configured issuer with `prompt=create` (OpenID Connect Prompt
 * Create 1.0, which the embedded provider and Keycloak both understand), carrying where to come back to.
 * Already signed in → straight there.
 */
export function RegisterPage() {
  const { redirect } = route.useSearch();
  const session = useSession();
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const [failed, setFailed] = useState(false);
  const returnTo = redirect ?? '/user-home';
  const locale = i18n.locale;

  const start = useCallback(() => {
    getUserManager()
      // The form in the app's language (ui_locales: the embedded provider and Keycloak both honour it).
      .then((um) => um.signinRedirect({ state: { returnTo }, prompt: 'create', ui_locales: locale }))
      .catch(() => setFailed(true));
  }, [returnTo, locale]);

  useEffect(() => {
    if (session.status === 'signedIn') void navigate({ href: returnTo, replace: true });
    else if (session.status === 'signedOut') start();
  }, [session.status, navigate, returnTo, start]);

  return (
    <Box textAlign="center" py={16}>
      <Heading as="h1" size="lg" mb={4}>
        <Trans>Register</Trans>
      </Heading>
      {failed ? (
        <>
          <Text role="alert" mb={4}>
            <Trans>unable to initialize authentication flow</Trans>
          </Text>
          <Button
            colorPalette="brand"
            onClick={() => {
              setFailed(false);
              start();
            }}
          >
            <Trans>Try again</Trans>
          </Button>
        </>
      ) : (
        <>
          <Spinner aria-hidden />
          <Text mt={3}>
            <Trans>Taking you to registration…</Trans>
          </Text>
        </>
      )}
    </Box>
  );
}
