import { Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { PACKAGE_STATUSES } from '../../../../domain/membership/enums';
import {
  DESCRIPTION_MAX,
  MAX_OPTIONS,
  NAME_MAX,
  packageSchemas,
  type MembershipPackageInput,
} from '../../../../domain/membership/package';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { ChoiceField } from '../../../components/choice-field';
import { showErrorAlert } from '../../../components/error-alert';
import { TextField } from '../../../components/text-field';
import { OptionFields } from './option-fields';
import { CheckField } from '../../../components/check-field';
import { fieldError } from './package-form-controls';
import {
  newOption,
  saveRequests,
  seasonOptions,
  textToNumber,
  type EditablePackage,
  type PackageFormValues,
} from './package-form-mapping';

/** The form's check: a question's link may be http:// or on this app's own host (seed 1 §5). */
const formSchema = packageSchemas(window.location.origin).MembershipPackageInput;

/**
 * The package and its options in one form, checked by the domain's `MembershipPackageInput`. A new package
 * is one POST; an existing one saves its own fields, then each removed, changed and new option.
 */
export function PackageForm({
  packageId,
  initial,
  ids: initialIds,
  onSaved,
}: {
  packageId?: string;
  initial: PackageFormValues;
  /** The server id of each initial option. */
  ids: readonly string[];
  onSaved?: () => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useForm<PackageFormValues, unknown, MembershipPackageInput>({
    resolver: valibotResolver(formSchema),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const { control, register, getFieldState, formState } = form;
  const options = useFieldArray({ control, name: 'options' });
  const [ids, setIds] = useState<(string | null)[]>(() => [...initialIds]);
  const [removed, setRemoved] = useState<string[]>([]);
  const err = (path: Parameters<typeof getFieldState>[0]) => fieldError(getFieldState, formState, path);
  const statusLabels: Record<(typeof PACKAGE_STATUSES)[number], string> = {
    DRAFT: t`Draft`,
    ACTIVE: t`Active`,
  };

  const addOption = () => {
    const season = textToNumber(form.getValues('season'));
    options.append(
      newOption(season !== null && Number.isInteger(season) ? season : new Date().getFullYear()),
    );
    setIds((xs) => [...xs, null]);
  };
  const removeOption = (i: number) => {
    const id = ids[i];
    if (id) setRemoved((xs) => [...xs, id]);
    setIds((xs) => xs.filter((_, j) => j !== i));
    options.remove(i);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (!packageId) {
        const created = await apiSend<EditablePackage>('POST', '/package', values);
        showAlert('success', t`Package created`);
        await navigate({
          to: '/clubs/$orgId/membership-packages/$packageId/edit',
          params: { orgId: values.organizationId, packageId: created.id },
        });
        return;
      }
      let createdOptions = 0;
      for (const r of saveRequests(packageId, values, ids, removed)) {
        await apiSend(r.method, r.path, r.body);
        if (r.method === 'POST') createdOptions += 1;
      }
      showAlert('success', t`Package saved`);
      if (createdOptions > 0) showAlert('success', t`Option created`);
      onSaved?.();
    } catch (e) {
      showErrorAlert(t`Unable to save data`, e);
      // Some requests may have gone through: show what the server now holds.
      if (packageId) onSaved?.();
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t`Membership package`}>
        <Stack gap={6}>
          <Stack gap={4} maxW="3xl">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
              <TextField
                label={t`Package name`}
                required
                maxLength={NAME_MAX}
                register={register('name')}
                error={err('name')}
              />
              <ChoiceField
                label={t`Season`}
                required
                options={seasonOptions()}
                register={register('season', { setValueAs: textToNumber })}
                error={err('season')}
              />
            </SimpleGrid>
            <TextField
              label={t`Package description`}
              multiline
              maxLength={DESCRIPTION_MAX}
              register={register('description')}
              error={err('description')}
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
              <ChoiceField
                label={t`Package status`}
                required
                options={PACKAGE_STATUSES.map((s) => [s, statusLabels[s]] as const)}
                register={register('status')}
                error={err('status')}
              />
              <TextField
                label={t`Kind of package (for example ADULT, YOUTH, FAMILY)`}
                maxLength={30}
                register={register('additionalType')}
                error={err('additionalType')}
              />
            </SimpleGrid>
            <CheckField control={control} name="bulkRegisterEnabled" label={t`Bulk registration enabled`} />
          </Stack>
          <Stack gap={4} as="section" aria-labelledby="options-heading">
            <Heading as="h2" size="lg" id="options-heading">
              <Trans>Membership options</Trans>
            </Heading>
            {options.fields.length === 0 && (
              <Text color="fg.muted">
                <Trans>This package has no options yet.</Trans>
              </Text>
            )}
            {options.fields.map((f, i) => (
              <OptionFields key={f.id} index={i} onRemove={() => removeOption(i)} />
            ))}
            <Button
              variant="outline"
              alignSelf="start"
              disabled={options.fields.length >= MAX_OPTIONS}
              onClick={addOption}
            >
              <Trans>Add option</Trans>
            </Button>
          </Stack>
          <HStack gap={3}>
            <Button type="submit" colorPalette="brand" loading={formState.isSubmitting}>
              <Trans>Save package</Trans>
            </Button>
            {formState.submitCount > 0 && Object.keys(formState.errors).length > 0 && (
              <Text role="alert" color="red.700">
                <Trans>Some fields need attention.</Trans>
              </Text>
            )}
          </HStack>
        </Stack>
      </form>
    </FormProvider>
  );
}
