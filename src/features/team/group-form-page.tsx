import { Button, Field, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { uuidv7 } from 'uuidv7';
import type * as v from 'valibot';
import { ACTIVITIES } from '../../../domain/enums';
import { AGE_LEVELS } from '../../../domain/team/enums';
import { CREATABLE_GROUP_TYPES, GroupInput, type Group } from '../../../domain/team/group';
import { ApiError, apiSend } from '../../api/client';
import { useSession } from '../../auth/session';
import { showErrorAlert } from '../../components/error-alert';
import { ACTIVITY_LABELS, ageLevelLabel } from '../../components/team-labels';
import { useSelectedOrganization } from '../../lib/selected-organization';

type FormValues = v.InferInput<typeof GroupInput>;
const YES_NO = ['viewOthersInGroup', 'selfJoin', 'selfLeave'] as const;
const toBool = (s: unknown) =>
  s === 'true' || s === true ? true : s === 'false' || s === false ? false : undefined;

/**
 * /teams/new: create a team or distribution list (seed 2 §5 Teams); with `group`, the group's settings
 * (PUT /group/{id}, same rules).
 */
export function GroupFormPage({ group, onSaved }: { group?: Group; onSaved?: () => void } = {}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const session = useSession();
  const selected = useSelectedOrganization();
  const clubs = (session.person?.organizations ?? []).map((l) => l.organization);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<FormValues>({
    resolver: valibotResolver(GroupInput),
    mode: 'onTouched',
    defaultValues: group
      ? {
          organizationId: group.organizationId,
          additionalType:
            CREATABLE_GROUP_TYPES.find((x) => x === group.additionalType) ?? CREATABLE_GROUP_TYPES[0],
          name: group.name,
          ageLevel: group.ageLevel as FormValues['ageLevel'],
          activity: group.activity as FormValues['activity'],
          suffix: group.suffix ?? '',
          viewOthersInGroup: group.viewOthersInGroup,
          selfJoin: group.selfJoin,
          selfLeave: group.selfLeave,
        }
      : {
          organizationId: clubs.find((c) => c.id === selected)?.id ?? clubs[0]?.id ?? '',
          additionalType: CREATABLE_GROUP_TYPES[0],
          name: '',
          suffix: '',
        },
  });
  const errorOf = (name: FieldPath<FormValues>) => {
    const m = form.getFieldState(name, form.formState).error?.message;
    return m ? i18n._(m) : undefined;
  };
  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    setSaved(false);
    try {
      if (group) {
        await apiSend<Group>('PUT', `/group/${group.id}`, values, uuidv7());
        setSaved(true);
        onSaved?.();
        return;
      }
      const g = await apiSend<Group>('POST', '/group', values, uuidv7());
      await navigate({ to: '/teams/$groupId', params: { groupId: g.id } });
    } catch (err) {
      // A duplicate team: the server's advice goes beside the suffix.
      if (err instanceof ApiError && err.status === 409) setServerError(err.body?.message ?? null);
      else showErrorAlert(t`Unable to save, try again later`, err);
    }
  });
  const select = (
    name: FieldPath<FormValues>,
    label: string,
    options: [string, string][],
    asBool = false,
  ) => (
    <Field.Root key={name} invalid={Boolean(errorOf(name))} required>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...form.register(name, asBool ? { setValueAs: toBool } : {})}>
          <option value="">{t`Choose…`}</option>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
      <Field.ErrorText>{errorOf(name)}</Field.ErrorText>
    </Field.Root>
  );
  const yesNo: [string, string][] = [
    ['true', t`Yes`],
    ['false', t`No`],
  ];
  const yesNoLabels = {
    viewOthersInGroup: t`Members can see each other`,
    selfJoin: t`Members can join themselves`,
    selfLeave: t`Members can leave themselves`,
  };
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      <Stack gap={4} maxW="xl">
        {!group && (
          <Heading as="h1" size="xl">
            <Trans>Create team or distribution list</Trans>
          </Heading>
        )}
        {select(
          'organizationId',
          t`Club`,
          clubs.map((c) => [c.id, c.name]),
        )}
        {select('additionalType', t`Type`, [
          ['Team', t`Team`],
          ['DistributionList', t`Distribution list`],
        ])}
        <Field.Root invalid={Boolean(errorOf('name'))} required>
          <Field.Label>
            <Trans>Name</Trans>
          </Field.Label>
          <Input {...form.register('name')} />
          <Field.ErrorText>{errorOf('name')}</Field.ErrorText>
        </Field.Root>
        {select(
          'ageLevel',
          t`Age level`,
          AGE_LEVELS.map((a) => [a, ageLevelLabel(a, t)]),
        )}
        {select(
          'activity',
          t`Activity`,
          ACTIVITIES.map((a) => [a, t(ACTIVITY_LABELS[a])]),
        )}
        <Field.Root invalid={Boolean(errorOf('suffix') ?? serverError)}>
          <Field.Label>
            <Trans>Suffix</Trans>
          </Field.Label>
          <Input {...form.register('suffix')} />
          <Field.ErrorText>{errorOf('suffix')}</Field.ErrorText>
        </Field.Root>
        {serverError && (
          <Text role="alert" color="red.700">
            {serverError}
          </Text>
        )}
        {YES_NO.map((name) => select(name, yesNoLabels[name], yesNo, true))}
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={form.formState.isSubmitting}>
          <Trans>Save</Trans>
        </Button>
        {saved && (
          <Text role="status">
            <Trans>Saved.</Trans>
          </Text>
        )}
      </Stack>
    </form>
  );
}
