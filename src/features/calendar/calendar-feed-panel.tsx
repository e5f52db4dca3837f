/**
 * The personal .ics feed: make a secret URL (shown once: only its hash is kept), make a new one (the old
 * stops working) or revoke it. Online only; the calendar itself works offline.
 */
import { Box, Button, Clipboard, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { calendarApi } from '../../../domain/calendar/calendar.contract';
import type { ContractOutput } from '../../../domain/lib/contract';
import { call } from '../../api/call';
import { useCall } from '../../api/use-call';
import { useServerAction } from '../../components/use-server-action';
import { formatShortDate } from '../../i18n/dates';
import { useOnline } from '../../lib/use-online';

export function CalendarFeedPanel() {
  const { t } = useLingui();
  const online = useOnline();
  const [made, setMade] = useState<ContractOutput<typeof calendarApi.makeFeed> | null>(null);
  const status = useCall(calendarApi.feed, online ? {} : null);
  const action = useServerAction();
  const make = async () => {
    const res = await action.run(
      () => call(calendarApi.makeFeed),
      t`Unable to save data - please try again later`,
    );
    if (res.ok) {
      setMade(res.value);
      status.reload();
    }
  };
  const revoke = async () => {
    const res = await action.run(
      () => call(calendarApi.revokeFeed),
      t`Unable to save data - please try again later`,
    );
    if (res.ok) {
      setMade(null);
      status.reload();
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
