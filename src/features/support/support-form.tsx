/**
 * The support contact form (seed 3 §2): instructions, then four steps — what the query is about (role,
 * category, subcategory; the safeguarding notice for safeguarding), its details and one attachment, who is
 * asking, and the suggested articles with the e-mail to confirm (or edit) and the box "none of these articles
 * answer my query". Checked by the domain's schema (messages once a field is touched, or after Next or
 * Send); sent once per form fill: the button is disabled while sending and the request carries this fill's
 * Idempotency-Key, so a second click sends nothing more.
 */
import { Alert, Box, Button, Checkbox, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { uuidv7 } from 'uuidv7';
import type { SupportCategory, SupportSubcategory } from '../../../domain/support/enums';
import { SAFEGUARDING_NOTICE } from '../../../domain/support/labels';
import { SupportQueryInput, type SupportQueryReceipt } from '../../../domain/support/support-query';
import { useServerAction } from '../../components/use-server-action';
import { SUPPORT_ARTICLES } from './support-articles';
import { AboutStep, DetailsStep, fileProblem, SenderStep } from './support-fields';
import { submitSupportQuery } from './submit-support-query';

type Values = SupportQueryInput;
const STEP_FIELDS: FieldPath<Values>[][] = [
  ['role', 'category', 'subcategory'],
  ['association', 'county', 'club', 'subject', 'message', 'previousReference', 'relatedPerson'],
  ['name', 'email', 'username'],
  ['noArticleAnswers'],
];

export interface SupportFormProps {
  initial?: { category?: SupportCategory; subcategory?: SupportSubcategory };
  sender?: { name?: string; email?: string; username?: string };
  onSent: (receipt: SupportQueryReceipt) => void;
}

export function SupportForm({ initial, sender, onSent }: SupportFormProps) {
  const { t, i18n } = useLingui();
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [aboutPerson, setAboutPerson] = useState(false);
  // One key per form fill: every send of this fill is the same request to the server.
  const [key] = useState(() => uuidv7());
  const { busy, run } = useServerAction();
  const form = useForm<Values>({
    resolver: valibotResolver(SupportQueryInput),
    mode: 'onTouched',
    shouldUnregister: false,
    defaultValues: {
      name: sender?.name ?? '',
      email: sender?.email ?? '',
      username: sender?.username ?? '',
      category: initial?.category ?? ('' as never),
      subcategory: initial?.subcategory ?? ('' as never),
      previousReference: '',
      noArticleAnswers: false as never,
    },
  });
  const category = useWatch({ control: form.control, name: 'category' }) as SupportCategory | '';
  const email = useWatch({ control: form.control, name: 'email' });
  const steps = [t`About your query`, t`Details`, t`Your details`, t`Suggested articles`];

  async function next() {
    if (step === 1 && fileError) return;
    if (await form.trigger(STEP_FIELDS[step])) setStep(step + 1);
  }

  function toggleAboutPerson(on: boolean) {
    setAboutPerson(on);
    if (!on) form.unregister('relatedPerson');
  }

  function pickFile(f: File | null) {
    setFileError(fileProblem(f ? [f] : null));
    setFile(f);
  }

  const send = form.handleSubmit(async (values) => {
    const result = await run(
      () => submitSupportQuery(values, fileError ? null : file, key),
      t`There has been an error, please try again`,
    );
    if (result.ok) onSent(result.value);
  });

  return (
    <form noValidate onSubmit={(e) => void send(e)} aria-labelledby="support-step">
      <Stack gap={5}>
        <Text fontSize="sm" color="fg.muted">
          <Trans>
            Step {step + 1} of {steps.length}
          </Trans>
        </Text>
        <Heading as="h2" size="lg" id="support-step">
          {steps[step]}
        </Heading>
        {step === 0 && (
          <Text>
            <Trans>
              Tell us what your query is about, describe it, and check the suggested articles: if none answers
              it, send it to the Páirc support team. Fields marked * are required.
            </Trans>
          </Text>
        )}
        {step === 0 && <AboutStep form={form} />}
        {category === 'SAFEGUARDING' && (
          <Alert.Root status="warning" data-testid="safeguarding-notice">
            <Alert.Indicator />
            <Alert.Description>{i18n._(SAFEGUARDING_NOTICE)}</Alert.Description>
          </Alert.Root>
        )}
        {step === 1 && (
          <DetailsStep
            form={form}
            file={file}
            fileError={fileError}
            onFile={pickFile}
            aboutPerson={aboutPerson}
            onAboutPerson={toggleAboutPerson}
          />
        )}
        {step === 2 && <SenderStep form={form} />}
        {step === 3 && (
          <Stack gap={4}>
            {(category ? SUPPORT_ARTICLES[category] : []).map((a) => (
              <Box key={a.title.id} as="article" p={3} borderWidth="1px" borderRadius="md">
                <Heading as="h3" size="sm">
                  {i18n._(a.title)}
                </Heading>
                <Text>{i18n._(a.body)}</Text>
              </Box>
            ))}
            <HStack gap={3} flexWrap="wrap" data-testid="support-confirm-email">
              <Text>
                <Trans>We will reply to {email}</Trans>
              </Text>
              <Button size="sm" variant="outline" onClick={() => setStep(2)}>
                <Trans>Edit e-mail</Trans>
              </Button>
            </HStack>
            <Controller
              control={form.control}
              name="noArticleAnswers"
              render={({ field, fieldState }) => (
                <Stack gap={1}>
                  <Checkbox.Root
                    checked={field.value === true}
                    invalid={Boolean(fieldState.error)}
                    onCheckedChange={(e) => {
                      field.onChange(e.checked === true);
                      field.onBlur();
                    }}
                  >
                    <Checkbox.HiddenInput name={field.name} ref={field.ref} onBlur={field.onBlur} />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      <Trans>None of these articles answer my query</Trans>
                    </Checkbox.Label>
                  </Checkbox.Root>
                  {fieldState.error?.message && (
                    <Text color="fg.error" fontSize="sm">
                      {i18n._(fieldState.error.message)}
                    </Text>
                  )}
                </Stack>
              )}
            />
          </Stack>
        )}
        <HStack gap={3}>
          {step > 0 && (
            <Button variant="outline" onClick={() => setStep(step - 1)} disabled={busy}>
              <Trans>Back</Trans>
            </Button>
          )}
          {step < steps.length - 1 ? (
            <Button onClick={() => void next()}>
              <Trans>Next</Trans>
            </Button>
          ) : (
            <Button type="submit" loading={busy} disabled={busy} data-testid="support-submit">
              <Trans>Send query</Trans>
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
