import { Link as ChakraLink } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** The Páirc logo and name, linking home (the dashboard when signed in). */
export function LogoLink({ signedIn, color = 'white' }: { signedIn: boolean; color?: string }) {
  const { t } = useLingui();
  return (
    <ChakraLink asChild color={color} fontWeight="bold" fontSize="xl" textDecoration="none" flexShrink={0}>
      <Link to={signedIn ? '/user-home' : '/'} aria-label={t`Páirc home`}>
        <img
          src="/icons/icon-192.png"
          alt=""
          width={28}
          height={28}
          style={{ display: 'inline', marginRight: 8, verticalAlign: 'middle' }}
        />
        Páirc
      </Link>
    </ChakraLink>
  );
}
