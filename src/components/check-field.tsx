import { Checkbox } from '@chakra-ui/react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** A yes/no setting as a checkbox bound to a boolean form value. */
export function CheckField<T extends FieldValues>({
  control,
  name,
  label,
  onToggle,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Called after the value changes (e.g. to clear fields that only apply when it is on). */
  onToggle?: (checked: boolean) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root
          checked={field.value === true}
          onCheckedChange={(e) => {
            field.onChange(e.checked === true);
            // A tick is a finished answer: it counts as touched, so a form checked "on touched" clears
            // (or shows) this field's message now rather than at a blur the box may never get.
            field.onBlur();
            onToggle?.(e.checked === true);
          }}
        >
          <Checkbox.HiddenInput name={field.name} ref={field.ref} onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}
