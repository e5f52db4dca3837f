import { Button, Stack } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { MigrateInput } from '../../../../domain/membership/package';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { ChoiceField } from '../../../components/choice-field';
import { showErrorAlert } from '../../../components/error-alert';
import { FormDialog } from '../../../components/form-dialog';
import { CheckField } from '../../../components/check-field';
import type { PackageView } from '../membership-types';
import { seasonOptions, textToNumber, type EditablePackage } from './package-form-mapping';

type MigrateForm = v.InferInput<typeof MigrateInput>;

/**
 * Migrate a package to a new season (seed 1 §4): a copy whose options are for that season, active or
 * draft, optionally hibernating the old options. Opens the new package when done.
 */
export function MigrateDialog({
  pkg,
  size = 'sm',
}: {
  pkg: Pick<PackageView, 'id' | 'organization' | 'name' | 'season'>;
  size?: 'xs' | 'sm';
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const form = useForm<MigrateForm, unknown, MigrateInput>({
    resolver: valibotResolver(MigrateInput),
    defaultValues: { season: pkg.season + 1, newStatus: 'DRAFT', hibernateOld: false },
  });
  const busy = form.formState.isSubmitting;
  const err = (name: keyof MigrateForm) => form.formState.errors[name]?.message;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const created = await apiSend<EditablePackage>(
        'POST',
        `/package/${encodeURIComponent(pkg.id)}/migrate`,
        values,
      );
      showAlert('success', t`Package migrated to ${values.season}`);
      setOpen(false);
      await navigate({
        to: '/clubs/$orgId/membership-packages/$packageId/edit',
        params: { orgId: pkg.organization.id, packageId: created.id },
      });
    } catch (e) {
      showErrorAlert(t`Unable to save data`, e);
    }
  });
  return (
    <>
      <Button variant="outline" size={size} onClick={() => setOpen(true)}>
        <Trans>Migrate to a new season</Trans>
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        busy={busy}
        title={t`Migrate ${pkg.name} to a new season`}
        testId="migrate-dialog"
        formId="migrate-form"
        onSubmit={onSubmit}
        submitLabel={<Trans>Migrate</Trans>}
      >
        <Stack gap={3}>
          <ChoiceField
            label={t`New season`}
            required
            options={seasonOptions()}
            register={form.register('season', { setValueAs: textToNumber })}
            error={err('season')}
          />
          <ChoiceField
            label={t`New options are`}
            required
            options={[
              ['ACTIVE', t`Active`],
              ['DRAFT', t`Draft`],
            ]}
            register={form.register('newStatus')}
            error={err('newStatus')}
          />
          <CheckField control={form.control} name="hibernateOld" label={t`Hibernate the old options`} />
        </Stack>
      </FormDialog>
    </>
  );
}
