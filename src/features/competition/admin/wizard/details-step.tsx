import type { MessageDescriptor } from '@lingui/core';
import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import {
  COMPETITION_LEVELS,
  COMPETITION_NAME_MAX,
  COMPETITION_TYPES,
  CompetitionDetailsInput,
  SPONSOR_POSITIONS,
} from '../../../../../domain/competition/competition';
import { COMPETITION_FORMATS, GRADES } from '../../../../../domain/competition/enums';
import { ACTIVITIES, GENDERS } from '../../../../../domain/enums';
import { AGE_LEVELS } from '../../../../../domain/team/enums';
import { apiSend } from '../../../../api/client';
import { useSession } from '../../../../auth/session';
import { showAlert } from '../../../../components/alerts';
import { ChoiceField } from '../../../../components/choice-field';
import { ACTIVITY_LABELS, ageLevelLabel } from '../../../../components/team-labels';
import { TextField } from '../../../../components/text-field';
import { useServerAction } from '../../../../components/use-server-action';
import { useApiGet } from '../../../../lib/use-api-get';
import {
  competitionPath,
  filterParam,
  itemsOf,
  query,
  type CompetitionDoc,
  type PoolDoc,
} from '../competition-api';
import {
  choices,
  FORMAT_LABELS,
  GENDER_LABELS,
  GRADE_LABELS,
  LEVEL_LABELS,
  SPONSOR_POSITION_LABELS,
  TYPE_LABELS,
} from '../competition-labels';
import { applyFieldErrors } from '../../../../components/field-errors';
import { nullIfEmpty, numberOrUndefined } from '../../../../lib/form-values';

export type DetailsForm = v.InferInput<typeof CompetitionDetailsInput>;

/** The form's starting values: the draft's own, or a new competition of this season for `orgId`. */
export function detailsDefaults(orgId: string, adminPersonId: string, c?: CompetitionDoc): DetailsForm {
  if (c) {
    const { organizationId, name, adminPersonId: admin, season, format, additionalType, rank, ageLevel } = c;
    return {
      organizationId,
      name,
      adminPersonId: admin,
      season,
      format,
      additionalType,
      rank,
      ageLevel,
      gender: c.gender,
      activity: c.activity,
      grade: c.grade ?? null,
      category: c.category ?? '',
      sponsor: c.sponsor ?? '',
      sponsorPosition: c.sponsorPosition ?? null,
      masterCompetition: c.masterCompetition ?? '',
      notificationRecipient: c.notificationRecipient ?? '',
      venuePoolId: c.venuePoolId ?? null,
      matchOfficialPoolId: c.matchOfficialPoolId ?? null,
    };
  }
  return {
    organizationId: orgId,
    adminPersonId,
    name: '',
    season: new Date().getFullYear(),
    sponsor: '',
    sponsorPosition: null,
    grade: null,
  } as DetailsForm;
}

/**
 * Step 1, initial options and details (seed 2 §5): name, administrator, season (after 1920), format, type,
 * level, age level, gender and discipline are required; a sponsor needs a position. Saving creates the
 * DRAFT (POST) or updates it (PUT), then moves to step 2.
 */
