import { Box, Heading, Link as ChakraLink, List, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** The full-page error boundary of seed 1 §2. */
export function ErrorPage() {
  return (
    <Box role="alert" maxW="2xl" mx="auto" py={10}>
      <Heading as="h1" size="xl" mb={4}>
        <Trans>Páirc encountered an issue</Trans>
      </Heading>
      <Text mb={3}>
        <Trans>Something went wrong on this page. Our team has been notified.</Trans>
      </Text>
      <Text mb={2}>
        <Trans>
          If it keeps happening, please{' '}
          <ChakraLink asChild>
            <Link to="/contact-form" search={{ query: 'REPORT_ISSUE' }}>
              tell us through the contact form
            </Link>
          </ChakraLink>{' '}
          and choose the query “Report an Issue”. Include:
        </Trans>
      </Text>
      <List.Root ps={6} mb={4}>
        <List.Item>
          <Trans>what you were trying to do;</Trans>
        </List.Item>
        <List.Item>
          <Trans>the page address and the time it happened;</Trans>
        </List.Item>
        <List.Item>
          <Trans>your device and browser.</Trans>
        </List.Item>
      </List.Root>
      <ChakraLink asChild>
        <Link to="/user-home">
          <Trans>Go to your home page</Trans>
        </Link>
      </ChakraLink>
    </Box>
  );
}
