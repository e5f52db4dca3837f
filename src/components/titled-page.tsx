import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** A titled page for a route whose feature has not landed yet: says so plainly instead of a blank screen. */
export function TitledPage({ title }: { title: string }) {
  return (
    <Stack gap={3}>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">
        <Trans>This part of Páirc is on its way.</Trans>
      </Text>
    </Stack>
  );
}
