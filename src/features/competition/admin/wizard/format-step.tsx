import type { MessageDescriptor } from '@lingui/core';
import { Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import type * as v from 'valibot';
import {
  CompetitionFormatInput,
  DIVISIONS_MAX,
  DIVISIONS_MIN,
  POINTS_DISPLAY_FORMATS,
  TIE_BREAK_ORDERS,
  type DivisionDoc,
} from '../../../../../domain/competition/competition';
import { COMPETITION_FORMATS } from '../../../../../domain/competition/enums';
import { COMPETITION_MESSAGES as CM } from '../../../../../domain/competition/messages';
import { apiSend } from '../../../../api/client';
import { showAlert } from '../../../../components/alerts';
import { ChoiceField } from '../../../../components/choice-field';
import { TextField } from '../../../../components/text-field';
import { useServerAction } from '../../../../components/use-server-action';
import { competitionPath, type CompetitionDoc } from '../competition-api';
import { choices, FORMAT_LABELS, POINTS_DISPLAY_LABELS, TIE_BREAK_LABELS } from '../competition-labels';
import { useConfirmedSend } from '../use-confirmed-send';
import type { StepProps } from './wizard-page';
import { numberOrUndefined } from '../../../../lib/form-values';

export type FormatForm = v.InferInput<typeof CompetitionFormatInput>;

const divisionValues = (d?: DivisionDoc) => ({
  ...(d ? { id: d.id } : {}),
  name: d?.name ?? '',
  abbreviation: d?.abbreviation ?? '',
  officialsDaysBefore: d?.officialsDaysBefore ?? 0,
  officialsHoursBefore: d?.officialsHoursBefore ?? 0,
  adminDaysBefore: d?.adminDaysBefore ?? 0,
  adminHoursBefore: d?.adminHoursBefore ?? 0,
});

/** The format's starting values: the competition's, else one division, one leg, 2-1-0 points, 2 for a walkover. */
export function formatDefaults(c: CompetitionDoc): FormatForm {
  const divisions = (c.divisions ?? []).map((d) => divisionValues(d));
  return {
    format: c.format,
    numberOfDivisions: Math.max(divisions.length, c.numberOfDivisions || 1),
    legs: c.legs ?? 1,
    winPoints: c.winPoints ?? 2,
    drawPoints: c.drawPoints ?? 1,
    lossPoints: c.lossPoints ?? 0,
    walkoverPoints: c.walkoverPoints ?? 2,
    pointsDisplayFormat: c.pointsDisplayFormat ?? 'GOALS_POINTS',
    tieBreaks: c.tieBreaks?.length === 4 ? [...c.tieBreaks] : [...TIE_BREAK_ORDERS],
    divisions: divisions.length > 0 ? divisions : [divisionValues()],
  };
}

/**
 * Step 2, format set-up (seed 2 §5): 1 to 10 divisions, each with a name, an abbreviation and its
 * reminder days and hours; legs 0 to 2; win, draw, loss and walkover points 0 to 10; the four tie-break
 * orders, each once. A change that deletes divisions or fixtures is confirmed first (409 → confirm).
 */
export function FormatStep({ competition, reload, next, back }: StepProps) {
  const { t, i18n } = useLingui();
  const { busy, run } = useServerAction();
  const { sendConfirmed, confirmDialog } = useConfirmedSend();
  const form = useForm<FormatForm, unknown, v.InferOutput<typeof CompetitionFormatInput>>({
    resolver: valibotResolver(CompetitionFormatInput),
    defaultValues: formatDefaults(competition),
  });
  const divisions = useFieldArray({ control: form.control, name: 'divisions' });
  const count = useWatch({ control: form.control, name: 'numberOfDivisions' });
  const { append, remove } = divisions;
  const length = divisions.fields.length;
  // The division rows follow the number of divisions (1 to 10).
  useEffect(() => {
    const n = Number(count);
    if (!Number.isInteger(n) || n < DIVISIONS_MIN || n > DIVISIONS_MAX) return;
    if (n > length) {
      for (let i = length; i < n; i++) append({ name: '', abbreviation: '' }, { shouldFocus: false });
    } else if (n < length) {
      remove(Array.from({ length: length - n }, (_, i) => n + i));
    }
  }, [count, length, append, remove]);
  const errors = form.formState.errors;
  const tr = (d: MessageDescriptor) => i18n._(d);
  const number = (name: Parameters<typeof form.register>[0]) =>
    form.register(name, { setValueAs: numberOrUndefined });
  const tieBreakError = errors.tieBreaks?.message ?? errors.tieBreaks?.root?.message;
  const divisionsError = errors.divisions?.message ?? errors.divisions?.root?.message;
  const submit = form.handleSubmit((values) =>
    run(
      async () => {
        const done = await sendConfirmed(
          (confirm) => apiSend('PUT', `${competitionPath(competition.id)}/format`, { ...values, confirm }),
          CM.confirmRequired.id,
        );
        if (done === undefined) return;
        showAlert('success', t`Format saved`);
        reload();
        next();
      },
      t`Unable to update competition`,
    ).then(() => undefined),
  );
  const ordinal = [t`First`, t`Second`, t`Third`, t`Fourth`];
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t`Format set-up`}>
      <Stack gap={5}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
          <ChoiceField
            label={t`Format`}
            required
            options={choices(COMPETITION_FORMATS, FORMAT_LABELS, tr)}
            register={form.register('format')}
            error={errors.format?.message}
          />
          <TextField
            label={t`Number of divisions`}
            type="number"
            required
            register={number('numberOfDivisions')}
            error={errors.numberOfDivisions?.message}
          />
          <TextField
            label={t`Legs`}
            type="number"
            required
            register={number('legs')}
            error={errors.legs?.message}
          />
          <TextField
            label={t`Points for a win`}
            type="number"
            required
            register={number('winPoints')}
            error={errors.winPoints?.message}
          />
          <TextField
            label={t`Points for a draw`}
            type="number"
            required
            register={number('drawPoints')}
            error={errors.drawPoints?.message}
          />
          <TextField
            label={t`Points for a loss`}
            type="number"
            required
            register={number('lossPoints')}
            error={errors.lossPoints?.message}
          />
          <TextField
            label={t`Points for a walkover`}
            type="number"
            required
            register={number('walkoverPoints')}
            error={errors.walkoverPoints?.message}
          />
          <ChoiceField
            label={t`Points display`}
            options={choices(POINTS_DISPLAY_FORMATS, POINTS_DISPLAY_LABELS, tr)}
            register={form.register('pointsDisplayFormat')}
            error={errors.pointsDisplayFormat?.message}
          />
        </SimpleGrid>
        <Stack as="fieldset" gap={3}>
          <Heading as="legend" size="md" mb={2}>
            <Trans>Tie-break order</Trans>
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 4 }} gap={3}>
            {ordinal.map((label, i) => (
              <ChoiceField
                key={i}
                label={label}
                required
                options={choices(TIE_BREAK_ORDERS, TIE_BREAK_LABELS, tr)}
                register={form.register(`tieBreaks.${i}` as const)}
                error={errors.tieBreaks?.[i]?.message}
              />
            ))}
          </SimpleGrid>
          {tieBreakError && (
            <Text color="fg.error" role="alert">
              {i18n._(tieBreakError)}
            </Text>
          )}
        </Stack>
        <Stack gap={3}>
          <Heading as="h3" size="md">
            <Trans>Divisions</Trans>
          </Heading>
          {divisionsError && (
            <Text color="fg.error" role="alert">
              {i18n._(divisionsError)}
            </Text>
          )}
          {divisions.fields.map((field, i) => {
            const e = errors.divisions?.[i];
            return (
              <Card.Root key={field.id} as="fieldset" aria-label={t`Division ${i + 1}`}>
                <Card.Body>
                  <SimpleGrid columns={{ base: 1, md: 3 }} gap={3}>
                    <TextField
                      label={t`Division ${i + 1} name`}
                      required
                      register={form.register(`divisions.${i}.name`)}
                      error={e?.name?.message}
                      maxLength={50}
                    />
                    <TextField
                      label={t`Division ${i + 1} abbreviation`}
                      required
                      register={form.register(`divisions.${i}.abbreviation`)}
                      error={e?.abbreviation?.message}
                      maxLength={10}
                    />
                    <span />
                    <TextField
                      label={t`Officials: days before`}
                      type="number"
                      register={number(`divisions.${i}.officialsDaysBefore`)}
                      error={e?.officialsDaysBefore?.message}
                    />
                    <TextField
                      label={t`Officials: hours before`}
                      type="number"
                      register={number(`divisions.${i}.officialsHoursBefore`)}
                      error={e?.officialsHoursBefore?.message}
                    />
                    <span />
                    <TextField
                      label={t`Administrators: days before`}
                      type="number"
                      register={number(`divisions.${i}.adminDaysBefore`)}
                      error={e?.adminDaysBefore?.message}
                    />
                    <TextField
                      label={t`Administrators: hours before`}
                      type="number"
                      register={number(`divisions.${i}.adminHoursBefore`)}
                      error={e?.adminHoursBefore?.message}
                    />
                  </SimpleGrid>
                </Card.Body>
              </Card.Root>
            );
          })}
        </Stack>
        <HStack>
          <Button variant="outline" onClick={back} disabled={busy}>
            <Trans>Back</Trans>
          </Button>
          <Button type="submit" colorPalette="brand" loading={busy}>
            <Trans>Save and continue</Trans>
          </Button>
        </HStack>
      </Stack>
      {confirmDialog}
    </form>
  );
}
