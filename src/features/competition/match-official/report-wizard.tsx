/**
 * The referee report wizard (seed 2 §2, 5 steps), fully offline: the draft is written to the device at
 * every step (and shortly after every change), so a reload, a restart or signing out and in again reopens
 * it where it was. Submitting queues the report in the outbox; from then on it is read-only here, and the
 * server refuses any change too.
 */
import { reportScoreOf } from '../../../../domain/competition/match-event';
import { Alert, Button, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import type { Fixture } from '../../../../domain/competition/fixture';
import { REPORT_STEPS, RefereeReport } from '../../../../domain/competition/referee-report';
import { useSession } from '../../../auth/session';
import { db, type LocalDoc } from '../../../offline/db';
import { useLocalDoc } from '../../../offline/use-local-doc';
import type { DraftContent, ReportDraftRow, ReportFileRow } from '../../../offline/report-tables';
import { DocumentsStep } from './report-documents';
import { saveDraft, submitDraft, useDraft, useImportServerDraft, useReportFiles } from './report-store';
import { InjuriesStep, PlayersStep, QuestionnaireStep, TimingsStep } from './report-steps';
import { SubmittedReport } from './submitted-report';
import { Loading } from '../../../components/loading';

const STEP_TITLES: MessageDescriptor[] = [
  msg`Timings and score`,
  msg`Substitutions and infractions`,
  msg`Injuries and comments`,
  msg`Documents`,
  msg`Questionnaire`,
];
const AUTOSAVE_MS = 400;

function defaults(f: Fixture): DraftContent {
  return {
    timings: {
      firstHalfStart: '',
      firstHalfEnd: '',
      secondHalfStart: '',
      secondHalfEnd: '',
      halfTimeMinutes: 10,
      extraTimeMinutes: 0,
    },
    // The match events when the referee recorded them (issue 52), else the score as entered.
    score: reportScoreOf(f.matchEvents) ?? {
      homeGoals: f.homeTeam.goals ?? 0,
      homePoints: f.homeTeam.points ?? 0,
      awayGoals: f.awayTeam.goals ?? 0,
      awayPoints: f.awayTeam.points ?? 0,
    },
    substitutions: [],
    infractions: [],
    injuries: [],
    comments: [],
    questionnaire: {
      delayedStart: false,
      playerNumbersValid: true,
      pitchConditionValid: true,
      sidelineReportIncluded: false,
    },
  };
}

function Wizard(props: {
  personId: string;
  fixture: LocalDoc<Fixture>;
  draft: ReportDraftRow | null;
  files: ReportFileRow[];
}) {
  const { personId, fixture } = props;
  const { t, i18n } = useLingui();
  const [step, setStep] = useState(Math.min(props.draft?.step ?? 0, REPORT_STEPS.length - 1));
  const [problem, setProblem] = useState<string | null>(null);
  // The draft holds raw form values (possibly invalid) of the report's shape; the resolver checks them
  // against RefereeReport, so the form is typed loosely and the output checked again on submit.
  const resolver = valibotResolver(RefereeReport) as unknown as Resolver<FieldValues>;
  const form = useForm<FieldValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { ...defaults(fixture), ...props.draft?.content },
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The step the draft reopens at; written before the step changes, so a late autosave keeps it. */
  const savedStep = useRef(step);
  useEffect(() => () => clearTimeout(timer.current), []);
  /** Any edit saves the draft shortly after (list rows added or removed are saved at the next step). */
  const autosave = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => void saveDraft(personId, fixture.id, step, form.getValues()),
      AUTOSAVE_MS,
    );
  };

  const go = async (next: number) => {
    setProblem(null);
    if (next > step) {
      const valid = await form.trigger([...REPORT_STEPS[step]!].filter((s) => s !== 'documents'));
      if (!valid) return;
    }
    clearTimeout(timer.current);
    savedStep.current = next;
    await saveDraft(personId, fixture.id, next, form.getValues());
    setStep(next);
  };
  const submit = async () => {
    setProblem(null);
    if (!(await form.trigger())) {
      setProblem(t`Some answers need correcting: go back through the steps.`);
      return;
    }
    const result = await submitDraft(personId, fixture.id, form.getValues());
    if (!result.ok) {
      setProblem(
        'issues' in result
          ? i18n._(result.issues[0]?.message ?? 'validation.invalid')
          : t`This fixture is not on this device.`,
      );
    }
  };
  const home = fixture.homeTeam.name ?? t`Bye`;
  const away = fixture.awayTeam.name ?? t`Bye`;
  const stepTitle = i18n._(STEP_TITLES[step]!);
  const stepNumber = step + 1;
  const last = step === REPORT_STEPS.length - 1;
  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => e.preventDefault()} onChange={autosave} noValidate>
        <Stack gap={5}>
          <Heading as="h2" size="lg" data-testid="wizard-step">
            <Trans>
              Step {stepNumber} of 5: {stepTitle}
            </Trans>
          </Heading>
          {step === 0 && <TimingsStep home={home} away={away} />}
          {step === 1 && <PlayersStep />}
          {step === 2 && <InjuriesStep />}
          {step === 3 && <DocumentsStep personId={personId} fixtureId={fixture.id} files={props.files} />}
          {step === 4 && <QuestionnaireStep />}
          {problem && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{problem}</Alert.Title>
            </Alert.Root>
          )}
          <HStack>
            {step > 0 && (
              <Button variant="outline" onClick={() => void go(step - 1)}>
                <Trans>Back</Trans>
              </Button>
            )}
            {last ? (
              <Button colorPalette="brand" onClick={() => void submit()}>
                <Trans>Submit report</Trans>
              </Button>
            ) : (
              <Button colorPalette="brand" onClick={() => void go(step + 1)}>
                <Trans>Next</Trans>
              </Button>
            )}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            <Trans>The draft is saved on this device at every step.</Trans>
          </Text>
        </Stack>
      </form>
    </FormProvider>
  );
}

export function ReportWizardPage({ fixtureId }: { fixtureId: string }) {
  const session = useSession();
  const personId = session.person?.id;
  const local = useLocalDoc(db.fixtures, fixtureId);
  const fixture = local.status === 'ok' ? local.doc : null;
  const draft = useDraft(personId, fixtureId);
  const files = useReportFiles(personId, fixtureId);
  const importing = useImportServerDraft(personId, fixtureId, draft);
  const { t } = useLingui();
  if (local.status === 'loading' || draft === undefined || files === undefined || importing) {
    return <Loading />;
  }
  const header = (
    <>
      <ChakraLink asChild>
        <Link to="/match-official/$fixtureId" params={{ fixtureId }}>
          <Trans>Back to the fixture</Trans>
        </Link>
      </ChakraLink>
      <Heading as="h1" size="xl">
        <Trans>Referee report</Trans>
        {fixture ? `: ${fixture.homeTeam.name ?? t`Bye`} – ${fixture.awayTeam.name ?? t`Bye`}` : ''}
      </Heading>
    </>
  );
  if (!fixture || !personId) {
    return (
      <Stack gap={4}>
        {header}
        <Text>
          <Trans>This fixture is not on this device.</Trans>
        </Text>
      </Stack>
    );
  }
  const submitted = fixture.reportSubmitted || draft?.status === 'submitted';
  return (
    <Stack gap={5} maxW="3xl">
      {header}
      {submitted ? (
        <SubmittedReport fixture={fixture} draft={draft} files={files} />
      ) : (
        <Wizard personId={personId} fixture={fixture} draft={draft} files={files} />
      )}
    </Stack>
  );
}
