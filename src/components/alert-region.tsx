import { Alert, Box, CloseButton, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { dismissAlert, useAlertList } from './alerts';

/** Renders the alert store bottom centre, above the mobile navigation bar; announced to screen readers. */
export function AlertRegion() {
  const alerts = useAlertList();
  const { t } = useLingui();
  return (
    <Box
      position="fixed"
      insetX={0}
      bottom={{ base: '84px', md: 6 }}
      zIndex="toast"
      pointerEvents="none"
      px={4}
      aria-live="polite"
    >
      <Stack maxW="md" mx="auto" gap={2}>
        {alerts.map((a) => (
          <Alert.Root
            key={a.id}
            status={a.kind}
            variant="solid"
            pointerEvents="auto"
            boxShadow="lg"
            role={a.kind === 'error' ? 'alert' : 'status'}
            data-testid={`alert-${a.kind}`}
          >
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{a.title}</Alert.Title>
              {a.description && <Alert.Description>{a.description}</Alert.Description>}
            </Alert.Content>
            <CloseButton
              size="sm"
              color="inherit"
              aria-label={t`Dismiss`}
              onClick={() => dismissAlert(a.id)}
            />
          </Alert.Root>
        ))}
      </Stack>
    </Box>
  );
}
