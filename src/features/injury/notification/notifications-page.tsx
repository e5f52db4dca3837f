import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { InjuryNotification } from '../../../../domain/injury/injury-notification';
import { formatDisplayDate } from '../../../../domain/lib/dates';
import { apiGet } from '../../../api/client';
import { STATUS_LABELS } from './notification-labels';
import { NotificationActions } from './notification-actions';
import { NotificationWizard } from './notification-wizard';

/** Injury notifications (`/player-injury`): the caller's (or their unit's), a new one, and the actions on one. */
export function NotificationsPage() {
  const { i18n } = useLingui();
  const [list, setList] = useState<InjuryNotification[] | null>(null);
  /** The form is open: for a new notification (true) or to change a draft. */
  const [creating, setCreating] = useState<boolean | InjuryNotification>(false);
  const [chosen, setChosen] = useState<InjuryNotification | null>(null);
  const [version, setVersion] = useState(0);
  const load = () => setVersion((x) => x + 1);
  useEffect(() => {
    let live = true;
    void apiGet<{ _embedded: { notifications: InjuryNotification[] } }>('/player-injury-notification').then(
      (r) => {
        if (live) setList(r._embedded.notifications);
      },
    );
    return () => {
      live = false;
    };
  }, [version]);
  return (
    <Stack gap={5} maxW="4xl">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="2xl">
          <Trans>Injury notification</Trans>
        </Heading>
        {!creating && (
          <Button colorPalette="brand" onClick={() => setCreating(true)}>
            <Trans>New injury notification</Trans>
          </Button>
        )}
      </HStack>
      {creating && (
        <NotificationWizard
          key={creating === true ? 'new' : creating.id}
          draft={creating === true ? undefined : creating}
          onDone={(n) => {
            setCreating(false);
            setChosen(n);
            load();
          }}
        />
      )}
      {chosen && (
        <NotificationActions
          notification={chosen}
          onChange={(n) => {
            setChosen(n);
            load();
          }}
          onEdit={(n) => {
            setChosen(null);
            setCreating(n);
          }}
        />
      )}
      {list?.length === 0 && (
        <Text color="fg.muted">
          <Trans>No injury notifications.</Trans>
        </Text>
      )}
      <Stack as="ul" listStyleType="none" gap={2}>
        {list?.map((n) => (
          <HStack as="li" key={n.id} borderWidth="1px" borderRadius="md" p={3} justify="space-between">
            <Button variant="ghost" onClick={() => setChosen(n)}>
              {formatDisplayDate(n.injuryDate)}
            </Button>
            <Badge>{i18n._(STATUS_LABELS[n.status])}</Badge>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
