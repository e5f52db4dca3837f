import { Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSession } from '../../../auth/session';
import { useApiGet } from '../../../lib/use-api-get';
import { blankPackage, packageToForm, type EditablePackage } from './package-form-mapping';
import { MigrateDialog } from './migrate-dialog';
import { PackageForm } from './package-form';
import { Loading } from '../../../components/loading';
import { LoadFailureText } from '../../../components/load-failure';

/**
 * /clubs/{orgId}/membership-packages/new and …/{packageId}/edit (seed 1 §4 Membership packages): a club
 * administrator's editor of a package and its options. The server checks the same rules and permissions.
 */
export function PackageEditorPage({ orgId, packageId }: { orgId: string; packageId?: string }) {
  const session = useSession();
  const admin = (session.identity?.admin_of ?? []).includes(orgId);
  const loaded = useApiGet<EditablePackage>(
    admin && packageId ? `/package/${encodeURIComponent(packageId)}` : null,
  );
  const back = (
    <ChakraLink asChild fontWeight="semibold">
      <Link to="/clubs">
        <Trans>Back to clubs</Trans>
      </Link>
    </ChakraLink>
  );
  if (!admin) {
    return (
      <Stack gap={4}>
        <Heading as="h1" size="2xl">
          <Trans>Membership package</Trans>
        </Heading>
        <Text role="alert">
          <Trans>Only the club's administrators can edit its membership packages.</Trans>
        </Text>
        {back}
      </Stack>
    );
  }
  if (!packageId) {
    return (
      <Stack gap={6}>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h1" size="2xl">
            <Trans>New membership package</Trans>
          </Heading>
          {back}
        </HStack>
        <PackageForm initial={blankPackage(orgId, new Date().getFullYear())} ids={[]} />
      </Stack>
    );
  }
  return (
    <Stack gap={6}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="2xl">
          {loaded.status === 'ok' ? (
            <Trans>
              Edit membership package: {loaded.data.name} · {loaded.data.season}
            </Trans>
          ) : (
            <Trans>Edit membership package</Trans>
          )}
        </Heading>
        <HStack gap={4}>
          {loaded.status === 'ok' && <MigrateDialog pkg={loaded.data} />}
          {back}
        </HStack>
      </HStack>
      {loaded.status === 'loading' && <Loading />}
      {loaded.status === 'error' && (
        <Text role="alert">
          <LoadFailureText error={loaded.error} />
        </Text>
      )}
      {loaded.status === 'ok' && (
        <PackageForm
          key={`${loaded.data.id}:${loaded.data.version ?? ''}`}
          packageId={loaded.data.id}
          initial={packageToForm(loaded.data)}
          ids={loaded.data.options.map((o) => o.id)}
          onSaved={loaded.reload}
        />
      )}
    </Stack>
  );
}
