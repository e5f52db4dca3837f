import { Button, Field, Heading, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  INJURY_ACTIVITY_TYPES,
  INJURY_HISTORIES,
  INJURY_MECHANISMS,
  INJURY_ONSETS,
  INJURY_SEVERITIES,
  INJURY_SURFACES,
  INJURY_TISSUES,
  PLAYER_AVAILABILITIES,
} from '../../../domain/injury/enums';
import {
  INJURY_NOTES_MAX,
  InjuryRecordInput,
  type InjuryPerson,
  type InjuryRecord,
  type InjuryRecordFormValues,
  type InjuryRecordStatus,
} from '../../../domain/injury/injury-record';
import { runAction } from '../../offline/actions';
import { InjuryDetailsFields } from './injury-details-fields';
import {
  ACTIVITY_LABELS,
  AVAILABILITY_LABELS,
  HISTORY_LABELS,
  MECHANISM_LABELS,
  ONSET_LABELS,
  SEVERITY_LABELS,
  SURFACE_LABELS,
  TISSUE_LABELS,
} from './injury-labels';
import { PlayerPicker } from './player-picker';
import { saveInjury } from './save-injury.action';
import { SelectField } from './select-field';
import { useIsInjurySpecialist, useLocalPeople } from './use-injuries';

function initialValues(r: InjuryRecord | undefined, specialist: boolean): InjuryRecordFormValues {
  return {
    personId: r?.personId ?? '',
    groupId: r?.groupId ?? '',
    status: r?.status ?? 'COMPLETE',
    injuryDate: r?.injuryDate ?? '',
    partialReturnDate: r?.partialReturnDate ?? '',
    fullReturnDate: r?.fullReturnDate ?? '',
    additionalType: r?.additionalType ?? '',
    activityType: r?.activityType ?? '',
    surface: r?.surface ?? '',
    injuryOnset: r?.injuryOnset ?? '',
    mechanism: r?.mechanism ?? '',
    injuryHistory: r?.injuryHistory ?? '',
    injuryDetails: r?.injuryDetails ?? [],
    availability: r?.availability ?? '',
    severity: r?.severity ?? '',
    publicNotes: r?.publicNotes ?? '',
    ...(specialist ? { privateNotes: r?.privateNotes ?? '' } : {}),
  };
}

/**
 * Create or edit an injury record. Saved on the device in one transaction with its outbox entry, so it works
 * with no signal; "Save as draft" keeps an unfinished record (main tissue, activity and mechanism may wait).
 */
export function InjuryForm({
  id,
  existing,
  onSaved,
}: {
  id: string;
  existing?: InjuryRecord;
  onSaved: () => void;
}) {
  const { t, i18n } = useLingui();
  const specialist = useIsInjurySpecialist();
  const people = useLocalPeople();
  const [player, setPlayer] = useState<InjuryPerson | null>(
    existing ? { id: existing.personId, name: existing.person.name, teams: [existing.group] } : null,
  );
  const form = useForm<InjuryRecordFormValues, unknown, InjuryRecordInput>({
    resolver: valibotResolver(InjuryRecordInput),
    mode: 'onTouched',
    defaultValues: initialValues(existing, specialist),
  });
  const errors = form.formState.errors;
  const err = (name: keyof InjuryRecordFormValues) =>
    (errors[name] as { message?: string } | undefined)?.message;
  const known = people?.find((p) => p.id === player?.id);
  const teams = [...(player?.teams ?? []), ...(known?.teams ?? [])].filter(
    (team, i, all) => all.findIndex((x) => x.id === team.id) === i,
  );

  const submit = (status: InjuryRecordStatus) => {
    form.setValue('status', status);
    void form.handleSubmit(async (values) => {
      const result = await runAction(saveInjury, id, values);
      if (result.ok) onSaved();
    })();
  };

  const select = (
    name: keyof InjuryRecordFormValues,
    label: string,
    options: readonly string[],
    labels: Parameters<typeof SelectField>[0]['labels'],
    required = false,
  ) => (
    <SelectField
      label={label}
      options={options}
      labels={labels}
      register={form.register(name)}
      error={err(name)}
      required={required}
    />
  );
  const date = (
    name: 'injuryDate' | 'partialReturnDate' | 'fullReturnDate',
    label: string,
    required = false,
  ) => (
    <Field.Root invalid={Boolean(err(name))} required={required}>
      <Field.Label>{label}</Field.Label>
      <Input type="date" {...form.register(name)} />
      {err(name) && <Field.ErrorText>{i18n._(err(name)!)}</Field.ErrorText>}
    </Field.Root>
  );
  const notes = (name: 'publicNotes' | 'privateNotes', label: string) => (
    <Field.Root invalid={Boolean(err(name))}>
      <Field.Label>{label}</Field.Label>
      <Textarea maxLength={INJURY_NOTES_MAX + 50} rows={3} {...form.register(name)} />
      {err(name) && <Field.ErrorText>{i18n._(err(name)!)}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    <form noValidate onSubmit={(e) => e.preventDefault()}>
      <Stack gap={5}>
        <PlayerPicker
          chosen={player}
          error={err('personId')}
          onChoose={(p) => {
            setPlayer(p);
            form.setValue('personId', p.id, { shouldValidate: true });
            form.setValue('groupId', p.teams[0]?.id ?? '', { shouldValidate: true });
          }}
        />
        <SelectField
          label={t`Team`}
          options={teams.map((team) => team.id)}
          display={(teamId) => teams.find((team) => team.id === teamId)?.name ?? teamId}
          register={form.register('groupId')}
          error={err('groupId')}
          required
        />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={3}>
          {date('injuryDate', t`Injury date`, true)}
          {date('partialReturnDate', t`Partial return date`)}
          {date('fullReturnDate', t`Full return date`)}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
          {select('availability', t`Player availability`, PLAYER_AVAILABILITIES, AVAILABILITY_LABELS, true)}
          {select('severity', t`Severity`, INJURY_SEVERITIES, SEVERITY_LABELS)}
          {select('additionalType', t`Main tissue`, INJURY_TISSUES, TISSUE_LABELS, true)}
          {select('activityType', t`Activity type`, INJURY_ACTIVITY_TYPES, ACTIVITY_LABELS, true)}
          {select('mechanism', t`Mechanism`, INJURY_MECHANISMS, MECHANISM_LABELS, true)}
          {select('surface', t`Surface`, INJURY_SURFACES, SURFACE_LABELS)}
          {select('injuryOnset', t`Onset`, INJURY_ONSETS, ONSET_LABELS)}
          {select('injuryHistory', t`History`, INJURY_HISTORIES, HISTORY_LABELS)}
        </SimpleGrid>
        <InjuryDetailsFields control={form.control} register={form.register} errors={errors} />
        <Stack gap={3}>
          <Heading as="h2" size="md">
            <Trans>Notes</Trans>
          </Heading>
          {notes('publicNotes', t`Public notes`)}
          {specialist && notes('privateNotes', t`Private notes (injury specialists only)`)}
        </Stack>
        {Object.keys(errors).length > 0 && (
          <Text role="alert" color="red.700">
            <Trans>Please correct the fields marked above.</Trans>
          </Text>
        )}
        <HStack>
          <Button variant="outline" onClick={() => submit('DRAFT')} loading={form.formState.isSubmitting}>
            <Trans>Save as draft</Trans>
          </Button>
          <Button
            colorPalette="brand"
            onClick={() => submit('COMPLETE')}
            loading={form.formState.isSubmitting}
          >
            <Trans>Save injury record</Trans>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
