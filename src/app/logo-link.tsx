import { Link as ChakraLink } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { AppLink } from '../public/app-link';

/** The Páirc logo and name, linking home (the dashboard when signed in). */
export function LogoLink({ signedIn, color = 'white' }: { signedIn: boolean; color?: string }) {
  const { t } = useLingui();
  return (
    <ChakraLink asChild color={color} fontWeight="bold" fontSize="xl" textDecoration="none" flexShrink={0}>
      <AppLink href={signedIn ? '/user-home' : '/'} aria-label={t`Páirc home`}>
        <img
          src="/icons/icon-192.png"
          alt=""
          width={28}
          height={28}
          style={{ display: 'inline', marginRight: 8, verticalAlign: 'middle' }}
        />
        Páirc
      </AppLink>
    </ChakraLink>
  );
}
