import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession } from '../../../auth/session';

/** Game management is reachable signed out; the referee's fixtures need the referee to sign in. */
export function SignInFirst({ children }: { children: ReactNode }) {
  const session = useSession();
  const href = useRouterState({ select: (s) => s.location.href });
  if (session.status === 'signedIn') return <>{children}</>;
  return (
    <Stack gap={4} maxW="lg">
      <Heading as="h1" size="2xl">
        <Trans>Game management</Trans>
      </Heading>
      <Text>
        <Trans>Referees: sign in to see your fixtures and enter scores, with or without signal.</Trans>
      </Text>
      <Button asChild colorPalette="brand" alignSelf="start">
        <Link to="/login" search={{ redirect: href }}>
          <Trans>Log in</Trans>
        </Link>
      </Button>
    </Stack>
  );
}
