/** Small form fields of the report wizard, bound to react-hook-form; errors are message ids from domain/. */
import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { get, useFormContext, type FieldValues } from 'react-hook-form';
import { CheckField as SharedCheckField } from '../../../components/check-field';
import { nullIfEmpty } from '../../../lib/form-values';

function useError(name: string): string | undefined {
  const { formState } = useFormContext<FieldValues>();
  const e: { message?: string; root?: { message?: string } } | undefined = get(formState.errors, name);
  return e?.message ?? e?.root?.message;
}

export function ErrorText({ name }: { name: string }) {
  const error = useError(name);
  const { i18n } = useLingui();
  return error ? (
    <Field.Root invalid>
      <Field.ErrorText>{i18n._(error)}</Field.ErrorText>
    </Field.Root>
  ) : null;
}

export function TextField(props: {
  name: string;
  label: string;
  type?: 'text' | 'time' | 'number';
  multiline?: boolean;
  required?: boolean;
}) {
  const { register } = useFormContext<FieldValues>();
  const error = useError(props.name);
  const { i18n } = useLingui();
  const reg = register(props.name, props.type === 'number' ? { valueAsNumber: true } : undefined);
  return (
    <Field.Root invalid={Boolean(error)} required={props.required}>
      <Field.Label>{props.label}</Field.Label>
      {props.multiline ? (
        <Textarea {...reg} rows={3} />
      ) : (
        <Input
          type={props.type ?? 'text'}
          {...reg}
          {...(props.type === 'number' ? { min: 0, step: 1 } : {})}
        />
      )}
      {error && <Field.ErrorText>{i18n._(error)}</Field.ErrorText>}
    </Field.Root>
  );
}

export function SelectField<K extends string>(props: {
  name: string;
  label: string;
  options: Record<K, MessageDescriptor>;
  /** Adds an empty choice that stores null. */
  optional?: boolean;
}) {
  const { register } = useFormContext<FieldValues>();
  const error = useError(props.name);
  const { i18n } = useLingui();
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          {...register(props.name, props.optional ? { setValueAs: nullIfEmpty } : undefined)}
        >
          {props.optional && <option value="">—</option>}
          {(Object.entries(props.options) as [K, MessageDescriptor][]).map(([value, label]) => (
            <option key={value} value={value}>
              {i18n._(label)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{i18n._(error)}</Field.ErrorText>}
    </Field.Root>
  );
}

export function CheckField({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext<FieldValues>();
  return <SharedCheckField control={control} name={name} label={label} />;
}
