import { Button, Checkbox, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import {
  formatEventDateTime,
  isInPast,
  parseEventDateTime,
  type EventDoc,
} from '../../../domain/event/event';
import { EventPatch } from '../../../domain/message/message-edit.contract';
import type { AddablePerson } from '../../../domain/team/team-list.contract';
import { PlaceField } from '../../components/place-field';
import { useServerAction } from '../../components/use-server-action';
import { addRecipients, editEvent, searchClubPeople } from './event-after-send';

/**
 * A sent event's "Edit" and "Add recipients" (issue 53 item 6), for those who manage it, online: the edit
 * sends only what changed, and the server tells each recipient what changed.
 */
export default function EventAfterSend({ event }: { event: EventDoc }) {
  const [open, setOpen] = useState<'edit' | 'add' | null>(null);
  const [done, setDone] = useState('');
  return (
    <Stack gap={2} maxW="xl">
      <HStack>
        <Button size="sm" variant="outline" onClick={() => setOpen(open === 'edit' ? null : 'edit')}>
          <Trans>Edit</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={() => setOpen(open === 'add' ? null : 'add')}>
          <Trans>Add recipients</Trans>
        </Button>
      </HStack>
      <Text role="status" data-testid="event-after-send-status">
        {done}
      </Text>
      {open === 'edit' && (
        <EditEventForm
          event={event}
          onDone={(m) => {
            setDone(m);
            setOpen(null);
          }}
        />
      )}
      {open === 'add' && (
        <AddRecipientsForm
          event={event}
          onDone={(m) => {
            setDone(m);
            setOpen(null);
          }}
        />
      )}
    </Stack>
  );
}

function EditEventForm({ event, onDone }: { event: EventDoc; onDone: (message: string) => void }) {
  const { t, i18n } = useLingui();
  const { busy, run } = useServerAction();
  const [subject, setSubject] = useState(event.subject);
  const [message, setMessage] = useState(event.message);
  const [start, setStart] = useState(formatEventDateTime(event.startDate));
  const [duration, setDuration] = useState(String(event.duration));
  const [placeId, setPlaceId] = useState(event.place?.id ?? '');
  const [tried, setTried] = useState(false);
  const startIso = parseEventDateTime(start);
  const patch = {
    ...(subject !== event.subject ? { subject } : {}),
    ...(message !== event.message ? { message } : {}),
    ...(startIso !== event.startDate ? { startDate: startIso ?? start } : {}),
    ...(Number(duration) !== event.duration ? { duration: Number(duration) } : {}),
    ...(placeId !== (event.place?.id ?? '') ? { placeId: placeId || null } : {}),
  };
  const parsed = v.safeParse(EventPatch, patch);
  const errorOf = (key: string) => {
    if (!tried || parsed.success) return undefined;
    const issue = parsed.issues.find((i) => i.path?.[0]?.key === key);
    return issue ? i18n._(issue.message) : undefined;
  };
  const nothing = Object.keys(patch).length === 0;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!parsed.success) return;
    const r = await run(
      () => editEvent(event, parsed.output),
      t`Unable to save data - please try again later`,
    );
    if (r.ok) onDone(t`Event updated. ${r.value.notified} notices sent to the recipients.`);
  };
  const text = (key: 'subject' | 'startDate', label: string, value: string, set: (s: string) => void) => (
    <Field.Root invalid={Boolean(errorOf(key))} required>
      <Field.Label>{label}</Field.Label>
      <Input value={value} onChange={(e) => set(e.target.value)} />
      <Field.ErrorText>{errorOf(key)}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t`Edit event`}>
      <Stack gap={3} borderWidth="1px" borderRadius="md" p={3}>
        {text('subject', t`Subject`, subject, setSubject)}
        <Field.Root invalid={Boolean(errorOf('message'))} required>
          <Field.Label>
            <Trans>Message</Trans>
          </Field.Label>
          <Textarea rows={4} value={message} onChange={(e) => setMessage(e.target.value)} />
          <Field.ErrorText>{errorOf('message')}</Field.ErrorText>
        </Field.Root>
        {text('startDate', t`Date and time (dd/mm/yyyy hh:mm)`, start, setStart)}
        {startIso && isInPast(startIso) && (
          <Text color="orange.fg">
            <Trans>This event is in the past.</Trans>
          </Text>
        )}
        <Field.Root invalid={Boolean(errorOf('duration'))} required>
          <Field.Label>
            <Trans>Duration (minutes)</Trans>
          </Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            value={duration}
            onChange={(e) => setDuration(e.target.value)}
          />
          <Field.ErrorText>{errorOf('duration')}</Field.ErrorText>
        </Field.Root>
        <PlaceField value={placeId} onChange={setPlaceId} />
        <Text fontSize="sm">
          <Trans>The recipients are told what changed.</Trans>
        </Text>
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={busy} disabled={nothing}>
          <Trans>Save changes</Trans>
        </Button>
      </Stack>
    </form>
  );
}

function AddRecipientsForm({ event, onDone }: { event: EventDoc; onDone: (message: string) => void }) {
  const { t } = useLingui();
  const { busy, run } = useServerAction();
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<AddablePerson[] | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const find = async (e: FormEvent) => {
    e.preventDefault();
    const r = await run(
      () => searchClubPeople(event, search.trim()),
      t`Unable to load data - please try again later`,
    );
    if (r.ok) setFound(r.value);
  };
  const add = async () => {
    const r = await run(
      () => addRecipients(event, [...chosen]),
      t`Unable to save data - please try again later`,
    );
    if (r.ok) onDone(t`${r.value.added} recipients added.`);
  };
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  return (
    <Stack gap={3} borderWidth="1px" borderRadius="md" p={3}>
      <form noValidate onSubmit={(e) => void find(e)} aria-label={t`Find club members`}>
        <HStack align="end">
          <Field.Root>
            <Field.Label>
              <Trans>Name</Trans>
            </Field.Label>
            <Input value={search} onChange={(e) => setSearch(e.target.value)} />
          </Field.Root>
          <Button type="submit" variant="outline" loading={busy}>
            <Trans>Search</Trans>
          </Button>
        </HStack>
      </form>
      {found?.length === 0 && (
        <Text>
          <Trans>No club members found.</Trans>
        </Text>
      )}
      {found?.map((p) => (
        <Checkbox.Root
          key={p.id}
          checked={chosen.has(p.id)}
          onCheckedChange={(e) => toggle(p.id, e.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            {p.givenName} {p.familyName}
          </Checkbox.Label>
        </Checkbox.Root>
      ))}
      <Button
        colorPalette="brand"
        alignSelf="start"
        loading={busy}
        disabled={chosen.size === 0}
        onClick={() => void add()}
      >
        <Trans>Add the selected people</Trans>
      </Button>
    </Stack>
  );
}
