import {
  Alert,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  Link as ChakraLink,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { RefereeScoreInput } from '../../../../domain/competition/fixture';
import { runAction } from '../../../offline/actions';
import { ConflictNotice } from '../../../components/conflict-notice';
import { recordScore } from './record-score.action';
import { useFixture, useFixtureConflicts, useFixtureOutbox } from './use-fixtures';

type FormValues = { homeGoals: number; homePoints: number; awayGoals: number; awayPoints: number };
type FieldName = 'homeGoals' | 'homePoints' | 'awayGoals' | 'awayPoints';

/** The referee enters goals and points per side; saved on the device at once, sent when there is signal. */
export function ScoreEntryPage({ fixtureId }: { fixtureId: string }) {
  const local = useFixture(fixtureId);
  const fixture = local.status === 'ok' ? local.doc : undefined;
  const outbox = useFixtureOutbox(fixtureId);
  const conflicts = useFixtureConflicts(fixtureId);
  const { t, i18n } = useLingui();
  const [saved, setSaved] = useState(false);
  const form = useForm<FormValues>({
    resolver: valibotResolver(RefereeScoreInput),
    mode: 'onTouched',
    values: fixture?.isResult
      ? {
          homeGoals: fixture.homeTeam.goals ?? 0,
          homePoints: fixture.homeTeam.points ?? 0,
          awayGoals: fixture.awayTeam.goals ?? 0,
          awayPoints: fixture.awayTeam.points ?? 0,
        }
      : undefined,
  });
  if (local.status === 'loading') return <Spinner aria-label="…" />;
  if (!fixture) {
    return (
      <Text>
        <Trans>This fixture is not on this device.</Trans>
      </Text>
    );
  }
  const labels: Record<FieldName, string> = {
    homeGoals: t`Goals`,
    homePoints: t`Points`,
    awayGoals: t`Goals`,
    awayPoints: t`Points`,
  };
  const failed = outbox?.filter((e) => e.state === 'failed') ?? [];
  const locked = Boolean(fixture.resultConfirmed || fixture.reportSubmitted);
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await runAction(recordScore, fixtureId, values);
    setSaved(result.ok);
  });
  const formError =
    form.formState.errors.root?.message ??
    (form.formState.errors as Record<string, { message?: string }>)[''];
  const field = (name: FieldName) => {
    const error = form.formState.errors[name]?.message;
    return (
      <Field.Root invalid={Boolean(error)} required key={name}>
        <Field.Label>{labels[name]}</Field.Label>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...form.register(name, { valueAsNumber: true })}
        />
        {error && <Field.ErrorText>{i18n._(error)}</Field.ErrorText>}
      </Field.Root>
    );
  };
  return (
    <Stack gap={5} maxW="lg">
      <ChakraLink asChild>
        <Link to="/game-management">
          <Trans>Back to fixtures</Trans>
        </Link>
      </ChakraLink>
      <Heading as="h1" size="xl">
        {fixture.homeTeam.name ?? t`Bye`} – {fixture.awayTeam.name ?? t`Bye`}
      </Heading>
      {conflicts?.map((c) => (
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
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <SimpleGrid columns={2} gap={4}>
            <Stack as="fieldset">
              <Text as="legend" fontWeight="semibold">
                {fixture.homeTeam.name ?? t`Bye`}
              </Text>
              {field('homeGoals')}
              {field('homePoints')}
            </Stack>
            <Stack as="fieldset">
              <Text as="legend" fontWeight="semibold">
                {fixture.awayTeam.name ?? t`Bye`}
              </Text>
              {field('awayGoals')}
              {field('awayPoints')}
            </Stack>
          </SimpleGrid>
          {typeof formError === 'object' && formError?.message && (
            <Text role="alert" color="red.700" mt={3}>
              {i18n._(formError.message)}
            </Text>
          )}
          <HStack mt={4}>
            <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
              <Trans>Save score</Trans>
            </Button>
          </HStack>
        </form>
      )}
      {outbox?.some((e) => e.state === 'pending') && (
        <Text role="status" data-testid="save-state">
          <Trans>Saved on device — it will be sent when there is signal.</Trans>
        </Text>
      )}
      {saved && (outbox?.length ?? 0) === 0 && !conflicts?.length && (
        <Text role="status" data-testid="save-state">
          <Trans>Score sent.</Trans>
        </Text>
      )}
    </Stack>
  );
}
