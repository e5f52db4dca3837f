import { Button, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { ChangePasswordInput } from '../../../domain/person/person';
import { apiSend } from '../../api/client';
import { showAlert } from '../../components/alerts';
import { AppDialog } from '../../components/app-dialog';
import { showErrorAlert } from '../../components/error-alert';
import { TextField } from '../../components/text-field';
import { applyServerErrors } from './server-errors';

/** Change password (seed 1 §5): current password, a new one of ≥ 10 with upper, lower, digit, confirmed. */
export function ChangePasswordDialog({ personId, onClose }: { personId: string; onClose: () => void }) {
  const { t } = useLingui();
  const form = useForm<v.InferInput<typeof ChangePasswordInput>, unknown, ChangePasswordInput>({
    resolver: valibotResolver(ChangePasswordInput),
    defaultValues: { currentPassword: '', newPassword: '', newPasswordConfirmation: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
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
    <AppDialog
      open
      onClose={onClose}
      busy={isSubmitting}
      title={t`Change password`}
      testId="change-password"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            <Trans>Cancel</Trans>
          </Button>
          <Button colorPalette="brand" type="submit" form="change-password-form" loading={isSubmitting}>
            <Trans>Update password</Trans>
          </Button>
        </>
      }
    >
      <form id="change-password-form" noValidate onSubmit={(e) => void submit(e)}>
        <Stack gap={4}>
          <Text fontSize="sm" color="fg.muted">
            <Trans>
              At least 10 characters with an uppercase letter, a lowercase letter and a digit. A common
              password or one of your last 3 passwords is refused.
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
          <TextField
            label={t`Confirm new password`}
            type="password"
            required
            autoComplete="new-password"
            register={form.register('newPasswordConfirmation')}
            error={errors.newPasswordConfirmation?.message}
          />
        </Stack>
      </form>
    </AppDialog>
  );
}
