import { Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { DIAGNOSES_BY_AREA } from '../../../domain/injury/diagnosis';
import { INJURY_AREAS, INJURY_GRADES, INJURY_SIDES, type InjuryArea } from '../../../domain/injury/enums';
import type { InjuryRecordFormValues } from '../../../domain/injury/injury-record';
import { AREA_LABELS, DIAGNOSIS_KIND_LABELS, GRADE_WORD_LABELS, SIDE_LABELS } from './injury-labels';
import { SelectField } from './select-field';

const isArea = (a: unknown): a is InjuryArea => (INJURY_AREAS as readonly unknown[]).includes(a);

/** The injury details: side, area, a diagnosis of that area, grade — as many as needed. */
export function InjuryDetailsFields({
  control,
  register,
  errors,
}: {
  control: Control<InjuryRecordFormValues>;
  register: UseFormRegister<InjuryRecordFormValues>;
  errors: FieldErrors<InjuryRecordFormValues>;
}) {
  const { t, i18n } = useLingui();
  const { fields, append, remove } = useFieldArray({ control, name: 'injuryDetails' });
  const details = useWatch({ control, name: 'injuryDetails' }) ?? [];
  const listError = (errors.injuryDetails as { message?: string } | undefined)?.message;
  const diagnosisLabels = Object.fromEntries(
    INJURY_AREAS.flatMap((a) => DIAGNOSES_BY_AREA[a].map((k) => [`${a}.${k}`, DIAGNOSIS_KIND_LABELS[k]])),
  );
  return (
    <Stack gap={3} as="fieldset">
      <Heading as="h2" size="md">
        <Trans>Injury details</Trans>
      </Heading>
      {fields.map((f, i) => {
        const area = details[i]?.area;
        const e = errors.injuryDetails?.[i];
        return (
          <Stack key={f.id} borderWidth="1px" borderRadius="md" p={3} data-testid="injury-detail">
            <Text fontWeight="semibold">
              <Trans>Detail {i + 1}</Trans>
            </Text>
            <SimpleGrid columns={{ base: 1, md: 4 }} gap={3}>
              <SelectField
                label={t`Side`}
                options={INJURY_SIDES}
                labels={SIDE_LABELS}
                register={register(`injuryDetails.${i}.side`)}
                error={e?.side?.message}
                required
              />
              <SelectField
                label={t`Area`}
                options={INJURY_AREAS}
                labels={AREA_LABELS}
                register={register(`injuryDetails.${i}.area`)}
                error={e?.area?.message}
                required
              />
              <SelectField
                label={t`Diagnosis`}
                options={isArea(area) ? DIAGNOSES_BY_AREA[area].map((k) => `${area}.${k}`) : []}
                labels={diagnosisLabels}
                register={register(`injuryDetails.${i}.diagnosis`)}
                error={e?.diagnosis?.message}
                required
              />
              <SelectField
                label={t`Grade`}
                options={INJURY_GRADES}
                labels={GRADE_WORD_LABELS}
                register={register(`injuryDetails.${i}.grade`)}
                error={e?.grade?.message}
                required
              />
            </SimpleGrid>
            <HStack>
              <Button size="sm" variant="outline" onClick={() => remove(i)}>
                <Trans>Remove detail {i + 1}</Trans>
              </Button>
            </HStack>
          </Stack>
        );
      })}
      {listError && (
        <Text color="red.700" role="alert">
          {i18n._(listError)}
        </Text>
      )}
      <HStack>
        <Button variant="outline" onClick={() => append({ side: '', area: '', diagnosis: '', grade: '' })}>
          <Trans>Add injury detail</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
