import { Box, Button, Heading, Spinner, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useSession } from '../../auth/session';
import { getUserManager } from '../../auth/user-manager';

/**
 * Sends the browser to the identity provider (sign-in or sign-up), carrying where to come back to; already
 * signed in → straight there. A failure to start offers Try again. `/login` and `/register` differ only in
 * their title, their waiting text and the extra authorization parameters.
 */
export function ProviderRedirect({
  redirect,
  title,
  waiting,
  params = {},
}: {
  redirect: string | undefined;
  title: ReactNode;
  waiting: ReactNode;
  params?: { prompt?: string; ui_locales?: string };
}) {
  const session = useSession();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const returnTo = redirect ?? '/user-home';
  const { prompt, ui_locales } = params;

  const start = useCallback(() => {
    getUserManager()
      .then((um) => um.signinRedirect({ state: { returnTo }, prompt, ui_locales }))
      .catch(() => setFailed(true));
  }, [returnTo, prompt, ui_locales]);

  useEffect(() => {
    if (session.status === 'signedIn') void navigate({ href: returnTo, replace: true });
    else if (session.status === 'signedOut') start();
  }, [session.status, navigate, returnTo, start]);

  return (
    <Box textAlign="center" py={16}>
      <Heading as="h1" size="lg" mb={4}>
        {title}
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
          <Text mt={3}>{waiting}</Text>
        </>
      )}
    </Box>
  );
}
