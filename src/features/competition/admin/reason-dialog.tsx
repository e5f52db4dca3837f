import { valibotResolver } from '@hookform/resolvers/valibot';
import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { REASON_MAX, ReasonInput } from '../../../../domain/competition/competition';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';

type ReasonForm = v.InferInput<typeof ReasonInput>;

/** A dialog asking the reason for a delete, an archive or an unarchive (seed 2 §4: the reason is required). */
export function ReasonDialog(props: {
  open: boolean;
  title: string;
  body?: ReactNode;
  submitLabel: string;
  busy?: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<void>;
}) {
  const { t } = useLingui();
  const form = useForm<ReasonForm, unknown, v.InferOutput<typeof ReasonInput>>({
    resolver: valibotResolver(ReasonInput),
    defaultValues: { reason: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (props.open) reset({ reason: '' });
  }, [props.open, reset]);
  return (
    <FormDialog
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      busy={props.busy}
      formId="reason-form"
      submitLabel={props.submitLabel}
      onSubmit={form.handleSubmit((values) => props.onSubmit(values.reason))}
    >
      {typeof props.body === 'string' ? <Text mb={3}>{props.body}</Text> : props.body}
      <TextField
        label={t`Reason`}
        register={form.register('reason')}
        error={form.formState.errors.reason?.message}
        required
        multiline
        maxLength={REASON_MAX}
      />
    </FormDialog>
  );
}
