import { Card, Heading, HStack, Link as ChakraLink, Stack, Stat, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession } from '../../auth/session';
import {
  linkAdministersFees,
  linkIsClubAdmin,
  linkPaysFees,
  linkIsPrivileged,
  linkRunsDraws,
  linkVets,
  menuContextOf,
  type OrgLinkLike,
} from '../../app/menu-rules';
import { useApiGet } from '../../lib/use-api-get';
import { membersQuery } from '../../lib/members-query';
import { selectOrganization } from '../../lib/selected-organization';
import { ADMIN_LABEL_LABELS, PRIVILEGE_LABELS } from './organization-labels';

type Counted = { page: { totalElements: number } };

/**
 * `/administration/clubs` (seed 3 §2), its overview: for each organisation where the signed-in person is an
 * administrator or holds a privilege, what they hold there and, for a club's administrators, this season's
 * membership at a glance (members, payments due) with the way into the club's members and orders, its
 * membership packages, its organisation details and places (`/organizations`) and its draws; for a vetting administrator there (VETTING privilege or ADMIN_VETTING
 * label: a club's children's officer, an association's vetting officer), the vetting applications
 * (`/administration/vetting`); for the association's fee administrators (finance on a national unit) the
 * season fees (`/administration/fees`), for a club's finance officers its payments and fees (`/clubs`). A super
 * admin, who may act at every vetting desk and the fee desk, gets those links first, on a card of its own. The other administration tabs (fees, payments, surveys, organisation details) come with
 * their features.
 */
export function AdministrationPage({
  paymentsPanel,
}: {
  /** A club's payment account for its finance officers (the payment feature's panel, composed by the route). */
  paymentsPanel?: (org: { id: string; name: string }) => ReactNode;
} = {}) {
  const session = useSession();
  const links = (session.person?.organizations ?? []).filter(linkIsPrivileged);
  const superAdmin = menuContextOf(session).roles.includes('super_admin');
  return (
    <Stack gap={4}>
      <Heading as="h2" size="lg">
        <Trans>Overview</Trans>
      </Heading>
      {superAdmin && <SuperAdminCard />}
      {links.length === 0 && !superAdmin ? (
        <Text>
          <Trans>You hold no administration role in an organisation.</Trans>
        </Text>
      ) : (
        links.map((l) => <OrganizationCard key={l.organization.id} link={l} paymentsPanel={paymentsPanel} />)
      )}
    </Stack>
  );
}

