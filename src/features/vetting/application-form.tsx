import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { needsGuardianVetting } from '../../../domain/family/family';
import { todayInDublin } from '../../../domain/lib/dates';
import { vettingApplicationInput, type VettingApplicationInput } from '../../../domain/vetting/application';
import {
  isAccessNi,
  VETTING_ASSOCIATIONS,
  VETTING_ROLES,
  VETTING_TYPES,
} from '../../../domain/vetting/enums';
import { call } from '../../api/call';
import { vettingApi } from '../../../domain/vetting/vetting.contract';
import { useSession } from '../../auth/session';
import { CheckField } from '../../components/check-field';
import { ChoiceField } from '../../components/choice-field';
import { TextField } from '../../components/text-field';
import { useServerAction } from '../../components/use-server-action';
import { applyFieldErrors } from '../../components/field-errors';
import type { VettingApplicationDoc } from './vetting-api';
import { ROLE_LABELS, TYPE_LABELS } from './vetting-labels';

type Values = VettingApplicationInput;
/** What the form holds: the boxes may be unticked and the guardian half filled until the schema checks them. */
type FormValues = Omit<Values, 'reviewConfirmed' | 'consentGiven' | 'guardian'> & {
  reviewConfirmed: boolean;
  consentGiven: boolean;
  guardian?: { name: string; email: string; consent: boolean };
};
const schema = vettingApplicationInput();
const base = valibotResolver(schema) as unknown as Resolver<FormValues, unknown, Values>;
/** The guardian's part is checked only when the applicant is 16 to 18 (otherwise it is not sent). */
const withoutUnusedGuardian = <T extends FormValues>(values: T): T =>
  needsGuardianVetting(values.applicant.birthDate, todayInDublin())
    ? values
    : { ...values, guardian: undefined };
const resolver: Resolver<FormValues, unknown, Values> = (values, ctx, options) =>
  base(withoutUnusedGuardian(values), ctx, options);

function defaultsFrom(
  draft: VettingApplicationDoc | undefined,
  person: ReturnType<typeof useSession>['person'],
  clubs: { id: string }[],
): Partial<FormValues> {
  if (draft) {
    return {
      type: draft.type,
      association: draft.association,
      organizationId: draft.organizationId,
      role: draft.role,
      purpose: draft.purpose,
      applicant: draft.applicant,
      accessNiReference: draft.accessNiReference ?? '',
      nvb1Date: draft.nvb1Date ?? '',
      proofOfAddressDate: draft.proofOfAddressDate,
      guardian: draft.guardian ?? undefined,
      reviewConfirmed: true,
      consentGiven: true,
    };
  }
  const a = person?.address;
  return {
    type: 'GARDA_VETTING',
    association: 'GAA',
    organizationId: clubs.length === 1 ? clubs[0]!.id : '',
    purpose: '',
    accessNiReference: '',
    nvb1Date: '',
    applicant: {
      givenName: person?.givenName ?? '',
      familyName: person?.familyName ?? '',
      gender: person?.gender ?? ('' as never),
      birthDate: person?.birthDate ?? '',
      membershipNumber: person?.membershipNumber?.primary ?? '',
      email: person?.email ?? '',
      phone: person?.telephone ?? '',
      addressLine1: a?.streetAddress ?? '',
      addressLine2: a?.streetAddress2 ?? '',
      town: a?.addressLocality ?? '',
      county: a?.addressRegion ?? '',
      postcode: a?.postalCode ?? '',
    },
  };
}

/**
 * The application (seed 3 §2 Vetting "Application" tab, §5): kind of vetting, club, association and role,
 * the applicant's details from the profile, the Access NI reference or the NVB1 date, the proof of address
 * date, the blocking question, a parent or guardian for 16 to 18-year-olds, and the two consents. Saved as
 * a new application (POST) or as changes to the one awaiting documents (PUT).
 */
