import { Field, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { M } from '../../../../domain/messages';
import { REASON_MAX } from '../../../../domain/vetting/enums';
import {
  VettingReasonForm,
  VettingValidateForm,
  type VettingActionInput,
} from '../../../../domain/vetting/transitions';
import { showAlert } from '../../../components/alerts';
import { CheckField } from '../../../components/check-field';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { applyFieldErrors } from '../../../components/field-errors';
import { FormDialog } from '../../../components/form-dialog';
import { ReasonDialog } from '../../../components/reason-dialog';
import { TextField } from '../../../components/text-field';
import { useServerAction } from '../../../components/use-server-action';
import { actOn, type VettingSummary } from './vetting-api';

export type RowAction = Exclude<VettingActionInput['action'], 'SUBMIT'>;
export type PendingAction = { action: RowAction; row: VettingSummary };

interface Props {
  pending: PendingAction | null;
  onClose: () => void;
  /** After the server took the action: read the list again. */
  onDone: () => void;
}

/**
 * The dialogs of the table's row actions (seed 3 §4, §5): validate with the in-person review date (the
 * server's field error, e.g. "must match the NVB1 form", shows under the field), reject and cancel with a
 * reason, findings yes or no, complete with or without the confirmation e-mail, and progress to Access NI
 * after a confirmation. Each success is announced and the list read again.
 */
export function ActionDialogs({ pending, onClose, onDone }: Props) {
  const { t } = useLingui();
  const { busy, run } = useServerAction();
  const ref = pending?.row.reference ?? '';
  const is = (a: RowAction) => pending?.action === a;

  /** Sends one action; a 400 with field errors goes to `onFieldErrors` (when given) instead of an alert. */
  const act = async (input: VettingActionInput, success: string, onFieldErrors?: (e: unknown) => boolean) => {
    if (!pending) return;
    const row = pending.row;
    await run(
      async () => {
        try {
          await actOn(row.id, input);
        } catch (e) {
          if (onFieldErrors?.(e)) return;
          throw e;
        }
        showAlert('success', success);
        onClose();
        onDone();
      },
      t`Unable to save data - please try again later`,
    );
  };

  return (
    <>
      <ValidateDialog
        open={is('VALIDATE')}
        reference={ref}
        busy={busy}
        onClose={onClose}
        onSubmit={(date, setFieldErrors) =>
          act(
            { action: 'VALIDATE', inPersonReviewDate: date },
            t`Application ${ref} validated.`,
            setFieldErrors,
          )
        }
      />
      <ReasonDialog
        open={is('REJECT')}
        title={t`Reject application ${ref}`}
        body={t`The applicant sees the reason.`}
        submitLabel={t`Reject`}
        schema={VettingReasonForm}
        maxLength={REASON_MAX}
        busy={busy}
        onClose={onClose}
        onSubmit={(reason) => act({ action: 'REJECT', reason }, t`Application ${ref} rejected.`)}
      />
      <ReasonDialog
        open={is('CANCEL')}
        title={t`Cancel application ${ref}`}
        body={t`The applicant sees the reason.`}
        submitLabel={t`Cancel application`}
        schema={VettingReasonForm}
        maxLength={REASON_MAX}
        busy={busy}
        onClose={onClose}
        onSubmit={(reason) => act({ action: 'CANCEL', reason }, t`Application ${ref} cancelled.`)}
      />
      <FindingsDialog
        open={is('MARK_FINDINGS')}
        reference={ref}
        busy={busy}
        onClose={onClose}
        onSubmit={(findings) =>
          act({ action: 'MARK_FINDINGS', findings }, t`Findings recorded for application ${ref}.`)
        }
      />
      <CompleteDialog
        open={is('COMPLETE')}
        reference={ref}
        busy={busy}
        onClose={onClose}
        onSubmit={(sendEmail) => act({ action: 'COMPLETE', sendEmail }, t`Application ${ref} completed.`)}
      />
      <ConfirmDialog
        open={is('PROGRESS_TO_ACCESS_NI')}
        title={t`Progress application ${ref} to Access NI`}
        body={t`The application goes to Access NI for review.`}
        confirmLabel={t`Progress to Access NI`}
        onCancel={onClose}
        onConfirm={() =>
          act({ action: 'PROGRESS_TO_ACCESS_NI' }, t`Application ${ref} progressed to Access NI.`)
        }
      />
    </>
  );
}

type ValidateValues = v.InferInput<typeof VettingValidateForm>;

function ValidateDialog(props: {
  open: boolean;
  reference: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (date: string, setFieldErrors: (e: unknown) => boolean) => Promise<void>;
}) {
  const { t } = useLingui();
  const form = useForm<ValidateValues>({
    resolver: valibotResolver(VettingValidateForm),
    defaultValues: { inPersonReviewDate: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (props.open) reset({ inPersonReviewDate: '' });
  }, [props.open, reset]);
  return (
    <FormDialog
      open={props.open}
      onClose={props.onClose}
      title={t`Validate application ${props.reference}`}
      busy={props.busy}
      formId="validate-form"
      testId="validate-dialog"
      submitLabel={t`Validate`}
      onSubmit={form.handleSubmit((values) =>
        props.onSubmit(values.inPersonReviewDate, (e) => applyFieldErrors(e, form.setError)),
      )}
    >
      <Stack gap={3}>
        <Text>
          <Trans>Confirm that you reviewed the applicant's identity documents in person.</Trans>
        </Text>
        <TextField
          label={t`In-person review date`}
          type="date"
          required
          register={form.register('inPersonReviewDate')}
          error={form.formState.errors.inPersonReviewDate?.message}
          helper={t`The date on the NVB1 form; it cannot be in the future.`}
        />
      </Stack>
    </FormDialog>
  );
}

type FindingsValues = { answer: '' | 'yes' | 'no' };

function FindingsDialog(props: {
  open: boolean;
  reference: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (findings: boolean) => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const form = useForm<FindingsValues>({ defaultValues: { answer: '' } });
  const { reset } = form;
  useEffect(() => {
    if (props.open) reset({ answer: '' });
  }, [props.open, reset]);
  const error = form.formState.errors.answer?.message;
  const question = t`Did the vetting disclose findings?`;
  return (
    <FormDialog
      open={props.open}
      onClose={props.onClose}
      title={t`Findings for application ${props.reference}`}
      busy={props.busy}
      formId="findings-form"
      testId="findings-dialog"
      submitLabel={t`Record`}
      onSubmit={form.handleSubmit((values) => props.onSubmit(values.answer === 'yes'))}
    >
      <Controller
        control={form.control}
        name="answer"
        rules={{ validate: (a) => a !== '' || M.selectOption.id }}
        render={({ field }) => (
          <Field.Root invalid={Boolean(error)} required>
            <RadioGroup.Root
              name={field.name}
              value={field.value}
              onValueChange={(e) => field.onChange(e.value ?? '')}
              aria-label={question}
            >
              <Field.Label>
                {question}
                <Field.RequiredIndicator />
              </Field.Label>
              <Stack gap={1}>
                <RadioGroup.Item value="no">
                  <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    <Trans>No findings</Trans>
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
                <RadioGroup.Item value="yes">
                  <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    <Trans>Findings</Trans>
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              </Stack>
            </RadioGroup.Root>
            {error && <Field.ErrorText>{i18n._(error)}</Field.ErrorText>}
          </Field.Root>
        )}
      />
    </FormDialog>
  );
}

function CompleteDialog(props: {
  open: boolean;
  reference: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (sendEmail: boolean) => Promise<void>;
}) {
  const { t } = useLingui();
  const form = useForm<{ sendEmail: boolean }>({ defaultValues: { sendEmail: true } });
  const { reset } = form;
  useEffect(() => {
    if (props.open) reset({ sendEmail: true });
  }, [props.open, reset]);
  return (
    <FormDialog
      open={props.open}
      onClose={props.onClose}
      title={t`Complete application ${props.reference}`}
      busy={props.busy}
      formId="complete-form"
      testId="complete-dialog"
      submitLabel={t`Complete`}
      onSubmit={form.handleSubmit((values) => props.onSubmit(values.sendEmail))}
    >
      <Stack gap={3}>
        <Text>
          <Trans>Completing the application records the applicant's vetting certification.</Trans>
        </Text>
        <CheckField control={form.control} name="sendEmail" label={t`Send a confirmation e-mail`} />
      </Stack>
    </FormDialog>
  );
}
