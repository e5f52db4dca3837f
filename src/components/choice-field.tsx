import { Field, NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A labelled native select; `options` are [value, label] pairs already in the reader's language. */
export function ChoiceField({
  label,
  options,
  register,
  error,
  required,
}: {
  label: string;
  options: readonly (readonly [string, string])[];
  register: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...register}>
          <option value="">—</option>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{i18n._(error)}</Field.ErrorText>}
    </Field.Root>
  );
}