export function ApplicationForm({ draft, onSaved }: { draft?: VettingApplicationDoc; onSaved: () => void }) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const clubs = (session.person?.organizations ?? [])
    .filter((l) => l.status === 'ACTIVE' && l.organization.additionalType === 'Club')
    .map((l) => l.organization);
  const form = useForm<FormValues, unknown, Values>({
    // Every rule at once: the cross-field checks (the blocking question, the guardian) run beside the field ones.
    criteriaMode: 'all',
    resolver,
    mode: 'onTouched',
    defaultValues: defaultsFrom(draft, session.person, clubs),
  });
  const { register, control, formState } = form;
  const type = useWatch({ control, name: 'type' });
  const birthDate = useWatch({ control, name: 'applicant.birthDate' });
  const guardianNeeded = needsGuardianVetting(birthDate, todayInDublin());
  const action = useServerAction();
  const err = (name: FieldPath<FormValues>) => form.getFieldState(name, formState).error?.message;
  const field = (
    name: FieldPath<FormValues>,
    label: string,
    extra: { type?: string; required?: boolean; max?: number } = {},
  ) => (
    <TextField
      label={label}
      register={register(name)}
      error={err(name)}
      required={extra.required ?? true}
      type={extra.type}
      maxLength={extra.max}
    />
  );

  const save = form.handleSubmit(async (values) => {
    const body = withoutUnusedGuardian(values);
    const result = await action.run(
      () =>
        draft
          ? call(vettingApi.update, { params: { id: draft.id }, body })
          : call(vettingApi.create, { body }),
      t`Unable to save data - please try again later`,
    );
    if (result.ok) return onSaved();
    applyFieldErrors(result.error, form.setError);
  });

  return (
    <form onSubmit={(e) => void save(e)} noValidate aria-label={t`Vetting application`}>
      <Stack gap={5}>
        <Heading as="h3" size="md">
          <Trans>What you are applying for</Trans>
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <ChoiceField
            label={t`Kind of vetting`}
            options={VETTING_TYPES.map((x) => [x, i18n._(TYPE_LABELS[x])] as const)}
            register={register('type')}
            error={err('type')}
            required
          />
          <ChoiceField
            label={t`Association`}
            options={VETTING_ASSOCIATIONS.map((x) => [x, x] as const)}
            register={register('association')}
            error={err('association')}
            required
          />
          <ChoiceField
            label={t`Club`}
            options={clubs.map((c) => [c.id, c.name] as const)}
            register={register('organizationId')}
            error={err('organizationId')}
            required
          />
          <ChoiceField
            label={t`Role`}
            options={VETTING_ROLES.map((x) => [x, i18n._(ROLE_LABELS[x])] as const)}
            register={register('role')}
            error={err('role')}
            required
          />
        </SimpleGrid>
        {field('purpose', t`Purpose (what you will do)`, { required: false, max: 255 })}
        {isAccessNi(type)
          ? field('accessNiReference', t`Access NI reference (10 digits, starting 200)`, { max: 10 })
          : field('nvb1Date', t`Date you signed the NVB1 form`, { type: 'date' })}

        <Heading as="h3" size="md">
          <Trans>Your details</Trans>
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          {field('applicant.givenName', t`First name`, { max: 30 })}
          {field('applicant.familyName', t`Surname`, { max: 30 })}
          <ChoiceField
            label={t`Gender`}
            options={[
              ['FEMALE', t`Female`],
              ['MALE', t`Male`],
            ]}
            register={register('applicant.gender')}
            error={err('applicant.gender')}
            required
          />
          {field('applicant.birthDate', t`Date of birth`, { type: 'date' })}
          {field('applicant.email', t`E-mail`, { type: 'email' })}
          {field('applicant.phone', t`Telephone`, { type: 'tel', max: 30 })}
          {field('applicant.membershipNumber', t`Membership number`, { required: false, max: 30 })}
          {field('applicant.addressLine1', t`Address line 1`, { max: 50 })}
          {field('applicant.addressLine2', t`Address line 2`, { required: false, max: 50 })}
          {field('applicant.town', t`Town`, { max: 50 })}
          {field('applicant.county', t`County`, { max: 50 })}
          {field('applicant.postcode', t`Postcode`, { required: false, max: 10 })}
        </SimpleGrid>
        {field('proofOfAddressDate', t`Date on your proof of address (within the last 6 months)`, {
          type: 'date',
        })}

        {guardianNeeded && (
          <Stack gap={3} borderWidth="1px" borderRadius="md" p={4} data-testid="guardian-consent">
            <Heading as="h3" size="sm">
              <Trans>Parent or guardian</Trans>
            </Heading>
            <Text>
              <Trans>
                Applicants aged 16 to 18 are vetted with the consent of a parent or guardian, who also signs
                the NVB3 form.
              </Trans>
            </Text>
            {field('guardian.name', t`Parent or guardian's name`, { max: 61 })}
            {field('guardian.email', t`Parent or guardian's e-mail`, { type: 'email' })}
            <CheckField
              control={control}
              name="guardian.consent"
              label={t`The parent or guardian consents to this application`}
            />
            {err('guardian.consent') && <Text color="fg.error">{i18n._(err('guardian.consent')!)}</Text>}
            {err('guardian') && <Text color="fg.error">{i18n._(err('guardian')!)}</Text>}
          </Stack>
        )}

        <ChoiceField
          label={t`Is there any reason you may not work with children or vulnerable adults?`}
          options={[
            ['true', t`Yes`],
            ['false', t`No`],
          ]}
          register={register('blockingAnswer', {
            setValueAs: (v: unknown) => (v === 'true' ? true : v === 'false' ? false : v),
          })}
          error={err('blockingAnswer')}
          required
        />
        <Stack gap={2}>
          <CheckField
            control={control}
            name="reviewConfirmed"
            label={t`I have read the guidance and the information I give is correct`}
          />
          {err('reviewConfirmed') && <Text color="fg.error">{i18n._(err('reviewConfirmed')!)}</Text>}
          <CheckField
            control={control}
            name="consentGiven"
            label={t`I consent to my details being processed for vetting and shared with the vetting bureau`}
          />
          {err('consentGiven') && <Text color="fg.error">{i18n._(err('consentGiven')!)}</Text>}
        </Stack>
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={action.busy}>
          {draft ? <Trans>Save changes</Trans> : <Trans>Start application</Trans>}
        </Button>
      </Stack>
    </form>
  );
}
