import { Box, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import DOMPurify from 'dompurify';
import { useEffect, useState } from 'react';
import { publicGet } from '../../api/client';
import { addMonths, format, startOfMonth } from 'date-fns';
import type { Fixture } from '../../../domain/competition/fixture';
import type { Organization } from '../../../domain/organization/organization';
import { showsDescription } from '../../../domain/organization/public-page';
import { ClubContacts, ClubLocation } from './club-contacts';
import { ClubFixtures } from './club-fixtures';
import { ClubHeader } from './club-header';
import { ClubPackages } from './club-packages';
import { useClubHead } from './club-head';

const route = getRouteApi('/organization/$identifier');

/**
 * The start window of the results and fixtures listed (at most 100): whole months, six back and six ahead,
 * so the request — and its offline copy — stays the same all month.
 */
function startWindow(now: Date): string {
  const from = startOfMonth(addMonths(now, -6));
  const to = startOfMonth(addMonths(now, 7));
  return `startDate:>${format(from, 'yyyy-MM-dd')},startDate:<${format(to, 'yyyy-MM-dd')}`;
}

/** Formatting survives; scripts, event handlers, styles, images and forms do not. */
const SAFE_HTML = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'h2',
    'h3',
    'h4',
    'blockquote',
  ],
  ALLOWED_ATTR: ['href', 'title'],
};

type Loaded = { club: Organization; fixtures: Fixture[] };

/** /organization/{identifier} (id or slug): the public club page (seed 1 §2). */
export function ClubPage() {
  const { identifier } = route.useParams();
  const [state, setState] = useState<{ identifier: string; data: Loaded | 'missing' } | null>(null);
  const data = state?.identifier === identifier ? state.data : null;

  useEffect(() => {
    let live = true;
    const window = startWindow(new Date());
    publicGet<Organization>(`/v1/organization/${encodeURIComponent(identifier)}`)
      .then(async (club) => {
        const fixtures = await publicGet<{ _embedded: { fixtures: Fixture[] } }>(
          `/fixture?size=100&filter=organization:${encodeURIComponent(club.id)},${window}`,
        )
          .then((r) => r._embedded.fixtures)
          .catch(() => []);
        if (live) setState({ identifier, data: { club, fixtures } });
      })
      .catch(() => live && setState({ identifier, data: 'missing' }));
    return () => {
      live = false;
    };
  }, [identifier]);

  useClubHead(data && data !== 'missing' ? data.club : null);

  if (data === null) return <Loading />;
  if (data === 'missing') return <NotFound />;
  return <Club club={data.club} fixtures={data.fixtures} />;
}

function Loading() {
  const { t } = useLingui();
  return <Spinner aria-label={t`loading`} />;
}

function NotFound() {
  return (
    <Box>
      <Heading as="h1" size="xl">
        <Trans>Club not found</Trans>
      </Heading>
      <Text>
        <Trans>This club could not be found. Check the address, or search for the club by name.</Trans>
      </Text>
    </Box>
  );
}

function Club({ club, fixtures }: Loaded) {
  const committee = club.members?.executiveCommittee ?? [];
  return (
    <Stack gap={6}>
      <ClubHeader club={club} />
      {showsDescription(club.description) && (
        <Box
          className="club-description"
          data-testid="club-description"
          // Sanitised: the description is HTML written by club officers (seed 1 §2).
          dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(club.description, SAFE_HTML) }}
        />
      )}
      <ClubLocation club={club} />
      <ClubContacts club={club} />
      <ClubFixtures fixtures={fixtures} />
      <ClubPackages orgId={club.id} />
      {committee.length > 0 && (
        <Box as="section">
          <Heading as="h2" size="md" mb={2}>
            <Trans>Executive committee</Trans>
          </Heading>
          <Stack as="ul" gap={1} listStyleType="none">
            {committee.map((m) => (
              <li key={m.position.name}>
                <Text as="span" fontWeight="semibold">
                  {m.position.title ?? m.position.name}
                </Text>
                {': '}
                {m.person ? (
                  `${m.person.givenName ?? ''} ${m.person.familyName ?? ''}`.trim()
                ) : (
                  <Trans>not assigned</Trans>
                )}
              </li>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
