/**
 * The personal .ics feed: make a secret URL (shown once: only its hash is kept), make a new one (the old
 * stops working) or revoke it. Online only; the calendar itself works offline.
 */
import { Box, Button, Clipboard, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { apiSend } from '../../api/client';
import { useServerAction } from '../../components/use-server-action';
import { formatShortDate } from '../../i18n/dates';
import { useApiGet } from '../../lib/use-api-get';
import { useOnline } from '../../lib/use-online';

interface FeedStatus {
  active: boolean;
  createdAt: string | null;
  url?: string;
}

export function CalendarFeedPanel() {
  const { t } = useLingui();
  const online = useOnline();
  const [version, setVersion] = useState(0);
  const [made, setMade] = useState<FeedStatus | null>(null);
  const status = useApiGet<FeedStatus>(online ? `/calendar/feed?v=${version}` : null);
  const action = useServerAction();
  const make = async () => {
    const res = await action.run(
      () => apiSend<FeedStatus>('POST', '/calendar/feed'),
      t`Unable to save data - please try again later`,
    );
    if (res.ok) {
      setMade(res.value);
      setVersion(version + 1);
    }
  };
  const revoke = async () => {
    const res = await action.run(
      () => apiSend('DELETE', '/calendar/feed'),
      t`Unable to save data - please try again later`,
    );
    if (res.ok) {
      setMade(null);
      setVersion(version + 1);
    }
  };
  const active = made?.active ?? (status.status === 'ok' && status.data.active);
  return (
    <Box as="section" aria-labelledby="calendar-feed-heading" borderWidth="1px" borderRadius="md" p={4}>
      <Stack gap={3}>
        <Heading as="h2" size="md" id="calendar-feed-heading">
          <Trans>Subscribe in your phone’s calendar</Trans>
        </Heading>
        {!online ? (
          <Text>
            <Trans>The subscription link needs signal.</Trans>
          </Text>
        ) : (
          <>
            <Text fontSize="sm">
              <Trans>
                A private link to your events and your teams’ fixtures (and your children’s). Anyone with the
                link can read them: keep it to yourself, and make a new one if it gets out.
              </Trans>
            </Text>
            {active && status.status === 'ok' && status.data.createdAt && !made?.url && (
              <Text fontSize="sm">
                <Trans>Your link was made on {formatShortDate(status.data.createdAt)}.</Trans>
              </Text>
            )}
            {made?.url && (
              <Clipboard.Root value={made.url}>
                <Clipboard.Label>
                  <Trans>Your calendar link (shown only now)</Trans>
                </Clipboard.Label>
                <HStack>
                  <Clipboard.Input asChild>
                    <Input readOnly data-testid="calendar-feed-url" />
                  </Clipboard.Input>
                  <Clipboard.Trigger asChild>
                    <Button variant="outline">
                      <Clipboard.Indicator copied={t`Copied`}>{t`Copy`}</Clipboard.Indicator>
                    </Button>
                  </Clipboard.Trigger>
                </HStack>
              </Clipboard.Root>
            )}
            <HStack wrap="wrap">
              <Button onClick={() => void make()} loading={action.busy} colorPalette="brand">
                {active ? <Trans>Make a new link</Trans> : <Trans>Make my calendar link</Trans>}
              </Button>
              {active && (
                <Button onClick={() => void revoke()} loading={action.busy} variant="outline">
                  <Trans>Turn off the link</Trans>
                </Button>
              )}
            </HStack>
          </>
        )}
      </Stack>
    </Box>
  );
}
