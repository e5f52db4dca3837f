import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { RESULT_OUTCOMES, ResultInput } from '../../../../domain/competition/competition';
import type { Fixture } from '../../../../domain/competition/fixture';
import { apiSend } from '../../../api/client';
import { CheckField } from '../../../components/check-field';
import { showAlert } from '../../../components/alerts';
import { ChoiceField } from '../../../components/choice-field';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { useServerAction } from '../../../components/use-server-action';
import { fixturePath } from './competition-api';
import { choices, OUTCOME_LABELS } from './competition-labels';
import { numberOrNull } from '../../../lib/form-values';

type ResultForm = v.InferInput<typeof ResultInput>;

/**
 * An admin's result (seed 2 §5): the outcome, goals, points and penalties as non-negative integers, extra
 * time and replay, CCC ruling notes when the committee rules; confirming makes it count in the table.
 */
export function ResultDialog(props: { fixture: Fixture; onClose: () => void; onSaved: () => void }) {
  const { t, i18n } = useLingui();
  const { busy, run } = useServerAction();
  const f = props.fixture;
  const form = useForm<ResultForm, unknown, v.InferOutput<typeof ResultInput>>({
    resolver: valibotResolver(ResultInput),
    defaultValues: {
      outcome: (f.outcome as ResultForm['outcome'] | undefined) ?? 'PLAYED',
      homeGoals: f.homeTeam.goals ?? null,
      homePoints: f.homeTeam.points ?? null,
      awayGoals: f.awayTeam.goals ?? null,
      awayPoints: f.awayTeam.points ?? null,
      homePenalties: f.homeTeam.penalties ?? null,
      awayPenalties: f.awayTeam.penalties ?? null,
      isExtraTime: f.isExtraTime ?? false,
      isReplay: f.isReplay ?? false,
      cccNotes: '',
      confirm: true,
    },
  });
  const err = (name: keyof ResultForm) => form.formState.errors[name]?.message;
  const number = (name: keyof ResultForm) => form.register(name, { setValueAs: numberOrNull });
  const home = f.homeTeam.name ?? t`Home`;
  const away = f.awayTeam.name ?? t`Away`;
  const submit = form.handleSubmit((values) =>
    run(
      async () => {
        await apiSend('PUT', `${fixturePath(f.id)}/result`, values);
        showAlert('success', t`Result saved`);
        props.onSaved();
        props.onClose();
      },
      t`Update failed`,
    ).then(() => undefined),
  );
  return (
    <FormDialog
      open
      onClose={props.onClose}
      title={t`Result: ${home} v ${away}`}
      busy={busy}
      formId="result-form"
      submitLabel={t`Save result`}
      onSubmit={submit}
    >
      <Stack gap={3}>
        <ChoiceField
          label={t`Outcome`}
          required
          options={choices(RESULT_OUTCOMES, OUTCOME_LABELS, (d) => i18n._(d))}
          register={form.register('outcome')}
          error={err('outcome')}
        />
        <SimpleGrid columns={2} gap={3}>
          <TextField
            label={t`${home} goals`}
            type="number"
            register={number('homeGoals')}
            error={err('homeGoals')}
          />
          <TextField
            label={t`${home} points`}
            type="number"
            register={number('homePoints')}
            error={err('homePoints')}
          />
          <TextField
            label={t`${away} goals`}
            type="number"
            register={number('awayGoals')}
            error={err('awayGoals')}
          />
          <TextField
            label={t`${away} points`}
            type="number"
            register={number('awayPoints')}
            error={err('awayPoints')}
          />
          <TextField
            label={t`${home} penalties`}
            type="number"
            register={number('homePenalties')}
            error={err('homePenalties')}
          />
          <TextField
            label={t`${away} penalties`}
            type="number"
            register={number('awayPenalties')}
            error={err('awayPenalties')}
          />
        </SimpleGrid>
        <HStack gap={6} wrap="wrap">
          <CheckField control={form.control} name="isExtraTime" label={t`Extra time played`} />
          <CheckField control={form.control} name="isReplay" label={t`Replay`} />
          <CheckField control={form.control} name="confirm" label={t`Confirm the result`} />
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          <Trans>
            A confirmed result counts in the league table and the referee can no longer change it.
          </Trans>
        </Text>
        <TextField
          label={t`CCC ruling notes`}
          register={form.register('cccNotes')}
          error={err('cccNotes')}
          multiline
          maxLength={1000}
        />
      </Stack>
    </FormDialog>
  );
}
