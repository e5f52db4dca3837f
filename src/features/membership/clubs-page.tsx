import {
  Badge,
  Button,
  Card,
  Heading,
  HStack,
  Link as ChakraLink,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { apiSend } from '../../api/client';
import { useSession } from '../../auth/session';
import { showAlert } from '../../components/alerts';
import { useServerAction } from '../../components/use-server-action';
import { useSelectedOrganization } from '../../lib/selected-organization';
import { useApiGet } from '../../lib/use-api-get';
import { BasketPanel } from './basket-panel';
import { ClubInvitations } from './club-invitations';
import { formatMoney } from '../../../domain/lib/money';
import { type PackageView } from './membership-types';
import { MigrateDialog } from './admin/migrate-dialog';
import { Loading } from '../../components/loading';
import { linkPaysFees } from '../../app/menu-rules';
import { FindClubLink } from '../../components/find-club-link';
import { LoadFailureText } from '../../components/load-failure';

type PackageList = { _embedded: { packages: PackageView[] } };

/**
 * /clubs (seed 1 §2): the club's membership packages — ACTIVE ones to register for; DRAFT ones too, with
 * clone and remove, for the club's admins — the basket with checkout, and for the club's admins and finance
 * officers its payments and fees (the injury fund invoices, seed 3 §2).
 */
export function ClubsPage({
  feesPanel,
}: {
  /** The club's payments and fees for its officers (the fees feature's panel, composed by the route). */
  feesPanel?: (club: { id: string; name: string }) => ReactNode;
}) {
  const { t } = useLingui();
  const session = useSession();
  const selected = useSelectedOrganization();
  const clubs = (session.person?.organizations ?? [])
    .filter((l) => l.status === 'ACTIVE')
    .map((l) => l.organization);
  const club = clubs.find((c) => c.id === selected) ?? clubs[0];
  const admin = !!club && (session.identity?.admin_of ?? []).includes(club.id);
  const officer = (session.person?.organizations ?? []).some(
    (l) => l.organization.id === club?.id && linkPaysFees(l),
  );
  const [shown, setShown] = useState<'' | 'DRAFT' | 'ACTIVE'>('');
  const filter = `organization.id:${club?.id ?? ''}${admin && shown ? `,status:${shown}` : ''}`;
  const list = useApiGet<PackageList>(club ? `/package?filter=${encodeURIComponent(filter)}&size=100` : null);
  return (
    <Stack gap={8}>
      <HStack justify="space-between" wrap="wrap" gap={3}>
        <Heading as="h1" size="2xl">
          <Trans>Clubs</Trans>
        </Heading>
        <FindClubLink />
      </HStack>
      {club && admin && (
        <ChakraLink asChild fontWeight="semibold">
          <Link to="/clubs/$orgId/members" params={{ orgId: club.id }}>
            <Trans>Club members and orders</Trans>
          </Link>
        </ChakraLink>
      )}
      <ClubInvitations />
      <BasketPanel />
      {club && (admin || officer) && feesPanel?.(club)}
      <Stack gap={3} as="section" aria-labelledby="packages-heading">
        <Heading as="h2" size="lg" id="packages-heading">
          {club ? <Trans>Membership packages: {club.name}</Trans> : <Trans>Membership packages</Trans>}
        </Heading>
        {club && admin && (
          <HStack gap={4} wrap="wrap" justify="space-between">
            <NativeSelect.Root size="sm" width="auto">
              <NativeSelect.Field
                aria-label={t`Packages shown`}
                value={shown}
                onChange={(e) => setShown(e.currentTarget.value as typeof shown)}
              >
                <option value="">{t`Draft and active`}</option>
                <option value="ACTIVE">{t`Active only`}</option>
                <option value="DRAFT">{t`Draft only`}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button asChild size="sm" colorPalette="brand">
              <Link to="/clubs/$orgId/membership-packages/new" params={{ orgId: club.id }}>
                <Trans>New package</Trans>
              </Link>
            </Button>
          </HStack>
        )}
        {!club && (
          <Text color="fg.muted">
            <Trans>You are not a member of a club yet.</Trans>
          </Text>
        )}
        {club && list.status === 'loading' && <Loading />}
        {list.status === 'error' && (
          <Text role="alert">
            <LoadFailureText error={list.error} />
          </Text>
        )}
        {list.status === 'ok' &&
          list.data._embedded.packages.map((p) => (
            <PackageCard key={p.id} pkg={p} admin={admin} reload={list.reload} />
          ))}
        {list.status === 'ok' && list.data._embedded.packages.length === 0 && (
          <Text color="fg.muted">
            <Trans>This club has no membership packages open.</Trans>
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

function PackageCard({ pkg, admin, reload }: { pkg: PackageView; admin: boolean; reload: () => void }) {
  const { t, i18n } = useLingui();
  const { busy, run } = useServerAction();
  const act = (work: () => Promise<unknown>, done: string) =>
    run(
      async () => {
        await work();
        showAlert('success', done);
        reload();
      },
      t`Unable to save data`,
    );
  return (
    <Card.Root data-testid="package">
      <Card.Body>
        <Stack gap={2}>
          <HStack justify="space-between" wrap="wrap">
            <Heading as="h3" size="md">
              {pkg.name} · {pkg.season}
            </Heading>
            {pkg.status === 'DRAFT' && (
              <Badge colorPalette="orange">
                <Trans>Draft</Trans>
              </Badge>
            )}
          </HStack>
          {pkg.description.length > 7 && <Text>{pkg.description}</Text>}
          <Stack as="ul" gap={1} ps={4}>
            {pkg.options
              .filter((o) => o.status === 'ACTIVE')
              .map((o) => (
                <li key={o.id}>
                  {o.name}: {formatMoney(o.price, o.priceCurrency, i18n.locale)}
                  {o.onlineInstalmentPaymentAllowed && o.instalmentPrice && o.instalmentNumber
                    ? ` · ${t`or ${o.instalmentNumber} instalments of ${formatMoney(o.instalmentPrice, o.priceCurrency, i18n.locale)}`}`
                    : ''}
                </li>
              ))}
          </Stack>
          <HStack gap={3} wrap="wrap">
            {pkg.status === 'ACTIVE' && (
              <ChakraLink asChild fontWeight="semibold">
                <Link
                  to="/clubs/$orgId/membership-packages/$packageId/register"
                  params={{ orgId: pkg.organization.id, packageId: pkg.id }}
                >
                  <Trans>Register</Trans>
                </Link>
              </ChakraLink>
            )}
            {admin && (
              <>
                <Button asChild size="xs" variant="outline">
                  <Link
                    to="/clubs/$orgId/membership-packages/$packageId/edit"
                    params={{ orgId: pkg.organization.id, packageId: pkg.id }}
                  >
                    <Trans>Edit</Trans>
                  </Link>
                </Button>
                <MigrateDialog pkg={pkg} size="xs" />
                <Button
                  size="xs"
                  variant="outline"
                  disabled={busy}
                  onClick={() =>
                    void act(
                      () => apiSend('POST', `/package/clone?fromPackageId=${encodeURIComponent(pkg.id)}`),
                      t`Package cloned`,
                    )
                  }
                >
                  <Trans>Clone</Trans>
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  disabled={busy}
                  onClick={() => void act(() => apiSend('DELETE', `/package/${pkg.id}`), t`Package removed`)}
                >
                  <Trans>Remove</Trans>
                </Button>
              </>
            )}
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
