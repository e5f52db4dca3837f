/**
 * An API key's description and competition filters (seed 3 §3 "API key"; docs/adr/0015 says what each filter
 * does): the fields the new key dialog (api-key-form.tsx) and the edit dialog (api-key-edit.tsx) share.
 * Organisation ids are typed comma or space separated and kept as a list.
 */
import { Checkbox, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { API_KEY_DESCRIPTION_MAX } from '../../../../domain/super-admin/api-key';
import { TextField } from '../../../components/text-field';

/** The form values these fields edit: both dialogs' forms have them. */
export interface ApiKeyFilterValues {
  description: string;
  competitionFilters?: {
    isMasterCompetition?: boolean;
    organizationIds?: string[];
    ancestorOrganizationIds?: string[];
    ownerOrganizationIds?: string[];
  };
}

const ids = (text: unknown) =>
  typeof text === 'string'
    ? text
        .split(/[\s,]+/)
        .map((s) => s.trim())
        .filter(Boolean)
    : text;

type IdFilter = 'organizationIds' | 'ancestorOrganizationIds' | 'ownerOrganizationIds';

export function ApiKeyFilterFields(props: {
  register: UseFormRegister<ApiKeyFilterValues>;
  /** "Master competitions only", held by the dialog's form (a form's control cannot be shared across forms). */
  master: boolean;
  onMaster: (checked: boolean) => void;
  errors: FieldErrors<ApiKeyFilterValues>;
  /** What the filters do, as the dialog says it. */
  hint: ReactNode;
}) {
  const { t } = useLingui();
  const { register, errors } = props;
  const idField = (name: IdFilter, label: string) => (
    <TextField
      label={label}
      register={register(`competitionFilters.${name}`, { setValueAs: ids })}
      error={errors.competitionFilters?.[name]?.message}
    />
  );
  return (
    <>
      <TextField
        label={t`Description`}
        register={register('description')}
        error={errors.description?.message}
        required
        multiline
        maxLength={API_KEY_DESCRIPTION_MAX}
      />
      <Text fontWeight="semibold">
        <Trans>Competition filters</Trans>
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {props.hint}
      </Text>
      {idField('ownerOrganizationIds', t`Competitions owned by`)}
      {idField('ancestorOrganizationIds', t`Competitions owned by or under`)}
      {idField('organizationIds', t`Competitions where these clubs play`)}
      <Checkbox.Root checked={props.master} onCheckedChange={(e) => props.onMaster(e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          <Trans>Master competitions only</Trans>
        </Checkbox.Label>
      </Checkbox.Root>
    </>
  );
}
