import { Checkbox, Field, Input, Link, RadioGroup, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { splitQuestionOptions, type AdditionalQuestion } from '../../../domain/membership/package';
import { ANSWER_MAX } from '../../../domain/membership/package';

/** One additional question of an option: free text, one of the options (radio), or several (checkboxes). */
export function QuestionField({
  question,
  value,
  onChange,
}: {
  question: AdditionalQuestion;
  value: string;
  onChange: (answer: string) => void;
}) {
  const options = splitQuestionOptions(question.questionOptions);
  const label = (
    <>
      {question.questionText}
      {question.labelHref && (
        <>
          {' '}
          <Link href={question.labelHref} target="_blank" rel="noopener noreferrer">
            <Trans>(more information)</Trans>
          </Link>
        </>
      )}
    </>
  );
  if (question.inputType === 'TEXT') {
    return (
      <Field.Root required={question.inputRequired}>
        <Field.Label>{label}</Field.Label>
        <Input value={value} maxLength={ANSWER_MAX} onChange={(e) => onChange(e.target.value)} />
      </Field.Root>
    );
  }
  if (question.inputType === 'RADIO') {
    return (
      <Field.Root required={question.inputRequired}>
        <RadioGroup.Root
          value={value}
          onValueChange={(e) => onChange(e.value ?? '')}
          aria-label={question.questionText}
        >
          <Field.Label>{label}</Field.Label>
          <Stack gap={1}>
            {options.map((o) => (
              <RadioGroup.Item key={o} value={o}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{o}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </Field.Root>
    );
  }
  const chosen = splitQuestionOptions(value);
  return (
    <Stack as="fieldset" gap={1}>
      <legend>{label}</legend>
      {options.map((o) => (
        <Checkbox.Root
          key={o}
          checked={chosen.includes(o)}
          onCheckedChange={(e) =>
            onChange((e.checked === true ? [...chosen, o] : chosen.filter((x) => x !== o)).join(', '))
          }
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{o}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Stack>
  );
}
