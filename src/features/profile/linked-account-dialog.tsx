import { Stack } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import {
  LINKED_ACCOUNT_IDENTIFIER_MAX,
  LINKED_ACCOUNT_NAME_MAX,
  LINKED_ACCOUNT_RELATIONSHIPS,
  LINKED_ACCOUNT_TYPES,
  LinkedAccountInput,
  type LinkedAccount,
} from '../../../domain/linked-account/linked-account';
import { api } from '../../api/client';
import { showAlert } from '../../components/alerts';
import { ChoiceField } from '../../components/choice-field';
import { showErrorAlert } from '../../components/error-alert';
import { FormDialog } from '../../components/form-dialog';
import {
  LINKED_ACCOUNT_RELATIONSHIP_LABELS,
  LINKED_ACCOUNT_TYPE_LABELS,
} from '../../components/linked-account-labels';
import { TextField } from '../../components/text-field';
import { applyServerErrors } from './server-errors';

type FormInput = v.InferInput<typeof LinkedAccountInput>;

/**
 * Link an account on another system to a person, or change one (seed 1 §3 Linked account): the system, the
 * account's identifier there, the name on it, and whose account it is. Changes send the version they were
 * based on (If-Match): a change made meanwhile elsewhere is refused rather than overwritten.
 */
export function LinkedAccountDialog({
  personId,
  account,
  onClose,
  onSaved,
}: {
  personId: string;
  /** The account to change; absent: a new one. */
  account?: LinkedAccount;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const form = useForm<FormInput, unknown, LinkedAccountInput>({
    resolver: valibotResolver(LinkedAccountInput),
    defaultValues: {
      type: account?.type ?? '',
      identifier: account?.identifier ?? '',
      name: account?.name ?? '',
      relationship: account?.relationship ?? 'PRIMARY',
    },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const reg = (name: keyof FormInput) => form.register(name);

  const submit = form.handleSubmit(async (input) => {
    try {
      await api<LinkedAccount>(
        account ? `/linked-account/${account.id}` : `/person/${personId}/linked-account`,
        {
          method: account ? 'PUT' : 'POST',
          body: JSON.stringify(input),
          headers: account ? { 'If-Match': `"${account.version}"` } : undefined,
        },
      );
    } catch (err) {
      if (!applyServerErrors(err, form.setError)) showErrorAlert(t`Unable to save the linked account`, err);
      return;
    }
    showAlert('success', account ? t`Linked account saved` : t`Account linked`);
    onSaved();
    onClose();
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      busy={isSubmitting}
      title={account ? t`Change linked account` : t`Link an account`}
      testId="linked-account-dialog"
      formId="linked-account-form"
      onSubmit={submit}
      submitLabel={<Trans>Save</Trans>}
    >
      <Stack gap={3}>
        <ChoiceField
          label={t`System`}
          required
          options={LINKED_ACCOUNT_TYPES.map((x) => [x, t(LINKED_ACCOUNT_TYPE_LABELS[x])] as const)}
          register={reg('type')}
          error={errors.type?.message}
        />
        <TextField
          label={t`Account identifier`}
          required
          register={reg('identifier')}
          error={errors.identifier?.message}
          maxLength={LINKED_ACCOUNT_IDENTIFIER_MAX}
          helper={t`The membership number, username or e-mail address of the account on that system`}
        />
        <TextField
          label={t`Name on the account`}
          required
          register={reg('name')}
          error={errors.name?.message}
          maxLength={LINKED_ACCOUNT_NAME_MAX}
        />
        <ChoiceField
          label={t`Whose account`}
          required
          options={LINKED_ACCOUNT_RELATIONSHIPS.map(
            (x) => [x, t(LINKED_ACCOUNT_RELATIONSHIP_LABELS[x])] as const,
          )}
          register={reg('relationship')}
          error={errors.relationship?.message}
        />
      </Stack>
    </FormDialog>
  );
}
