/**
 * The one generic renderer of a survey definition: its sections in order, each question by its type, with
 * section progress by the §4 completion rule. Validated by the domain's schema for the definition
 * (answersSchema: 'draft' when saving, 'submit' when submitting — the server checks the same). When a further
 * section becomes complete, the draft is saved (shouldSaveDraft). Read-only when the submission is locked
 * or for a reviewer.
 */
import {
  Badge,
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  RadioGroup,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type Resolver,
  type UseFormRegister,
} from 'react-hook-form';
import {
  answersSchema,
  calculatedValues,
  type AnswerMode,
  type Answers,
} from '../../../domain/survey/answers';
import { progressOf, sectionComplete, shouldSaveDraft } from '../../../domain/survey/completion';
import { inLanguage, type SurveyDefinition, type SurveyQuestion } from '../../../domain/survey/definition';
import { PRIORITY_LABELS } from '../../../domain/survey/labels';
import { REPORT_MESSAGES } from '../../../domain/survey/report';
import type { SurveyFileDoc } from '../../../domain/survey/files';
import { MultiCheckField } from '../../components/multi-check-field';
import { FileField } from './survey-file-field';

type Values = Answers;

function defaults(def: SurveyDefinition, answers: Answers): Values {
  const out: Values = {};
  for (const q of def.sections.flatMap((s) => s.questions)) {
    if (q.type === 'CALCULATED') continue;
    const a = answers[q.id];
    out[q.id] =
      a ??
      (q.type === 'MULTISELECT' || q.type === 'FILE'
        ? []
        : q.type === 'NUMBER' || q.type === 'RADIO'
          ? null
          : '');
  }
  return out;
}

