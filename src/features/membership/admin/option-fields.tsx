import { Button, Card, Checkbox, Fieldset, Heading, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, useFormContext } from 'react-hook-form';
import {
  ASSOCIATIONS,
  AVAILABILITY,
  MEMBERSHIP_TYPES,
  OPTION_STATUSES,
  PLAYER_TYPES,
} from '../../../../domain/membership/enums';
import {
  DESCRIPTION_MAX,
  MAX_ADULTS,
  MAX_INSTALMENTS,
  MAX_YOUTHS,
  NAME_MAX,
} from '../../../../domain/membership/package';
import { ChoiceField } from '../../../components/choice-field';
import { TextField } from '../../../components/text-field';
import { CheckField } from '../../../components/check-field';
import { EuroField, fieldError } from './package-form-controls';
import { seasonOptions, textToNumber, type PackageFormValues } from './package-form-mapping';
import { QuestionFields } from './question-fields';

const asNumber = { setValueAs: textToNumber };

/** Every field of one membership option (seed 1 §3 Membership option), option `index` of the package form. */
export function OptionFields({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t, i18n } = useLingui();
  const { control, register, getFieldState, formState, watch, setValue } =
    useFormContext<PackageFormValues>();
  const p = `options.${index}` as const;
  const err = (path: Parameters<typeof getFieldState>[0]) => fieldError(getFieldState, formState, path);
  const name = watch(`${p}.name`);
  const instalments = watch(`${p}.onlineInstalmentPaymentAllowed`);
  const statusLabels: Record<(typeof OPTION_STATUSES)[number], string> = {
    ACTIVE: t`Active`,
    DRAFT: t`Draft`,
    DELETED: t`Hibernated`,
  };
  const playerLabels: Record<(typeof PLAYER_TYPES)[number], string> = {
    PLAYER: t`Player`,
    NON_PLAYER: t`Non-player`,
  };
  const typeLabels: Record<(typeof MEMBERSHIP_TYPES)[number], string> = {
    MEMBER: t`Member`,
    ASSOCIATE_MEMBER: t`Associate member`,
  };
  const availabilityLabels: Record<(typeof AVAILABILITY)[number], string> = {
    NO_ONE: t`No one`,
    VERIFIED_MEMBERS: t`Verified members`,
    ANYONE: t`Anyone`,
  };
  const label = t`Option ${index + 1}`;
  return (
    <Card.Root data-testid="option-editor" role="group" aria-label={label}>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h3" size="md">
            {name ? `${label}: ${name}` : label}
          </Heading>
          <Button size="xs" variant="outline" colorPalette="red" onClick={onRemove}>
            <Trans>Remove option {index + 1}</Trans>
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
            <TextField
              label={t`Option name`}
              required
              maxLength={NAME_MAX}
              register={register(`${p}.name`)}
              error={err(`${p}.name`)}
            />
            <ChoiceField
              label={t`Option season`}
              required
              options={seasonOptions()}
              register={register(`${p}.season`, asNumber)}
              error={err(`${p}.season`)}
            />
          </SimpleGrid>
          <TextField
            label={t`Option description`}
            required
            multiline
            maxLength={DESCRIPTION_MAX}
            register={register(`${p}.description`)}
            error={err(`${p}.description`)}
          />
          <SimpleGrid columns={{ base: 1, md: 3 }} gap={3}>
            <ChoiceField
              label={t`Option status`}
              required
              options={OPTION_STATUSES.map((x) => [x, statusLabels[x]] as const)}
              register={register(`${p}.status`)}
              error={err(`${p}.status`)}
            />
            <ChoiceField
              label={t`Player or non-player`}
              required
              options={PLAYER_TYPES.map((x) => [x, playerLabels[x]] as const)}
              register={register(`${p}.playerType`)}
              error={err(`${p}.playerType`)}
            />
            <ChoiceField
              label={t`Membership type`}
              required
              options={MEMBERSHIP_TYPES.map((x) => [x, typeLabels[x]] as const)}
              register={register(`${p}.membershipType`)}
              error={err(`${p}.membershipType`)}
            />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
            <TextField
              label={t`Adults covered (at most ${MAX_ADULTS})`}
              required
              type="number"
              register={register(`${p}.adultSlots`, asNumber)}
              error={err(`${p}.adultSlots`)}
            />
            <TextField
              label={t`Youths covered (at most ${MAX_YOUTHS})`}
              required
              type="number"
              register={register(`${p}.youthSlots`, asNumber)}
              error={err(`${p}.youthSlots`)}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name={`${p}.associations`}
            render={({ field, fieldState }) => (
              <Fieldset.Root invalid={Boolean(fieldState.error)}>
                <Fieldset.Legend>
                  <Trans>Associations</Trans>
                </Fieldset.Legend>
                <HStack gap={4} wrap="wrap">
                  {ASSOCIATIONS.map((a) => (
                    <Checkbox.Root
                      key={a}
                      checked={(field.value ?? []).includes(a)}
                      onCheckedChange={(e) =>
                        field.onChange(
                          e.checked === true
                            ? ASSOCIATIONS.filter((x) => x === a || (field.value ?? []).includes(x))
                            : (field.value ?? []).filter((x) => x !== a),
                        )
                      }
                    >
                      <Checkbox.HiddenInput onBlur={field.onBlur} />
                      <Checkbox.Control />
                      <Checkbox.Label>{a}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </HStack>
                {fieldState.error?.message && (
                  <Fieldset.ErrorText>{i18n._(fieldState.error.message)}</Fieldset.ErrorText>
                )}
              </Fieldset.Root>
            )}
          />
          <SimpleGrid columns={{ base: 1, md: 3 }} gap={3}>
            <TextField
              label={t`Currency`}
              required
              maxLength={3}
              register={register(`${p}.priceCurrency`)}
              error={err(`${p}.priceCurrency`)}
            />
            <EuroField
              control={control}
              name={`${p}.price`}
              label={t`Price`}
              required
              helper={t`In euro, for example 120.00`}
            />
            <ChoiceField
              label={t`Available online for`}
              required
              options={AVAILABILITY.map((x) => [x, availabilityLabels[x]] as const)}
              register={register(`${p}.availableOnlineFor`)}
              error={err(`${p}.availableOnlineFor`)}
            />
          </SimpleGrid>
          <Fieldset.Root>
            <Fieldset.Legend>
              <Trans>Online</Trans>
            </Fieldset.Legend>
            <Stack gap={2}>
              <CheckField control={control} name={`${p}.visibleOnline`} label={t`Visible online`} />
              <CheckField
                control={control}
                name={`${p}.onlineSinglePaymentAllowed`}
                label={t`Single payment allowed`}
              />
              <CheckField
                control={control}
                name={`${p}.onlinePayLaterOptionAllowed`}
                label={t`Pay later allowed`}
              />
              <CheckField
                control={control}
                name={`${p}.onlineInstalmentPaymentAllowed`}
                label={t`Instalments allowed`}
                onToggle={(on) => {
                  // Hidden instalment fields must not hold a half-typed value the schema would refuse.
                  if (on) return;
                  setValue(`${p}.instalmentPrice`, null);
                  setValue(`${p}.instalmentNumber`, null);
                }}
              />
            </Stack>
          </Fieldset.Root>
          {instalments && (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
              <EuroField
                control={control}
                name={`${p}.instalmentPrice`}
                label={t`Instalment price`}
                helper={t`In euro, each instalment`}
              />
              <TextField
                label={t`Number of instalments (2 to ${MAX_INSTALMENTS})`}
                required
                type="number"
                register={register(`${p}.instalmentNumber`, asNumber)}
                error={err(`${p}.instalmentNumber`)}
              />
            </SimpleGrid>
          )}
          <QuestionFields index={index} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
