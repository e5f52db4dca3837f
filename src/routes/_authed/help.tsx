import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { DevicePanel } from '../../components/device-panel';
import { TitledPage } from '../../components/titled-page';

function HelpPage() {
  const { t } = useLingui();
  return (
    <Stack gap={6}>
      <TitledPage title={t`Help`} />
      <DevicePanel />
    </Stack>
  );
}

export const Route = createFileRoute('/_authed/help')({ component: HelpPage });
