import { valibotResolver } from '@hookform/resolvers/valibot';
import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type * as v from 'valibot';
import { FormDialog } from './form-dialog';
import { TextField } from './text-field';

type ReasonValues = { reason: string };

/**
 * A dialog asking the reason for an action whose reason is required (a competition's delete or archive,
 * a vetting application's rejection or cancellation), checked by the context's own schema, with a
 * characters-used counter against `maxLength`.
 */
export function ReasonDialog(props: {
  open: boolean;
  title: string;
  body?: ReactNode;
  submitLabel: string;
  busy?: boolean;
  /** The context's `{ reason }` schema (its required and length messages). */
  schema: v.GenericSchema<ReasonValues, ReasonValues>;
  maxLength: number;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<void>;
}) {
  const { t } = useLingui();
  const form = useForm<ReasonValues>({
    resolver: valibotResolver(props.schema),
    defaultValues: { reason: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (props.open) reset({ reason: '' });
  }, [props.open, reset]);
  const used = useWatch({ control: form.control, name: 'reason' }).length;
  const max = props.maxLength;
  return (
    <FormDialog
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      busy={props.busy}
      formId="reason-form"
      testId="reason-dialog"
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
        maxLength={max}
      />
      <Text fontSize="sm" color="fg.muted" textAlign="end" data-testid="reason-counter">
        <Trans>
          {used} of {max} characters
        </Trans>
      </Text>
    </FormDialog>
  );
}
