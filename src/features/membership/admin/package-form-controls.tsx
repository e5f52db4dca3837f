import { Field, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormGetFieldState,
  type FormState,
} from 'react-hook-form';
import { euroToMinor, minorToEuroText } from '../../../../domain/lib/money';

/** The message id of a field's validation error (translated where it is shown). */
export function fieldError<T extends FieldValues>(
  getFieldState: UseFormGetFieldState<T>,
  formState: FormState<T>,
  name: FieldPath<T>,
): string | undefined {
  return getFieldState(name, formState).error?.message;
}

/**
 * A price typed in euro, held by the form in minor units (cent): "12.50" → 1250. The text the user types
 * stays as typed; it is re-derived only when the form's value changes from outside (a reset after saving).
 */
export function EuroField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  helper,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  helper?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <EuroInput
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          label={label}
          required={required}
          helper={helper}
        />
      )}
    />
  );
}

function EuroInput(props: {
  name: string;
  value: number | null;
  onChange: (minor: number | null) => void;
  onBlur: () => void;
  error?: string;
  label: string;
  required?: boolean;
  helper?: string;
}) {
  const { i18n } = useLingui();
  const { value, error, required } = props;
  const [shown, setShown] = useState({ text: minorToEuroText(value), value });
  if (!Object.is(shown.value, value)) setShown({ text: minorToEuroText(value), value });
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {props.label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        name={props.name}
        inputMode="decimal"
        value={shown.text}
        onBlur={props.onBlur}
        onChange={(e) => {
          const text = e.target.value;
          const minor = euroToMinor(text);
          const next = minor === null && required ? Number.NaN : minor;
          setShown({ text, value: next });
          props.onChange(next);
        }}
      />
      {props.helper && !error && <Field.HelperText>{props.helper}</Field.HelperText>}
      {error && <Field.ErrorText>{i18n._(error)}</Field.ErrorText>}
    </Field.Root>
  );
}
