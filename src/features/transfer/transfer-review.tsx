/**
 * The transfer wizard's read-only parts: the review of what will be sent (step 3) and the messages of fields
 * on other steps than the one shown (a check of the whole form before saving), so none is hidden.
 */
import { Alert, DataList, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formatDisplayDate } from '../../../domain/lib/dates';
import type { TransferFormSchema, TransferValues } from '../../../domain/transfer/form-schema';
import { FIELD_LABELS, PLAYING_STATUS_LABELS } from '../../../domain/transfer/labels';

/** Messages of fields on other steps (a check of the whole form before saving), so none is hidden. */
export function OtherStepErrors({ errors }: { errors: readonly (readonly [string, string])[] }) {
  const { i18n } = useLingui();
  if (errors.length === 0) return null;
  return (
    <Alert.Root status="error" data-testid="transfer-errors">
      <Alert.Indicator />
      <Alert.Description>
        {errors.map(([name, message]) => (
          <Text key={name}>
            {FIELD_LABELS[name] ? i18n._(FIELD_LABELS[name]) : name}: {message ? i18n._(message) : ''}
          </Text>
        ))}
      </Alert.Description>
    </Alert.Root>
  );
}

/** What will be sent, as the reader sees it: dates d/M/yyyy, choices by name, ticks as yes. */
export function Review({
  schema,
  values,
  destinationName,
}: {
  schema: TransferFormSchema;
  values: TransferValues;
  destinationName: string;
}) {
  const { t, i18n } = useLingui();
  const shown = schema.sections
    .slice(0, 2)
    .flatMap((s) => s.fields)
    .filter((f) => values[f.name] !== undefined && values[f.name] !== '' && values[f.name] !== false);
  const labelOf = (name: string) => {
    const d = FIELD_LABELS[name];
    return d ? i18n._(d) : name;
  };
  const text = (name: string, value: string | boolean, type: string) => {
    if (name === 'destinationOrganizationId') return destinationName;
    if (value === true) return t`Yes`;
    if (type === 'DATE') return formatDisplayDate(String(value));
    const label = PLAYING_STATUS_LABELS[String(value)];
    return label ? i18n._(label) : String(value);
  };
  return (
    <DataList.Root orientation="horizontal" data-testid="transfer-review">
      {shown.map((f) => (
        <DataList.Item key={f.name}>
          <DataList.ItemLabel>{labelOf(f.name)}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Text whiteSpace="pre-wrap">{text(f.name, values[f.name]!, f.type)}</Text>
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
