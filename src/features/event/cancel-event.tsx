import { Button, Checkbox, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { DeleteEventQuery, type EventDoc } from '../../../domain/event/event';
import { useServerAction } from '../../components/use-server-action';
import { useOnline } from '../../lib/use-online';
import { cancelEvent } from './event-online';

/** Cancel or delete an event (online), optionally notifying the recipients with a reason (seed 2 §2). */
export function CancelEvent({ event }: { event: EventDoc }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const navigate = useNavigate();
  const [reason, setReason] = useState('');
  const [notify, setNotify] = useState(false);
  const { busy, run } = useServerAction();
  const parsed = v.safeParse(DeleteEventQuery, { reason, notify: String(notify) });
  const error = parsed.issues?.[0] ? i18n._(parsed.issues[0].message) : undefined;
  if (!online || event.status === 'CANCELLED') return null;
  const submit = async (mode: 'cancel' | 'delete') => {
    if (!parsed.success) return;
    await run(
      async () => {
        await cancelEvent(event.id, { mode, notify, reason });
        if (mode === 'delete') await navigate({ to: '/events' });
      },
      t`Unable to save data - please try again later`,
    );
  };
  return (
    <Stack gap={2} maxW="xl" borderWidth="1px" borderRadius="md" p={3}>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>
          <Trans>Reason (optional)</Trans>
        </Field.Label>
        <Input value={reason} onChange={(e) => setReason(e.target.value)} />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <Checkbox.Root checked={notify} onCheckedChange={(e) => setNotify(e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          <Trans>Notify the recipients</Trans>
        </Checkbox.Label>
      </Checkbox.Root>
      <HStack>
        <Button size="sm" variant="outline" loading={busy} onClick={() => void submit('cancel')}>
          <Trans>Cancel event</Trans>
        </Button>
        <Button size="sm" colorPalette="red" loading={busy} onClick={() => void submit('delete')}>
          <Trans>Delete event</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
