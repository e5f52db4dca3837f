import { Field, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useApiGet } from '../lib/use-api-get';

type PlaceBinding =
  { register: UseFormRegisterReturn } | { value: string; onChange: (placeId: string) => void };

/**
 * "Place" of an event or a message: the grounds of the person's clubs (GET /place?filter=canCreateMessage:true),
 * bound to a react-hook-form field or to a value and its setter.
 */
export function PlaceField(props: PlaceBinding) {
  const { t } = useLingui();
  const places = useApiGet<{ _embedded: { places: { id: string; name: string }[] } }>(
    '/place?filter=canCreateMessage:true&size=100',
  );
  return (
    <Field.Root>
      <Field.Label>
        <Trans>Place</Trans>
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          {...('register' in props
            ? props.register
            : { value: props.value, onChange: (e) => props.onChange(e.target.value) })}
        >
          <option value="">{t`No place`}</option>
          {places.status === 'ok' &&
            places.data._embedded.places.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
    </Field.Root>
  );
}
