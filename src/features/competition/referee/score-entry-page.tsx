import {
  Alert,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  Link as ChakraLink,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useForm, useFormState, type Control, type UseFormRegisterReturn } from 'react-hook-form';
import { RefereeScoreInput } from '../../../../domain/competition/fixture';
import { runAction } from '../../../offline/actions';
import { useSavedAhead } from '../../../offline/use-saved-on-device';
import { ConflictNotice } from '../../../components/conflict-notice';
import { MatchPanel } from './match-panel';
import { recordScore } from './record-score.action';
import { useFixtureOnDevice } from './use-fixtures';
import { Loading } from '../../../components/loading';

type FormValues = { homeGoals: number; homePoints: number; awayGoals: number; awayPoints: number };
type FieldName = 'homeGoals' | 'homePoints' | 'awayGoals' | 'awayPoints';

/** The referee enters goals and points per side; saved on the device at once, sent when there is signal. */
export function ScoreEntryPage({ fixtureId }: { fixtureId: string }) {
  const local = useFixtureOnDevice(fixtureId);
  const fixture = local.status === 'ok' ? local.doc : undefined;
  const { t } = useLingui();
  const [saved, setSaved] = useState(false);
  // "Saved on device" from the commit itself, before the live query below has read the outbox again.
  const { ahead, saves } = useSavedAhead(local);
  // The form re-renders when the score on the device changes, not on every change of the page's live query.
  const isResult = Boolean(fixture?.isResult);
  const [hg, hp] = [fixture?.homeTeam.goals ?? 0, fixture?.homeTeam.points ?? 0];
  const [ag, ap] = [fixture?.awayTeam.goals ?? 0, fixture?.awayTeam.points ?? 0];
  const values = useMemo(
    () => (isResult ? { homeGoals: hg, homePoints: hp, awayGoals: ag, awayPoints: ap } : undefined),
    [isResult, hg, hp, ag, ap],
  );
  const onSave = useCallback(
    async (input: FormValues) => setSaved((await runAction(recordScore, fixtureId, input)).ok),
    [fixtureId],
  );
  if (local.status === 'loading') return <Loading />;
  if (local.status === 'missing' || !fixture) {
    return (
      <Text>
        <Trans>This fixture is not on this device.</Trans>
      </Text>
    );
  }
  const { outbox, conflicts } = local;
  const failed = outbox.filter((e) => e.state === 'failed');
  const locked = Boolean(fixture.resultConfirmed || fixture.reportSubmitted);
  const home = fixture.homeTeam.name ?? t`Bye`;
  const away = fixture.awayTeam.name ?? t`Bye`;
  return (
    <Stack gap={5} maxW="lg">
      <ChakraLink asChild>
        <Link to="/game-management">
          <Trans>Back to fixtures</Trans>
        </Link>
      </ChakraLink>
      <Heading as="h1" size="xl">
        {home} – {away}
      </Heading>
      {conflicts.map((c) => (
        <ConflictNotice key={c.id} conflict={c} />
      ))}
      {failed.map((e) => (
        <Alert.Root status="error" key={e.id}>
          <Alert.Indicator />
          <Alert.Title>
            <Trans>The server refused this score:</Trans> {e.error?.message}
          </Alert.Title>
        </Alert.Root>
      ))}
      {locked ? (
        <Text>
          <Trans>The result is final and can no longer be changed.</Trans>
        </Text>
      ) : (
        <>
          <MatchPanel fixture={fixture} home={home} away={away} />
          <Heading as="h2" size="md">
            <Trans>Or enter the final score</Trans>
          </Heading>
          <ScoreForm home={home} away={away} values={values} onSave={onSave} />
        </>
      )}
      {(ahead || outbox.some((e) => e.state === 'pending')) && (
        <Text role="status" data-testid="save-state" data-save-count={saves}>
          <Trans>Saved on device — it will be sent when there is signal.</Trans>
        </Text>
      )}
      {saved && !ahead && outbox.length === 0 && conflicts.length === 0 && (
        <Text role="status" data-testid="save-state">
          <Trans>Score sent.</Trans>
        </Text>
      )}
    </Stack>
  );
}

