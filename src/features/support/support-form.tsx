/**
 * The support contact form (seed 3 §2): instructions, then four steps — what the query is about (role,
 * category, subcategory; the safeguarding notice for safeguarding), its details and one attachment, who is
 * asking, and the suggested articles with the e-mail to confirm (or edit) and the box "none of these articles
 * answer my query". The issue wizard, for a query about a club or a person, takes the same fields in its own
 * five steps: Confirm Email, Choose a Club/County (a list of clubs), Choose a Person, Issue Type, Send Message. Checked by the domain's schema (messages once a field is touched, or after Next or
 * Send); sent once per form fill: the button is disabled while sending and the request carries this fill's
 * Idempotency-Key, so a second click sends nothing more.
 */
import { Alert, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { uuidv7 } from 'uuidv7';
import type { SupportCategory, SupportSubcategory } from '../../../domain/support/enums';
import { SAFEGUARDING_NOTICE } from '../../../domain/support/labels';
import { SupportQueryInput, type SupportQueryReceipt } from '../../../domain/support/support-query';
import { useServerAction } from '../../components/use-server-action';
import { ArticlesAndConfirm } from './support-articles-step';
import { ClubsField } from './support-clubs';
import {
  AboutStep,
  DetailsStep,
  fileProblem,
  MessageFields,
  PersonFields,
  SenderStep,
  WhereFields,
} from './support-fields';
import { submitSupportQuery } from './submit-support-query';

type Values = SupportQueryInput;
type StepName = 'about' | 'details' | 'sender' | 'articles' | 'where' | 'person' | 'message';
/** The general form's steps, and the issue wizard's (a query about a club or a person, seed 3 §2). */
const STEPS: Record<SupportMode, StepName[]> = {
  general: ['about', 'details', 'sender', 'articles'],
  issue: ['sender', 'where', 'person', 'about', 'message'],
};
const SENDER: FieldPath<Values>[] = ['name', 'email', 'username'];
const MESSAGE: FieldPath<Values>[] = ['subject', 'message', 'previousReference'];
const STEP_FIELDS: Record<StepName, FieldPath<Values>[]> = {
  about: ['role', 'category', 'subcategory'],
  details: ['association', 'county', 'club', ...MESSAGE, 'relatedPerson'],
  sender: SENDER,
  articles: ['noArticleAnswers'],
  where: ['association', 'county', 'clubs', 'club'],
  person: ['relatedPerson'],
  message: [...MESSAGE, 'noArticleAnswers'],
};
export type SupportMode = 'general' | 'issue';

export interface SupportFormProps {
  /** The general form, or the issue wizard about a club or a person. */
  mode?: SupportMode;
  initial?: { category?: SupportCategory; subcategory?: SupportSubcategory };
  sender?: { name?: string; email?: string; username?: string };
  onSent: (receipt: SupportQueryReceipt) => void;
}

export function SupportForm({ mode = 'general', initial, sender, onSent }: SupportFormProps) {
  const { t, i18n } = useLingui();
  const [step, setStep] = useState(0);
  const stepNames = STEPS[mode];
  const current = stepNames[step]!;
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
      ...(mode === 'issue' ? { clubs: [], club: '' } : {}),
    },
  });
  const category = useWatch({ control: form.control, name: 'category' }) as SupportCategory | '';
  const email = useWatch({ control: form.control, name: 'email' });
  const titles: Record<StepName, string> = {
    about: mode === 'issue' ? t`Issue type` : t`About your query`,
    details: t`Details`,
    sender: mode === 'issue' ? t`Confirm your e-mail address` : t`Your details`,
    articles: t`Suggested articles`,
    where: t`Choose a club or county`,
    person: t`Choose a person`,
    message: t`Send your message`,
  };
  const steps = stepNames.map((n) => titles[n]);

  async function next() {
    if (current === 'details' && fileError) return;
    if (await form.trigger(STEP_FIELDS[current])) setStep(step + 1);
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
    if (fileError) return;
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
            {mode === 'issue' ? (
              <Trans>
                A query about a club or a person: confirm your e-mail address, choose the clubs or county and
                the person it concerns, then the type of issue and your message. Fields marked * are required.
              </Trans>
            ) : (
              <Trans>
                Tell us what your query is about, describe it, and check the suggested articles: if none
                answers it, send it to the Páirc support team. Fields marked * are required.
              </Trans>
            )}
          </Text>
        )}
        {current === 'about' && <AboutStep form={form} />}
        {category === 'SAFEGUARDING' &&
          (current === 'about' || current === 'articles' || current === 'message') && (
            <Alert.Root status="warning" data-testid="safeguarding-notice">
              <Alert.Indicator />
              <Alert.Description>{i18n._(SAFEGUARDING_NOTICE)}</Alert.Description>
            </Alert.Root>
          )}
        {current === 'details' && (
          <DetailsStep
            form={form}
            file={file}
            fileError={fileError}
            onFile={pickFile}
            aboutPerson={aboutPerson}
            onAboutPerson={toggleAboutPerson}
          />
        )}
        {current === 'sender' && <SenderStep form={form} />}
        {current === 'where' && (
          <Stack gap={4}>
            <WhereFields form={form} clubText={false} />
            <ClubsField form={form} />
          </Stack>
        )}
        {current === 'person' && (
          <Stack gap={4}>
            <PersonFields form={form} aboutPerson={aboutPerson} onAboutPerson={toggleAboutPerson} />
          </Stack>
        )}
        {current === 'message' && (
          <Stack gap={4}>
            <MessageFields form={form} file={file} fileError={fileError} onFile={pickFile} />
          </Stack>
        )}
        {(current === 'articles' || current === 'message') && (
          <ArticlesAndConfirm
            form={form}
            category={category}
            email={email}
            onEditEmail={() => setStep(stepNames.indexOf('sender'))}
          />
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
