import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { InjuryPerson } from '../../../domain/injury/injury-record';
import { searchPeople } from './use-injuries';

/**
 * Search player: online it asks the server (and keeps the results on the device); offline it searches the
 * players the device knows. Choosing one hands the player, with their teams, to the form.
 */
export function PlayerPicker({
  chosen,
  onChoose,
  error,
}: {
  chosen: InjuryPerson | null;
  onChoose: (p: InjuryPerson) => void;
  error?: string;
}) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<InjuryPerson[] | null>(null);
  const run = async () => setResults(await searchPeople(query));
  return (
    <Stack gap={2}>
      <Field.Root invalid={Boolean(error)} required>
        <Field.Label>
          <Trans>Search player</Trans>
        </Field.Label>
        <HStack>
          <Input
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void run();
              }
            }}
            placeholder={t`Name`}
          />
          <Button variant="outline" onClick={() => void run()}>
            <Trans>Search</Trans>
          </Button>
        </HStack>
        {error && <Field.ErrorText>{i18n._(error)}</Field.ErrorText>}
      </Field.Root>
      {chosen && (
        <Text data-testid="chosen-player">
          <Trans>Player: {chosen.name}</Trans>
        </Text>
      )}
      {results && results.length === 0 && (
        <Text color="fg.muted">
          <Trans>No players found.</Trans>
        </Text>
      )}
      {results && results.length > 0 && (
        <Stack gap={1} role="list" aria-label={t`Players found`}>
          {results.map((p) => (
            <Button
              key={p.id}
              role="listitem"
              size="sm"
              variant={chosen?.id === p.id ? 'solid' : 'ghost'}
              justifyContent="flex-start"
              onClick={() => {
                onChoose(p);
                setResults(null);
              }}
            >
              {p.name}
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
