/**
 * The new questionnaire (seed 2 §2: "for me or for someone else"): who it is for, their club and team, the
 * yes/no questions (each about the last 14 days), the names and the confirmation. Validated by the domain's
 * schema; submitting is one local action (document + outbox entry), so it works with no signal.
 */
import { Alert, Button, Field, Heading, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { uuidv7 } from 'uuidv7';
import {
  HEALTH_QUESTIONS,
  HealthQuestionnaireInput,
  healthResult,
  NAME_MAX,
  type HealthChoices,
  type HealthQuestion,
  type HealthResult,
} from '../../../domain/health/health-questionnaire';
import { CheckField } from '../../components/check-field';
import { ChoiceField } from '../../components/choice-field';
import { TextField } from '../../components/text-field';
import { runAction } from '../../offline/actions';
import { QUESTION_LABELS, RESULT_LABELS } from './health-labels';
import { submitQuestionnaire } from './submit-questionnaire.action';

type Values = HealthQuestionnaireInput;

function YesNo({ control, name, error }: { control: Control<Values>; name: HealthQuestion; error?: string }) {
  const { t, i18n } = useLingui();
  const label = t(QUESTION_LABELS[name]);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field.Root invalid={Boolean(error)} required>
          <RadioGroup.Root
            name={field.name}
            value={field.value === true ? 'yes' : field.value === false ? 'no' : null}
            onValueChange={(e) => field.onChange(e.value === 'yes')}
            aria-label={label}
          >
            <Field.Label>
              {label}
              <Field.RequiredIndicator />
            </Field.Label>
            <Stack direction="row" gap={6}>
              <RadioGroup.Item value="yes">
                <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  <Trans>Yes</Trans>
                </RadioGroup.ItemText>
              </RadioGroup.Item>
              <RadioGroup.Item value="no">
                <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  <Trans>No</Trans>
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            </Stack>
          </RadioGroup.Root>
          {error && <Field.ErrorText>{i18n._(error)}</Field.ErrorText>}
        </Field.Root>
      )}
    />
  );
}

export function QuestionnaireForm({ choices }: { choices: HealthChoices }) {
  const { t } = useLingui();
  const [result, setResult] = useState<HealthResult | null>(null);
  const form = useForm<Values>({
    resolver: valibotResolver(HealthQuestionnaireInput),
    defaultValues: { groupId: '', organizationId: '', personId: '', givenName: '', familyName: '' },
  });
  const { register, control, handleSubmit, setValue, reset, formState } = form;
  const errors = formState.errors as Partial<Record<keyof HealthQuestionnaireInput, { message?: string }>>;
  const personId = useWatch({ control, name: 'personId' });
  const organizationId = useWatch({ control, name: 'organizationId' });
  const person = choices.people.find((p) => p.personId === personId);
  const clubs = [...new Map((person?.teams ?? []).map((x) => [x.organizationId, x.organizationName]))];
  const teams = (person?.teams ?? []).filter((x) => x.organizationId === organizationId);

  const chooseRegister = register('personId', {
    onChange: (e: { target: { value: string } }) => {
      const p = choices.people.find((x) => x.personId === e.target.value);
      setValue('isPersonalForm', p?.isMe ?? false);
      setValue('givenName', p?.givenName ?? '');
      setValue('familyName', p?.familyName ?? '');
      const onlyClub = p && new Set(p.teams.map((x) => x.organizationId)).size === 1;
      setValue('organizationId', onlyClub ? p.teams[0]!.organizationId : '');
      setValue('groupId', onlyClub && p.teams.length === 1 ? p.teams[0]!.groupId : '');
    },
  });

  const onSubmit = handleSubmit(async (input) => {
    const done = await runAction(submitQuestionnaire, uuidv7(), input);
    if (done.ok) {
      setResult(healthResult(input));
      reset();
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="new-questionnaire">
      <Stack gap={4}>
        <Heading as="h2" size="md" id="new-questionnaire">
          <Trans>New questionnaire</Trans>
        </Heading>
        {result && (
          <Alert.Root status={result === 'CLEAR' ? 'success' : 'warning'} data-testid="questionnaire-result">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t(RESULT_LABELS[result])}</Alert.Title>
              <Alert.Description>
                {result === 'CLEAR' ? (
                  <Trans>Saved on this device; it is sent to the club when there is signal.</Trans>
                ) : (
                  <Trans>
                    Talk to the team’s supervisor before training. Saved on this device; it is sent to the
                    club when there is signal.
                  </Trans>
                )}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
          <ChoiceField
            label={t`Who is it for?`}
            required
            register={chooseRegister}
            error={errors.personId?.message}
            options={choices.people.map(
              (p) =>
                [
                  p.personId,
                  p.isMe ? t`Me (${p.givenName} ${p.familyName})` : `${p.givenName} ${p.familyName}`,
                ] as const,
            )}
          />
          <ChoiceField
            label={t`Club`}
            required
            register={register('organizationId', { onChange: () => setValue('groupId', '') })}
            error={errors.organizationId?.message}
            options={clubs}
          />
          <ChoiceField
            label={t`Team`}
            required
            register={register('groupId')}
            error={errors.groupId?.message}
            options={teams.map((x) => [x.groupId, x.name] as const)}
          />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <TextField
            label={t`Given name`}
            required
            maxLength={NAME_MAX}
            register={register('givenName')}
            error={errors.givenName?.message}
          />
          <TextField
            label={t`Family name`}
            required
            maxLength={NAME_MAX}
            register={register('familyName')}
            error={errors.familyName?.message}
          />
        </SimpleGrid>
        <Text color="fg.muted">
          <Trans>Answer every question about the last 14 days.</Trans>
        </Text>
        {HEALTH_QUESTIONS.map((q) => (
          <YesNo key={q} control={control} name={q} error={errors[q]?.message} />
        ))}
        <Field.Root invalid={Boolean(errors.confirmationAccepted)} required>
          <CheckField
            control={control}
            name="confirmationAccepted"
            label={t`I confirm that these answers are true to the best of my knowledge`}
          />
          {errors.confirmationAccepted?.message && (
            <Field.ErrorText>{t`Please confirm your answers`}</Field.ErrorText>
          )}
        </Field.Root>
        <Button type="submit" colorPalette="green" alignSelf="flex-start" loading={formState.isSubmitting}>
          <Trans>Submit questionnaire</Trans>
        </Button>
      </Stack>
    </form>
  );
}
