import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { VENUE_TYPES, type VenueType } from '../../../../domain/competition/enums';
import { PLACE_NAME_MAX, PlaceBasics, PlaceWhere } from '../../../../domain/organization/place';
import { apiSend } from '../../../api/client';
import { AppDialog } from '../../../components/app-dialog';
import { CancelAndAction } from '../../../components/form-dialog';
import { CheckField } from '../../../components/check-field';
import { ChoiceField } from '../../../components/choice-field';
import { TextField } from '../../../components/text-field';
import { useFormAction } from '../../../components/use-form-action';
import { VENUE_TYPE_LABELS } from './organization-admin-labels';

/** A place as the club's places list answers it (GET /organization/{id}/place). */
export interface PlaceDoc {
  id: string;
  name: string;
  additionalType: VenueType | null;
  description: string;
  address: Record<string, string>;
  location: { latitude: number; longitude: number } | null;
  isInternalOnly: boolean;
  officialFixtures: boolean;
  shared: boolean;
  ownerName?: string;
  sharedWith: { id: string; name: string }[];
}

interface BasicsForm {
  name: string;
  additionalType: string;
  description: string;
  isInternalOnly: boolean;
}
interface WhereForm {
  address: {
    streetAddress: string;
    addressLocality: string;
    addressRegion: string;
    addressCountry: string;
    postalCode: string;
  };
  location: { latitude: number; longitude: number };
}

/**
 * Add a place in two steps (seed 3 §2 "an add-place flow in 2 steps"): first the venue type and name, then the
 * address and the map location as a latitude and longitude pair (no map tiles here). Each step is checked by
 * its part of the shared schema (domain/organization/place.ts); the server checks the whole again. Given a
 * `place`, the same two steps change it (PUT /place/{id}), starting from what it holds.
 */
export function PlaceDialog({
  orgId,
  place,
  open,
  onClose,
  onSaved,
}: {
  orgId: string;
  place?: PlaceDoc;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useLingui();
  const [step, setStep] = useState<1 | 2>(1);
  const [basics, setBasics] = useState<BasicsForm | null>(null);
  const first = useForm<BasicsForm>({
    resolver: valibotResolver(PlaceBasics) as never,
    defaultValues: {
      name: place?.name ?? '',
      additionalType: place?.additionalType ?? '',
      description: place?.description ?? '',
      isInternalOnly: place?.isInternalOnly ?? false,
    },
  });
  const second = useForm<WhereForm>({
    resolver: valibotResolver(PlaceWhere) as never,
    defaultValues: {
      address: {
        streetAddress: place?.address.streetAddress ?? '',
        addressLocality: place?.address.addressLocality ?? '',
        addressRegion: place?.address.addressRegion ?? '',
        addressCountry: place?.address.addressCountry ?? 'IE',
        postalCode: place?.address.postalCode ?? '',
      },
      ...(place?.location ? { location: place.location } : {}),
    },
  });
  const { busy, send } = useFormAction(second.setError);
  const close = () => {
    setStep(1);
    first.reset();
    second.reset();
    onClose();
  };
  const next = first.handleSubmit((values) => {
    setBasics(values);
    setStep(2);
  });
  const save = second.handleSubmit((where) =>
    send(
      () =>
        place
          ? apiSend('PUT', `/place/${place.id}`, { ...basics, ...where }, crypto.randomUUID())
          : apiSend('POST', '/place', { ...basics, ...where, organizationId: orgId }, crypto.randomUUID()),
      place ? t`Place changed` : t`Place added`,
      () => {
        close();
        onSaved();
      },
    ),
  );
  const fe = first.formState.errors;
  const se = second.formState.errors;
  return (
    <AppDialog
      open={open}
      onClose={close}
      busy={busy}
      title={
        place
          ? step === 1
            ? t`Change ${place.name}: step 1 of 2`
            : t`Change ${place.name}: step 2 of 2`
          : step === 1
            ? t`Add a place: step 1 of 2`
            : t`Add a place: step 2 of 2`
      }
      footer={
        <CancelAndAction onCancel={close} busy={busy}>
          {step === 2 && (
            <Button variant="outline" onClick={() => setStep(1)} disabled={busy}>
              <Trans>Back</Trans>
            </Button>
          )}
          <Button colorPalette="brand" type="submit" form={`place-step-${step}`} loading={busy}>
            {step === 1 ? <Trans>Next</Trans> : place ? <Trans>Save</Trans> : <Trans>Add place</Trans>}
          </Button>
        </CancelAndAction>
      }
    >
      {step === 1 ? (
        <form id="place-step-1" noValidate onSubmit={(e) => void next(e)}>
          <Stack gap={4}>
            <ChoiceField
              label={t`Venue type`}
              required
              options={VENUE_TYPES.map((v) => [v, i18n._(VENUE_TYPE_LABELS[v])] as const)}
              register={first.register('additionalType')}
              error={fe.additionalType?.message}
            />
            <TextField
              label={t`Name`}
              required
              maxLength={PLACE_NAME_MAX}
              register={first.register('name')}
              error={fe.name?.message}
            />
            <TextField
              label={t`Description`}
              multiline
              register={first.register('description')}
              error={fe.description?.message}
            />
            <CheckField
              control={first.control}
              name="isInternalOnly"
              label={t`For the club's own use only`}
            />
          </Stack>
        </form>
      ) : (
        <form id="place-step-2" noValidate onSubmit={(e) => void save(e)}>
          <Stack gap={4}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
              <TextField
                label={t`Address line 1`}
                required
                register={second.register('address.streetAddress')}
                error={se.address?.streetAddress?.message}
              />
              <TextField
                label={t`Town`}
                required
                register={second.register('address.addressLocality')}
                error={se.address?.addressLocality?.message}
              />
              <TextField
                label={t`County`}
                required
                register={second.register('address.addressRegion')}
                error={se.address?.addressRegion?.message}
              />
              <TextField
                label={t`Country`}
                required
                register={second.register('address.addressCountry')}
                error={se.address?.addressCountry?.message}
              />
              <TextField
                label={t`Postcode`}
                register={second.register('address.postalCode')}
                error={se.address?.postalCode?.message}
              />
            </SimpleGrid>
            <Text color="fg.muted">
              <Trans>
                Map location: the latitude (-90 to 90) and longitude (-180 to 180) of the entrance.
              </Trans>
            </Text>
            <SimpleGrid columns={2} gap={4}>
              <TextField
                label={t`Latitude`}
                required
                type="number"
                register={second.register('location.latitude', { valueAsNumber: true })}
                error={se.location?.latitude?.message}
              />
              <TextField
                label={t`Longitude`}
                required
                type="number"
                register={second.register('location.longitude', { valueAsNumber: true })}
                error={se.location?.longitude?.message}
              />
            </SimpleGrid>
          </Stack>
        </form>
      )}
    </AppDialog>
  );
}
