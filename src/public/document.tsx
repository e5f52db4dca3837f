/**
 * The frame of a public page the server sends as a document (landing, search, club page): the signed-out
 * bar, the page, the footer, the cookie banner (shown by the script when no choice is stored) and a native
 * preference dialog. The same components as the app's frame; no handlers: src/public/enhance.ts answers the
 * `data-*` hooks.
 */
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Footer } from '../app/app-frame';
import { SignedOutBarView } from '../app/signed-out-bar';
import { ConsentBanner } from '../components/cookie-consent';
import { LanguageSwitch } from '../components/language-switch';

function PreferencesDialog() {
  const { t } = useLingui();
  return (
    <Box
      as="dialog"
      data-cookie-dialog
      data-testid="cookie-preferences"
      aria-labelledby="cookie-preferences-title"
      p={6}
      borderRadius="md"
      maxW="md"
      w="full"
      bg="bg.panel"
      color="fg"
      css={{ '&::backdrop': { background: 'rgba(0,0,0,0.4)' } }}
    >
      <form method="dialog">
        <Stack gap={4}>
          <Heading as="h2" size="md" id="cookie-preferences-title">
            {t`Cookie preferences`}
          </Heading>
          <Text>
            <Trans>Necessary storage (sign-in, language, offline data) is always on.</Trans>
          </Text>
          <label>
            <input type="checkbox" name="analytics" />{' '}
            <Trans>Analytics: anonymous usage figures that help us improve Páirc</Trans>
          </label>
          <label>
            <input type="checkbox" name="errorReporting" />{' '}
            <Trans>Error reporting: details of crashes, so we can fix them</Trans>
          </label>
          <Text fontSize="sm" color="fg.muted">
            <Trans>Your choice is kept on this device for 90 days.</Trans>
          </Text>
          <Button type="submit" colorPalette="brand" alignSelf="flex-end" data-consent="save">
            <Trans>Save preferences</Trans>
          </Button>
        </Stack>
      </form>
    </Box>
  );
}

export function DocumentFrame({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <>
      <Flex direction="column" minH="100dvh">
        <SignedOutBarView pathname={pathname} languageSwitch={<LanguageSwitch />} />
        <Box as="main" flex="1" minH="100dvh" px={4} py={6} maxW="6xl" mx="auto" w="full">
          {children}
        </Box>
        <Footer />
      </Flex>
      <div hidden data-consent-banner>
        <ConsentBanner />
      </div>
      <PreferencesDialog />
    </>
  );
}
