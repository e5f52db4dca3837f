import { Button, HStack, Stack, Table } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { ACTIVITIES } from '../../../../domain/enums';
import { DEFAULT_GRADE_ORGANIZATION_TYPES, GradePatch } from '../../../../domain/fees/season';
import { ORGANIZATION_TYPES } from '../../../../domain/organization/enums';
import { AGE_LEVELS } from '../../../../domain/team/enums';
import { apiSend } from '../../../api/client';
import { ChoiceField } from '../../../components/choice-field';
import { ConfirmRemove } from './confirm-remove';
import { FormDialog } from '../../../components/form-dialog';
import { ListTable } from '../../../components/list-controls';
import { MultiCheckField } from '../../../components/multi-check-field';
import { ACTIVITY_LABELS, ageLevelLabel } from '../../../components/team-labels';
import { useFormAction } from '../../../components/use-form-action';
import { useApiGet } from '../../../lib/use-api-get';
import { ORGANIZATION_TYPE_LABELS } from '../../../components/organization-type-labels';
import type { FeeLevel, Grade } from '../fees-api';

const labelsOf = <K extends string>(
  codes: readonly string[],
  labels: Record<K, MessageDescriptor>,
  t: (d: MessageDescriptor) => string,
) => codes.map((c) => (labels[c as K] ? t(labels[c as K]) : c)).join(', ');

/**
 * The grades tab (seed 3 §2; stepper step "Edit Grades"): which age level, organisation types and activities
 * each fee level applies to; while the season is a draft, add, edit (the grade dialog) and remove.
 */
export function GradesTab({ season, editable }: { season: number; editable: boolean }) {
  const { t, i18n } = useLingui();
  const tr = (d: MessageDescriptor) => i18n._(d);
  const list = useApiGet<{ _embedded: { grades: Grade[] } }>(`/grade?season=${season}`);
  const levels = useApiGet<{ _embedded: { prices: FeeLevel[] } }>(`/price?season=${season}`);
  const [editing, setEditing] = useState<Grade | 'new' | null>(null);
  const [removing, setRemoving] = useState<Grade | null>(null);
  const grades = list.status === 'ok' ? list.data._embedded.grades : [];
  const priceList = levels.status === 'ok' ? levels.data._embedded.prices : [];
  const levelName = (id: string) => {
    const l = priceList.find((p) => p.priceId === id);
    return l ? `${l.level} — ${l.levelName}` : '';
  };
  return (
    <Stack gap={3}>
      {editable && (
        <HStack>
          <Button
            size="sm"
            colorPalette="brand"
            onClick={() => setEditing('new')}
            disabled={priceList.length === 0}
          >
            <Trans>Add grade</Trans>
          </Button>
        </HStack>
      )}
      <ListTable
        state={list}
        count={grades.length}
        empty={<Trans>This season has no grades yet.</Trans>}
        caption={t`Grades`}
        titles={[t`Age level`, t`Applies to`, t`Activities`, t`Fee level`, ...(editable ? [t`Actions`] : [])]}
        testId="fee-grades"
      >
        {grades.map((g) => (
          <Table.Row key={g.gradeId} data-testid={`grade-${g.ageLevel}`}>
            <Table.Cell>{ageLevelLabel(g.ageLevel, tr)}</Table.Cell>
            <Table.Cell>{labelsOf(g.organizationTypes, ORGANIZATION_TYPE_LABELS, tr)}</Table.Cell>
            <Table.Cell>{labelsOf(g.activities, ACTIVITY_LABELS, tr)}</Table.Cell>
            <Table.Cell>{levelName(g.priceId)}</Table.Cell>
            {editable && (
              <Table.Cell>
                <HStack gap={2}>
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => setEditing(g)}
                    aria-label={t`Edit grade ${ageLevelLabel(g.ageLevel, tr)}`}
                  >
                    <Trans>Edit</Trans>
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => setRemoving(g)}
                    aria-label={t`Remove grade ${ageLevelLabel(g.ageLevel, tr)}`}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </HStack>
              </Table.Cell>
            )}
          </Table.Row>
        ))}
      </ListTable>
      <GradeDialog
        season={season}
        grade={editing}
        levels={priceList}
        onClose={() => setEditing(null)}
        onDone={list.reload}
      />
      <ConfirmRemove
        path={removing ? `/grade/${removing.gradeId}` : null}
        title={t`Remove grade ${removing ? ageLevelLabel(removing.ageLevel, tr) : ''}`}
        body={t`Teams of this grade are no longer covered by the season's invoices.`}
        success={t`Grade removed`}
        onClose={() => setRemoving(null)}
        onDone={list.reload}
      />
    </Stack>
  );
}

type GradeValues = v.InferInput<typeof GradePatch>;

function GradeDialog(props: {
  season: number;
  grade: Grade | 'new' | null;
  levels: FeeLevel[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const tr = (d: MessageDescriptor) => i18n._(d);
  const form = useForm<GradeValues, unknown, v.InferOutput<typeof GradePatch>>({
    resolver: valibotResolver(GradePatch),
    criteriaMode: 'all',
  });
  const { busy, send } = useFormAction(form.setError);
  const { reset } = form;
  const { grade } = props;
  useEffect(() => {
    if (grade === null) return;
    reset(
      grade === 'new'
        ? {
            ageLevel: '' as GradeValues['ageLevel'],
            organizationTypes: [...DEFAULT_GRADE_ORGANIZATION_TYPES],
            activities: [],
            priceId: '',
          }
        : {
            ageLevel: grade.ageLevel as GradeValues['ageLevel'],
            organizationTypes: grade.organizationTypes as GradeValues['organizationTypes'],
            activities: grade.activities as GradeValues['activities'],
            priceId: grade.priceId,
          },
    );
  }, [grade, reset]);
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    await send(
      async () => {
        if (grade === 'new') await apiSend('POST', '/grade', { ...values, season: props.season });
        else if (grade) await apiSend('PATCH', `/grade/${grade.gradeId}`, values);
      },
      t`Grade Updated Successfully`,
      () => {
        props.onClose();
        props.onDone();
      },
    );
  });
  return (
    <FormDialog
      open={grade !== null}
      onClose={props.onClose}
      title={grade === 'new' ? t`Add grade` : t`Edit grade`}
      busy={busy}
      formId="grade-form"
      testId="grade-dialog"
      submitLabel={t`Save`}
      onSubmit={submit}
    >
      <Stack gap={4}>
        <ChoiceField
          label={t`Age level`}
          required
          options={AGE_LEVELS.map((a) => [a, ageLevelLabel(a, tr)] as const)}
          register={form.register('ageLevel')}
          error={errors.ageLevel?.message}
        />
        <MultiCheckField
          control={form.control}
          name="organizationTypes"
          label={t`Applies to`}
          required
          options={ORGANIZATION_TYPES.map((o) => [o, tr(ORGANIZATION_TYPE_LABELS[o])] as const)}
          error={errors.organizationTypes?.message}
        />
        <MultiCheckField
          control={form.control}
          name="activities"
          label={t`Activities`}
          required
          options={ACTIVITIES.map((a) => [a, tr(ACTIVITY_LABELS[a])] as const)}
          error={errors.activities?.message}
        />
        <ChoiceField
          label={t`Fee level`}
          required
          options={props.levels.map((l) => [l.priceId, `${l.level} — ${l.levelName}`] as const)}
          register={form.register('priceId')}
          error={errors.priceId?.message}
        />
      </Stack>
    </FormDialog>
  );
}
