/**
 * The issue wizard's "Choose a Club/County" list (seed 3 §2, §5): clubs picked by name from the club search,
 * at most 50, none twice ("Club already added", "Cannot have more than 50 clubs"), at least one. The first
 * club is also the query's `club`, the unit the desk files it under.
 */
import { Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { M } from '../../../domain/messages';
import { SUPPORT_CLUBS_MAX } from '../../../domain/support/support-query';
import { ClubPicker } from '../../components/club-picker';
import type { SupportForm } from './support-fields';

export function ClubsField({ form }: { form: SupportForm }) {
  const { t, i18n } = useLingui();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Controller
      control={form.control}
      name="clubs"
      render={({ field, fieldState }) => {
        const clubs = field.value ?? [];
        const change = (next: string[]) => {
          field.onChange(next);
          form.setValue('club', next[0] ?? '', { shouldValidate: false });
          field.onBlur();
        };
        const add = (name: string) => {
          if (clubs.some((c) => c.toLowerCase() === name.toLowerCase())) setProblem(M.supportClubAdded.id);
          else if (clubs.length >= SUPPORT_CLUBS_MAX) setProblem(M.supportTooManyClubs.id);
          else {
            setProblem(null);
            change([...clubs, name]);
          }
        };
        const message = problem ?? fieldState.error?.message;
        return (
          <Stack gap={2}>
            <ClubPicker
              label={t`Add a club`}
              value={null}
              onPick={(c) => c && add(c.name)}
              error={message ? i18n._(message) : undefined}
            />
            {clubs.length > 0 && (
              <List.Root
                ps={0}
                listStyleType="none"
                gap={1}
                data-testid="support-clubs"
                aria-label={t`Clubs`}
              >
                {clubs.map((c) => (
                  <List.Item key={c}>
                    <HStack justify="space-between" borderWidth="1px" borderRadius="md" px={3} py={1}>
                      <Text>{c}</Text>
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t`Remove ${c}`}
                        onClick={() => {
                          setProblem(null);
                          change(clubs.filter((x) => x !== c));
                        }}
                      >
                        <Trans>Remove</Trans>
                      </Button>
                    </HStack>
                  </List.Item>
                ))}
              </List.Root>
            )}
            <Text fontSize="sm" color="fg.muted">
              <Trans>
                {clubs.length} of {SUPPORT_CLUBS_MAX} clubs
              </Trans>
            </Text>
          </Stack>
        );
      }}
    />
  );
}
