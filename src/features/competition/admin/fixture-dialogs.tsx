import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type * as v from 'valibot';
import {
  FixtureInput,
  REASON_MAX,
  RESULT_OUTCOMES,
  ResultInput,
  type DivisionDoc,
} from '../../../../domain/competition/competition';
import type { Fixture } from '../../../../domain/competition/fixture';
import { apiSend } from '../../../api/client';
import { CheckField } from '../../../components/check-field';
import { showAlert } from '../../../components/alerts';
import { ChoiceField } from '../../../components/choice-field';
import { applyFieldErrors } from '../../../components/field-errors';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';
import { dublinDateTime, fixturePath, itemsOf, type Place } from './competition-api';
import { choices, OUTCOME_LABELS } from './competition-labels';

const toNumberOrNull = (x: unknown) => (x === '' || x === null || x === undefined ? null : Number(x));
const toNullIfEmpty = (x: unknown) => (x === '' ? null : x);

/** The form's values: the shared input, with the broadcast block as the three fields the form shows. */
type FixtureForm = Omit<v.InferInput<typeof FixtureInput>, 'broadcast'> & {
  broadcast?: { summary?: string; channel?: string; url?: string };
};

/** The form's values for an existing fixture: its division, sides (team or placeholder), Dublin date and time. */
function fixtureValues(f: Fixture | undefined, divisions: DivisionDoc[]): FixtureForm {
  const division = f?.division?.id ?? divisions[0]?.id ?? '';
  const broadcast = { summary: '', channel: '', url: '' };
  if (!f) return { divisionId: division, date: '', time: '', homeTeamId: null, awayTeamId: null, broadcast };
  const { date, time } = dublinDateTime(f.startDate);
  const side = (team: Fixture['homeTeam']) =>
    team.id ? { id: team.id, placeholder: '' } : { id: null, placeholder: team.name ?? '' };
  const home = side(f.homeTeam);
  const away = side(f.awayTeam);
  return {
    divisionId: division,
    homeTeamId: home.id,
    homePlaceholder: home.placeholder,
    awayTeamId: away.id,
    awayPlaceholder: away.placeholder,
    date,
    time,
    placeId: f.place?.id ?? null,
    round: f.round ?? '',
    notes: f.notes ?? '',
    reason: '',
    broadcast: {
      summary: f.broadcast?.summary ?? '',
      channel: f.broadcast?.channel ?? '',
      url: f.broadcast?.url ?? '',
    },
  };
}

/**
 * Create or edit a fixture by hand (seed 2 §5 Fixture): division required, a team or a placeholder per
 * side, date and time. Moving a fixture by more than 2 days needs a reason: the server says so on the
 * reason field (400 `validation.fixture.dateMoveReason`).
 */
