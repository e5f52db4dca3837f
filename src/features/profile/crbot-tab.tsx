import { Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { formatDisplayDate, todayInDublin } from '../../../domain/lib/dates';
import type { PersonOrganizationLink } from '../../../domain/person/person';
import { COUNTRIES } from '../../../domain/reference/countries';
import {
  CRBOT_IDENTITY_TYPES,
  CRBOT_INTERESTS,
  CRBOT_LABELS,
  crbotInput,
  type CrbotDoc,
  type CrbotInput,
} from '../../../domain/vetting/crbot';
import { call } from '../../api/call';
import { ApiError } from '../../api/client';
import { useCall } from '../../api/use-call';
import { certificationApi } from '../../../domain/vetting/certification.contract';
import { showAlert } from '../../components/alerts';
import { CheckField } from '../../components/check-field';
import { ChoiceField } from '../../components/choice-field';
import { showErrorAlert } from '../../components/error-alert';
import { TextField } from '../../components/text-field';
import { applyServerErrors } from './server-errors';
import { Loading } from '../../components/loading';
import { LoadFailureText } from '../../components/load-failure';

type FormInput = v.InferInput<ReturnType<typeof crbotInput>>;

const emptyOrganization = { organizationId: '', dateAssigned: '', dateUnassigned: '' };

/**
 * The CRBOT tab (seed 3 §2 CRBOT form): an executive committee member's beneficial-ownership details, filed
 * with a confirmation; the last submitted date shows above the form. Shown on one's own profile only.
 */
export function CrbotTab({
  personId,
  links,
}: {
  personId: string;
  links: readonly PersonOrganizationLink[];
}) {
  const filed = useCall(certificationApi.crbot, { params: { id: personId } });
  if (filed.status === 'loading') return <Loading />;
  const none = filed.status === 'error' && filed.error instanceof ApiError && filed.error.status === 404;
  if (filed.status === 'error' && !none) {
    return (
      <Text role="alert">
        <LoadFailureText error={filed.error} />
      </Text>
    );
  }
  const doc = filed.status === 'ok' ? filed.data : null;
  return (
    <CrbotForm
      key={doc?.lastSubmittedAt ?? 'new'}
      personId={personId}
      links={links}
      filed={doc}
      onSaved={filed.reload}
    />
  );
}

export function CrbotForm({
  personId,
  links,
  filed,
  onSaved,
}: {
  personId: string;
  links: readonly PersonOrganizationLink[];
  filed: CrbotDoc | null;
  onSaved: () => void;
}) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => crbotInput(), []);
  const form = useForm<FormInput, unknown, CrbotInput>({
    resolver: valibotResolver(schema),
    defaultValues: {
      nationality: filed?.nationality ?? '',
      identityType: filed?.identityType ?? ('' as 'PASSPORT'),
      identityNumber: filed?.identityNumber ?? '',
      organizations: filed?.organizations ?? [emptyOrganization],
      interests: filed?.interests ?? ('' as 'TRUSTEE'),
      // Each filing is confirmed afresh.
      confirmed: false as true,
    },
    mode: 'onTouched',
  });
  const organizations = useFieldArray({ control: form.control, name: 'organizations' });
  const { errors, isSubmitting } = form.formState;
  const clubs = links.map((l) => [l.organization.id, l.organization.name] as const);
  const labelled = (codes: readonly (keyof typeof CRBOT_LABELS)[]) =>
    codes.map((code) => [code, i18n._(CRBOT_LABELS[code])] as const);

  const submit = form.handleSubmit(async (input) => {
    try {
      await call(certificationApi.fileCrbot, { params: { id: personId }, body: input });
    } catch (err) {
      if (!applyServerErrors(err, form.setError)) showErrorAlert(t`Unable to submit the CRBOT form`, err);
      return;
    }
    showAlert('success', t`CRBOT information submitted`);
    onSaved();
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="crbot-form">
      <Stack gap={5} maxW="3xl">
        <Text>
          <Trans>
            As a member of an executive committee you are treated as a beneficial owner of your club. File
            your details for the Central Register of Beneficial Ownership of Trusts (CRBOT).
          </Trans>
        </Text>
        <Text data-testid="crbot-last-submitted" fontWeight="semibold">
          {filed ? (
            <Trans>Last submitted: {formatDisplayDate(todayInDublin(new Date(filed.lastSubmittedAt)))}</Trans>
          ) : (
            <Trans>Not submitted yet.</Trans>
          )}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <ChoiceField
            label={t`Nationality`}
            required
            options={COUNTRIES.map((c) => [c.code, i18n.locale === 'ga' ? c.irishName : c.name] as const)}
            register={form.register('nationality')}
            error={errors.nationality?.message}
          />
          <ChoiceField
            label={t`Identity type`}
            required
            options={labelled(CRBOT_IDENTITY_TYPES)}
            register={form.register('identityType')}
            error={errors.identityType?.message}
          />
          <TextField
            label={t`PPS number`}
            required
            autoComplete="off"
            maxLength={12}
            helper={t`7 digits followed by 1 or 2 letters, for example 1234567TW`}
            register={form.register('identityNumber')}
            error={errors.identityNumber?.message}
          />
          <ChoiceField
            label={t`Extent of interest held`}
            required
            options={labelled(CRBOT_INTERESTS)}
            register={form.register('interests')}
            error={errors.interests?.message}
          />
        </SimpleGrid>
        <Stack gap={3}>
          <Heading as="h2" size="md">
            <Trans>Organisations</Trans>
          </Heading>
          {errors.organizations?.message && (
            <Text color="fg.error" role="alert">
              {i18n._(errors.organizations.message)}
            </Text>
          )}
          {organizations.fields.map((field, i) => (
            <Stack
              key={field.id}
              gap={2}
              borderWidth="1px"
              borderRadius="md"
              p={3}
              role="group"
              aria-label={t`Organisation ${i + 1}`}
            >
              <SimpleGrid columns={{ base: 1, md: 3 }} gap={3}>
                <ChoiceField
                  label={t`Organisation`}
                  required
                  options={clubs}
                  register={form.register(`organizations.${i}.organizationId`)}
                  error={errors.organizations?.[i]?.organizationId?.message}
                />
                <TextField
                  label={t`Appointed date`}
                  type="date"
                  required
                  register={form.register(`organizations.${i}.dateAssigned`)}
                  error={errors.organizations?.[i]?.dateAssigned?.message}
                />
                <TextField
                  label={t`Cessation date`}
                  type="date"
                  register={form.register(`organizations.${i}.dateUnassigned`)}
                  error={errors.organizations?.[i]?.dateUnassigned?.message}
                />
              </SimpleGrid>
              {organizations.fields.length > 1 && (
                <Button size="xs" variant="outline" alignSelf="start" onClick={() => organizations.remove(i)}>
                  <Trans>Remove this organisation</Trans>
                </Button>
              )}
            </Stack>
          ))}
          <Button
            size="sm"
            variant="outline"
            alignSelf="start"
            onClick={() => organizations.append(emptyOrganization)}
          >
            <Trans>Add organisation</Trans>
          </Button>
        </Stack>
        <Stack gap={1}>
          <CheckField
            control={form.control}
            name="confirmed"
            label={t`I confirm that this information is correct and complete`}
          />
          {errors.confirmed?.message && (
            <Text color="fg.error" fontSize="sm" role="alert">
              {i18n._(errors.confirmed.message)}
            </Text>
          )}
        </Stack>
        <HStack>
          <Button type="submit" colorPalette="brand" loading={isSubmitting}>
            <Trans>Submit</Trans>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
