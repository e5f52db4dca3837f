import { Button, Fieldset, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { QUESTION_TYPES } from '../../../../domain/membership/enums';
import {
  MAX_QUESTION_OPTIONS,
  MAX_QUESTIONS,
  QUESTION_MAX,
  splitQuestionOptions,
} from '../../../../domain/membership/package';
import { ChoiceField } from '../../../components/choice-field';
import { TextField } from '../../../components/text-field';
import { CheckField } from '../../../components/check-field';
import { fieldError } from './package-form-controls';
import type { PackageFormValues } from './package-form-mapping';

/** The additional questions of option `index` (seed 1 §3): text, link, required, type and its options. */
export function QuestionFields({ index }: { index: number }) {
  const { t } = useLingui();
  const { control, register, getFieldState, formState, watch } = useFormContext<PackageFormValues>();
  const name = `options.${index}.additionalQuestions` as const;
  const { fields, append, remove } = useFieldArray({ control, name });
  const err = (path: Parameters<typeof getFieldState>[0]) => fieldError(getFieldState, formState, path);
  const typeLabels: Record<(typeof QUESTION_TYPES)[number], string> = {
    TEXT: t`Text`,
    RADIO: t`One of the options (radio)`,
    CHECKBOX: t`Any of the options (checkboxes)`,
  };
  return (
    <Fieldset.Root>
      <Fieldset.Legend>
        <Trans>Additional questions</Trans>
      </Fieldset.Legend>
      <Stack gap={4}>
        {fields.length === 0 && (
          <Text color="fg.muted">
            <Trans>No additional questions.</Trans>
          </Text>
        )}
        {fields.map((f, q) => {
          const type = watch(`${name}.${q}.inputType`);
          const count = splitQuestionOptions(watch(`${name}.${q}.questionOptions`) ?? '').length;
          return (
            <Stack
              key={f.id}
              gap={3}
              borderWidth="1px"
              borderRadius="md"
              p={3}
              role="group"
              aria-label={t`Question ${q + 1}`}
            >
              <TextField
                label={t`Question text`}
                required
                maxLength={QUESTION_MAX}
                register={register(`${name}.${q}.questionText`)}
                error={err(`${name}.${q}.questionText`)}
              />
              <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
                <ChoiceField
                  label={t`Answer type`}
                  required
                  options={QUESTION_TYPES.map((x) => [x, typeLabels[x]] as const)}
                  register={register(`${name}.${q}.inputType`)}
                  error={err(`${name}.${q}.inputType`)}
                />
                <TextField
                  label={t`Link (more information)`}
                  type="url"
                  register={register(`${name}.${q}.labelHref`)}
                  error={err(`${name}.${q}.labelHref`)}
                  helper={t`Starts with http:// or https://`}
                />
              </SimpleGrid>
              {type !== 'TEXT' && (
                <TextField
                  label={t`Options, separated by commas`}
                  required
                  register={register(`${name}.${q}.questionOptions`)}
                  error={err(`${name}.${q}.questionOptions`)}
                  helper={t`${count} of at most ${MAX_QUESTION_OPTIONS} options`}
                />
              )}
              <HStack justify="space-between" wrap="wrap">
                <CheckField
                  control={control}
                  name={`${name}.${q}.inputRequired`}
                  label={t`Answer required`}
                />
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => remove(q)}>
                  <Trans>Remove question {q + 1}</Trans>
                </Button>
              </HStack>
            </Stack>
          );
        })}
        <Button
          size="sm"
          variant="outline"
          alignSelf="start"
          disabled={fields.length >= MAX_QUESTIONS}
          onClick={() =>
            append({
              questionText: '',
              labelHref: '',
              inputRequired: false,
              inputType: 'TEXT',
              questionOptions: '',
            })
          }
        >
          <Trans>Add question</Trans>
        </Button>
      </Stack>
    </Fieldset.Root>
  );
}
