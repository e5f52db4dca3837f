import { Box, Button, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../../domain/lib/money';
import type { PublicPackage } from '../../../domain/membership/public-package';
import { AppLink } from '../../public/app-link';

/** Where a package's Register button leads once signed in: the membership registration (then basket, checkout). */
export function registrationPath(orgId: string, packageId: string): string {
  return `/clubs/${encodeURIComponent(orgId)}/membership-packages/${encodeURIComponent(packageId)}/register`;
}

function RegisterButton({ orgId, pkg, signedIn }: { orgId: string; pkg: PublicPackage; signedIn: boolean }) {
  const { t } = useLingui();
  const label = t`Register for ${pkg.name}`;
  const redirect = registrationPath(orgId, pkg.id);
  if (signedIn) {
    return (
      <Button asChild colorPalette="brand" size="sm" alignSelf="flex-start">
        <AppLink href={redirect} aria-label={label}>
          <Trans>Register</Trans>
        </AppLink>
      </Button>
    );
  }
  // Signed out: sign in (or create an account) first; both come back to the registration.
  return (
    <HStack gap={4} wrap="wrap">
      <Button asChild colorPalette="brand" size="sm">
        <AppLink href={`/login?redirect=${encodeURIComponent(redirect)}`} aria-label={label}>
          <Trans>Register</Trans>
        </AppLink>
      </Button>
      <ChakraLink href={`/register?redirect=${encodeURIComponent(redirect)}`} fontSize="sm">
        <Trans>New to Páirc? Create an account</Trans>
      </ChakraLink>
    </HStack>
  );
}

function PackageCard({ orgId, pkg, signedIn }: { orgId: string; pkg: PublicPackage; signedIn: boolean }) {
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
      <RegisterButton orgId={orgId} pkg={pkg} signedIn={signedIn} />
    </Stack>
  );
}

/**
 * The public club page's membership packages block (seed 1 §2): the club's packages on sale, each with a
 * Register button. Shown only when the club has some (a failed request counts as none).
 */
export function ClubPackages(props: {
  orgId: string;
  packages: readonly PublicPackage[];
  signedIn: boolean;
}) {
  const { orgId, packages, signedIn } = props;
  if (packages.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="club-packages" data-testid="club-packages">
      <Heading as="h2" size="md" mb={2} id="club-packages">
        <Trans>Membership packages</Trans>
      </Heading>
      <Stack as="ul" gap={3} listStyleType="none">
        {packages.map((p) => (
          <PackageCard key={p.id} orgId={orgId} pkg={p} signedIn={signedIn} />
        ))}
      </Stack>
    </Box>
  );
}
