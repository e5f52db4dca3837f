/**
 * Edit an API key (issue 54 item 5; seed 3 §3 "API key": description and competition filters): the same
 * fields as the new key dialog but the contact and person, filled with the key's values. Saved with PUT
 * /api/api-key/{id}; the key's next request reads with the new filters (domain/super-admin/national.ts).
 */
import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { API_KEY_DESCRIPTION_MAX, type ApiKey } from '../../../../domain/super-admin/api-key';
import { ApiKeyReplaceInput } from '../../../../domain/super-admin/national';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';

type FormInput = v.InferInput<typeof ApiKeyReplaceInput>;
export type ApiKeyEdit = v.InferOutput<typeof ApiKeyReplaceInput>;

const ids = (text: unknown) =>
  typeof text === 'string'
    ? text
        .split(/[\s,]+/)
        .map((s) => s.trim())
        .filter(Boolean)
    : text;

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
  const errors = form.formState.errors;
  const filterError = (name: 'organizationIds' | 'ancestorOrganizationIds' | 'ownerOrganizationIds') =>
    errors.competitionFilters?.[name]?.message;
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
        <TextField
          label={t`Description`}
          register={form.register('description')}
          error={errors.description?.message}
          required
          multiline
          maxLength={API_KEY_DESCRIPTION_MAX}
        />
        <Text fontWeight="semibold">
          <Trans>Competition filters</Trans>
        </Text>
        <Text fontSize="sm" color="fg.muted">
          <Trans>
            Organisation ids, separated by commas. The key's next request reads with these filters; leave all
            empty to read every public competition.
          </Trans>
        </Text>
        <TextField
          label={t`Competitions owned by`}
          register={form.register('competitionFilters.ownerOrganizationIds', { setValueAs: ids })}
          error={filterError('ownerOrganizationIds')}
        />
        <TextField
          label={t`Competitions owned by or under`}
          register={form.register('competitionFilters.ancestorOrganizationIds', { setValueAs: ids })}
          error={filterError('ancestorOrganizationIds')}
        />
        <TextField
          label={t`Competitions where these clubs play`}
          register={form.register('competitionFilters.organizationIds', { setValueAs: ids })}
          error={filterError('organizationIds')}
        />
        <Controller
          control={form.control}
          name="competitionFilters.isMasterCompetition"
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value === true}
              onCheckedChange={(e) => field.onChange(e.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <Trans>Master competitions only</Trans>
              </Checkbox.Label>
            </Checkbox.Root>
          )}
        />
      </Stack>
    </FormDialog>
  );
}