const FIELDS = ['homeGoals', 'homePoints', 'awayGoals', 'awayPoints'] as const;
const sameScore = (a: FormValues, b: FormValues) => FIELDS.every((n) => a[n] === b[n]);

/**
 * The form, memoised: a save re-renders the page (its live query), not the form. The form's own state is read
 * by the small parts that show it (each field's error, the form's error, the button's busy state), so a submit
 * re-renders those parts only. The score on the device refills the form only when it differs from what the
 * form shows (a result pulled from the server), not after the form's own save.
 */
const ScoreForm = memo(function ScoreForm({
  home,
  away,
  values,
  onSave,
}: {
  home: string;
  away: string;
  values: FormValues | undefined;
  onSave: (values: FormValues) => Promise<void>;
}) {
  const { t } = useLingui();
  const form = useForm<FormValues>({
    resolver: valibotResolver(RefereeScoreInput),
    mode: 'onTouched',
    defaultValues: values,
  });
  const { reset, getValues } = form;
  useEffect(() => {
    if (values && !sameScore(values, getValues())) reset(values, { keepFieldsRef: true });
  }, [values, reset, getValues]);
  const registrations = useMemo(
    () => Object.fromEntries(FIELDS.map((n) => [n, form.register(n, { valueAsNumber: true })])),
    [form],
  ) as Record<FieldName, UseFormRegisterReturn<FieldName>>;
  const labels: Record<FieldName, string> = {
    homeGoals: t`Goals`,
    homePoints: t`Points`,
    awayGoals: t`Goals`,
    awayPoints: t`Points`,
  };
  const onSubmit = form.handleSubmit(onSave);
  const field = (name: FieldName) => (
    <ScoreField
      key={name}
      name={name}
      label={labels[name]}
      control={form.control}
      registration={registrations[name]}
    />
  );
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <SimpleGrid columns={2} gap={4}>
        <Stack as="fieldset">
          <Text as="legend" fontWeight="semibold">
            {home}
          </Text>
          {field('homeGoals')}
          {field('homePoints')}
        </Stack>
        <Stack as="fieldset">
          <Text as="legend" fontWeight="semibold">
            {away}
          </Text>
          {field('awayGoals')}
          {field('awayPoints')}
        </Stack>
      </SimpleGrid>
      <FormError control={form.control} />
      <HStack mt={4}>
        <SaveButton control={form.control} />
      </HStack>
    </form>
  );
});

type FieldProps = {
  name: FieldName;
  label: string;
  control: Control<FormValues>;
  registration: UseFormRegisterReturn<FieldName>;
};

/** Reads the field's error; the field itself renders again only when its error changes. */
const ScoreField = memo(function ScoreField(props: FieldProps) {
  const error = useFormState({ control: props.control, name: props.name }).errors[props.name]?.message;
  return <ScoreFieldView {...props} error={error} />;
});

const ScoreFieldView = memo(function ScoreFieldView({
  label,
  registration,
  error,
}: FieldProps & { error: string | undefined }) {
  const { i18n } = useLingui();
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>{label}</Field.Label>
      <Input type="number" inputMode="numeric" min={0} step={1} {...registration} />
      {error && <Field.ErrorText>{i18n._(error)}</Field.ErrorText>}
    </Field.Root>
  );
});

/** The schema's cross-field issue (a score with no path) or a root error. */
const FormError = memo(function FormError({ control }: { control: Control<FormValues> }) {
  const { i18n } = useLingui();
  const { errors } = useFormState({ control });
  const formError = errors.root?.message ?? (errors as Record<string, { message?: string }>)[''];
  if (typeof formError !== 'object' || !formError?.message) return null;
  return (
    <Text role="alert" color="red.700" mt={3}>
      {i18n._(formError.message)}
    </Text>
  );
});

const SaveButton = memo(function SaveButton({ control }: { control: Control<FormValues> }) {
  const { isSubmitting } = useFormState({ control });
  return (
    <Button type="submit" colorPalette="brand" loading={isSubmitting}>
      <Trans>Save score</Trans>
    </Button>
  );
});
