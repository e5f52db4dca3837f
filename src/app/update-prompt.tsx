import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/**
 * "A new version is available — reload" (seed issue 3, PWA): shown when workbox-window reports a waiting
 * service worker; Reload activates it and reloads once it controls the page.
 */
export function UpdatePrompt() {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
    let off: (() => void) | undefined;
    let live = true;
    void import('./register-sw').then((m) => {
      if (live) off = m.onUpdateAvailable(() => setAvailable(true));
    });
    return () => {
      live = false;
      off?.();
    };
  }, []);
  if (!available) return null;
  return (
    <Box role="status" bg="brand.700" color="white" px={4} py={2} data-testid="update-prompt">
      <HStack justify="center" gap={4} wrap="wrap">
        <Text fontSize="sm">
          <Trans>A new version of Páirc is available.</Trans>
        </Text>
        <Button
          size="xs"
          bg="white"
          color="brand.700"
          onClick={() => void import('./register-sw').then((m) => m.applyUpdate())}
        >
          <Trans>Reload</Trans>
        </Button>
      </HStack>
    </Box>
  );
}
