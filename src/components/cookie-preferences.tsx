import { Button, Checkbox, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AppDialog } from './app-dialog';
import { readConsent, saveConsent } from './consent';

/** The cookie preference panel (cookie-consent.tsx opens it): optional analytics and error reporting. */
export default function ConsentPreferences({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const [choice, setChoice] = useState(() => {
    const c = readConsent();
    return { analytics: c?.analytics ?? false, errorReporting: c?.errorReporting ?? false };
  });
  return (
    <AppDialog
      open
      onClose={onClose}
      title={t`Cookie preferences`}
      testId="cookie-preferences"
      footer={
        <Button
          colorPalette="brand"
          onClick={() => {
            saveConsent(choice);
            onClose();
          }}
        >
          <Trans>Save preferences</Trans>
        </Button>
      }
    >
      <Stack gap={4}>
        <Text>
          <Trans>Necessary storage (sign-in, language, offline data) is always on.</Trans>
        </Text>
        <Checkbox.Root
          checked={choice.analytics}
          onCheckedChange={(e) => setChoice((c) => ({ ...c, analytics: e.checked === true }))}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <Trans>Analytics: anonymous usage figures that help us improve Páirc</Trans>
          </Checkbox.Label>
        </Checkbox.Root>
        <Checkbox.Root
          checked={choice.errorReporting}
          onCheckedChange={(e) => setChoice((c) => ({ ...c, errorReporting: e.checked === true }))}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <Trans>Error reporting: details of crashes, so we can fix them</Trans>
          </Checkbox.Label>
        </Checkbox.Root>
        <Text fontSize="sm" color="fg.muted">
          <Trans>Your choice is kept on this device for 90 days.</Trans>
        </Text>
      </Stack>
    </AppDialog>
  );
}
