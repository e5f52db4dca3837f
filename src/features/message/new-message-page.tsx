/**
 * /messages/new (seed 2 §7): a club's COMMS senders and admins write to everyone in the club; a team's
 * coaches and senders to their teams and groups. Online (the recipients are decided by the server, who
 * snapshots the group members); the server refuses what the person may not send.
 */
import { Button, Field, Heading, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { uuidv7 } from 'uuidv7';
import type * as v from 'valibot';
import { EVENT_CATEGORIES } from '../../../domain/enums';
import { MessageInput } from '../../../domain/message/message';
import { groupDisplayName, type Group } from '../../../domain/team/group';
import { apiSend } from '../../api/client';
import { linkSendsForClub } from '../../app/menu-rules';
import { useSession } from '../../auth/session';
import { CheckField } from '../../components/check-field';
import { MultiCheckField } from '../../components/multi-check-field';
import { PlaceField } from '../../components/place-field';
import { CATEGORY_LABELS } from '../../components/team-labels';
import { useServerAction } from '../../components/use-server-action';
import { useApiGet } from '../../lib/use-api-get';

type FormValues = v.InferInput<typeof MessageInput>;

export function NewMessagePage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const session = useSession();
  const action = useServerAction();
  const groups = useApiGet<{ _embedded: { groups: Group[] } }>(
    '/group?filter=member:me,senderOnly:true&size=300',
  );
  const links = session.person?.organizations ?? [];
  const everyoneClubs = links.filter(linkSendsForClub).map((l) => l.organization);
  const managed = groups.status === 'ok' ? groups.data._embedded.groups : [];
  const clubs = new Map<string, string>(everyoneClubs.map((o) => [o.id, o.name]));
  for (const g of managed) {
    const club = links.find((l) => l.organization.id === g.organizationId)?.organization;
    if (!clubs.has(g.organizationId)) clubs.set(g.organizationId, club?.name ?? g.name);
  }
  const form = useForm<FormValues>({
    resolver: valibotResolver(MessageInput),
    mode: 'onTouched',
    defaultValues: {
      organizationId: '',
      toEveryone: false,
      toGroupIds: [],
      categories: ['other'],
      placeId: null,
      subject: '',
      message: '',
      commsConsentAdditionalClub: false,
    },
  });
  const orgId = useWatch({ control: form.control, name: 'organizationId' });
  const firstClub = clubs.keys().next().value;
  // The clubs are known once the person's groups have loaded: start on the first.
  useEffect(() => {
    if (!orgId && firstClub) form.setValue('organizationId', firstClub);
  }, [orgId, firstClub, form]);
  const toEveryone = useWatch({ control: form.control, name: 'toEveryone' });
  const errorOf = (name: FieldPath<FormValues>) => {
    const m = form.getFieldState(name, form.formState).error?.message;
    return m ? i18n._(m) : undefined;
  };
  const onSubmit = form.handleSubmit(async (values) => {
    const sent = await action.run(
      () => apiSend('POST', '/comms/message', { ...values, placeId: values.placeId || null }, uuidv7()),
      t`Unable to send message`,
    );
    if (sent.ok) await navigate({ to: '/messages' });
  });
  const clubGroups = managed.filter((g) => g.organizationId === orgId);
  const mayWriteToEveryone = everyoneClubs.some((o) => o.id === orgId);
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      <Stack gap={4} maxW="xl">
        <Heading as="h1" size="xl">
          <Trans>New message</Trans>
        </Heading>
        {clubs.size === 0 && groups.status === 'ok' && (
          <Text role="status">
            <Trans>
              Only a club’s communications officers and the coaches and senders of a team can send messages.
            </Trans>
          </Text>
        )}
        <Field.Root required invalid={Boolean(errorOf('organizationId'))}>
          <Field.Label>
            <Trans>Club</Trans>
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('organizationId')}>
              {[...clubs.entries()].map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
          <Field.ErrorText>{errorOf('organizationId')}</Field.ErrorText>
        </Field.Root>
        {mayWriteToEveryone && (
          <CheckField control={form.control} name="toEveryone" label={t`Everyone in the club`} />
        )}
        {!toEveryone && (
          <MultiCheckField
            control={form.control}
            name="toGroupIds"
            label={t`Teams and groups`}
            options={clubGroups.map(
              (g) => [g.id, `${groupDisplayName(g)} (${g.ageLevel} ${g.activity})`] as const,
            )}
            error={form.getFieldState('toGroupIds', form.formState).error?.message}
          />
        )}
        <MultiCheckField
          control={form.control}
          name="categories"
          label={t`Categories`}
          required
          options={EVENT_CATEGORIES.map((c) => [c, t(CATEGORY_LABELS[c])] as const)}
          error={form.getFieldState('categories', form.formState).error?.message}
        />
        <Field.Root required invalid={Boolean(errorOf('subject'))}>
          <Field.Label>
            <Trans>Subject</Trans>
          </Field.Label>
          <Input {...form.register('subject')} />
          <Field.ErrorText>{errorOf('subject')}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errorOf('message'))}>
          <Field.Label>
            <Trans>Message</Trans>
          </Field.Label>
          <Textarea rows={5} {...form.register('message')} />
          <Field.ErrorText>{errorOf('message')}</Field.ErrorText>
        </Field.Root>
        <PlaceField register={form.register('placeId')} />
        <CheckField
          control={form.control}
          name="commsConsentAdditionalClub"
          label={t`Non-essential message`}
        />
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={action.busy}>
          <Trans>Send</Trans>
        </Button>
      </Stack>
    </form>
  );
}
