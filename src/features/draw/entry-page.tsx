import {
  Alert,
  Button,
  Checkbox,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';
import { entryQuantity, EntryInput, MAX_TICKETS_PER_ENTRY } from '../../../domain/draw/draw';
import { ApiError, apiSend } from '../../api/client';
import { usePublic } from './use-public';
import { Loading } from '../../components/loading';

interface PublicDraw {
  id: string;
  name: string;
  status: string;
  ticketPriceMinor: number;
  currency: string;
  clubs: { id: string; name: string; county: string }[];
}

interface EntrantForm {
  name: string;
  sameAsFirst: boolean;
  address: string;
  phone: string;
  quantity: string;
}

const blank = (sameAsFirst: boolean): EntrantForm => ({
  name: '',
  sameAsFirst,
  address: '',
  phone: '',
  quantity: '1',
});

/** Public or member entry to a draw (seed 2 §2, §5): the card is taken on the provider's hosted page. */
export function EntryPage({ drawId, club }: { drawId: string; club?: string }) {
  const { t, i18n } = useLingui();
  const draw = usePublic<PublicDraw>(`/draw-entry/${encodeURIComponent(drawId)}`);
  const preset = draw.state === 'ok' ? draw.data.clubs.find((c) => c.id === club) : undefined;
  const [county, setCounty] = useState<string | null>(null);
  const [organizationId, setOrganizationId] = useState<string | null>(null);
  const [entrants, setEntrants] = useState<EntrantForm[]>([blank(false)]);
  const [over18, setOver18] = useState(false);
  const [terms, setTerms] = useState(false);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  if (draw.state === 'loading') return <Loading />;
  if (draw.state === 'error') {
    const notFound = draw.error instanceof ApiError && draw.error.status === 404;
    return (
      <Stack gap={4} maxW="lg" mx="auto" p={6}>
        <Heading as="h1" size="xl">
          {notFound ? t`Draw not found` : t`Error processing your purchase request`}
        </Heading>
      </Stack>
    );
  }
  const d = draw.data;
  if (d.status !== 'ACTIVE') {
    return (
      <Stack gap={4} maxW="lg" mx="auto" p={6}>
        <Heading as="h1" size="xl">
          <Trans>Draw is now Closed</Trans>
        </Heading>
      </Stack>
    );
  }
  const chosenCounty = county ?? preset?.county ?? '';
  const chosenClub = organizationId ?? preset?.id ?? '';
  const counties = [...new Set(d.clubs.map((c) => c.county))].sort();
  const clubs = d.clubs.filter((c) => c.county === chosenCounty);
  const set = (i: number, patch: Partial<EntrantForm>) =>
    setEntrants((es) => es.map((e, j) => (j === i ? { ...e, ...patch } : e)));

  const submit = async (ev: React.FormEvent) => {
    ev.preventDefault();
    const input = {
      county: chosenCounty,
      organizationId: chosenClub,
      entrants: entrants.map((e, i) => ({
        name: e.name,
        sameAsFirst: i > 0 && e.sameAsFirst,
        ...(i > 0 && e.sameAsFirst ? {} : { address: e.address, phone: e.phone }),
        quantity: Number(e.quantity),
      })),
      over18,
      terms,
    };
    const parsed = v.safeParse(EntryInput, input);
    if (!parsed.success) {
      setIssues(Object.fromEntries(parsed.issues.map((i) => [v.getDotPath(i) ?? '', i.message])));
      return;
    }
    setIssues({});
    setServerError(null);
    setSending(true);
    try {
      const out = await apiSend<{ checkoutUrl: string }>(
        'POST',
        `/draw-entry/${encodeURIComponent(drawId)}`,
        parsed.output,
      );
      window.location.assign(out.checkoutUrl);
    } catch (e) {
      setSending(false);
      setServerError(e instanceof ApiError ? e.message : t`Error processing your purchase request`);
    }
  };
  const issue = (path: string) => (issues[path] ? i18n._(issues[path]) : undefined);
  const total = entryQuantity({
    entrants: entrants.map((e) => ({ quantity: Number(e.quantity) || 0 })) as never,
  });

  return (
    <Stack gap={5} maxW="2xl" mx="auto" p={6}>
      <Heading as="h1" size="xl">
        {d.name}
      </Heading>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t`Enter the draw`}>
        <Stack gap={4}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
            <Field.Root required invalid={Boolean(issue('county'))}>
              <Field.Label>
                <Trans>County</Trans>
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={chosenCounty}
                  onChange={(e) => (setCounty(e.target.value), setOrganizationId(''))}
                >
                  <option value="">{t`Choose a county`}</option>
                  {counties.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {issue('county') && <Field.ErrorText>{issue('county')}</Field.ErrorText>}
            </Field.Root>
            <Field.Root required invalid={Boolean(issue('organizationId'))}>
              <Field.Label>
                <Trans>Club</Trans>
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={chosenClub} onChange={(e) => setOrganizationId(e.target.value)}>
                  <option value="">{t`Choose a club`}</option>
                  {clubs.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {issue('organizationId') && <Field.ErrorText>{issue('organizationId')}</Field.ErrorText>}
            </Field.Root>
          </SimpleGrid>
          {entrants.map((e, i) => (
            <Stack as="fieldset" key={i} gap={3} borderWidth="1px" borderRadius="md" p={3}>
              <Text as="legend" fontWeight="semibold" px={1}>
                <Trans>Entrant {i + 1}</Trans>
              </Text>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
                <Field.Root required invalid={Boolean(issue(`entrants.${i}.name`))}>
                  <Field.Label>
                    <Trans>Name</Trans>
                  </Field.Label>
                  <Input
                    value={e.name}
                    onChange={(x) => set(i, { name: x.target.value })}
                    autoComplete="name"
                  />
                  {issue(`entrants.${i}.name`) && (
                    <Field.ErrorText>{issue(`entrants.${i}.name`)}</Field.ErrorText>
                  )}
                </Field.Root>
                <Field.Root required invalid={Boolean(issue(`entrants.${i}.quantity`))}>
                  <Field.Label>
                    <Trans>Number of tickets</Trans>
                  </Field.Label>
                  <Input
                    type="number"
                    min={1}
                    max={MAX_TICKETS_PER_ENTRY}
                    value={e.quantity}
                    onChange={(x) => set(i, { quantity: x.target.value })}
                  />
                  {issue(`entrants.${i}.quantity`) && (
                    <Field.ErrorText>{issue(`entrants.${i}.quantity`)}</Field.ErrorText>
                  )}
                </Field.Root>
              </SimpleGrid>
              {i > 0 && (
                <Checkbox.Root
                  checked={e.sameAsFirst}
                  onCheckedChange={(c) => set(i, { sameAsFirst: c.checked === true })}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    <Trans>Same contact details as entrant 1</Trans>
                  </Checkbox.Label>
                </Checkbox.Root>
              )}
              {!(i > 0 && e.sameAsFirst) && (
                <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
                  <Field.Root required invalid={Boolean(issue(`entrants.${i}.address`))}>
                    <Field.Label>
                      <Trans>Address</Trans>
                    </Field.Label>
                    <Input value={e.address} onChange={(x) => set(i, { address: x.target.value })} />
                    {issue(`entrants.${i}.address`) && (
                      <Field.ErrorText>{issue(`entrants.${i}.address`)}</Field.ErrorText>
                    )}
                  </Field.Root>
                  <Field.Root required invalid={Boolean(issue(`entrants.${i}.phone`))}>
                    <Field.Label>
                      <Trans>Phone (+353 or +44)</Trans>
                    </Field.Label>
                    <Input type="tel" value={e.phone} onChange={(x) => set(i, { phone: x.target.value })} />
                    {issue(`entrants.${i}.phone`) && (
                      <Field.ErrorText>{issue(`entrants.${i}.phone`)}</Field.ErrorText>
                    )}
                  </Field.Root>
                </SimpleGrid>
              )}
            </Stack>
          ))}
          <HStack>
            <Button variant="outline" onClick={() => setEntrants((es) => [...es, blank(true)])}>
              <Trans>Add another entrant</Trans>
            </Button>
            <Text>
              <Trans>Tickets in total: {total}</Trans>
            </Text>
          </HStack>
          {issue('entrants') && (
            <Text role="alert" color="red.700">
              {issue('entrants')}
            </Text>
          )}
          <Checkbox.Root checked={over18} onCheckedChange={(c) => setOver18(c.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <Trans>I confirm that I am over 18</Trans>
            </Checkbox.Label>
          </Checkbox.Root>
          {issue('over18') && (
            <Text role="alert" color="red.700">
              {issue('over18')}
            </Text>
          )}
          <Checkbox.Root checked={terms} onCheckedChange={(c) => setTerms(c.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <Trans>I agree to the Terms & Conditions</Trans>
            </Checkbox.Label>
          </Checkbox.Root>
          {issue('terms') && (
            <Text role="alert" color="red.700">
              {issue('terms')}
            </Text>
          )}
          {serverError && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{serverError}</Alert.Title>
            </Alert.Root>
          )}
          <Button type="submit" colorPalette="brand" loading={sending} alignSelf="start">
            <Trans>Continue to payment</Trans>
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
