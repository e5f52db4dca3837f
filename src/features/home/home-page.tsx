import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useSession } from '../../auth/session';
import { formatLongDate, formatShortDate } from '../../i18n/dates';
import { useLingui } from '@lingui/react';
import { DashboardPanels } from './dashboard-panels';

/** /user-home: the member's dashboard; the panels read the device's data (dashboard-panels.tsx). */
export function HomePage() {
  const session = useSession();
  const { i18n } = useLingui();
  const name =
    session.person?.givenName ?? session.identity?.given_name ?? session.identity?.preferred_username ?? '';
  const clubs = session.person?.organizations ?? [];
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
      {clubs.length > 0 && (
        <Stack as="section" aria-labelledby="my-clubs">
          <Heading as="h2" size="md" id="my-clubs">
            <Trans>My clubs</Trans>
          </Heading>
          <ul>
            {clubs.map((l) => (
              <li key={l.organization.id}>{l.organization.name}</li>
            ))}
          </ul>
        </Stack>
      )}
      <DashboardPanels />
    </Stack>
  );
}
