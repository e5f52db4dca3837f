/**
 * The follow UI, loaded only when drawn (issue 52): the Follow button for signed-in people on the team, club
 * and competition pages, and the profile's "Follows and notifications". Neither adds to a page's first-route JS.
 */
import { lazy, Suspense } from 'react';
import { useSession } from '../../auth/session';
import type { FollowButtonProps } from './follow-button';

// Their strings are in the admin catalog (lingui.config.ts ON_DEMAND_COMPONENTS): loaded with the chunk. The i18n
// module is imported here, not at the top, so the server's documents (which draw the competition page) never load it.
const adminCatalog = () => import('../../i18n/i18n').then((m) => m.adminCatalog());
const FollowButtonChunk = lazy(() =>
  Promise.all([import('./follow-button'), adminCatalog()]).then(([m]) => m),
);
const FollowsSectionChunk = lazy(() =>
  Promise.all([import('./follows-section'), adminCatalog()]).then(([m]) => m),
);

/** Follow, for a signed-in person; nothing for anyone else. */
export function FollowButton(props: FollowButtonProps) {
  const session = useSession();
  if (session.status !== 'signedIn') return null;
  return (
    <Suspense fallback={null}>
      <FollowButtonChunk {...props} />
    </Suspense>
  );
}

export function FollowsSection() {
  return (
    <Suspense fallback={null}>
      <FollowsSectionChunk />
    </Suspense>
  );
}
