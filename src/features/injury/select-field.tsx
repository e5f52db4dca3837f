import { Field, NativeSelect } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A labelled native select of codes with translated labels, and its validation message. */
export function SelectField({
  label,
  options,
  labels,
  register,
  error,
  required,
  placeholder,
  display,
}: {
  label: string;
  options: readonly string[];
  labels?: Partial<Record<string, MessageDescriptor>>;
  register: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
  placeholder?: string;
  /** Labels that are data, not translatable codes (team names). */
  display?: (option: string) => string;
}) {
  const { i18n } = useLingui();
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...register}>
          <option value="">{placeholder ?? '—'}</option>
          {options.map((o) => {
            const d = labels?.[o];
            return (
              <option key={o} value={o}>
                {display ? display(o) : d ? i18n._(d) : o}
              </option>
            );
          })}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{i18n._(error)}</Field.ErrorText>}
    </Field.Root>
  );
}
