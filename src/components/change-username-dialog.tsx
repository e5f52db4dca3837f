import { Field, Input, Stack } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { changeUsernameInputFor, type ChangeUsernameInput } from '../../domain/person/person';
import { ApiError, apiSend } from '../api/client';
import { applyUser } from '../auth/session';
import { refreshTokens } from '../auth/tokens';
import { showAlert } from './alerts';
import { showErrorAlert } from './error-alert';
import { FormDialog } from './form-dialog';

interface Props {
  personId: string;
  currentUsername: string;
  onClose: () => void;
  /** Called after a successful change, before the identity reloads. */
  onChanged?: () => void;
}

/**
 * Change username (seed 1 §5, §7, §8): new username and current password. Success refreshes the tokens and
 * reloads the identity; 409 is the not-unique alert; anything else the update-failed (generic) alert.
 */
export function ChangeUsernameDialog({ personId, currentUsername, onClose, onChanged }: Props) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => changeUsernameInputFor(currentUsername), [currentUsername]);
  const form = useForm<v.InferInput<typeof schema>, unknown, ChangeUsernameInput>({
    resolver: valibotResolver(schema),
    defaultValues: { username: currentUsername.trim(), confirmPassword: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await apiSend('PUT', `/person/${personId}/username`, input);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409)
        showAlert('error', t`Username already taken, try a different one`);
      else showErrorAlert(t`Unable to update username`, err);
      return;
    }
    showAlert('success', t`Username updated`);
    onChanged?.();
    onClose();
    await applyUser(await refreshTokens().catch(() => null)).catch(() => undefined);
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      busy={isSubmitting}
      title={t`Change username`}
      testId="change-username"
      formId="change-username-form"
      onSubmit={submit}
      submitLabel={<Trans>Update username</Trans>}
      loadingText={t`Saving…`}
    >
      <Stack gap={4}>
        <Field.Root invalid={!!errors.username} required>
          <Field.Label>
            <Trans>New username</Trans>
          </Field.Label>
          <Input autoComplete="username" {...form.register('username')} />
          <Field.ErrorText>{errors.username?.message && i18n._(errors.username.message)}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.confirmPassword} required>
          <Field.Label>
            <Trans>Current password</Trans>
          </Field.Label>
          <Input type="password" autoComplete="current-password" {...form.register('confirmPassword')} />
          <Field.ErrorText>
            {errors.confirmPassword?.message && i18n._(errors.confirmPassword.message)}
          </Field.ErrorText>
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
