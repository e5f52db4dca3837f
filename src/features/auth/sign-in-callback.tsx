import { Box, Link as ChakraLink, Spinner, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ensureSyncStarted } from '../../app/start-sync';
import { rememberReturnTo } from '../../auth/return-to';
import { applyUser } from '../../auth/session';
import { getUserManager } from '../../auth/user-manager';
import { activateLocale } from '../../i18n/i18n';

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
        ensureSyncStarted();
        const state = user.state as { returnTo?: string } | undefined;
        const completing = session.profile === 'missing' || session.profile === 'incomplete';
        // Profile completion first; it then goes on to the remembered path (seed 1 §4).
        if (completing) rememberReturnTo(state?.returnTo);
        const target = completing ? '/user-profile' : (state?.returnTo ?? '/user-home');
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