export function DetailsStep(props: {
  orgId: string | null;
  competition?: CompetitionDoc;
  onSaved: (id: string) => void;
}) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const { busy, run } = useServerAction();
  const me = session.person?.id ?? '';
  const pools = useApiGet<unknown>(
    props.orgId
      ? `/admin/pool?${query({ filter: filterParam({ organization: props.orgId }), size: 100 })}`
      : null,
  );
  const poolList = pools.status === 'ok' ? itemsOf<PoolDoc>(pools.data, 'pools') : [];
  const form = useForm<DetailsForm, unknown, v.InferOutput<typeof CompetitionDetailsInput>>({
    resolver: valibotResolver(CompetitionDetailsInput),
    defaultValues: detailsDefaults(props.orgId ?? '', me, props.competition),
  });
  const err = (name: keyof DetailsForm) => form.formState.errors[name]?.message;
  const tr = (d: MessageDescriptor) => i18n._(d);
  const submit = form.handleSubmit((values) =>
    run(
      async () => {
        let id = props.competition?.id;
        try {
          if (id) await apiSend('PUT', competitionPath(id), values);
          else id = (await apiSend<CompetitionDoc>('POST', '/admin/competition', values)).id;
        } catch (e) {
          if (applyFieldErrors(e, form.setError)) return;
          throw e;
        }
        showAlert('success', props.competition ? t`Competition updated` : t`Draft competition created`);
        props.onSaved(id);
      },
      props.competition ? t`Unable to update competition` : t`Unable to create competition`,
    ).then(() => undefined),
  );
  if (!props.orgId) {
    return (
      <Text>
        <Trans>You run competitions for no organisation.</Trans>
      </Text>
    );
  }
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t`Competition details`}>
      <Stack gap={4}>
        <TextField
          label={t`Competition name`}
          required
          register={form.register('name')}
          error={err('name')}
          maxLength={COMPETITION_NAME_MAX}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <TextField
            label={t`Season`}
            type="number"
            required
            register={form.register('season', { setValueAs: numberOrUndefined })}
            error={err('season')}
          />
          <ChoiceField
            label={t`Format`}
            required
            options={choices(COMPETITION_FORMATS, FORMAT_LABELS, tr)}
            register={form.register('format')}
            error={err('format')}
          />
          <ChoiceField
            label={t`Type`}
            required
            options={choices(COMPETITION_TYPES, TYPE_LABELS, tr)}
            register={form.register('additionalType')}
            error={err('additionalType')}
          />
          <ChoiceField
            label={t`Level`}
            required
            options={choices(COMPETITION_LEVELS, LEVEL_LABELS, tr)}
            register={form.register('rank')}
            error={err('rank')}
          />
          <ChoiceField
            label={t`Age level`}
            required
            options={AGE_LEVELS.map((a) => [a, ageLevelLabel(a, tr)] as const)}
            register={form.register('ageLevel')}
            error={err('ageLevel')}
          />
          <ChoiceField
            label={t`Gender`}
            required
            options={choices(GENDERS, GENDER_LABELS, tr)}
            register={form.register('gender')}
            error={err('gender')}
          />
          <ChoiceField
            label={t`Discipline`}
            required
            options={choices(ACTIVITIES, ACTIVITY_LABELS, tr)}
            register={form.register('activity')}
            error={err('activity')}
          />
          <ChoiceField
            label={t`Grade`}
            options={choices(GRADES, GRADE_LABELS, tr)}
            register={form.register('grade', { setValueAs: nullIfEmpty })}
            error={err('grade')}
          />
          <TextField
            label={t`Category`}
            register={form.register('category')}
            error={err('category')}
            maxLength={50}
          />
          <TextField
            label={t`Master competition`}
            register={form.register('masterCompetition')}
            error={err('masterCompetition')}
            maxLength={100}
          />
          <TextField
            label={t`Sponsor`}
            register={form.register('sponsor')}
            error={err('sponsor')}
            maxLength={100}
          />
          <ChoiceField
            label={t`Sponsor position`}
            options={choices(SPONSOR_POSITIONS, SPONSOR_POSITION_LABELS, tr)}
            register={form.register('sponsorPosition', { setValueAs: nullIfEmpty })}
            error={err('sponsorPosition')}
          />
          <TextField
            label={t`Notification recipient`}
            register={form.register('notificationRecipient')}
            error={err('notificationRecipient')}
            maxLength={200}
          />
          <ChoiceField
            label={t`Venue pool`}
            options={poolList.filter((p) => p.kind === 'VENUE').map((p) => [p.id, p.name] as const)}
            register={form.register('venuePoolId', { setValueAs: nullIfEmpty })}
            error={err('venuePoolId')}
          />
          <ChoiceField
            label={t`Match official pool`}
            options={poolList.filter((p) => p.kind === 'MATCH_OFFICIAL').map((p) => [p.id, p.name] as const)}
            register={form.register('matchOfficialPoolId', { setValueAs: nullIfEmpty })}
            error={err('matchOfficialPoolId')}
          />
        </SimpleGrid>
        {err('adminPersonId') && (
          <Text color="fg.error" role="alert">
            {i18n._(err('adminPersonId')!)}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          <Trans>You are the competition's administrator.</Trans>
        </Text>
        <HStack>
          <Button type="submit" colorPalette="brand" loading={busy}>
            <Trans>Save and continue</Trans>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
