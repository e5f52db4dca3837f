import { Box, Button, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { formatMoney } from '../../../domain/lib/money';
import type { PublicPackage, PublicPackagePage } from '../../../domain/membership/public-package';
import { publicGet } from '../../api/client';
import { useSession } from '../../auth/session';

/** A club lists a handful of packages; one page of this many is all the block shows. */
const PACKAGES_SHOWN = 20;

/** Where a package's Register button leads once signed in: the membership registration (then basket, checkout). */
export function registrationPath(orgId: string, packageId: string): string {
  return `/clubs/${encodeURIComponent(orgId)}/membership-packages/${encodeURIComponent(packageId)}/register`;
}

function RegisterButton({ orgId, pkg }: { orgId: string; pkg: PublicPackage }) {
  const { t } = useLingui();
  const session = useSession();
  const label = t`Register for ${pkg.name}`;
  if (session.status === 'signedIn') {
    return (
      <Button asChild colorPalette="brand" size="sm" alignSelf="flex-start">
        <Link
          to="/clubs/$orgId/membership-packages/$packageId/register"
          params={{ orgId, packageId: pkg.id }}
          aria-label={label}
        >
          <Trans>Register</Trans>
        </Link>
      </Button>
    );
  }
  // Signed out: sign in (or create an account) first; both come back to the registration.
  const redirect = registrationPath(orgId, pkg.id);
  return (
    <HStack gap={4} wrap="wrap">
      <Button asChild colorPalette="brand" size="sm">
        <Link to="/login" search={{ redirect }} aria-label={label}>
          <Trans>Register</Trans>
        </Link>
      </Button>
      <ChakraLink href={`/register?redirect=${encodeURIComponent(redirect)}`} fontSize="sm">
        <Trans>New to Páirc? Create an account</Trans>
      </ChakraLink>
    </HStack>
  );
}

function PackageCard({ orgId, pkg }: { orgId: string; pkg: PublicPackage }) {
  const { i18n } = useLingui();
  const headingId = `package-${pkg.id}`;
  return (
    <Stack
      as="li"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="md"
      p={3}
      gap={2}
      data-testid={headingId}
    >
      <Heading as="h3" size="sm" id={headingId}>
        {pkg.name}{' '}
        <Text as="span" color="fg.muted" fontWeight="normal">
          <Trans>(season {pkg.season})</Trans>
        </Text>
      </Heading>
      {pkg.description && <Text>{pkg.description}</Text>}
      <Stack as="ul" gap={0} ps={4} listStyleType="disc">
        {pkg.options.map((o) => (
          <li key={o.id}>
            {o.name}: {formatMoney(o.price, o.priceCurrency, i18n.locale)}
          </li>
        ))}
      </Stack>
      <RegisterButton orgId={orgId} pkg={pkg} />
    </Stack>
  );
}

/**
 * The public club page's membership packages block (seed 1 §2): the club's packages on sale, each with a
 * Register button. Shown only when the club has some; a failed request hides it like an empty list.
 */
export function ClubPackages({ orgId }: { orgId: string }) {
  const [loaded, setLoaded] = useState<{ orgId: string; packages: PublicPackage[] } | null>(null);
  useEffect(() => {
    let live = true;
    publicGet<PublicPackagePage>(
      `/v1/organization/${encodeURIComponent(orgId)}/package?size=${PACKAGES_SHOWN}`,
    )
      .then((r) => live && setLoaded({ orgId, packages: r._embedded.packages }))
      .catch(() => live && setLoaded({ orgId, packages: [] }));
    return () => {
      live = false;
    };
  }, [orgId]);
  const packages = loaded?.orgId === orgId ? loaded.packages : [];
  if (packages.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="club-packages" data-testid="club-packages">
      <Heading as="h2" size="md" mb={2} id="club-packages">
        <Trans>Membership packages</Trans>
      </Heading>
      <Stack as="ul" gap={3} listStyleType="none">
        {packages.map((p) => (
          <PackageCard key={p.id} orgId={orgId} pkg={p} />
        ))}
      </Stack>
    </Box>
  );
}
