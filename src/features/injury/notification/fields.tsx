import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { InjuryNotificationFormValues } from '../../../../domain/injury/injury-notification';

type Name = keyof InjuryNotificationFormValues;
export type FormBits = {
  register: UseFormRegister<InjuryNotificationFormValues>;
  errors: FieldErrors<InjuryNotificationFormValues>;
};

export const errorOf = (errors: FormBits['errors'], name: Name) =>
  (errors[name] as { message?: string } | undefined)?.message;

function Message({ id }: { id?: string }) {
  const { i18n } = useLingui();
  return id ? <Field.ErrorText>{i18n._(id)}</Field.ErrorText> : null;
}

/** Yes / No as a select, kept as a boolean in the form. */
export function YesNoField({ name, label, register, errors }: FormBits & { name: Name; label: string }) {
  const { t } = useLingui();
  const error = errorOf(errors, name);
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          {...register(name, {
            setValueAs: (v: unknown) => (v === 'true' ? true : v === 'false' ? false : v),
          })}
        >
          <option value="">—</option>
          <option value="true">{t`Yes`}</option>
          <option value="false">{t`No`}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Message id={error} />
    </Field.Root>
  );
}

export function TextField({
  name,
  label,
  register,
  errors,
  type = 'text',
  multiline = false,
  required = false,
}: FormBits & { name: Name; label: string; type?: string; multiline?: boolean; required?: boolean }) {
  const error = errorOf(errors, name);
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>{label}</Field.Label>
      {multiline ? <Textarea rows={3} {...register(name)} /> : <Input type={type} {...register(name)} />}
      <Message id={error} />
    </Field.Root>
  );
}

/** A required checkbox (confirmation, declarations) with its spec message. */
export function CheckField({ name, label, register, errors }: FormBits & { name: Name; label: string }) {
  const error = errorOf(errors, name);
  return (
    <Field.Root invalid={Boolean(error)}>
      <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start' }}>
        <input type="checkbox" {...register(name)} />
        <span>{label}</span>
      </label>
      <Message id={error} />
    </Field.Root>
  );
}
