import {
  Badge,
  Button,
  Checkbox,
  Heading,
  HStack,
  Input,
  Link as ChakraLink,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PLAYER_AVAILABILITIES, type PlayerAvailability } from '../../../domain/injury/enums';
import { parseFilter } from '../../../domain/lib/list-query';
import { formatDisplayDate } from '../../../domain/lib/dates';
import { INJURY_FILTER_KEYS } from '../../../domain/injury/injury-record';
import { AVAILABILITY_LABELS } from './injury-labels';
import { displayNames, useInjuries, useLocalPeople } from './use-injuries';

const COLOURS: Record<PlayerAvailability, string> = {
  AVAILABLE: 'green',
  RESTRICTED: 'orange',
  INJURED: 'red',
};

/** The `injuryStatus` values of a `?filter=` (seed 2 §2: `injuryStatus:RESTRICTED,injuryStatus:INJURED`). */
export function availabilityFilter(filter: string | undefined): PlayerAvailability[] {
  if (!filter) return [];
  const parsed = parseFilter(filter, INJURY_FILTER_KEYS);
  if (!parsed.ok) return [];
  return parsed.clauses
    .filter((c) => c.key === 'injuryStatus' && c.op === 'eq')
    .map((c) => c.value)
    .filter((v): v is PlayerAvailability => (PLAYER_AVAILABILITIES as readonly string[]).includes(v));
}

/** Injury records on this device (those the person may read), filtered by availability and player name. */
export function InjuriesPage({ filter }: { filter?: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const records = useInjuries();
  const people = useLocalPeople();
  const [search, setSearch] = useState('');
  const statuses = availabilityFilter(filter);
  const toggle = (s: PlayerAvailability) => {
    const next = statuses.includes(s) ? statuses.filter((x) => x !== s) : [...statuses, s];
    void navigate({
      to: '/injuries',
      search: { filter: next.length ? next.map((x) => `injuryStatus:${x}`).join(',') : undefined },
    });
  };
  const shown = (records ?? [])
    .map((r) => ({ r, names: displayNames(r, people) }))
    .filter(({ r }) => statuses.length === 0 || statuses.includes(r.availability))
    .filter(({ names }) => names.person.toLowerCase().includes(search.trim().toLowerCase()));
  return (
    <Stack gap={4}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="2xl">
          <Trans>Injuries</Trans>
        </Heading>
        <Button asChild colorPalette="brand">
          <Link to="/injuries/new">
            <Trans>New injury record</Trans>
          </Link>
        </Button>
      </HStack>
      <HStack wrap="wrap" gap={4}>
        <Input
          maxW="xs"
          aria-label={t`Search player`}
          placeholder={t`Search player`}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        {(['RESTRICTED', 'INJURED', 'AVAILABLE'] as const).map((s) => (
          <Checkbox.Root key={s} checked={statuses.includes(s)} onCheckedChange={() => toggle(s)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{i18n._(AVAILABILITY_LABELS[s])}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
      {records && shown.length === 0 && (
        <Text color="fg.muted">
          <Trans>No injury records on this device.</Trans>
        </Text>
      )}
      <Stack gap={2} as="ul" listStyleType="none" data-testid="injury-list">
        {shown.map(({ r, names }) => (
          <HStack
            as="li"
            key={r.id}
            borderWidth="1px"
            borderRadius="md"
            p={3}
            justify="space-between"
            wrap="wrap"
          >
            <Stack gap={0}>
              <ChakraLink asChild fontWeight="semibold">
                <Link to="/injuries/$injuryId" params={{ injuryId: r.id }}>
                  {names.person}
                </Link>
              </ChakraLink>
              <Text fontSize="sm" color="fg.muted">
                {names.group} · {formatDisplayDate(r.injuryDate)}
              </Text>
            </Stack>
            <HStack>
              {r.status === 'DRAFT' && (
                <Badge>
                  <Trans>Draft</Trans>
                </Badge>
              )}
              {(r._pending ?? 0) > 0 && (
                <Badge colorPalette="blue">
                  <Trans>Not sent yet</Trans>
                </Badge>
              )}
              <Badge colorPalette={COLOURS[r.availability]}>
                {i18n._(AVAILABILITY_LABELS[r.availability])}
              </Badge>
            </HStack>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
