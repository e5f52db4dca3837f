import { Field, Input, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A labelled input (or textarea) with its validation message, translated from the domain's message id.
 * react-hook-form decides when the message shows (once touched or after a submit attempt).
 */
export function TextField({
  label,
  register,
  error,
  required,
  type = 'text',
  maxLength,
  multiline,
  autoComplete,
  helper,
}: {
  label: string;
  register: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
  type?: string;
  maxLength?: number;
  multiline?: boolean;
  autoComplete?: string;
  helper?: string;
}) {
  const { i18n } = useLingui();
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {multiline ? (
        <Textarea {...register} maxLength={maxLength} rows={4} />
      ) : (
        <Input type={type} {...register} maxLength={maxLength} autoComplete={autoComplete} />
      )}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{i18n._(error)}</Field.ErrorText>}
    </Field.Root>
  );
}
