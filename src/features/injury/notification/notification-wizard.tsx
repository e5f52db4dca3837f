import { Alert, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ACTIVITIES } from '../../../../domain/enums';
import { DIAGNOSES_BY_AREA } from '../../../../domain/injury/diagnosis';
import {
  INJURY_AREAS,
  INJURY_SEVERITIES,
  INJURY_SURFACES,
  type InjuryArea,
} from '../../../../domain/injury/enums';
import {
  CLAIM_NATURES,
  DECLARATIONS,
  EMPLOYMENT_STATUSES,
  FOOTWEAR,
  injuryDateProblem,
  InjuryNotificationInput,
  LIGHTING,
  TREATMENTS,
  WEATHER,
  type InjuryNotification,
  type InjuryNotificationFormValues,
  notificationInputOf,
} from '../../../../domain/injury/injury-notification';
import { todayInDublin } from '../../../../domain/lib/dates';
import { ApiError, apiGet, apiSend } from '../../../api/client';
import { useSession } from '../../../auth/session';
import { AREA_LABELS, DIAGNOSIS_KIND_LABELS, SEVERITY_LABELS, SURFACE_LABELS } from '../injury-labels';
import { SelectField } from '../select-field';
import { CheckField, TextField, YesNoField } from './fields';
import {
  ACTIVITY_NAMES,
  CLAIM_LABELS,
  DECLARATION_LABELS,
  EMPLOYMENT_LABELS,
  FOOTWEAR_LABELS,
  LIGHTING_LABELS,
  TREATMENT_LABELS,
  WEATHER_LABELS,
} from './notification-labels';

type Name = keyof InjuryNotificationFormValues;
interface Group {
  id: string;
  name: string;
  suffix: string | null;
  organizationId: string;
}

const STEPS: Name[][] = [
  ['personId', 'claimantConfirmed'],
  ['groupId', 'organizationId', 'injuryDate', 'activity', 'oppositionOrganization'],
  [
    'surface',
    'weather',
    'lighting',
    'footwear',
    'injuryCause',
    'isSubstituted',
    'hasLossOfConsciousness',
    'hasHeadGear',
    'hasMouthGuard',
    'employmentStatus',
    'wasTreatmentAdministered',
    'treatment',
    'otherTreatmentText',
    'privateMedicalInsurance',
    'privateMedicalInsurancePlan',
    'natureOfClaim',
    'claimNumber',
    'area',
    'detail',
    'severity',
    'additionalInformation',
  ],
  [...DECLARATIONS],
];

/**
 * A new injury notification in four steps (seed 2 §2): claimant details; unit, team and injury date; injury
 * details; declarations. Each step is checked with the domain schema before the next; the last saves the
 * draft and submits it for the unit secretary's approval.
 */
