import { Button, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type * as v from 'valibot';
import { PersonCreateInput } from '../../../domain/auth/registration';
import { PersonProfileInput, type Person } from '../../../domain/person/person';
import {
  ADDRESS_LINE_MAX,
  BIO_MAX,
  MEDICAL_DETAILS_MAX,
  NAME_MAX,
  POSTCODE_MAX,
  TOWN_MAX,
} from '../../../domain/person/limits';
import { ADDRESS_REGIONS, COUNTRIES, countryCode } from '../../../domain/reference/countries';
import { apiSend } from '../../api/client';
import { showAlert } from '../../components/alerts';
import { ChoiceField } from '../../components/choice-field';
import { showErrorAlert } from '../../components/error-alert';
import { TextField } from '../../components/text-field';
import { applyServerErrors } from './server-errors';

type Input = Omit<v.InferInput<typeof PersonProfileInput>, 'uniqueId'> & {
  uniqueId?: string;
  email?: string;
};
type Output = PersonProfileInput | PersonCreateInput;

/** The form's values: a new person (POST /person) has an e-mail and no unique ID; an existing one the reverse. */
function defaults(p: Person, create: boolean): Input {
  const common = {
    givenName: p.givenName ?? '',
    familyName: p.familyName ?? '',
    alternateGivenName: p.alternateGivenName ?? '',
    alternateFamilyName: p.alternateFamilyName ?? '',
    gender: p.gender ?? ('' as 'MALE'),
    birthDate: p.birthDate ?? '',
    telephone: p.telephone ?? '',
    preferredLanguage: p.preferredLanguage ?? 'en',
    description: p.description ?? '',
    address: {
      streetAddress: p.address?.streetAddress ?? '',
      streetAddress2: p.address?.streetAddress2 ?? '',
      addressLocality: p.address?.addressLocality ?? '',
      addressRegion: p.address?.addressRegion ?? '',
      addressCountry: countryCode(p.address?.addressCountry) ?? p.address?.addressCountry ?? '',
      postalCode: p.address?.postalCode ?? '',
    },
    medicalAlert: p.medicalAlert ?? ('' as 'NONE'),
    medicalDetails: p.medicalDetails ?? '',
    medicalConsentToProcess: p.medicalConsentToProcess ?? ('' as 'YES'),
    medicalConsentToTreat: p.medicalConsentToTreat ?? ('' as 'YES'),
    medicalConsentToEmergency: p.medicalConsentToEmergency ?? ('' as 'YES'),
    commsConsentClub: p.commsConsentClub ?? ('' as 'YES'),
    commsConsentAdditionalClub: p.commsConsentAdditionalClub ?? ('' as 'YES'),
    photoConsentStatus: p.photoConsentStatus ?? ('' as 'YES'),
  };
  return create ? { ...common, email: p.email ?? '' } : { ...common, uniqueId: p.uniqueId ?? '' };
}

/**
 * Every Person field of seed 1 §3 with the §5 rules; errors show once touched or after a submit. With
 * `create`, the signed-in account's own new person (POST /person): its e-mail instead of a unique ID.
 */
export function ProfileForm({
  person,
  onSaved,
  create = false,
  sectionHeading = 'h3',
}: {
  person: Person;
  onSaved: (p: Person) => void;
  create?: boolean;
  /** The level of the section headings: h3 under the profile tabs, h2 on a page of its own. */
  sectionHeading?: 'h2' | 'h3';
}) {
  const { t, i18n } = useLingui();
  const form = useForm<Input, unknown, Output>({
    resolver: (create
      ? valibotResolver(PersonCreateInput)
      : valibotResolver(PersonProfileInput)) as unknown as Resolver<Input, unknown, Output>,
    defaultValues: defaults(person, create),
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const country = useWatch({ control: form.control, name: 'address.addressCountry' });
  const regions = ADDRESS_REGIONS[country] ?? null;
  const yesNo = [
    ['YES', t`Yes`],
    ['NO', t`No`],
  ] as const;

  const submit = form.handleSubmit(async (input) => {
    try {
      const saved = create
        ? await apiSend<Person>('POST', '/person', input)
        : await apiSend<Person>('PUT', `/person/${person.id}`, input);
      showAlert('success', t`Profile saved`);
      onSaved(saved);
    } catch (err) {
      if (!applyServerErrors(err, form.setError)) showErrorAlert(t`Unable to update profile`, err);
    }
  });

  const reg = form.register;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t`Profile`} data-testid="profile-form">
      <Stack gap={6}>
        <Stack as="fieldset" gap={4}>
          <Heading as={sectionHeading} size="md">
            <Trans>Name</Trans>
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            <TextField
              label={t`First name`}
              required
              maxLength={NAME_MAX}
              register={reg('givenName')}
              error={errors.givenName?.message}
            />
            <TextField
              label={t`Surname`}
              required
              maxLength={NAME_MAX}
              register={reg('familyName')}
              error={errors.familyName?.message}
            />
            <TextField
              label={t`First name in Irish`}
              maxLength={NAME_MAX}
              register={reg('alternateGivenName')}
              error={errors.alternateGivenName?.message}
            />
            <TextField
              label={t`Surname in Irish`}
              maxLength={NAME_MAX}
              register={reg('alternateFamilyName')}
              error={errors.alternateFamilyName?.message}
            />
            <ChoiceField
              label={t`Gender`}
              required
              options={[
                ['MALE', t`Male`],
                ['FEMALE', t`Female`],
              ]}
              register={reg('gender')}
              error={errors.gender?.message}
            />
            <TextField
              label={t`Date of birth`}
              type="date"
              required
              register={reg('birthDate')}
              error={errors.birthDate?.message}
            />
            {create ? (
              <TextField
                label={t`E-mail`}
                type="email"
                required
                register={reg('email')}
                error={errors.email?.message}
                autoComplete="email"
              />
            ) : (
              <TextField
                label={t`Unique ID`}
                required
                register={reg('uniqueId')}
                error={errors.uniqueId?.message}
                helper={t`7 digits`}
              />
            )}
            <ChoiceField
              label={t`Language`}
              required
              options={[
                ['en', 'English'],
                ['ga', 'Gaeilge'],
              ]}
              register={reg('preferredLanguage')}
              error={errors.preferredLanguage?.message}
            />
          </SimpleGrid>
          <TextField
            label={t`Public bio`}
            multiline
            maxLength={BIO_MAX}
            register={reg('description')}
            error={errors.description?.message}
          />
        </Stack>
        <Stack as="fieldset" gap={4}>
          <Heading as={sectionHeading} size="md">
            <Trans>Contact and address</Trans>
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            <TextField
              label={t`Telephone`}
              type="tel"
              required
              register={reg('telephone')}
              error={errors.telephone?.message}
              helper={t`With the country code, such as +353 or +44`}
              autoComplete="tel"
            />
            <TextField
              label={t`Address line 1`}
              required
              maxLength={ADDRESS_LINE_MAX}
              register={reg('address.streetAddress')}
              error={errors.address?.streetAddress?.message}
            />
            <TextField
              label={t`Address line 2`}
              maxLength={ADDRESS_LINE_MAX}
              register={reg('address.streetAddress2')}
              error={errors.address?.streetAddress2?.message}
            />
            <TextField
              label={t`Town`}
              required
              maxLength={TOWN_MAX}
              register={reg('address.addressLocality')}
              error={errors.address?.addressLocality?.message}
            />
            <ChoiceField
              label={t`Country`}
              required
              options={COUNTRIES.map((c) => [c.code, i18n.locale === 'ga' ? c.irishName : c.name] as const)}
              register={reg('address.addressCountry')}
              error={errors.address?.addressCountry?.message}
            />
            {regions ? (
              <ChoiceField
                label={t`County/region`}
                required
                options={regions.map((r) => [r, r] as const)}
                register={reg('address.addressRegion')}
                error={errors.address?.addressRegion?.message}
              />
            ) : (
              <TextField
                label={t`County/region`}
                required
                register={reg('address.addressRegion')}
                error={errors.address?.addressRegion?.message}
              />
            )}
            <TextField
              label={t`Postcode or Eircode`}
              required
              maxLength={POSTCODE_MAX}
              register={reg('address.postalCode')}
              error={errors.address?.postalCode?.message}
            />
          </SimpleGrid>
        </Stack>
        <Stack as="fieldset" gap={4}>
          <Heading as={sectionHeading} size="md">
            <Trans>Medical and consents</Trans>
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            <ChoiceField
              label={t`Medical alert`}
              required
              options={[
                ['NONE', t`None`],
                ['YES', t`Yes`],
              ]}
              register={reg('medicalAlert')}
              error={errors.medicalAlert?.message}
            />
            <ChoiceField
              label={t`Consent to process medical information`}
              required
              options={yesNo}
              register={reg('medicalConsentToProcess')}
              error={errors.medicalConsentToProcess?.message}
            />
            <ChoiceField
              label={t`Consent to medical treatment`}
              required
              options={yesNo}
              register={reg('medicalConsentToTreat')}
              error={errors.medicalConsentToTreat?.message}
            />
            <ChoiceField
              label={t`Consent to emergency treatment`}
              required
              options={yesNo}
              register={reg('medicalConsentToEmergency')}
              error={errors.medicalConsentToEmergency?.message}
            />
            <ChoiceField
              label={t`Club communications`}
              required
              options={yesNo}
              register={reg('commsConsentClub')}
              error={errors.commsConsentClub?.message}
            />
            <ChoiceField
              label={t`Communications from additional clubs`}
              required
              options={yesNo}
              register={reg('commsConsentAdditionalClub')}
              error={errors.commsConsentAdditionalClub?.message}
            />
            <ChoiceField
              label={t`Photo consent`}
              required
              options={yesNo}
              register={reg('photoConsentStatus')}
              error={errors.photoConsentStatus?.message}
            />
          </SimpleGrid>
          <TextField
            label={t`Medical details`}
            multiline
            maxLength={MEDICAL_DETAILS_MAX}
            register={reg('medicalDetails')}
            error={errors.medicalDetails?.message}
          />
        </Stack>
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="flex-start"
          loading={isSubmitting}
          loadingText={t`Saving…`}
        >
          <Trans>Save profile</Trans>
        </Button>
      </Stack>
    </form>
  );
}
