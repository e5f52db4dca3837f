import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { saveConsent, useConsent } from './consent';

// The preference panel (a dialog with checkboxes) loads when it is opened, not with every page (issue 49).
const ConsentPreferences = lazy(() => import('./cookie-preferences'));

// Whether the preference panel is open: a tiny store, so the help page and the banner can both open it.
let prefsOpen = false;
const listeners = new Set<() => void>();
function setPrefsOpen(open: boolean) {
  prefsOpen = open;
  for (const l of listeners) l();
}
export const openCookiePreferences = () => setPrefsOpen(true);
const usePrefsOpen = () =>
  useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => prefsOpen,
  );

/** The consent banner (until a choice is made, or 90 days after it) and the preference panel. */
export function CookieConsent() {
  const consent = useConsent();
  const open = usePrefsOpen();
  return (
    <>
      {!consent && !open && (
        <ConsentBanner
          onPreferences={openCookiePreferences}
          onChoose={(all) => saveConsent({ analytics: all, errorReporting: all })}
        />
      )}
      {open && (
        <Suspense fallback={null}>
          <ConsentPreferences onClose={() => setPrefsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The banner itself; the app passes its handlers, the server's document draws it without them and its
 * script answers the `data-consent` buttons (src/public/enhance.ts).
 */
export function ConsentBanner(props: { onPreferences?: () => void; onChoose?: (all: boolean) => void }) {
  const { onPreferences, onChoose } = props;
  const { t } = useLingui();
  return (
    <Box
      as="section"
      aria-label={t`Cookie consent`}
      position="fixed"
      insetX={0}
      bottom={0}
      zIndex="banner"
      bg="bg.panel"
      borderTopWidth="1px"
      boxShadow="lg"
      px={4}
      py={3}
    >
      <Stack maxW="4xl" mx="auto" gap={3} direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }}>
        <Text flex="1" fontSize="sm">
          <Trans>
            Páirc stores what it needs on this device to sign you in and work offline. With your consent it
            may also use optional analytics and error reporting.
          </Trans>
        </Text>
        <HStack gap={2} wrap="wrap">
          <Button size="sm" variant="outline" onClick={onPreferences} data-consent="preferences">
            <Trans>Preferences</Trans>
          </Button>
          <Button size="sm" variant="outline" onClick={() => onChoose?.(false)} data-consent="necessary">
            <Trans>Necessary only</Trans>
          </Button>
          <Button size="sm" colorPalette="brand" onClick={() => onChoose?.(true)} data-consent="all">
            <Trans>Accept all</Trans>
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
