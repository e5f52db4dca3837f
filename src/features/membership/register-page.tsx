import { Button, Checkbox, Field, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import type { Family } from '../../../domain/family/family';
import { RegistrationInput, agePhase } from '../../../domain/membership/registration';
import { apiSend, ApiError } from '../../api/client';
import { useSession } from '../../auth/session';
import { showErrorAlert } from '../../components/error-alert';
import { useApiGet } from '../../lib/use-api-get';
import { formatMoney } from '../../../domain/lib/money';
import { type OptionView, type PackageView } from './membership-types';
import { QuestionField } from './question-field';
import { useBasket } from './use-basket';
import { Loading } from '../../components/loading';
import { LoadFailureText } from '../../components/load-failure';

interface Candidate {
  id: string;
  name: string;
  birthDate?: string;
}
interface Choice {
  selected: boolean;
  optionId: string;
  answers: Record<string, string>;
}

/** The options that cover the member's age phase on 1 January of the option's season. */
export function optionsFor(options: OptionView[], birthDate: string | undefined): OptionView[] {
  return options.filter((o) => {
    if (o.status !== 'ACTIVE') return false;
    if (!birthDate) return false;
    return agePhase(birthDate, o.season) === 'adult' ? o.adultSlots > 0 : o.youthSlots > 0;
  });
}

/**
 * /clubs/{orgId}/membership-packages/{packageId}/register (seed 1 §5, §6): guided registration for one
 * member, one-click bulk registration for the family; each member's options are those covering their age
 * phase; the option's questions; the code of conduct and child safeguarding agreement. Adds to the basket.
 */
export function RegisterPage({ packageId }: { packageId: string }) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const pkg = useApiGet<PackageView>(`/package/${encodeURIComponent(packageId)}`);
  const families = useApiGet<{ _embedded: { families: Family[] } }>('/family');
  const basket = useBasket();
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [codeOfConduct, setCodeOfConduct] = useState(false);
  const [safeguarding, setSafeguarding] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  if (pkg.status === 'loading' || families.status === 'loading') return <Loading />;
  if (pkg.status === 'error') {
    return (
      <Text role="alert">
        <LoadFailureText error={pkg.error} />
      </Text>
    );
  }
  const me = session.person;
  const candidates: Candidate[] = [];
  if (me)
    candidates.push({
      id: me.id,
      name: `${me.givenName ?? ''} ${me.familyName ?? ''}`,
      birthDate: me.birthDate,
    });
  if (families.status === 'ok') {
    for (const f of families.data._embedded.families) {
      const mine = f.members.find((m) => m.person.id === me?.id);
      if (!mine || !['PRIMARY', 'GUARDIAN'].includes(mine.position) || mine.status !== 'ACTIVE') continue;
      for (const m of f.members) {
        if (
          m.position !== 'DEPENDENT' ||
          m.status !== 'ACTIVE' ||
          candidates.some((c) => c.id === m.person.id)
        )
          continue;
        const name = `${m.person.givenName ?? ''} ${m.person.familyName ?? ''}`;
        candidates.push({ id: m.person.id, name, birthDate: m.person.birthDate });
      }
    }
  }
  const options = pkg.data.options;
  const choiceOf = (c: Candidate): Choice =>
    choices[c.id] ?? {
      selected: false,
      optionId: optionsFor(options, c.birthDate)[0]?.id ?? '',
      answers: {},
    };
  const set = (c: Candidate, patch: Partial<Choice>) =>
    setChoices((all) => ({ ...all, [c.id]: { ...choiceOf(c), ...patch } }));
  const selectAll = () =>
    setChoices(
      Object.fromEntries(
        candidates
          .filter((c) => optionsFor(options, c.birthDate).length > 0)
          .map((c) => [c.id, { ...choiceOf(c), selected: true }]),
      ),
    );

  async function submit() {
    const input = {
      packageId,
      members: candidates
        .filter((c) => choiceOf(c).selected)
        .map((c) => ({ personId: c.id, optionId: choiceOf(c).optionId, answers: choiceOf(c).answers })),
      codeOfConduct,
      safeguarding,
    };
    const parsed = v.safeParse(RegistrationInput, input);
    if (!parsed.success) {
      setErrors([...new Set(parsed.issues.map((i) => i18n._(i.message)))]);
      return;
    }
    if (basket.status !== 'ok') return;
    setErrors([]);
    setBusy(true);
    try {
      await apiSend('POST', `/basket/${basket.data.id}/item`, parsed.output);
      void navigate({ to: '/clubs' });
    } catch (err) {
      const detail = err instanceof ApiError ? err.body?.message : undefined;
      if (detail) setErrors([detail]);
      showErrorAlert(t`Failed to add item to basket`, err);
      setBusy(false);
    }
  }

  return (
    <Stack gap={6} maxW="3xl">
      <Heading as="h1" size="2xl">
        <Trans>Register: {pkg.data.name}</Trans>
      </Heading>
      {pkg.data.description.length > 7 && <Text>{pkg.data.description}</Text>}
      {pkg.data.bulkRegisterEnabled && candidates.length > 1 && (
        <Button alignSelf="start" variant="outline" onClick={selectAll}>
          <Trans>Register all my family</Trans>
        </Button>
      )}
      {candidates.map((c) => {
        const choice = choiceOf(c);
        const fitting = optionsFor(options, c.birthDate);
        const option = fitting.find((o) => o.id === choice.optionId);
        return (
          <Stack key={c.id} gap={3} borderWidth="1px" borderRadius="md" p={4} data-testid="register-member">
            {fitting.length > 0 ? (
              <Checkbox.Root
                checked={choice.selected}
                onCheckedChange={(e) => set(c, { selected: e.checked === true })}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{c.name}</Checkbox.Label>
              </Checkbox.Root>
            ) : (
              <Text>
                {c.name}: <Trans>No option in this package covers this member.</Trans>
              </Text>
            )}
            {choice.selected && (
              <>
                <Field.Root>
                  <Field.Label>
                    <Trans>Option for {c.name}</Trans>
                  </Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={choice.optionId}
                      onChange={(e) => set(c, { optionId: e.currentTarget.value })}
                    >
                      {fitting.map((o) => (
                        <option key={o.id} value={o.id}>
                          {o.name} ({formatMoney(o.price, o.priceCurrency, i18n.locale)})
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                {option?.additionalQuestions.map((q, qi) => (
                  <QuestionField
                    key={qi}
                    question={q}
                    value={choice.answers[String(qi)] ?? ''}
                    onChange={(answer) => set(c, { answers: { ...choice.answers, [String(qi)]: answer } })}
                  />
                ))}
              </>
            )}
          </Stack>
        );
      })}
      <Checkbox.Root checked={codeOfConduct} onCheckedChange={(e) => setCodeOfConduct(e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          <Trans>I accept the club’s code of conduct</Trans>
        </Checkbox.Label>
      </Checkbox.Root>
      <Checkbox.Root checked={safeguarding} onCheckedChange={(e) => setSafeguarding(e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          <Trans>I accept the child safeguarding agreement</Trans>
        </Checkbox.Label>
      </Checkbox.Root>
      {errors.length > 0 && (
        <Stack role="alert" color="red.700">
          {errors.map((e) => (
            <Text key={e}>{e}</Text>
          ))}
        </Stack>
      )}
      <Button alignSelf="start" disabled={busy} onClick={() => void submit()}>
        <Trans>Add to basket</Trans>
      </Button>
    </Stack>
  );
}
