import { Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { formatFormDate } from '../../../../domain/lib/dates';
import { SeasonEndDateForm, SeasonForm } from '../../../../domain/fees/season';
import { apiSend } from '../../../api/client';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { useFormAction } from '../../../components/use-form-action';
import type { Season } from '../fees-api';

type SeasonValues = v.InferInput<typeof SeasonForm>;

/** A new season's form: its year, ending on 31 May of the next (a PIF year, 1 June to 31 May). */
const seasonDefaults = (year: number): SeasonValues => ({
  year: String(year),
  endDate: formatFormDate(`${year + 1}-05-31`),
});

/**
 * Create Season (seed 3 §2 stepper, step 1): the year (the current one by default, the next free one when it
 * exists) and the end date typed dd/mm/yyyy; the new season is DRAFT with the previous FINAL season's levels,
 * grades and bands. "New season {year} created" on success.
 */
export function CreateSeasonDialog(props: {
  open: boolean;
  defaultYear: number;
  previous: number | null;
  onClose: () => void;
  onCreated: (year: number) => void;
}) {
  const { t } = useLingui();
  const form = useForm<SeasonValues, unknown, v.InferOutput<typeof SeasonForm>>({
    resolver: valibotResolver(SeasonForm),
    defaultValues: seasonDefaults(props.defaultYear),
  });
  const { busy, send } = useFormAction(form.setError);
  const { reset } = form;
  useEffect(() => {
    if (props.open) reset(seasonDefaults(props.defaultYear));
  }, [props.open, props.defaultYear, reset]);
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    const input = values;
    await send(
      () => apiSend('POST', '/season', input),
      t`New season ${input.year} created`,
      () => {
        props.onCreated(input.year);
      },
    );
  });
  const previous = props.previous;
  return (
    <FormDialog
      open={props.open}
      onClose={props.onClose}
      title={t`Create season`}
      busy={busy}
      formId="create-season-form"
      testId="create-season-dialog"
      submitLabel={t`Create season`}
      onSubmit={submit}
    >
      <Stack gap={3}>
        <Text>
          {previous !== null ? (
            <Trans>
              The levels, grades and bands of season {previous} are copied into the new season, to edit.
            </Trans>
          ) : (
            <Trans>No season is final yet: the new season starts with empty levels and grades.</Trans>
          )}
        </Text>
        <TextField
          label={t`Season year`}
          required
          maxLength={4}
          register={form.register('year')}
          error={errors.year?.message}
        />
        <TextField
          label={t`End date (dd/mm/yyyy)`}
          required
          maxLength={10}
          register={form.register('endDate')}
          error={errors.endDate?.message}
          helper={t`The season starts on 1 June.`}
        />
      </Stack>
    </FormDialog>
  );
}

type EndDateValues = v.InferInput<typeof SeasonEndDateForm>;

/** Change a season's end date: "Successfully updated Season end date". */
export function EndDateDialog(props: { season: Season | null; onClose: () => void; onDone: () => void }) {
  const { t } = useLingui();
  const form = useForm<EndDateValues, unknown, v.InferOutput<typeof SeasonEndDateForm>>({
    resolver: valibotResolver(SeasonEndDateForm),
    defaultValues: { endDate: '' },
  });
  const { busy, send } = useFormAction(form.setError);
  const { reset } = form;
  const season = props.season;
  useEffect(() => {
    if (season) reset({ endDate: formatFormDate(season.endDate) });
  }, [season, reset]);
  const submit = form.handleSubmit(async (values) => {
    if (!season) return;
    await send(
      () => apiSend('PATCH', `/season/${season.year}`, values),
      t`Successfully updated Season end date`,
      () => {
        props.onClose();
        props.onDone();
      },
    );
  });
  return (
    <FormDialog
      open={season !== null}
      onClose={props.onClose}
      title={t`Season ${season?.year ?? ''} end date`}
      busy={busy}
      formId="end-date-form"
      submitLabel={t`Save`}
      onSubmit={submit}
    >
      <TextField
        label={t`End date (dd/mm/yyyy)`}
        required
        maxLength={10}
        register={form.register('endDate')}
        error={form.formState.errors.endDate?.message}
      />
    </FormDialog>
  );
}
