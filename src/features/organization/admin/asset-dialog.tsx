import { SimpleGrid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useForm, type FieldValues } from 'react-hook-form';
import { ASSET_PATHS, type AssetKind } from '../../../../domain/organization/asset';
import { apiSend } from '../../../api/client';
import { CheckField } from '../../../components/check-field';
import { ChoiceField } from '../../../components/choice-field';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { useFormAction } from '../../../components/use-form-action';
import { ASSET_FIELDS, assetResolver, toAssetInput } from './asset-fields';
import { ASSET_ADD_LABELS, ASSET_OPTION_LABELS } from './organization-admin-labels';

/** Add an item to the club's asset register, accounts or employment (seed 3 §3, §5). */
export function AssetDialog({
  orgId,
  kind,
  onClose,
  onSaved,
}: {
  orgId: string;
  kind: AssetKind;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useLingui();
  const form = useForm<FieldValues>({ resolver: assetResolver(kind) });
  const { busy, send } = useFormAction(form.setError);
  const submit = form.handleSubmit(() =>
    send(
      () =>
        apiSend(
          'POST',
          `/${ASSET_PATHS[kind]}`,
          { ...toAssetInput(kind, form.getValues()), organizationId: orgId },
          crypto.randomUUID(),
        ),
      t`Saved to the register`,
      () => {
        onClose();
        onSaved();
      },
    ),
  );
  const errorOf = (path: string) =>
    (
      path
        .split('.')
        .reduce<unknown>(
          (node, key) => (node as Record<string, unknown> | undefined)?.[key],
          form.formState.errors,
        ) as { message?: string } | undefined
    )?.message;
  return (
    <FormDialog
      open
      onClose={onClose}
      busy={busy}
      title={i18n._(ASSET_ADD_LABELS[kind])}
      formId={`asset-${kind}`}
      onSubmit={submit}
      submitLabel={t`Save`}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        {ASSET_FIELDS[kind].map((f) => {
          const label = i18n._(f.label);
          if (f.type === 'check')
            return <CheckField key={f.name} control={form.control} name={f.name} label={label} />;
          if (f.type === 'select') {
            const labels = ASSET_OPTION_LABELS[f.name];
            return (
              <ChoiceField
                key={f.name}
                label={label}
                required={f.required}
                options={(f.options ?? []).map((o) => [o, labels?.[o] ? i18n._(labels[o]) : o] as const)}
                register={form.register(f.name)}
                error={errorOf(f.name)}
              />
            );
          }
          return (
            <TextField
              key={f.name}
              label={label}
              required={f.required}
              type={f.type === 'date' ? 'date' : f.type === 'number' ? 'number' : 'text'}
              multiline={f.type === 'long'}
              register={form.register(f.name)}
              error={errorOf(f.name)}
            />
          );
        })}
      </SimpleGrid>
    </FormDialog>
  );
}