function OrganizationCard({
  link,
  paymentsPanel,
}: {
  link: OrgLinkLike;
  paymentsPanel?: (org: { id: string; name: string }) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const roles = [
    ...(link.privileges ?? []).map((p) => PRIVILEGE_LABELS[p as keyof typeof PRIVILEGE_LABELS]),
    ...(link.labels ?? []).map((l) => ADMIN_LABEL_LABELS[l as keyof typeof ADMIN_LABEL_LABELS]),
  ].filter((d): d is MessageDescriptor => d !== undefined);
  const admin = linkIsClubAdmin(link);
  const id = link.organization.id;
  return (
    <Card.Root as="section" aria-label={link.organization.name} data-testid="administration-organization">
      <Card.Header>
        <Heading as="h3" size="md">
          {link.organization.name}
        </Heading>
        <Text color="fg.muted">{t`Your roles here: ${roles.map((d) => i18n._(d)).join(', ')}`}</Text>
        {link.status === 'HIBERNATED' && (
          <Text color="fg.warning">
            <Trans>
              Your link with this organisation is hibernated: its administration is closed to you.
            </Trans>
          </Text>
        )}
      </Card.Header>
      <Card.Body>
        <Stack gap={3}>
          {admin && <SeasonFigures orgId={id} />}
          <HStack gap={4} wrap="wrap">
            {admin && (
              <ChakraLink asChild fontWeight="semibold">
                <Link to="/clubs/$orgId/members" params={{ orgId: id }}>
                  <Trans>Club members and orders</Trans>
                </Link>
              </ChakraLink>
            )}
            {admin && (
              <ChakraLink asChild fontWeight="semibold">
                <Link to="/organizations" search={{}} onClick={() => selectOrganization(id)}>
                  <Trans>Organisation details and places</Trans>
                </Link>
              </ChakraLink>
            )}
            {admin && (
              <ChakraLink asChild fontWeight="semibold">
                <Link to="/administration/committees/$orgId" params={{ orgId: id }} search={{}}>
                  <Trans>Committee</Trans>
                </Link>
              </ChakraLink>
            )}
            {admin && (
              <ChakraLink asChild fontWeight="semibold">
                <Link to="/clubs">
                  <Trans>Membership packages</Trans>
                </Link>
              </ChakraLink>
            )}
            {linkVets(link) && <VettingLink />}
            {linkAdministersFees(link) && <FeesLink />}
            {linkPaysFees(link) && !linkAdministersFees(link) && (
              <ChakraLink asChild fontWeight="semibold">
                <Link to="/clubs">
                  <Trans>Payments and fees</Trans>
                </Link>
              </ChakraLink>
            )}
            {linkRunsDraws(link) && (
              <ChakraLink asChild fontWeight="semibold">
                <Link to="/draws">
                  <Trans>Draws</Trans>
                </Link>
              </ChakraLink>
            )}
          </HStack>
          {paymentsPanel?.({ id: link.organization.id, name: link.organization.name })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function VettingLink() {
  return (
    <ChakraLink asChild fontWeight="semibold">
      <Link to="/administration/vetting">
        <Trans>Vetting applications</Trans>
      </Link>
    </ChakraLink>
  );
}

function FeesLink() {
  return (
    <ChakraLink asChild fontWeight="semibold">
      <Link to="/administration/fees">
        <Trans>Season fees (PIF)</Trans>
      </Link>
    </ChakraLink>
  );
}

/** A super admin's way to the desks they may act at whatever their own links. */
function SuperAdminCard() {
  const { t } = useLingui();
  return (
    <Card.Root as="section" aria-label={t`Super admin`} data-testid="administration-super-admin">
      <Card.Header>
        <Heading as="h3" size="md">
          <Trans>Super admin</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>
            Every association's vetting desks and season fees, and the mail and SMS the server sends.
          </Trans>
        </Text>
      </Card.Header>
      <Card.Body>
        <HStack gap={4} wrap="wrap">
          <VettingLink />
          <FeesLink />
          <ChakraLink asChild fontWeight="semibold">
            <Link to="/administration/outbox">
              <Trans>Mail and SMS outbox</Trans>
            </Link>
          </ChakraLink>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** This season's members and payments due, counted by the members list the figures lead to. */
function SeasonFigures({ orgId }: { orgId: string }) {
  const { t } = useLingui();
  const season = new Date().getFullYear();
  // The members list's own query, one row a page: only its total is read.
  const count = (paymentStatus: string) =>
    membersQuery(orgId, { season: String(season), membershipStatus: '', paymentStatus, search: '' }, 0, 1);
  const members = useApiGet<Counted>(count(''));
  const due = useApiGet<Counted>(count('DUE'));
  const figure = (state: typeof members) =>
    state.status === 'ok' ? String(state.data.page.totalElements) : state.status === 'error' ? '—' : '…';
  return (
    <HStack gap={8} wrap="wrap">
      <Stat.Root>
        <Stat.Label>{t`Members in ${season}`}</Stat.Label>
        <Stat.ValueText data-testid="members-count">{figure(members)}</Stat.ValueText>
      </Stat.Root>
      <Stat.Root>
        <Stat.Label>{t`Payments due`}</Stat.Label>
        <Stat.ValueText data-testid="payments-due-count">{figure(due)}</Stat.ValueText>
      </Stat.Root>
    </HStack>
  );
}
