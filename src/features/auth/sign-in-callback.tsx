import { Box, Link as ChakraLink, Spinner, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { applyUser } from '../../auth/session';
import { getUserManager } from '../../auth/user-manager';
import { activateLocale } from '../../i18n/i18n';
import { requestPersistence } from '../../lib/storage-persistence';

/** Completes the code + PKCE exchange, loads the profile, applies the language, returns to the saved path. */
export function SignInCallback() {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const once = useRef(false);
  useEffect(() => {
    if (once.current) return;
    once.current = true;
    void (async () => {
      try {
        const um = await getUserManager();
        const user = await um.signinRedirectCallback();
        const session = await applyUser(user);
        const lang = session.person?.preferredLanguage ?? session.identity?.preferredLanguage;
        if (lang === 'ga' || lang === 'en') await activateLocale(lang);
        void requestPersistence();
        const state = user.state as { returnTo?: string } | undefined;
        const target =
          session.profile === 'missing' || session.profile === 'incomplete'
            ? '/user-profile'
            : (state?.returnTo ?? '/user-home');
        await navigate({ href: target, replace: true });
      } catch {
        setFailed(true);
      }
    })();
  }, [navigate]);
  return (
    <Box textAlign="center" py={16}>
      {failed ? (
        <Text role="alert">
          <Trans>unable to authenticate user</Trans>{' '}
          <ChakraLink asChild>
            <Link to="/login">
              <Trans>Try again</Trans>
            </Link>
          </ChakraLink>
        </Text>
      ) : (
        <>
          <Spinner aria-hidden />
          <Text mt={3}>
            <Trans>Signing you in…</Trans>
          </Text>
        </>
      )}
    </Box>
  );
}
