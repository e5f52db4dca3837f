/**
 * The new API key dialog (seed 3 §3, §5 "Super admin"): contact e-mail, the responsible person's id (a UUID),
 * a description under 255 characters and the competition filters (organisation ids, comma or space separated;
 * docs/adr/0015 says what each does). Checked by the shared schema (domain/super-admin/api-key.ts).
 */
import { Stack } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiKeyInput, type ApiKeyValues } from '../../../../domain/super-admin/api-key';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { ApiKeyFilterFields } from './api-key-filter-fields';

type FormInput = ApiKeyInput;

export function ApiKeyFormDialog(props: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onSubmit: (values: ApiKeyValues) => Promise<void>;
}) {
  const { t } = useLingui();
  const form = useForm<FormInput, unknown, ApiKeyValues>({
    resolver: valibotResolver(ApiKeyInput),
    defaultValues: { contactEmail: '', personId: '', description: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (props.open) reset({ contactEmail: '', personId: '', description: '' });
  }, [props.open, reset]);
  const errors = form.formState.errors;
  const master = useWatch({ control: form.control, name: 'competitionFilters.isMasterCompetition' });
  return (
    <FormDialog
      open={props.open}
      onClose={props.onClose}
      title={t`New API key`}
      busy={props.busy}
      formId="api-key-form"
      testId="api-key-dialog"
      submitLabel={<Trans>Create key</Trans>}
      onSubmit={form.handleSubmit(props.onSubmit)}
    >
      <Stack gap={3}>
        <TextField
          label={t`Contact e-mail`}
          type="email"
          register={form.register('contactEmail')}
          error={errors.contactEmail?.message}
          required
          maxLength={254}
        />
        <TextField
          label={t`Person id (UUID)`}
          register={form.register('personId')}
          error={errors.personId?.message}
          required
          maxLength={36}
        />
        <ApiKeyFilterFields
          register={form.register}
          master={master === true}
          onMaster={(checked) => form.setValue('competitionFilters.isMasterCompetition', checked)}
          errors={errors}
          hint={
            <Trans>
              Organisation ids, separated by commas. Each list given narrows what the key reads; leave all
              empty to read every public competition.
            </Trans>
          }
        />
      </Stack>
    </FormDialog>
  );
}
