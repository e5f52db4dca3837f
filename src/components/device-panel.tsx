import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { requestPersistence, storagePersistence, type Persistence } from '../lib/storage-persistence';
import { openCookiePreferences } from './cookie-consent';
import { LanguageSwitch } from './language-switch';

/** "This device": whether offline data is kept (persistent storage), the language and cookie choices. */
export function DevicePanel() {
  const [persistence, setPersistence] = useState<Persistence | null>(null);
  useEffect(() => {
    let live = true;
    void storagePersistence().then((p) => live && setPersistence(p));
    return () => {
      live = false;
    };
  }, []);
  return (
    <Box as="section" aria-labelledby="device-heading" borderWidth="1px" borderRadius="md" p={4}>
      <Heading as="h2" size="md" id="device-heading" mb={3}>
        <Trans>This device</Trans>
      </Heading>
      <Stack gap={3}>
        <Text data-testid="storage-persistence">
          {persistence === 'persistent' && <Trans>Storage on this device: persistent</Trans>}
          {persistence === 'best-effort' && <Trans>Storage on this device: may be cleared</Trans>}
          {persistence === 'unsupported' && (
            <Trans>Storage on this device: not reported by this browser</Trans>
          )}
        </Text>
        {persistence === 'best-effort' && (
          <Text fontSize="sm" color="fg.muted">
            <Trans>
              The browser may clear saved data when the device runs short of space. Installing Páirc on the
              home screen usually makes it persistent.
            </Trans>
          </Text>
        )}
        <HStack gap={3} wrap="wrap">
          {persistence === 'best-effort' && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => void requestPersistence().then(setPersistence)}
            >
              <Trans>Ask to keep data</Trans>
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={openCookiePreferences}>
            <Trans>Cookie preferences</Trans>
          </Button>
          <LanguageSwitch />
        </HStack>
      </Stack>
    </Box>
  );
}
