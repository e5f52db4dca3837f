import { Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { useState } from 'react';
import type { PasswordMessage } from '../../../domain/auth/password-messages';
import type { PasswordOwner } from '../../../domain/auth/password-strength';
import { ChangePasswordInput } from '../../../domain/person/person';
import { apiSend } from '../../api/client';
import { showAlert } from '../../components/alerts';
import { showErrorAlert } from '../../components/error-alert';
import { FormDialog } from '../../components/form-dialog';
import { PasswordReasons } from '../../components/password-reasons';
import { TextField } from '../../components/text-field';
import { usePasswordCheck } from '../../lib/use-password-check';
import { applyServerErrors } from './server-errors';

/**
 * Change password (seed 1 §5): current password, a new one of ≥ 10 with upper, lower, digit, confirmed, and
 * not too easy to guess (issue 48: checked here with the strength rule, loaded with the dialog, and by the
 * server). `owner`: the person's words the estimator tries first (username, names, e-mail).
 */
export function ChangePasswordDialog({
  personId,
  owner,
  onClose,
}: {
  personId: string;
  owner: PasswordOwner;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [reasons, setReasons] = useState<PasswordMessage[]>([]);
  const checkPassword = usePasswordCheck();
  const form = useForm<v.InferInput<typeof ChangePasswordInput>, unknown, ChangePasswordInput>({
    resolver: valibotResolver(ChangePasswordInput),
    defaultValues: { currentPassword: '', newPassword: '', newPasswordConfirmation: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    const refusal = await checkPassword(input.newPassword, owner);
    setReasons(refusal?.messages.slice(1) ?? []);
    if (refusal) {
      form.setError('newPassword', { message: refusal.messages[0]!.id }, { shouldFocus: true });
      return;
    }
    try {
      await apiSend('PATCH', `/person/${personId}/password`, input);
    } catch (err) {
      if (!applyServerErrors(err, form.setError)) showErrorAlert(t`Unable to update password`, err);
      return;
    }
    showAlert('success', t`Password updated`);
    onClose();
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      busy={isSubmitting}
      title={t`Change password`}
      testId="change-password"
      formId="change-password-form"
      onSubmit={submit}
      submitLabel={<Trans>Update password</Trans>}
    >
      <Stack gap={4}>
        <Text fontSize="sm" color="fg.muted">
          <Trans>
            At least 10 characters with an uppercase letter, a lowercase letter and a digit. A password that
            is easy to guess or one of your last 3 passwords is refused.
          </Trans>
        </Text>
        <TextField
          label={t`Current password`}
          type="password"
          required
          autoComplete="current-password"
          register={form.register('currentPassword')}
          error={errors.currentPassword?.message}
        />
        <TextField
          label={t`New password`}
          type="password"
          required
          autoComplete="new-password"
          register={form.register('newPassword')}
          error={errors.newPassword?.message}
        />
        <PasswordReasons reasons={errors.newPassword ? reasons : []} />
        <TextField
          label={t`Confirm new password`}
          type="password"
          required
          autoComplete="new-password"
          register={form.register('newPasswordConfirmation')}
          error={errors.newPasswordConfirmation?.message}
        />
      </Stack>
    </FormDialog>
  );
}
