import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { REASON_MAX } from '../../../domain/vetting/enums';
import { VettingReason } from '../../../domain/vetting/transitions';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';

const ReasonForm = v.object({ reason: VettingReason });

/** A dialog asking for a reason (required, at most 255 characters): rejecting or cancelling an application. */
export function ReasonDialog(props: {
  open: boolean;
  title: string;
  submitLabel: string;
  onClose: () => void;
  /** Answers whether it worked (the dialog then closes itself through onClose). */
  onSubmit: (reason: string) => Promise<boolean>;
}) {
  const { t } = useLingui();
  const form = useForm<{ reason: string }>({
    resolver: valibotResolver(ReasonForm),
    defaultValues: { reason: '' },
  });
  const close = () => {
    form.reset();
    props.onClose();
  };
  const submit = form.handleSubmit(async ({ reason }) => {
    if (await props.onSubmit(reason)) close();
  });
  return (
    <FormDialog
      open={props.open}
      onClose={close}
      title={props.title}
      formId="vetting-reason"
      onSubmit={submit}
      submitLabel={props.submitLabel}
      busy={form.formState.isSubmitting}
    >
      <TextField
        label={t`Reason`}
        register={form.register('reason')}
        error={form.formState.errors.reason?.message}
        multiline
        required
        maxLength={REASON_MAX}
        helper={t`At most ${REASON_MAX} characters`}
      />
    </FormDialog>
  );
}
