import { Box, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { apiGet } from '../../api/client';
import { formatShortDate } from '../../i18n/dates';
import { ClubFixtures } from './club-fixtures';
import type { Organization } from '../../../domain/organization/organization';

const route = getRouteApi('/organization/$identifier');

/** /organization/{identifier}: the public club page (seed 1 §2). */
export function ClubPage() {
  const { identifier } = route.useParams();
  const [club, setClub] = useState<Organization | null | 'missing'>(null);
  useEffect(() => {
    apiGet<Organization>(`/v1/organization/${encodeURIComponent(identifier)}`)
      .then(setClub)
      .catch(() => setClub('missing'));
  }, [identifier]);
  if (club === null) return <Spinner aria-label="…" />;
  if (club === 'missing') {
    return (
      <Box>
        <Heading as="h1" size="xl">
          <Trans>not found</Trans>
        </Heading>
        <Text>
          <Trans>This club could not be found.</Trans>
        </Text>
      </Box>
    );
  }
  const a = club.address ?? {};
  // One line, empty parts collapsed (seed 1 §2).
  const address = [a.streetAddress, a.streetAddress2, a.addressLocality, a.addressRegion, a.postalCode]
    .filter(Boolean)
    .join(', ');
  const colours = club.clubColors ?? [];
  const committee = club.members?.executiveCommittee ?? [];
  return (
    <Stack gap={4}>
      <Heading as="h1" size="2xl">
        {club.name}
      </Heading>
      {club.alternateName && club.alternateName !== club.name && (
        <Text fontSize="lg">{club.alternateName}</Text>
      )}
      {club.foundingDate && (
        <Text>
          <Trans>Founded {formatShortDate(club.foundingDate)}</Trans>
        </Text>
      )}
      {address && <Text>{address}</Text>}
      {colours.length > 0 && (
        <HStack gap={0} h={3} borderRadius="sm" overflow="hidden" aria-hidden>
          {colours.map((c) => (
            <Box key={c} flex="1" h="full" bg={c} />
          ))}
        </HStack>
      )}
      <ClubFixtures organizationId={club.id} />
      {committee.length > 0 && (
        <Box as="section">
          <Heading as="h2" size="md" mb={2}>
            <Trans>Executive committee</Trans>
          </Heading>
          <ul>
            {committee.map((m) => (
              <li key={m.position.name}>
                {m.position.title ?? m.position.name}:{' '}
                {m.person ? `${m.person.givenName} ${m.person.familyName}` : <Trans>not assigned</Trans>}
              </li>
            ))}
          </ul>
        </Box>
      )}
    </Stack>
  );
}
