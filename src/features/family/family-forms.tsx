import { Button, HStack, Stack } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { AddChildInput, FamilyInput, InviteInput, type Family } from '../../../domain/family/family';
import { FAMILY_DESCRIPTION_MAX, FAMILY_NAME_MAX, NAME_MAX } from '../../../domain/person/limits';
import { ApiError, apiSend } from '../../api/client';
import { showAlert } from '../../components/alerts';
import { ChoiceField } from '../../components/choice-field';
import { showErrorAlert } from '../../components/error-alert';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';

/** Create or rename a family: name (≤ 30) and description (≤ 50). */
export function FamilyForm({ family, onSaved }: { family?: Family; onSaved: () => void }) {
  const { t } = useLingui();
  const form = useForm<v.InferInput<typeof FamilyInput>, unknown, FamilyInput>({
    resolver: valibotResolver(FamilyInput),
    defaultValues: { name: family?.name ?? '', description: family?.description ?? '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    try {
      await apiSend(family ? 'PUT' : 'POST', family ? `/family/${family.id}` : '/family', input);
      showAlert('success', t`Family saved`);
      onSaved();
    } catch (err) {
      showErrorAlert(t`Unable to save data`, err);
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t`Family details`}>
      <Stack gap={3} maxW="lg">
        <TextField
          label={t`Family name`}
          required
          maxLength={FAMILY_NAME_MAX}
          register={form.register('name')}
          error={errors.name?.message}
        />
        <TextField
          label={t`Description`}
          maxLength={FAMILY_DESCRIPTION_MAX}
          register={form.register('description')}
          error={errors.description?.message}
        />
        <Button type="submit" alignSelf="flex-start" size="sm" colorPalette="brand" loading={isSubmitting}>
          {family ? <Trans>Save family</Trans> : <Trans>Create family</Trans>}
        </Button>
      </Stack>
    </form>
  );
}

/** Invite a guardian by username or e-mail. */
export function InviteForm({ familyId, onInvited }: { familyId: string; onInvited: () => void }) {
  const { t } = useLingui();
  const form = useForm<v.InferInput<typeof InviteInput>, unknown, InviteInput>({
    resolver: valibotResolver(InviteInput),
    defaultValues: { familyId, invitee: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    try {
      await apiSend('POST', '/invite', input);
      showAlert('success', t`Invite sent`);
      form.reset({ familyId, invitee: '' });
      onInvited();
    } catch (err) {
      if (err instanceof ApiError && err.body?.errors?.[0]?.code) {
        form.setError('invitee', { type: 'server', message: err.body.errors[0].code });
      } else showErrorAlert(t`There was a problem with the invite`, err);
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t`Invite a guardian`}>
      <HStack align="flex-end" gap={3} maxW="lg">
        <TextField
          label={t`Username or e-mail of the guardian`}
          required
          register={form.register('invitee')}
          error={errors.invitee?.message}
        />
        <Button type="submit" colorPalette="brand" loading={isSubmitting}>
          <Trans>Invite guardian</Trans>
        </Button>
      </HStack>
    </form>
  );
}

/** Add a child to the family: names (Irish names optional), gender, date of birth. */
export function AddChildDialog({
  familyId,
  onClose,
  onAdded,
}: {
  familyId: string;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { t } = useLingui();
  const form = useForm<v.InferInput<typeof AddChildInput>, unknown, AddChildInput>({
    resolver: valibotResolver(AddChildInput),
    defaultValues: {
      givenName: '',
      familyName: '',
      alternateGivenName: '',
      alternateFamilyName: '',
      gender: '' as 'MALE',
      birthDate: '',
    },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    try {
      await apiSend('POST', `/family/${familyId}/member`, input);
      showAlert('success', t`Child added`);
      onAdded();
      onClose();
    } catch (err) {
      showErrorAlert(t`Unable to add child`, err);
    }
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      busy={isSubmitting}
      title={t`Add a child`}
      testId="add-child"
      formId="add-child-form"
      onSubmit={submit}
      submitLabel={<Trans>Add child</Trans>}
    >
      <Stack gap={3}>
        <TextField
          label={t`First name`}
          required
          maxLength={NAME_MAX}
          register={form.register('givenName')}
          error={errors.givenName?.message}
        />
        <TextField
          label={t`Surname`}
          required
          maxLength={NAME_MAX}
          register={form.register('familyName')}
          error={errors.familyName?.message}
        />
        <TextField
          label={t`First name in Irish`}
          maxLength={NAME_MAX}
          register={form.register('alternateGivenName')}
          error={errors.alternateGivenName?.message}
        />
        <TextField
          label={t`Surname in Irish`}
          maxLength={NAME_MAX}
          register={form.register('alternateFamilyName')}
          error={errors.alternateFamilyName?.message}
        />
        <ChoiceField
          label={t`Gender`}
          required
          options={[
            ['MALE', t`Male`],
            ['FEMALE', t`Female`],
          ]}
          register={form.register('gender')}
          error={errors.gender?.message}
        />
        <TextField
          label={t`Date of birth`}
          type="date"
          required
          register={form.register('birthDate')}
          error={errors.birthDate?.message}
        />
      </Stack>
    </FormDialog>
  );
}
