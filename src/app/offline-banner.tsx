import { Box, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useOnline } from '../lib/use-online';

/** Shown while the network is gone, in every layout of the shell. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Box
      role="status"
      bg="orange.100"
      color="orange.950"
      px={4}
      py={2}
      textAlign="center"
      data-testid="offline-banner"
    >
      <Text fontSize="sm" fontWeight="medium">
        <Trans>You are offline. Páirc is showing what is saved on this device.</Trans>
      </Text>
    </Box>
  );
}
