/**
 * /referee-response/{identifier}: an appointed official answers from the mailed link, without signing in
 * (issue 54 item 3; domain/competition/official-response/). Shows the fixture and the role, then Accept or
 * Decline; once answered, expired or played, says so instead. The appointer sees the answer as the official's
 * availability on the fixture's officials.
 */
import { Alert, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { officialResponseApi as api } from '../../../domain/competition/official-response/official-response.contract';
import type {
  OfficialLinkState,
  OfficialResponseView,
} from '../../../domain/competition/official-response/official-response';
import { COMPETITION_LOOKUPS } from '../../../domain/competition/lookups/lookups';
import { call } from '../../api/call';
import { Loading } from '../../components/loading';
import { useServerAction } from '../../components/use-server-action';
import { formatLongDate, formatTime } from '../../i18n/dates';

export function OfficialResponsePage({ identifier }: { identifier: string }) {
  const { t, i18n } = useLingui();
  const [view, setView] = useState<OfficialResponseView | 'missing' | null>(null);
  const action = useServerAction();

  useEffect(() => {
    let live = true;
    call(api.lookUp, { params: { identifier } })
      .then((v) => live && setView(v))
      .catch(() => live && setView('missing'));
    return () => {
      live = false;
    };
  }, [identifier]);

  if (view === null) return <Loading />;
  if (view === 'missing')
    return (
      <Stack gap={4} maxW="2xl">
        <Heading as="h1" size="2xl">
          <Trans>Your appointment</Trans>
        </Heading>
        <Text>
          <Trans>This link is not valid. Check that you opened the whole link from your e-mail.</Trans>
        </Text>
      </Stack>
    );

  const answer = async (availability: 'CONFIRMED' | 'NOT_AVAILABLE') => {
    const done = await action.run(
      () => call(api.submit, { params: { identifier }, body: { availability } }),
      t`Your answer could not be sent.`,
    );
    if (done.ok) setView(done.value);
  };
  const f = view.fixture;
  const role = COMPETITION_LOOKUPS.orgPersonMatchOfficialLabel.find((x) => x.code === view.official.type);
  const roleName = role ? i18n._(role.label) : view.official.type;
  const notes: Record<Exclude<OfficialLinkState, 'OPEN'>, string> = {
    ANSWERED: t`This link has been used: your answer is recorded. To change it, contact the appointer.`,
    EXPIRED: t`This link has expired. Contact the appointer to answer.`,
    PLAYED: t`This fixture has been played: it can no longer be answered.`,
  };
  return (
    <Stack gap={5} maxW="2xl">
      <Heading as="h1" size="2xl">
        <Trans>Your appointment</Trans>
      </Heading>
      <Box borderWidth="1px" borderRadius="md" p={4} data-testid="appointment">
        <Text fontWeight="semibold">
          <Trans>
            {f.home} v {f.away}
          </Trans>
        </Text>
        {f.competition && <Text>{f.competition}</Text>}
        <Text>
          <time dateTime={f.startDate}>
            {formatLongDate(f.startDate.slice(0, 10), i18n.locale)} · {formatTime(f.startDate)}
          </time>
          {f.place && ` · ${f.place}`}
        </Text>
        <Text>
          <Trans>
            {view.official.name}, appointed as {roleName}
          </Trans>
        </Text>
      </Box>
      {view.availability !== 'PENDING' && (
        <Alert.Root status={view.availability === 'CONFIRMED' ? 'success' : 'info'} role="status">
          <Alert.Indicator />
          <Alert.Title>
            {view.availability === 'CONFIRMED' ? (
              <Trans>You accepted this appointment.</Trans>
            ) : (
              <Trans>You declined this appointment.</Trans>
            )}
          </Alert.Title>
        </Alert.Root>
      )}
      {view.state === 'OPEN' ? (
        <Stack gap={3}>
          <Text>
            <Trans>Can you take this appointment? You can answer once.</Trans>
          </Text>
          <HStack gap={3}>
            <Button colorPalette="green" loading={action.busy} onClick={() => void answer('CONFIRMED')}>
              <Trans>Accept</Trans>
            </Button>
            <Button variant="outline" loading={action.busy} onClick={() => void answer('NOT_AVAILABLE')}>
              <Trans>Decline</Trans>
            </Button>
          </HStack>
        </Stack>
      ) : (
        <Text data-testid="link-state">{notes[view.state]}</Text>
      )}
    </Stack>
  );
}
