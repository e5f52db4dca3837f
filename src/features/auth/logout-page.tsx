import { Box, Spinner, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { apiSend } from '../../api/client';
import { signOut } from '../../auth/session';

/** /logout: tell the server (DELETE /api/session revokes the refresh tokens), then the provider's end-session. */
export function LogoutPage() {
  const navigate = useNavigate();
  const once = useRef(false);
  useEffect(() => {
    if (once.current) return;
    once.current = true;
    void (async () => {
      await apiSend('DELETE', '/session').catch(() => undefined);
      await signOut().catch(() => undefined);
      await navigate({ to: '/', replace: true });
    })();
  }, [navigate]);
  return (
    <Box textAlign="center" py={16}>
      <Spinner aria-hidden />
      <Text mt={3}>
        <Trans>Signing you out…</Trans>
      </Text>
    </Box>
  );
}
