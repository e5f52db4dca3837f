import { SimpleGrid, Stack } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type * as v from 'valibot';
import { FixtureInput, REASON_MAX, type DivisionDoc } from '../../../../domain/competition/competition';
import type { Fixture } from '../../../../domain/competition/fixture';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { ChoiceField } from '../../../components/choice-field';
import { applyFieldErrors } from '../../../components/field-errors';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';
import { dublinDateTime, fixturePath, itemsOf, type Place } from './competition-api';
import { nullIfEmpty } from '../../../lib/form-values';

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
            register={form.register('homeTeamId', { setValueAs: nullIfEmpty })}
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
            register={form.register('awayTeamId', { setValueAs: nullIfEmpty })}
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
          register={form.register('placeId', { setValueAs: nullIfEmpty })}
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
