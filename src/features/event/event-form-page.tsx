import { Alert, Button, Field, Heading, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { uuidv7 } from 'uuidv7';
import type * as v from 'valibot';
import {
  EVENT_CATEGORIES,
  EventForm,
  isInPast,
  parseEventDateTime,
  type EventDoc,
} from '../../../domain/event/event';
import type { Group } from '../../../domain/team/group';
import { apiSend } from '../../api/client';
import { showErrorAlert } from '../../components/error-alert';
import { CheckField } from '../../components/check-field';
import { PlaceField } from '../../components/place-field';
import { CATEGORY_LABELS } from '../../components/team-labels';
import { useApiGet } from '../../lib/use-api-get';

type FormValues = v.InferInput<typeof EventForm>;
const FLAGS = [
  'requestResponse',
  'viewOtherRecipientsNames',
  'commsConsentAdditionalClub',
  'sendNotificationReminder',
] as const;

/** /events/new: create an event for a group the person manages (seed 2 §5 Events). */
export function EventFormPage({ groupId }: { groupId?: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const groups = useApiGet<{ _embedded: { groups: Group[] } }>(
    '/group?filter=member:me,senderOnly:true&size=300',
  );
  const form = useForm<FormValues>({
    resolver: valibotResolver(EventForm),
    mode: 'onTouched',
    defaultValues: {
      toGroupId: groupId ?? '',
      category: 'training',
      subject: '',
      message: '',
      startDate: '',
      duration: 60,
      placeId: null,
      requestResponse: true,
      viewOtherRecipientsNames: false,
      commsConsentAdditionalClub: false,
      sendNotificationReminder: true,
    },
  });
  const startText = useWatch({ control: form.control, name: 'startDate' });
  const startIso = typeof startText === 'string' ? parseEventDateTime(startText) : null;
  const errorOf = (name: FieldPath<FormValues>) => {
    const m = form.getFieldState(name, form.formState).error?.message;
    return m ? i18n._(m) : undefined;
  };
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const doc = await apiSend<EventDoc>(
        'POST',
        '/message',
        { ...values, placeId: values.placeId || null },
        uuidv7(),
      );
      await navigate({ to: '/events/$eventId', params: { eventId: doc.id } });
    } catch (err) {
      showErrorAlert(t`Unable to create event`, err);
    }
  });
  const flagLabels = {
    requestResponse: t`Request a response`,
    viewOtherRecipientsNames: t`Recipients can see each other's names`,
    commsConsentAdditionalClub: t`Non-essential message`,
    sendNotificationReminder: t`Send a reminder 1 hour before`,
  };
  const text = (name: 'subject' | 'startDate', label: string, extra: Record<string, string> = {}) => (
    <Field.Root invalid={Boolean(errorOf(name))} required>
      <Field.Label>{label}</Field.Label>
      <Input {...form.register(name)} {...extra} />
      <Field.ErrorText>{errorOf(name)}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      <Stack gap={4} maxW="xl">
        <Heading as="h1" size="xl">
          <Trans>Create event</Trans>
        </Heading>
        <Field.Root invalid={Boolean(errorOf('toGroupId'))} required>
          <Field.Label>
            <Trans>Group</Trans>
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('toGroupId')}>
              <option value="">{t`Choose a group`}</option>
              {groups.status === 'ok' &&
                groups.data._embedded.groups.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.suffix ? `${g.name} ${g.suffix}` : g.name} ({g.ageLevel} {g.activity})
                  </option>
                ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
          <Field.ErrorText>{errorOf('toGroupId')}</Field.ErrorText>
        </Field.Root>
        <Field.Root required>
          <Field.Label>
            <Trans>Category</Trans>
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('category')}>
              {EVENT_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(CATEGORY_LABELS[c])}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Field.Root>
        {text('subject', t`Subject`)}
        <Field.Root invalid={Boolean(errorOf('message'))} required>
          <Field.Label>
            <Trans>Message</Trans>
          </Field.Label>
          <Textarea rows={4} {...form.register('message')} />
          <Field.ErrorText>{errorOf('message')}</Field.ErrorText>
        </Field.Root>
        {text('startDate', t`Date and time (dd/mm/yyyy hh:mm)`, { placeholder: t`dd/mm/yyyy hh:mm` })}
        {startIso && isInPast(startIso) && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>
              <Trans>This event is in the past.</Trans>
            </Alert.Title>
          </Alert.Root>
        )}
        <Field.Root invalid={Boolean(errorOf('duration'))} required>
          <Field.Label>
            <Trans>Duration (minutes)</Trans>
          </Field.Label>
          <Input type="number" inputMode="numeric" {...form.register('duration', { valueAsNumber: true })} />
          <Field.ErrorText>{errorOf('duration')}</Field.ErrorText>
        </Field.Root>
        <PlaceField register={form.register('placeId')} />
        {FLAGS.map((name) => (
          <CheckField key={name} control={form.control} name={name} label={flagLabels[name]} />
        ))}
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={form.formState.isSubmitting}>
          <Trans>Create event</Trans>
        </Button>
      </Stack>
    </form>
  );
}
