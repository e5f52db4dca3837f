/**
 * The one renderer of the transfer form: each field of a served section (domain/transfer/form-schema.ts) as
 * its input — TEXT, SELECT, DATE, UUID (a club picked by name), CHECKBOX — labelled from the domain's
 * labels, with the schema's message under it. FILE fields are the documents step's (transfer-documents.tsx).
 */
import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Control, FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import type { TransferField, TransferValues } from '../../../domain/transfer/form-schema';
import { FIELD_LABELS, PLAYING_STATUS_LABELS } from '../../../domain/transfer/labels';
import { CheckField } from '../../components/check-field';
import { ChoiceField } from '../../components/choice-field';
import { ClubPicker, type Club } from '../../components/club-picker';
import { TextField } from '../../components/text-field';

export interface SchemaFormBits {
  register: UseFormRegister<TransferValues>;
  control: Control<TransferValues>;
  setValue: UseFormSetValue<TransferValues>;
  errors: FieldErrors<TransferValues>;
  /** The joining club's name, for the picker (the form keeps its id). */
  destination: Club | null;
  onDestination: (c: Club | null) => void;
}

const MULTILINE = ['reason', 'notes'];

export function SchemaFields({ fields, bits }: { fields: readonly TransferField[]; bits: SchemaFormBits }) {
  const { i18n } = useLingui();
  const label = (name: string) => (FIELD_LABELS[name] ? i18n._(FIELD_LABELS[name]) : name);
  const errorOf = (name: string) => bits.errors[name]?.message;
  return (
    <Stack gap={4}>
      {fields.map((f) => {
        switch (f.type) {
          case 'FILE':
            return null;
          case 'CHECKBOX':
            return (
              <div key={f.name}>
                <CheckField control={bits.control} name={f.name} label={label(f.name)} />
                {errorOf(f.name) && (
                  <p role="alert" style={{ color: 'var(--chakra-colors-fg-error)', fontSize: '0.875rem' }}>
                    {i18n._(errorOf(f.name)!)}
                  </p>
                )}
              </div>
            );
          case 'SELECT':
            return (
              <ChoiceField
                key={f.name}
                label={label(f.name)}
                required={f.required}
                register={bits.register(f.name)}
                error={errorOf(f.name)}
                options={(f.options ?? []).map(
                  (o) => [o, PLAYING_STATUS_LABELS[o] ? i18n._(PLAYING_STATUS_LABELS[o]) : o] as const,
                )}
              />
            );
          case 'UUID':
            return (
              <UuidField
                key={f.name}
                name={f.name}
                label={label(f.name)}
                bits={bits}
                error={errorOf(f.name)}
              />
            );
          default:
            return (
              <TextField
                key={f.name}
                label={label(f.name)}
                required={f.required && !f.optionalWhen}
                type={f.type === 'DATE' ? 'date' : 'text'}
                multiline={MULTILINE.includes(f.name)}
                maxLength={f.max}
                register={bits.register(f.name)}
                error={errorOf(f.name)}
              />
            );
        }
      })}
    </Stack>
  );
}

function UuidField({
  name,
  label,
  bits,
  error,
}: {
  name: string;
  label: string;
  bits: SchemaFormBits;
  error?: string;
}) {
  const { i18n } = useLingui();
  const [, rerender] = useState(0);
  return (
    <ClubPicker
      label={label}
      value={bits.destination}
      error={error ? i18n._(error) : undefined}
      onPick={(c) => {
        bits.setValue(name, c?.id ?? '', { shouldValidate: true });
        bits.onDestination(c);
        rerender((n) => n + 1);
      }}
    />
  );
}
