import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { GenerateFixturesInput, VENUE_RULES } from '../../../../../domain/competition/competition';
import { COMPETITION_MESSAGES as CM } from '../../../../../domain/competition/messages';
import {
  datesForRounds,
  MATRIX_MAX_TEAMS,
  MATRIX_MIN_TEAMS,
} from '../../../../../domain/competition/round-robin';
import { isIsoDate } from '../../../../../domain/lib/dates';
import { apiSend } from '../../../../api/client';
import { showAlert } from '../../../../components/alerts';
import { ChoiceField } from '../../../../components/choice-field';
import { TextField } from '../../../../components/text-field';
import { useServerAction } from '../../../../components/use-server-action';
import { useApiGet } from '../../../../lib/use-api-get';
import { divisionPath, filterParam, itemsOf, query, roundCount, type MatrixDoc } from '../competition-api';
import { choices, VENUE_RULE_LABELS } from '../competition-labels';
import { useConfirmedSend } from '../use-confirmed-send';
import type { StepProps } from './wizard-page';
import { nullIfEmpty } from '../../../../lib/form-values';

export type GenerateForm = v.InferInput<typeof GenerateFixturesInput>;

/**
 * Step 4, create fixtures (seed 2 §5): per division, one date per round — filled from a first date and the
 * days between rounds, then each editable, each on or after the one before — a time, the venue rule and,
 * optionally, a matrix for the division's team count. Generating again replaces the fixtures after a
 * confirmation (409 `validation.competition.fixturesExist`).
 */