function QuestionField(props: {
  q: SurveyQuestion;
  control: Control<Values>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  readOnly: boolean;
  calculated: Record<string, number | null>;
  upload?: (file: File, associatedYear?: number) => Promise<SurveyFileDoc>;
}) {
  const { q, control, register, errors, readOnly, calculated } = props;
  const { i18n, t } = useLingui();
  const lang = i18n.locale;
  const label = inLanguage(q.label, lang);
  const error = (errors[q.id] as { message?: string } | undefined)?.message;
  const required = !q.optional && q.type !== 'CALCULATED';
  const hint = q.hint ? inLanguage(q.hint, lang) : undefined;
  const options = (q.options ?? []).map((o) => [o.value, inLanguage(o.label, lang)] as const);
  const priority = q.priority ? <Badge ml={2}>{t(PRIORITY_LABELS[q.priority])}</Badge> : null;
  switch (q.type) {
    case 'RADIO':
      return (
        <Controller
          control={control}
          name={q.id}
          render={({ field }) => (
            <Field.Root invalid={Boolean(error)} required={required}>
              <RadioGroup.Root
                name={field.name}
                value={typeof field.value === 'string' ? field.value : null}
                onValueChange={(e) => field.onChange(e.value)}
                aria-label={label}
                disabled={readOnly}
              >
                <Field.Label>
                  {label}
                  {required && <Field.RequiredIndicator />}
                  {priority}
                </Field.Label>
                <HStack gap={6} wrap="wrap">
                  {options.map(([value, text]) => (
                    <RadioGroup.Item key={value} value={value}>
                      <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{text}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </HStack>
              </RadioGroup.Root>
              {hint && <Field.HelperText>{hint}</Field.HelperText>}
              {error && <Field.ErrorText>{i18n._(error)}</Field.ErrorText>}
            </Field.Root>
          )}
        />
      );
    case 'MULTISELECT':
      return (
        <fieldset disabled={readOnly}>
          <MultiCheckField
            control={control}
            name={q.id}
            label={label}
            options={options}
            error={error}
            required={required}
          />
        </fieldset>
      );
    case 'TEXT':
    case 'NUMBER': {
      const long = q.type === 'TEXT' && (q.maxLength ?? 0) > 200;
      const reg =
        q.type === 'NUMBER'
          ? register(q.id, { setValueAs: (s: unknown) => (s === '' || s === null ? null : Number(s)) })
          : register(q.id);
      return (
        <Field.Root invalid={Boolean(error)} required={required} readOnly={readOnly}>
          <Field.Label>
            {label}
            {required && <Field.RequiredIndicator />}
          </Field.Label>
          {long ? (
            <Textarea {...reg} maxLength={q.maxLength} rows={4} />
          ) : (
            <Input
              {...reg}
              type={q.type === 'NUMBER' ? 'number' : 'text'}
              inputMode={q.type === 'NUMBER' ? 'decimal' : undefined}
              maxLength={q.maxLength}
              min={q.min}
              max={q.max}
              step="any"
            />
          )}
          {hint && <Field.HelperText>{hint}</Field.HelperText>}
          {error && <Field.ErrorText>{i18n._(error)}</Field.ErrorText>}
        </Field.Root>
      );
    }
    case 'CALCULATED': {
      const value = calculated[q.id];
      return (
        <Box>
          <Text fontWeight="medium">{label}</Text>
          <Text data-testid={`calculated-${q.id}`}>
            {value === null || value === undefined ? '—' : value.toLocaleString(lang)}
          </Text>
        </Box>
      );
    }
    case 'FILE':
      return (
        <FileField
          q={q}
          control={control}
          label={label}
          required={required}
          hint={hint}
          error={error}
          readOnly={readOnly}
          upload={props.upload}
        />
      );
  }
}

export function SurveyForm(props: {
  definition: SurveyDefinition;
  answers: Answers;
  readOnly: boolean;
  /** Saves a draft (the form's answers, checked in draft mode). */
  onSave?: (answers: Answers) => Promise<void>;
  /** Uploads a FILE answer's file (online only; absent: uploads wait for a connection). */
  upload?: (file: File, associatedYear?: number) => Promise<SurveyFileDoc>;
  /** Submits (the form's answers, checked in submit mode). */
  onSubmit?: (answers: Answers) => Promise<void>;
  /** The submit button's words (default "Submit for review"; a reviewer's edit saves the answers). */
  submitLabel?: ReactNode;
  /** Beside the buttons (a reviewer's Cancel). */
  extraActions?: ReactNode;
  /** The review step: saves the form's answers (draft mode) and generates the report (online only). */
  onReport?: (answers: Answers) => Promise<void>;
  busy?: boolean;
}) {
  const { definition: def } = props;
  const { i18n } = useLingui();
  const mode = useRef<AnswerMode>('draft');
  const form = useForm<Values>({
    defaultValues: defaults(def, props.answers),
    resolver: ((values, ctx, opts) =>
      valibotResolver(answersSchema(def, mode.current))(values, ctx, opts as never)) as Resolver<Values>,
  });
  const { control, register, formState, handleSubmit, getValues } = form;
  const watched = useWatch({ control }) as Answers;
  const progress = progressOf(def, watched);
  const calculated = calculatedValues(def, watched);
  const lastSaved = useRef<Answers>(props.answers);

  const save = (m: AnswerMode) =>
    handleSubmit(async (values) => {
      lastSaved.current = values;
      await (m === 'submit' ? props.onSubmit?.(values) : props.onSave?.(values));
    });

  /** A further section completed: save the draft (§4). */
  const maybeAutosave = () => {
    if (props.readOnly || !props.onSave) return;
    const now = getValues();
    if (shouldSaveDraft(def, lastSaved.current, now)) {
      mode.current = 'draft';
      void save('draft')();
    }
  };

  return (
    <form
      noValidate
      onChange={maybeAutosave}
      onClick={() => setTimeout(maybeAutosave, 0)}
      onSubmit={(e) => {
        e.preventDefault();
        mode.current = 'submit';
        void save('submit')(e);
      }}
    >
      <Stack gap={6}>
        <Box>
          <Text id="survey-progress-label">
            <Trans>
              {progress.complete.length} of {progress.total} sections complete
            </Trans>
          </Text>
          <Box
            role="progressbar"
            aria-labelledby="survey-progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            maxW="md"
            h="2"
            bg="bg.muted"
            borderRadius="full"
            overflow="hidden"
          >
            <Box h="full" w={`${progress.percent}%`} bg="colorPalette.solid" colorPalette="green" />
          </Box>
        </Box>
        {def.sections.map((section) => {
          const done = sectionComplete(section, watched);
          return (
            <Stack
              as="section"
              key={section.id}
              gap={4}
              aria-labelledby={`section-${section.id}`}
              data-testid={`section-${section.id}`}
            >
              <HStack>
                <Heading as="h2" size="md" id={`section-${section.id}`}>
                  {inLanguage(section.title, i18n.locale)}
                </Heading>
                <Badge colorPalette={done ? 'green' : 'gray'} data-testid="section-state">
                  {done ? <Trans>Complete</Trans> : <Trans>Incomplete</Trans>}
                </Badge>
              </HStack>
              {section.questions.map((q) => (
                <QuestionField
                  key={q.id}
                  q={q}
                  control={control}
                  register={register}
                  errors={formState.errors}
                  readOnly={props.readOnly}
                  calculated={calculated}
                  upload={props.upload}
                />
              ))}
            </Stack>
          );
        })}
        {!props.readOnly && (
          <HStack gap={3} wrap="wrap">
            {props.onSave && (
              <Button
                variant="outline"
                loading={props.busy}
                onClick={() => {
                  mode.current = 'draft';
                  void save('draft')();
                }}
              >
                <Trans>Save draft</Trans>
              </Button>
            )}
            {props.onReport && (
              <Button
                variant="outline"
                loading={props.busy}
                data-testid="survey-report"
                onClick={() => {
                  mode.current = 'draft';
                  void handleSubmit(async (values) => {
                    lastSaved.current = values;
                    await props.onReport?.(values);
                  })();
                }}
              >
                {i18n._(REPORT_MESSAGES.generate)}
              </Button>
            )}
            {props.onSubmit && (
              <Button type="submit" loading={props.busy}>
                {props.submitLabel ?? <Trans>Submit for review</Trans>}
              </Button>
            )}
            {props.extraActions}
          </HStack>
        )}
      </Stack>
    </form>
  );
}
