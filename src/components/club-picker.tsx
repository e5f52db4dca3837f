import { Button, Field, HStack, Input, List, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Organization } from '../../domain/organization/organization';
import { publicGet } from '../api/client';

export interface Club {
  id: string;
  name: string;
}

const CLUB_SUGGESTIONS = 8;

/** A club picked by name from the open-data club search; the form keeps its id. */
export function ClubPicker({
  value,
  onPick,
  error,
  label,
}: {
  value: Club | null;
  onPick: (c: Club | null) => void;
  error?: string;
  /** The field's label; "Club" when not given. */
  label?: string;
}) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Club[]>([]);
  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) return;
    const timer = setTimeout(() => {
      publicGet<{ _embedded: { organizations: Organization[] } }>(
        `/v1/organization?size=${CLUB_SUGGESTIONS}&search=${encodeURIComponent(q)}`,
      )
        .then((r) => setFound(r._embedded.organizations.map((o) => ({ id: o.id, name: o.name }))))
        .catch(() => setFound([]));
    }, 250);
    return () => clearTimeout(timer);
  }, [query]);
  if (value)
    return (
      <Field.Root>
        <Field.Label>{label ?? <Trans>Club</Trans>}</Field.Label>
        <HStack>
          <Text data-testid="picked-club">{value.name}</Text>
          <Button size="xs" variant="outline" onClick={() => onPick(null)}>
            <Trans>Change club</Trans>
          </Button>
        </HStack>
      </Field.Root>
    );
  const shown = query.trim().length < 2 ? [] : found;
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>{label ?? <Trans>Club</Trans>}</Field.Label>
      <Input
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t`Type at least 2 letters of the club's name`}
        autoComplete="off"
      />
      {shown.length > 0 && (
        <List.Root listStyle="none" gap={1} mt={1} aria-label={t`Matching clubs`}>
          {shown.map((c) => (
            <List.Item key={c.id}>
              <Button size="sm" variant="ghost" onClick={() => onPick(c)}>
                {c.name}
              </Button>
            </List.Item>
          ))}
        </List.Root>
      )}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