export function NotificationWizard({
  onDone,
  draft,
}: {
  onDone: (n: InjuryNotification) => void;
  /** A draft to change (PUT) instead of a new notification. */
  draft?: InjuryNotification;
}) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const [step, setStep] = useState(0);
  const [groups, setGroups] = useState<Group[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InjuryNotificationFormValues, unknown, InjuryNotificationInput>({
    resolver: valibotResolver(InjuryNotificationInput),
    mode: 'onTouched',
    defaultValues: draft
      ? notificationInputOf(draft)
      : {
          personId: session.person?.id ?? '',
          privateMedicalInsurancePlan: '',
          otherTreatmentText: '',
        },
  });
  const { register, formState } = form;
  const bits = { register, errors: formState.errors };
  const area = useWatch({ control: form.control, name: 'area' });
  const groupId = useWatch({ control: form.control, name: 'groupId' });

  const myId = session.person?.id;
  useEffect(() => {
    // The profile may arrive after the form was made: the claimant notifies for themselves.
    if (myId && !draft) form.setValue('personId', myId);
  }, [myId, form, draft]);
  useEffect(() => {
    void apiGet<{ groups: Group[] }>('/player-injury-notification/groups').then((r) => setGroups(r.groups));
  }, []);
  useEffect(() => {
    const g = groups.find((x) => x.id === groupId);
    if (g) form.setValue('organizationId', g.organizationId);
  }, [groupId, groups, form]);

  const next = async () => {
    if (!(await form.trigger(STEPS[step]))) return;
    // The date rules cross fields of other steps in the schema, so the step checks them itself.
    const dateProblem = step === 1 ? injuryDateProblem(form.getValues('injuryDate'), todayInDublin()) : null;
    if (dateProblem) form.setError('injuryDate', { message: dateProblem });
    else setStep(step + 1);
  };
  const send = (submit: boolean) =>
    form.handleSubmit(async (values) => {
      setFailure(null);
      try {
        let n = draft
          ? await apiSend<InjuryNotification>('PUT', `/player-injury-notification/${draft.id}`, values)
          : await apiSend<InjuryNotification>('POST', '/player-injury-notification', values);
        if (submit)
          n = await apiSend<InjuryNotification>('PATCH', `/player-injury-notification/${n.id}`, {
            action: 'submit',
          });
        onDone(n);
      } catch (e) {
        setFailure(e instanceof ApiError ? e.message : t`Unable to save data - please try again later`);
      }
    })();

  const titles = [t`Contact Details`, t`Team & Injury Date`, t`Injury Details`, t`Review & Submit`];
  const select = (
    name: Name,
    label: string,
    options: readonly string[],
    labels: Parameters<typeof SelectField>[0]['labels'],
  ) => (
    <SelectField
      label={label}
      options={options}
      labels={labels}
      register={register(name)}
      error={(formState.errors[name] as { message?: string } | undefined)?.message}
      required
    />
  );
  const isArea = (a: unknown): a is InjuryArea => (INJURY_AREAS as readonly unknown[]).includes(a);
  const kinds = isArea(area) ? DIAGNOSES_BY_AREA[area] : [];
  const details = kinds.map((k) => `${String(area)}.${k}`);
  const detailLabels = Object.fromEntries(
    kinds.map((k) => [`${String(area)}.${k}`, DIAGNOSIS_KIND_LABELS[k]]),
  );

  return (
    <form noValidate onSubmit={(e) => e.preventDefault()}>
      <Stack gap={5}>
        <HStack as="ol" gap={4} wrap="wrap" listStyleType="none" aria-label={t`Steps`}>
          {titles.map((title, i) => (
            <Text
              as="li"
              key={title}
              fontWeight={i === step ? 'bold' : 'normal'}
              aria-current={i === step ? 'step' : undefined}
            >
              {i + 1}. {title}
            </Text>
          ))}
        </HStack>
        <Heading as="h2" size="lg">
          {titles[step]}
        </Heading>
        {step === 0 && (
          <Stack gap={3}>
            <Text>
              <Trans>
                Claimant: {session.person?.givenName} {session.person?.familyName} (
                {session.person?.email ?? '—'})
              </Trans>
            </Text>
            <CheckField
              {...bits}
              name="claimantConfirmed"
              label={t`I confirm these contact details are mine and correct.`}
            />
          </Stack>
        )}
        {step === 1 && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
            <SelectField
              label={t`Team`}
              options={groups.map((g) => g.id)}
              display={(id) => {
                const g = groups.find((x) => x.id === id);
                return g ? [g.name, g.suffix].filter(Boolean).join(' ') : id;
              }}
              register={register('groupId')}
              error={formState.errors.groupId?.message ?? formState.errors.organizationId?.message}
              required
            />
            <TextField {...bits} name="injuryDate" label={t`Injury date`} type="date" required />
            {select('activity', t`Activity`, ACTIVITIES, ACTIVITY_NAMES)}
            <TextField {...bits} name="oppositionOrganization" label={t`Opposition`} />
          </SimpleGrid>
        )}
        {step === 2 && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
            {select('area', t`Area`, INJURY_AREAS, AREA_LABELS)}
            {select('detail', t`Diagnosis`, details, detailLabels)}
            {select('severity', t`Severity`, INJURY_SEVERITIES, SEVERITY_LABELS)}
            {select('surface', t`Surface`, INJURY_SURFACES, SURFACE_LABELS)}
            {select('weather', t`Weather`, WEATHER, WEATHER_LABELS)}
            {select('lighting', t`Lighting`, LIGHTING, LIGHTING_LABELS)}
            {select('footwear', t`Footwear`, FOOTWEAR, FOOTWEAR_LABELS)}
            {select('employmentStatus', t`Employment status`, EMPLOYMENT_STATUSES, EMPLOYMENT_LABELS)}
            <YesNoField {...bits} name="isSubstituted" label={t`Was the player substituted?`} />
            <YesNoField {...bits} name="hasLossOfConsciousness" label={t`Loss of consciousness?`} />
            <YesNoField {...bits} name="hasHeadGear" label={t`Wearing a helmet or head gear?`} />
            <YesNoField {...bits} name="hasMouthGuard" label={t`Wearing a mouth guard?`} />
            <YesNoField {...bits} name="wasTreatmentAdministered" label={t`Was treatment given?`} />
            {select('treatment', t`Treatment`, TREATMENTS, TREATMENT_LABELS)}
            <TextField {...bits} name="otherTreatmentText" label={t`Other treatment`} />
            <YesNoField {...bits} name="privateMedicalInsurance" label={t`Private medical insurance?`} />
            <TextField {...bits} name="privateMedicalInsurancePlan" label={t`Plan name`} />
            {select('natureOfClaim', t`Nature of claim`, CLAIM_NATURES, CLAIM_LABELS)}
            <TextField {...bits} name="claimNumber" label={t`Claim number`} />
            <TextField {...bits} name="injuryCause" label={t`Injury circumstances`} multiline required />
            <TextField {...bits} name="additionalInformation" label={t`Additional information`} multiline />
          </SimpleGrid>
        )}
        {step === 3 && (
          <Stack gap={3}>
            {DECLARATIONS.map((d) => (
              <CheckField key={d} {...bits} name={d} label={i18n._(DECLARATION_LABELS[d])} />
            ))}
          </Stack>
        )}
        {failure && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <HStack>
          {step > 0 && (
            <Button variant="outline" onClick={() => setStep(step - 1)}>
              <Trans>Back</Trans>
            </Button>
          )}
          {step < 3 ? (
            <Button colorPalette="brand" onClick={() => void next()}>
              <Trans>Next</Trans>
            </Button>
          ) : (
            <>
              <Button variant="outline" onClick={() => void send(false)} loading={formState.isSubmitting}>
                <Trans>Save as draft</Trans>
              </Button>
              <Button colorPalette="brand" onClick={() => void send(true)} loading={formState.isSubmitting}>
                <Trans>Submit notification</Trans>
              </Button>
            </>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
