import { Box, Button, Heading, HStack, Spinner, Text } from '@chakra-ui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiSend } from '../../api/client';
import { signOut } from '../../auth/session';
import { currentUser } from '../../auth/tokens';
import { stopSync } from '../../app/start-sync';
import { clearDeviceData, unsentCount } from '../../offline/device-data';

/**
 * /logout: tell the server (DELETE /api/session revokes the refresh tokens), clear this device's data, then
 * the provider's end-session. Unsent changes are never cleared without asking.
 */
export function LogoutPage() {
  const navigate = useNavigate();
  const once = useRef(false);
  const [unsent, setUnsent] = useState<number | null>(null);

  const finish = useCallback(
    async (discardUnsent: boolean) => {
      stopSync();
      // The ID token is needed for the provider's end-session after the device's data is cleared.
      const idToken = (await currentUser().catch(() => null))?.id_token;
      await apiSend('DELETE', '/session').catch(() => undefined);
      await clearDeviceData({ discardUnsent }).catch(() => undefined);
      await signOut(idToken).catch(() => undefined);
      await navigate({ to: '/', replace: true });
    },
    [navigate],
  );

  useEffect(() => {
    if (once.current) return;
    once.current = true;
    void unsentCount().then((n) => (n > 0 ? setUnsent(n) : finish(false)));
  }, [finish]);

  if (unsent) {
    return (
      <Box maxW="lg" mx="auto" py={10} role="alertdialog" aria-labelledby="unsent-title">
        <Heading as="h1" size="lg" id="unsent-title" mb={3}>
          <Plural value={unsent} one="# change is not sent yet" other="# changes are not sent yet" />
        </Heading>
        <Text mb={4}>
          <Trans>
            If you sign out now and keep them, they stay on this device and are sent when you sign in again.
          </Trans>
        </Text>
        <HStack wrap="wrap">
          <Button asChild colorPalette="brand">
            <Link to="/sync">
              <Trans>Stay signed in</Trans>
            </Link>
          </Button>
          <Button variant="outline" onClick={() => void finish(false)}>
            <Trans>Sign out and keep them</Trans>
          </Button>
          <Button variant="ghost" colorPalette="red" onClick={() => void finish(true)}>
            <Trans>Sign out and discard them</Trans>
          </Button>
        </HStack>
      </Box>
    );
  }
  return (
    <Box textAlign="center" py={16}>
      <Spinner aria-hidden />
      <Text mt={3}>
        <Trans>Signing you out…</Trans>
      </Text>
    </Box>
  );
}