export function FixtureDialog(props: {
  fixture?: Fixture;
  divisions: DivisionDoc[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const { busy, run } = useServerAction();
  const places = useApiGet<unknown>('/place?size=100');
  const placeList = places.status === 'ok' ? itemsOf<Place>(places.data, 'places') : [];
  const form = useForm<FixtureForm, unknown, v.InferOutput<typeof FixtureInput>>({
    resolver: valibotResolver(FixtureInput) as unknown as Resolver<
      FixtureForm,
      unknown,
      v.InferOutput<typeof FixtureInput>
    >,
    defaultValues: fixtureValues(props.fixture, props.divisions),
  });
  const err = (name: Exclude<keyof FixtureForm, 'broadcast'>) => form.formState.errors[name]?.message;
  const broadcastErr = (name: 'summary' | 'channel' | 'url') =>
    form.formState.errors.broadcast?.[name]?.message;
  const divisionId = useWatch({ control: form.control, name: 'divisionId' });
  const teams = (props.divisions.find((d) => d.id === divisionId)?.competitors ?? [])
    .filter((c) => c.teamId)
    .map((c) => [c.teamId!, c.name] as const);
  const editing = Boolean(props.fixture);
  const submit = form.handleSubmit(async (values) => {
    await run(
      async () => {
        try {
          if (props.fixture) await apiSend('PUT', fixturePath(props.fixture.id), values);
          else await apiSend('POST', '/admin/fixture', values);
        } catch (e) {
          // A field the server refused (the reason a long move needs) is shown on that field.
          if (applyFieldErrors(e, form.setError)) return;
          throw e;
        }
        showAlert('success', editing ? t`Fixture updated` : t`Fixture created`);
        props.onSaved();
        props.onClose();
      },
      t`Fixture update failed`,
    );
  });
  return (
    <FormDialog
      open
      onClose={props.onClose}
      title={editing ? t`Edit fixture` : t`New fixture`}
      busy={busy}
      formId="fixture-form"
      submitLabel={t`Save`}
      onSubmit={submit}
    >
      <Stack gap={3}>
        <ChoiceField
          label={t`Division`}
          required
          options={props.divisions.map((d) => [d.id, d.name] as const)}
          register={form.register('divisionId')}
          error={err('divisionId')}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
          <ChoiceField
            label={t`Home team`}
            options={teams}
            register={form.register('homeTeamId', { setValueAs: toNullIfEmpty })}
            error={err('homeTeamId')}
          />
          <TextField
            label={t`Home placeholder`}
            helper={t`When the team is not known yet, e.g. Winner of Group A`}
            register={form.register('homePlaceholder')}
            error={err('homePlaceholder')}
            maxLength={50}
          />
          <ChoiceField
            label={t`Away team`}
            options={teams}
            register={form.register('awayTeamId', { setValueAs: toNullIfEmpty })}
            error={err('awayTeamId')}
          />
          <TextField
            label={t`Away placeholder`}
            register={form.register('awayPlaceholder')}
            error={err('awayPlaceholder')}
            maxLength={50}
          />
          <TextField
            label={t`Date`}
            type="date"
            required
            register={form.register('date')}
            error={err('date')}
          />
          <TextField
            label={t`Time`}
            type="time"
            required
            register={form.register('time')}
            error={err('time')}
          />
        </SimpleGrid>
        <ChoiceField
          label={t`Venue`}
          options={placeList.map((p) => [p.id, p.name] as const)}
          register={form.register('placeId', { setValueAs: toNullIfEmpty })}
          error={err('placeId')}
        />
        <TextField label={t`Round`} register={form.register('round')} error={err('round')} maxLength={20} />
        <TextField
          label={t`Notes`}
          register={form.register('notes')}
          error={err('notes')}
          multiline
          maxLength={500}
        />
        <fieldset>
          <legend>
            <Trans>Broadcast details (optional)</Trans>
          </legend>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap={3}>
            <TextField
              label={t`Broadcast summary`}
              helper={t`Required when there is a broadcast`}
              register={form.register('broadcast.summary')}
              error={broadcastErr('summary')}
              maxLength={250}
            />
            <TextField
              label={t`Channel`}
              register={form.register('broadcast.channel')}
              error={broadcastErr('channel')}
              maxLength={100}
            />
            <TextField
              label={t`Link`}
              type="url"
              register={form.register('broadcast.url')}
              error={broadcastErr('url')}
            />
          </SimpleGrid>
        </fieldset>
        {editing && (
          <TextField
            label={t`Reason for the change`}
            helper={t`Required when the fixture moves by more than 2 days`}
            register={form.register('reason')}
            error={err('reason')}
            multiline
            maxLength={REASON_MAX}
          />
        )}
      </Stack>
    </FormDialog>
  );
}

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
  const number = (name: keyof ResultForm) => form.register(name, { setValueAs: toNumberOrNull });
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

/**
 * Send a fixture notification (seed 2 §7 `POST /admin/fixture/{id}/notification`): its details and an
 * optional message by e-mail to its officials and/or the competition administrators. The same notice for the
 * same version of the fixture goes once.
 */
export function NotifyDialog(props: { fixture: Fixture; onClose: () => void }) {
  const { t } = useLingui();
  const { busy, run } = useServerAction();
  const form = useForm<{ officials: boolean; admins: boolean; message: string }>({
    defaultValues: { officials: true, admins: false, message: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    const audiences = [...(values.officials ? ['OFFICIALS'] : []), ...(values.admins ? ['ADMINS'] : [])];
    if (audiences.length === 0) {
      form.setError('officials', { message: t`Choose who to notify` });
      return;
    }
    await run(
      async () => {
        const { sent } = await apiSend<{ sent: number }>(
          'POST',
          `${fixturePath(props.fixture.id)}/notification`,
          {
            audiences,
            message: values.message,
          },
        );
        showAlert('success', plural(sent, { one: '# notification sent', other: '# notifications sent' }));
        props.onClose();
      },
      t`Error sending notifications`,
    );
  });
  return (
    <FormDialog
      open
      onClose={props.onClose}
      title={t`Notify about ${props.fixture.homeTeam.name ?? ''} v ${props.fixture.awayTeam.name ?? ''}`}
      busy={busy}
      formId="notify-form"
      submitLabel={t`Send`}
      onSubmit={submit}
    >
      <Stack gap={3}>
        <CheckField control={form.control} name="officials" label={t`Its officials`} />
        <CheckField control={form.control} name="admins" label={t`The competition administrators`} />
        {form.formState.errors.officials && (
          <Text role="alert" color="fg.error">
            {form.formState.errors.officials.message}
          </Text>
        )}
        <TextField label={t`Message`} register={form.register('message')} multiline maxLength={500} />
      </Stack>
    </FormDialog>
  );
}
