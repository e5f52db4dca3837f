import { Checkbox, Fieldset, Wrap } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * A labelled group of checkboxes bound to a string-array form value ("at least one" rules show their
 * message, translated from the domain's message id, under the group).
 */
export function MultiCheckField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  error,
  required,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly (readonly [string, string])[];
  error?: string;
  required?: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
        return (
          <Fieldset.Root invalid={Boolean(error)}>
            <Fieldset.Legend>
              {label}
              {required && ' *'}
            </Fieldset.Legend>
            <Wrap gap={3}>
              {options.map(([key, text]) => (
                <Checkbox.Root
                  key={key}
                  checked={value.includes(key)}
                  onCheckedChange={(e) =>
                    field.onChange(e.checked === true ? [...value, key] : value.filter((x) => x !== key))
                  }
                >
                  <Checkbox.HiddenInput onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label>{text}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Wrap>
            {error && <Fieldset.ErrorText>{i18n._(error)}</Fieldset.ErrorText>}
          </Fieldset.Root>
        );
      }}
    />
  );
}
