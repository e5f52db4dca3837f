import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { changeEmailInputFor, type ChangeEmailInput } from '../../../domain/person/person';
import { apiSend } from '../../api/client';
import { showAlert } from '../../components/alerts';
import { showErrorAlert } from '../../components/error-alert';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { applyServerErrors } from './server-errors';

/** Change e-mail: required, valid, different from the current one; a refusal shows its reason. */
export function ChangeEmailDialog({
  personId,
  currentEmail,
  onClose,
  onChanged,
}: {
  personId: string;
  currentEmail: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const schema = useMemo(() => changeEmailInputFor(currentEmail), [currentEmail]);
  const form = useForm<v.InferInput<typeof schema>, unknown, ChangeEmailInput>({
    resolver: valibotResolver(schema),
    defaultValues: { email: currentEmail },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    try {
      await apiSend('PATCH', `/person/${personId}/email`, input);
    } catch (err) {
      if (!applyServerErrors(err, form.setError)) showErrorAlert(t`Unable to update e-mail`, err);
      return;
    }
    showAlert('success', t`E-mail updated`);
    onChanged();
    onClose();
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      busy={isSubmitting}
      title={t`Change e-mail`}
      testId="change-email"
      formId="change-email-form"
      onSubmit={submit}
      submitLabel={<Trans>Update e-mail</Trans>}
    >
      <TextField
        label={t`New e-mail`}
        type="email"
        required
        autoComplete="email"
        register={form.register('email')}
        error={errors.email?.message}
      />
    </FormDialog>
  );
}
