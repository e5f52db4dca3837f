/**
 * Edit an API key (issue 54 item 5; seed 3 §3 "API key": description and competition filters): the same
 * fields as the new key dialog but the contact and person, filled with the key's values. Saved with PUT
 * /api/api-key/{id}; the key's next request reads with the new filters (domain/super-admin/national.ts).
 */
import { Stack } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type * as v from 'valibot';
import { type ApiKey } from '../../../../domain/super-admin/api-key';
import { ApiKeyReplaceInput } from '../../../../domain/super-admin/national';
import { FormDialog } from '../../../components/form-dialog';
import { ApiKeyFilterFields } from './api-key-filter-fields';

type FormInput = v.InferInput<typeof ApiKeyReplaceInput>;
export type ApiKeyEdit = v.InferOutput<typeof ApiKeyReplaceInput>;

const valuesOf = (k: ApiKey): FormInput => ({
  description: k.description,
  competitionFilters: { ...k.competitionFilters },
});

export function ApiKeyEditDialog(props: {
  apiKey: ApiKey;
  busy: boolean;
  onClose: () => void;
  onSubmit: (values: ApiKeyEdit) => Promise<void>;
}) {
  const { t } = useLingui();
  const form = useForm<FormInput, unknown, ApiKeyEdit>({
    resolver: valibotResolver(ApiKeyReplaceInput),
    defaultValues: valuesOf(props.apiKey),
  });
  const { reset } = form;
  useEffect(() => reset(valuesOf(props.apiKey)), [props.apiKey, reset]);
  const master = useWatch({ control: form.control, name: 'competitionFilters.isMasterCompetition' });
  return (
    <FormDialog
      open
      onClose={props.onClose}
      title={t`Edit API key`}
      busy={props.busy}
      formId="api-key-edit-form"
      testId="api-key-edit-dialog"
      submitLabel={<Trans>Save</Trans>}
      onSubmit={form.handleSubmit(props.onSubmit)}
    >
      <Stack gap={3}>
        <ApiKeyFilterFields
          register={form.register}
          master={master === true}
          onMaster={(checked) => form.setValue('competitionFilters.isMasterCompetition', checked)}
          errors={form.formState.errors}
          hint={
            <Trans>
              Organisation ids, separated by commas. The key's next request reads with these filters; leave
              all empty to read every public competition.
            </Trans>
          }
        />
      </Stack>
    </FormDialog>
  );
}
