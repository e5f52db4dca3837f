import { Box, Button, Flex, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { AppLink } from '../public/app-link';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useSession } from '../auth/session';
import { AlertRegion } from '../components/alert-region';
import { showAlert } from '../components/alerts';
import { CookieConsent, openCookiePreferences } from '../components/cookie-consent';
import { usernameProblems } from '../components/username-rules';
import { OfflineBanner } from './offline-banner';
import { pageTitle } from './page-title';
import { MobileNav } from './mobile-nav';
import { DRAWER_WIDTH, SideDrawer, SignedInBar } from './signed-in-shell';
import { SignedOutBar } from './signed-out-bar';
import { UpdatePrompt } from './update-prompt';

// The username prompt (a dialog) loads only for a username that needs it (issue 49: the first route's JS).
const UsernamePrompt = lazy(() =>
  import('../components/username-prompt').then((m) => ({ default: m.UsernamePrompt })),
);

function UsernamePromptWhenNeeded() {
  const session = useSession();
  const username = session.person?.username ?? session.identity?.preferred_username ?? '';
  if (session.status !== 'signedIn' || usernameProblems(username).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <UsernamePrompt />
    </Suspense>
  );
}

const FOOTER_PATHS = /^\/(home|search|organization\/.*|competition\/.*)?$/;

export const showsFooter = (pathname: string) => FOOTER_PATHS.test(pathname);
export const hidesChrome = (search: Record<string, unknown>) =>
  search.hideChrome === true || search.hideChrome === 'true';

/** The public pages' footer; the server's document draws it too (its script opens the preferences). */
export function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" px={4} py={4} fontSize="sm" color="fg.muted">
      <HStack maxW="6xl" mx="auto" justify="space-between" wrap="wrap">
        <Text>
          <Trans>Páirc — for the GAA, LGFA, Camogie, Handball and Rounders</Trans>
        </Text>
        <HStack gap={4}>
          <Button
            variant="plain"
            size="sm"
            p={0}
            h="auto"
            textDecoration="underline"
            onClick={openCookiePreferences}
            data-cookie-preferences
          >
            <Trans>Cookie preferences</Trans>
          </Button>
          <ChakraLink asChild>
            <AppLink href="/contact-form">
              <Trans>Contact support</Trans>
            </AppLink>
          </ChakraLink>
        </HStack>
      </HStack>
    </Box>
  );
}

/**
 * The frame around every page (seed 1 §2 Layout): the signed-in shell or the signed-out bar, the offline
 * banner, the update prompt, alerts, cookie consent and the username prompt; `hideChrome=true` leaves only
 * the page (and its alerts). The footer shows on /, /home, /search, /organization/* and
 * /competition/* only.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const location = useRouterState({ select: (s) => s.location });
  const session = useSession();
  const { i18n } = useLingui();
  const title = pageTitle(location.pathname);
  const titleText = title ? i18n._(title) : null;
  useEffect(() => {
    document.title = titleText ? [titleText, 'Páirc'].join(' · ') : 'Páirc';
  }, [titleText]);
  // Sign-in failures (seed 1 §4 "any failure shows the authentication-failure error") become an alert.
  const sessionError = session.error;
  useEffect(() => {
    if (sessionError) showAlert('error', i18n._(sessionError));
  }, [sessionError, i18n]);

  const chrome = !hidesChrome(location.search);
  const footer = chrome && showsFooter(location.pathname);
  const signedIn = session.status === 'signedIn';
  const withDrawer = chrome && signedIn;
  // One tree for every state: the page keeps its place when the session changes under it (the sign-in
  // callback and the logout page must not remount and run twice).
  return (
    <>
      {withDrawer && <SideDrawer />}
      <Flex
        direction="column"
        minH="100dvh"
        ms={{ base: 0, md: withDrawer ? DRAWER_WIDTH : 0 }}
        pb={{ base: withDrawer ? '64px' : 0, md: 0 }}
      >
        {chrome && (signedIn ? <SignedInBar title={title} /> : <SignedOutBar />)}
        {chrome && <OfflineBanner />}
        {chrome && <UpdatePrompt />}
        <Box
          as="main"
          flex="1"
          // Where a footer follows, it starts below the fold: pages that load their content (search, club)
          // would otherwise push a visible footer down as they fill (layout shift).
          minH={footer ? '100dvh' : undefined}
          px={chrome ? 4 : 0}
          py={chrome ? 6 : 0}
          maxW={chrome ? '6xl' : 'none'}
          mx="auto"
          w="full"
        >
          {children}
        </Box>
        {footer && <Footer />}
      </Flex>
      {withDrawer && <MobileNav />}
      <AlertRegion />
      {chrome && <CookieConsent />}
      {withDrawer && <UsernamePromptWhenNeeded />}
    </>
  );
}
