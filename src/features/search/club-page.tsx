import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import DOMPurify from 'dompurify';
import { useEffect, useState } from 'react';
import { ApiError, publicGet } from '../../api/client';
import type { Fixture } from '../../../domain/competition/fixture';
import type { Organization } from '../../../domain/organization/organization';
import {
  clubFixturesPath,
  clubPackagesPath,
  showsDescription,
} from '../../../domain/organization/public-page';
import { ClubContacts, ClubLocation } from './club-contacts';
import { ClubFixtures } from './club-fixtures';
import { ClubHeader } from './club-header';
import { ClubPackages } from './club-packages';
import { SAFE_ATTRIBUTES, SAFE_TAGS } from '../../../domain/organization/safe-html';
import type { PublicPackage, PublicPackagePage } from '../../../domain/membership/public-package';
import { useSession } from '../../auth/session';
import { useClubHead } from './club-head';
import { Loading } from '../../components/loading';
import { FollowButton } from '../../components/follow/lazy';

const route = getRouteApi('/organization/$identifier');

const SAFE_HTML = { ALLOWED_TAGS: [...SAFE_TAGS], ALLOWED_ATTR: [...SAFE_ATTRIBUTES] };

type Loaded = { club: Organization; fixtures: Fixture[]; packages: PublicPackage[] };

/** /organization/{identifier} (id or slug): the public club page (seed 1 §2). */
export function ClubPage() {
  const { identifier } = route.useParams();
  const [state, setState] = useState<{ identifier: string; data: Loaded | 'missing' | 'gone' } | null>(null);
  const data = state?.identifier === identifier ? state.data : null;

  const signedIn = useSession().status === 'signedIn';

  useEffect(() => {
    let live = true;
    publicGet<Organization>(`/v1/organization/${encodeURIComponent(identifier)}`)
      .then(async (club) => {
        const [fixtures, packages] = await Promise.all([
          publicGet<{ _embedded: { fixtures: Fixture[] } }>(clubFixturesPath(club.id, new Date()))
            .then((r) => r._embedded.fixtures)
            .catch(() => []),
          publicGet<PublicPackagePage>(clubPackagesPath(club.id))
            .then((r) => r._embedded.packages)
            .catch(() => []),
        ]);
        if (live) setState({ identifier, data: { club, fixtures, packages } });
      })
      .catch(
        (e: unknown) =>
          live &&
          setState({ identifier, data: e instanceof ApiError && e.status === 410 ? 'gone' : 'missing' }),
      );
    return () => {
      live = false;
    };
  }, [identifier]);

  useClubHead(data && data !== 'missing' && data !== 'gone' ? data.club : null);

  if (data === null) return <Loading />;
  if (data === 'missing') return <ClubNotFound />;
  if (data === 'gone') return <ClubGone />;
  return (
    <ClubView
      {...data}
      signedIn={signedIn}
      descriptionHtml={DOMPurify.sanitize(data.club.description ?? '', SAFE_HTML)}
    />
  );
}

export function ClubNotFound() {
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

/** A club a super admin deleted (its page answers 410 Gone): it is no longer on Páirc. */
export function ClubGone() {
  return (
    <Stack gap={3}>
      <Heading as="h1" size="xl">
        <Trans>This club is no longer on Páirc</Trans>
      </Heading>
      <Text>
        <Trans>
          The club was removed from Páirc, so its page, fixtures and memberships are no longer shown here.
        </Trans>
      </Text>
      <Link href="/" colorPalette="green" alignSelf="flex-start">
        <Trans>Go to the home page</Trans>
      </Link>
    </Stack>
  );
}

/**
 * The club page's body, drawn by the app and by the server's document: `descriptionHtml` is the
 * description already sanitised (DOMPurify here, sanitize-html on the server); `allPanels` draws every tab.
 */
export function ClubView(
  props: Loaded & { signedIn: boolean; descriptionHtml: string; allPanels?: boolean },
) {
  const { club, fixtures, packages, signedIn, descriptionHtml, allPanels } = props;
  const committee = club.members?.executiveCommittee ?? [];
  return (
    <Stack gap={6}>
      <ClubHeader club={club} />
      {signedIn && <FollowButton kind="CLUB" targetId={club.id} name={club.name} />}
      {showsDescription(club.description) && (
        <Box
          className="club-description"
          data-testid="club-description"
          // Sanitised by the caller: the description is HTML written by club officers (seed 1 §2).
          dangerouslySetInnerHTML={{ __html: descriptionHtml }}
        />
      )}
      <ClubLocation club={club} />
      <ClubContacts club={club} />
      <ClubFixtures fixtures={fixtures} allPanels={allPanels} />
      <ClubPackages orgId={club.id} packages={packages} signedIn={signedIn} />
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
