import { Button, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import type { PasswordMessage } from '../../../domain/auth/password-messages';
import { ResetPasswordInput } from '../../../domain/person/reset';
import { ApiError, publicSend } from '../../api/client';
import { showErrorAlert } from '../../components/error-alert';
import { PasswordReasons } from '../../components/password-reasons';
import { TextField } from '../../components/text-field';
import { usePasswordCheck } from '../../lib/use-password-check';

/**
 * /reset-password?token=…: the page the password-reset e-mail links to (no sign-in needed). A new password too
 * easy to guess is refused with the reasons before it is sent (the strength rule loads with the page); the
 * server, which knows whose account it is, checks again.
 */
export function ResetPasswordPage({ token }: { token: string }) {
  const { t } = useLingui();
  const [done, setDone] = useState(false);
  const [reasons, setReasons] = useState<PasswordMessage[]>([]);
  const checkPassword = usePasswordCheck();
  const form = useForm<v.InferInput<typeof ResetPasswordInput>, unknown, ResetPasswordInput>({
    resolver: valibotResolver(ResetPasswordInput),
    defaultValues: { token, newPassword: '', newPasswordConfirmation: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    const refusal = await checkPassword(input.newPassword);
    setReasons(refusal?.messages.slice(1) ?? []);
    if (refusal) {
      form.setError('newPassword', { message: refusal.messages[0]!.id }, { shouldFocus: true });
      return;
    }
    try {
      await publicSend('POST', '/person/password-reset', input);
      setDone(true);
    } catch (err) {
      const code = err instanceof ApiError ? err.body?.errors?.[0] : undefined;
      if (code?.field === 'newPassword' && code.code) form.setError('newPassword', { message: code.code });
      else showErrorAlert(t`Unable to update password`, err);
    }
  });
  return (
    <Stack gap={4} maxW="md" mx="auto" py={8}>
      <Heading as="h1" size="xl">
        <Trans>Choose a new password</Trans>
      </Heading>
      {done ? (
        <Text role="status">
          <Trans>Your password was changed.</Trans>{' '}
          <ChakraLink asChild>
            <Link to="/login">
              <Trans>Sign in</Trans>
            </Link>
          </ChakraLink>
        </Text>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)}>
          <Stack gap={4}>
            <TextField
              label={t`New password`}
              type="password"
              required
              autoComplete="new-password"
              register={form.register('newPassword')}
              error={errors.newPassword?.message ?? errors.token?.message}
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
            <Button type="submit" colorPalette="brand" loading={isSubmitting}>
              <Trans>Update password</Trans>
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
