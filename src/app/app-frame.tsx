import { Box, Button, Flex, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession } from '../auth/session';
import { LanguageSwitch } from '../components/language-switch';

const FOOTER_PATHS = /^\/(home|search|organization\/.*)?$/;

/** The frame around every page: top bar, content, and the footer on the public pages only (seed 1 §2). */
export function AppFrame({ children }: { children: ReactNode }) {
  const location = useRouterState({ select: (s) => s.location });
  const session = useSession();
  const { t } = useLingui();
  const hideChrome =
    (location.search as Record<string, unknown>).hideChrome === true ||
    (location.search as Record<string, unknown>).hideChrome === 'true';
  if (hideChrome) return <Box as="main">{children}</Box>;
  const showFooter = FOOTER_PATHS.test(location.pathname);
  return (
    <Flex direction="column" minH="100dvh">
      <Box as="header" bg="brand.500" color="white" px={4} py={2}>
        <HStack justify="space-between" maxW="6xl" mx="auto">
          <ChakraLink asChild color="white" fontWeight="bold" fontSize="xl">
            <Link to={session.status === 'signedIn' ? '/user-home' : '/'} aria-label={t`Páirc home`}>
              <img
                src="/icons/icon-192.png"
                alt=""
                width={28}
                height={28}
                style={{ display: 'inline', marginRight: 8, verticalAlign: 'middle' }}
              />
              Páirc
            </Link>
          </ChakraLink>
          <HStack gap={3}>
            <LanguageSwitch />
            {session.status === 'signedIn' ? (
              <>
                <Text display={{ base: 'none', md: 'block' }} data-testid="user-name">
                  {session.person
                    ? `${session.person.givenName} ${session.person.familyName}`
                    : session.identity?.preferred_username}
                </Text>
                <Button
                  asChild
                  size="sm"
                  variant="outline"
                  color="white"
                  borderColor="whiteAlpha.700"
                  _hover={{ bg: 'brand.600' }}
                >
                  <Link to="/logout">
                    <Trans>Log out</Trans>
                  </Link>
                </Button>
              </>
            ) : (
              <Button asChild size="sm" bg="white" color="brand.700">
                <Link to="/login">
                  <Trans>Log in</Trans>
                </Link>
              </Button>
            )}
          </HStack>
        </HStack>
      </Box>
      <Box as="main" flex="1" px={4} py={6} maxW="6xl" mx="auto" w="full">
        {children}
      </Box>
      {showFooter && (
        <Box as="footer" borderTopWidth="1px" px={4} py={4} fontSize="sm" color="fg.muted">
          <HStack maxW="6xl" mx="auto" justify="space-between" wrap="wrap">
            <Text>
              <Trans>Páirc — for the GAA, LGFA, Camogie, Handball and Rounders</Trans>
            </Text>
            <ChakraLink asChild>
              <Link to="/contact-form">
                <Trans>Contact support</Trans>
              </Link>
            </ChakraLink>
          </HStack>
        </Box>
      )}
    </Flex>
  );
}
