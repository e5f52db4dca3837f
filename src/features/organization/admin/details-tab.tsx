import { Button, Fieldset, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { ORG_DESCRIPTION_MAX, ORG_NAME_MAX, WEBSITE_NAME_MAX } from '../../../../domain/organization/details';
import { apiSend } from '../../../api/client';
import { CheckField } from '../../../components/check-field';
import { LoadState } from '../../../components/list-controls';
import { TextField } from '../../../components/text-field';
import { useFormAction } from '../../../components/use-form-action';
import { useApiGet } from '../../../lib/use-api-get';
import {
  detailsDefaults,
  detailsResolver,
  toDetailsInput,
  type DetailsForm,
  type OrganizationAdminDoc,
} from './details-form';
import { ClubStatus } from './club-status';
import { OrgImageField } from './image-upload';

/** The details tab: every field of seed 3 §3 a club administrator keeps, and the public website's publish flags. */
export function DetailsTab({ orgId }: { orgId: string }) {
  const doc = useApiGet<OrganizationAdminDoc>(`/organization/${orgId}/details`);
  if (doc.status !== 'ok') return <LoadState state={doc} />;
  return <DetailsEditor doc={doc.data} />;
}

function DetailsEditor({ doc }: { doc: OrganizationAdminDoc }) {
  const { t } = useLingui();
  const form = useForm<DetailsForm>({
    resolver: detailsResolver,
    defaultValues: detailsDefaults(doc),
    mode: 'onTouched',
  });
  const sites = useFieldArray({ control: form.control, name: 'sameAs' });
  const [images, setImages] = useState({ crest: doc.crest, banner: doc.banner });
  const [status, setStatus] = useState(doc.status);
  const { busy, send } = useFormAction(form.setError);
  const e = form.formState.errors;
  const submit = form.handleSubmit(() =>
    send(
      async () => {
        const saved = await apiSend<OrganizationAdminDoc>(
          'PATCH',
          `/organization/${doc.id}`,
          toDetailsInput(form.getValues()),
          crypto.randomUUID(),
        );
        form.reset(detailsDefaults(saved));
      },
      t`Organisation details saved`,
      () => undefined,
    ),
  );
  const text = (
    name: Parameters<typeof form.register>[0],
    label: string,
    opts: { max?: number; multiline?: boolean; helper?: string; required?: boolean } = {},
  ) => {
    const path = name.split('.');
    // The error of a nested field (address.postalCode, location.latitude) sits under its parent.
    const error = path.reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key],
      e,
    ) as { message?: string } | undefined;
    return (
      <TextField
        label={label}
        register={form.register(name)}
        error={error?.message}
        maxLength={opts.max}
        multiline={opts.multiline}
        helper={opts.helper}
        required={opts.required}
      />
    );
  };
  return (
    <form onSubmit={(ev) => void submit(ev)} noValidate aria-label={t`Organisation details`}>
      <Stack gap={6} maxW="4xl" pt={4}>
        {doc.frozen && (
          <Text role="status" color="fg.warning" data-testid="org-frozen">
            <Trans>
              This club is frozen by a super admin: its details cannot be changed until it is unfrozen.
            </Trans>
          </Text>
        )}
        <Fieldset.Root>
          <Fieldset.Legend>
            <Trans>Names</Trans>
          </Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            {text('name', t`Name`, { max: ORG_NAME_MAX, required: true })}
            {text('legalName', t`Legal name`, { max: ORG_NAME_MAX })}
            {text('nameEn', t`Name in English`, { max: ORG_NAME_MAX })}
            {text('nameGa', t`Name in Irish`, { max: ORG_NAME_MAX })}
            {text('alternateName', t`Alternate name`, { max: ORG_NAME_MAX })}
            {text('slug', t`Web address (slug)`, {
              helper: doc.historicalSlugs.length
                ? t`Earlier addresses still lead here: ${doc.historicalSlugs.join(', ')}`
                : t`Letters, numbers and hyphens`,
            })}
          </SimpleGrid>
          {text('description', t`Description`, { max: ORG_DESCRIPTION_MAX, multiline: true })}
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend>
            <Trans>Crest and banner</Trans>
          </Fieldset.Legend>
          <HStack gap={8} align="start" wrap="wrap">
            {(['crest', 'banner'] as const).map((kind) => (
              <OrgImageField
                key={kind}
                orgId={doc.id}
                kind={kind}
                url={images[kind]}
                disabled={doc.frozen}
                onUploaded={(url) => setImages((old) => ({ ...old, [kind]: url }))}
              />
            ))}
          </HStack>
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend>
            <Trans>Contact</Trans>
          </Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            {text('email', t`E-mail`)}
            {text('telephone', t`Telephone`, { helper: t`With the country code: +353 or +44` })}
            {text('faxNumber', t`Fax number`)}
            {text('vatId', t`VAT number`)}
            {text('sponsor', t`Sponsor`)}
            {text('logo', t`Logo URL`)}
            {text('clubColors', t`Club colours`, { helper: t`Separated by commas, e.g. green, gold` })}
            {text('identifiers', t`Identifiers`, { helper: t`Separated by commas` })}
            {text('crbotNumbers', t`CRBOT numbers`, { helper: t`Separated by commas` })}
          </SimpleGrid>
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend>
            <Trans>Address</Trans>
          </Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            {text('address.streetAddress', t`Address line 1`, { max: 50 })}
            {text('address.streetAddress2', t`Address line 2`, { max: 50 })}
            {text('address.addressLocality', t`Town`, { max: 50 })}
            {text('address.addressRegion', t`County`, { max: 50 })}
            {text('address.addressCountry', t`Country`, { max: 50 })}
            {text('address.postalCode', t`Postcode`, { max: 10 })}
            {text('location.latitude', t`Latitude`, { helper: t`-90 to 90` })}
            {text('location.longitude', t`Longitude`, { helper: t`-180 to 180` })}
          </SimpleGrid>
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend>
            <Trans>Related websites</Trans>
          </Fieldset.Legend>
          <Stack gap={3}>
            {sites.fields.map((site, i) => (
              <HStack key={site.id} align="end" gap={3}>
                {text(`sameAs.${i}.name`, t`Website name`, { max: WEBSITE_NAME_MAX })}
                {text(`sameAs.${i}.url`, t`Website address`)}
                <Button
                  variant="outline"
                  onClick={() => sites.remove(i)}
                  aria-label={t`Remove website ${i + 1}`}
                >
                  <Trans>Remove</Trans>
                </Button>
              </HStack>
            ))}
            <Button alignSelf="start" variant="outline" onClick={() => sites.append({ name: '', url: '' })}>
              <Trans>Add a website</Trans>
            </Button>
          </Stack>
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend>
            <Trans>Public website</Trans>
          </Fieldset.Legend>
          <Text color="fg.muted">
            <Trans>What the club's public page shows.</Trans>
          </Text>
          <Stack gap={2}>
            <CheckField
              control={form.control}
              name="publish.address"
              label={t`Show the address and map location`}
            />
            <CheckField
              control={form.control}
              name="publish.contact"
              label={t`Show the telephone and e-mails`}
            />
            <CheckField
              control={form.control}
              name="publish.committee"
              label={t`Show the executive committee`}
            />
            <CheckField control={form.control} name="publish.websites" label={t`Show the related websites`} />
            <CheckField control={form.control} name="propertyHeldInTrust" label={t`Property held in trust`} />
            <CheckField
              control={form.control}
              name="injuryFundOptOut"
              label={t`Opted out of the injury fund`}
            />
          </Stack>
        </Fieldset.Root>

        <Button type="submit" colorPalette="brand" alignSelf="start" loading={busy}>
          <Trans>Save details</Trans>
        </Button>

        <Fieldset.Root>
          <Fieldset.Legend>
            <Trans>Club status</Trans>
          </Fieldset.Legend>
          <ClubStatus orgId={doc.id} status={status} disabled={doc.frozen} onChanged={setStatus} />
        </Fieldset.Root>
      </Stack>
    </form>
  );
}
