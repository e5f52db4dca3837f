import { Badge, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useSession } from '../../auth/session';
import { formatLongDate, formatShortDate } from '../../i18n/dates';
import { useLingui } from '@lingui/react';
import { FindClubLink } from '../../components/find-club-link';
import { DashboardPanels } from './dashboard-panels';

/** /user-home: the member's dashboard; the panels read the device's data (dashboard-panels.tsx). */
export function HomePage() {
  const session = useSession();
  const { i18n } = useLingui();
  const name =
    session.person?.givenName ?? session.identity?.given_name ?? session.identity?.preferred_username ?? '';
  // A PENDING link (a child not yet registered, a membership revoked) is not membership of the club.
  const clubs = (session.person?.organizations ?? []).filter((l) => l.status !== 'PENDING');
  const today = new Date();
  return (
    <Stack gap={4}>
      <Heading as="h1" size="2xl">
        <Trans>Welcome, {name}</Trans>
      </Heading>
      <Text color="fg.muted" data-testid="today">
        <time dateTime={today.toISOString().slice(0, 10)}>{formatLongDate(today, i18n.locale)}</time> (
        {formatShortDate(today)})
      </Text>
      <Stack as="section" aria-labelledby="my-clubs" align="flex-start" data-testid="my-clubs">
        <Heading as="h2" size="md" id="my-clubs">
          <Trans>My clubs</Trans>
        </Heading>
        {clubs.length > 0 ? (
          <ul>
            {clubs.map((l) => (
              <li key={l.organization.id}>
                {l.organization.name}
                {l.status === 'HIBERNATED' && (
                  <Badge ms={2} size="sm">
                    <Trans>Hibernated</Trans>
                  </Badge>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <Text color="fg.muted">
            <Trans>You are not a member of a club yet.</Trans>
          </Text>
        )}
        <FindClubLink />
      </Stack>
      <DashboardPanels />
    </Stack>
  );
}
