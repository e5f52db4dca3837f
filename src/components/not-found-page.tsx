import { Box, Heading, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** A path no page answers, for a signed-in user (a signed-out visitor is sent to sign in instead: seed 1 §2). */
export function NotFoundPage() {
  return (
    <Box maxW="2xl" mx="auto" py={10} data-testid="not-found">
      <Heading as="h1" size="xl" mb={4}>
        <Trans>Page not found</Trans>
      </Heading>
      <Text mb={4}>
        <Trans>
          There is no page at this address. Check the address, or start again from your home page.
        </Trans>
      </Text>
      <ChakraLink asChild>
        <Link to="/user-home">
          <Trans>Go to your home page</Trans>
        </Link>
      </ChakraLink>
    </Box>
  );
}
