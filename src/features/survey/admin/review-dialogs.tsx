/** The reviewer's dialogs: approve (a level for Club Compas, an amount for grants), update amount, add note. */
import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { Level } from '../../../../domain/survey/enums';
import { LEVEL_LABELS } from '../../../../domain/survey/labels';
import { NoteInput, NOTE_MAX, type ReviewActionInput } from '../../../../domain/survey/submission';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';

export function ApproveDialog(props: {
  open: boolean;
  mode: 'approve' | 'updateAmount';
  busy: boolean;
  compas: boolean;
  suggested: Level | null;
  applied: number | null;
  levels: readonly Level[];
  onClose: () => void;
  onSubmit: (input: ReviewActionInput) => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const form = useForm<{ level: string; amount: string }>({ defaultValues: { level: '', amount: '' } });
  const { reset } = form;
  useEffect(() => {
    if (props.open)
      reset({ level: props.suggested ?? '', amount: props.applied === null ? '' : String(props.applied) });
  }, [props.open, props.suggested, props.applied, reset]);
  const showLevel = props.mode === 'approve' && props.compas;
  const showAmount = props.applied !== null || props.mode === 'updateAmount';
  return (
    <FormDialog
      open={props.open}
      onClose={props.onClose}
      title={props.mode === 'approve' ? t`Approve` : t`Update amount approved`}
      busy={props.busy}
      formId="approve-form"
      testId="approve-dialog"
      submitLabel={props.mode === 'approve' ? t`Approve` : t`Update`}
      onSubmit={form.handleSubmit(async ({ level, amount }) => {
        const amountApproved = amount.trim() === '' ? undefined : Number(amount);
        await props.onSubmit(
          props.mode === 'approve'
            ? {
                action: 'approve',
                ...(showLevel && level ? { level: level as Level } : {}),
                ...(amountApproved !== undefined ? { amountApproved } : {}),
              }
            : { action: 'updateAmount', amountApproved: amountApproved ?? 0 },
        );
      })}
    >
      {showLevel && (
        <Field.Root required>
          <Field.Label>{t`Accreditation level`}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('level')}>
              <option value="">—</option>
              {props.levels.map((l) => (
                <option key={l} value={l}>
                  {i18n._(LEVEL_LABELS[l])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      {showAmount && (
        <Field.Root>
          <Field.Label>{t`Amount approved (€)`}</Field.Label>
          <Input type="number" min={0} step="any" {...form.register('amount')} />
        </Field.Root>
      )}
    </FormDialog>
  );
}

export function NoteDialog(props: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onSubmit: (note: string) => Promise<void>;
}) {
  const { t } = useLingui();
  const form = useForm<{ note: string }>({
    resolver: valibotResolver(NoteInput),
    defaultValues: { note: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (props.open) reset({ note: '' });
  }, [props.open, reset]);
  return (
    <FormDialog
      open={props.open}
      onClose={props.onClose}
      title={t`Add note`}
      busy={props.busy}
      formId="note-form"
      testId="note-dialog"
      submitLabel={t`Add note`}
      onSubmit={form.handleSubmit((v) => props.onSubmit(v.note))}
    >
      <TextField
        label={t`Note`}
        register={form.register('note')}
        error={form.formState.errors.note?.message}
        required
        multiline
        maxLength={NOTE_MAX}
      />
    </FormDialog>
  );
}