export function FixturesStep({ competition, reload, next, back }: StepProps) {
  const { t } = useLingui();
  const divisions = competition.divisions ?? [];
  const [divisionId, setDivisionId] = useState(divisions[0]?.id ?? '');
  const division = divisions.find((d) => d.id === divisionId);
  return (
    <Stack gap={5}>
      <Field.Root maxW="md">
        <Field.Label>
          <Trans>Division</Trans>
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={divisionId} onChange={(e) => setDivisionId(e.target.value)}>
            {divisions.map((d) => (
              <option key={d.id} value={d.id}>
                {t`${d.name}: ${plural(d.fixtureCount, { one: '# fixture', other: '# fixtures' })}`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {division && (
        <GenerateForm
          key={division.id}
          divisionId={division.id}
          orgId={competition.organizationId}
          teams={(division.competitors ?? []).length}
          legs={competition.legs}
          existing={division.fixtureCount}
          onGenerated={reload}
        />
      )}
      <HStack>
        <Button variant="outline" onClick={back}>
          <Trans>Back</Trans>
        </Button>
        <Button colorPalette="brand" onClick={next}>
          <Trans>Continue</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}

function GenerateForm(props: {
  divisionId: string;
  orgId: string;
  teams: number;
  legs: number;
  existing: number;
  onGenerated: () => void;
}) {
  const { t, i18n } = useLingui();
  const { busy, run } = useServerAction();
  const { sendConfirmed, confirmDialog } = useConfirmedSend();
  const [firstDate, setFirstDate] = useState('');
  const [everyDays, setEveryDays] = useState('7');
  const [generated, setGenerated] = useState<number | null>(null);
  const matrices = useApiGet<unknown>(
    `/admin/matrix?${query({ filter: filterParam({ organization: props.orgId }), size: 100 })}`,
  );
  const fitting =
    matrices.status === 'ok'
      ? itemsOf<MatrixDoc>(matrices.data, 'matrices').filter((m) => m.totalTeams === props.teams)
      : [];
  const rounds = roundCount(props.teams, props.legs);
  const form = useForm<GenerateForm, unknown, v.InferOutput<typeof GenerateFixturesInput>>({
    resolver: valibotResolver(GenerateFixturesInput),
    defaultValues: {
      roundDates: Array.from({ length: rounds }, () => ''),
      time: '',
      venue: 'HOME_CLUB',
      matrixId: null,
    },
  });
  const errors = form.formState.errors;
  const datesError = errors.roundDates?.message ?? errors.roundDates?.root?.message;
  const fill = () => {
    const days = Number(everyDays);
    if (!isIsoDate(firstDate) || !Number.isInteger(days) || days < 0) return;
    datesForRounds(firstDate, rounds, days).forEach((d, i) =>
      form.setValue(`roundDates.${i}`, d, { shouldValidate: form.formState.isSubmitted }),
    );
  };
  const canGenerate = props.teams >= MATRIX_MIN_TEAMS && props.teams <= MATRIX_MAX_TEAMS && rounds > 0;
  const submit = form.handleSubmit((values) =>
    run(
      async () => {
        const answer = await sendConfirmed(
          (replace) =>
            apiSend<unknown>('POST', `${divisionPath(props.divisionId)}/fixture/generate`, {
              ...values,
              replace,
            }),
          CM.fixturesExist.id,
        );
        if (answer === undefined) return;
        const count = itemsOf(answer, 'fixtures').length;
        setGenerated(count);
        showAlert(
          'success',
          t`${plural(count, { one: '# fixture generated', other: '# fixtures generated' })}`,
        );
        props.onGenerated();
      },
      t`Unable to save data`,
    ).then(() => undefined),
  );
  if (props.legs === 0) {
    return (
      <Text>
        <Trans>
          This competition has no legs: no fixtures are generated. Add fixtures by hand on its page.
        </Trans>
      </Text>
    );
  }
  if (!canGenerate) {
    return (
      <Text role="alert" color="fg.error">
        {i18n._(CM.generateTeams)}
      </Text>
    );
  }
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t`Create fixtures`}>
      <Stack gap={4}>
        <Text data-testid="round-preview">
          {t`${plural(props.teams, { one: '# team', other: '# teams' })}, ${plural(props.legs, { one: '# leg', other: '# legs' })}: ${plural(rounds, { one: '# round', other: '# rounds' })}`}
        </Text>
        {props.existing > 0 && (
          <Text color="fg.muted">
            {t`This division already has ${plural(props.existing, { one: '# fixture', other: '# fixtures' })}.`}
          </Text>
        )}
        <HStack gap={3} align="end" wrap="wrap">
          <Field.Root maxW="xs">
            <Field.Label>
              <Trans>First round date</Trans>
            </Field.Label>
            <Input type="date" value={firstDate} onChange={(e) => setFirstDate(e.target.value)} />
          </Field.Root>
          <Field.Root maxW="40">
            <Field.Label>
              <Trans>Days between rounds</Trans>
            </Field.Label>
            <Input type="number" min={0} value={everyDays} onChange={(e) => setEveryDays(e.target.value)} />
          </Field.Root>
          <Button variant="outline" onClick={fill} disabled={!isIsoDate(firstDate)}>
            <Trans>Fill the round dates</Trans>
          </Button>
        </HStack>
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap={3}>
          {Array.from({ length: rounds }, (_, i) => (
            <TextField
              key={i}
              label={t`Round ${i + 1}`}
              type="date"
              required
              register={form.register(`roundDates.${i}`)}
              error={errors.roundDates?.[i]?.message}
            />
          ))}
        </SimpleGrid>
        {datesError && (
          <Text color="fg.error" role="alert">
            {i18n._(datesError)}
          </Text>
        )}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={3}>
          <TextField
            label={t`Time`}
            type="time"
            required
            register={form.register('time')}
            error={errors.time?.message}
          />
          <ChoiceField
            label={t`Venue`}
            required
            options={choices(VENUE_RULES, VENUE_RULE_LABELS, (d) => i18n._(d))}
            register={form.register('venue')}
            error={errors.venue?.message}
          />
          <ChoiceField
            label={t`Matrix (optional)`}
            options={fitting.map((m) => [m.id, m.name] as const)}
            register={form.register('matrixId', { setValueAs: nullIfEmpty })}
            error={errors.matrixId?.message}
          />
        </SimpleGrid>
        <HStack>
          <Button type="submit" colorPalette="brand" loading={busy}>
            <Trans>Generate fixtures</Trans>
          </Button>
          {generated !== null && (
            <Text role="status">
              {t`${plural(generated, { one: '# fixture generated', other: '# fixtures generated' })}`}
            </Text>
          )}
        </HStack>
      </Stack>
      {confirmDialog}
    </form>
  );
}
