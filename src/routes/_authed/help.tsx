import { Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { DevicePanel } from '../../components/device-panel';
import { HelpPortal } from '../../features/support/help-portal';
import { adminCatalog } from '../../i18n/i18n';

/** Help: where to ask (the Help Portal), and what this device keeps (storage, offline data, cookie choices). */
function HelpPage() {
  return (
    <Stack gap={6}>
      <Heading as="h1" size="2xl">
        <Trans>Help</Trans>
      </Heading>
      <Text>
        <Trans>
          A question about your membership, your club or Páirc itself?{' '}
          <ChakraLink asChild color="brand.fg" textDecoration="underline">
            <Link to="/contact">Contact us</Link>
          </ChakraLink>{' '}
          and choose the kind of question: it goes to the people who can answer it.
        </Trans>
      </Text>
      <HelpPortal />
      <DevicePanel />
    </Stack>
  );
}

export const Route = createFileRoute('/_authed/help')({ loader: adminCatalog, component: HelpPage });
