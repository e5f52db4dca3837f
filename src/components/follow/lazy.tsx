/**
 * The follow UI, loaded only when drawn (issue 52): the Follow button for signed-in people on the team, club
 * and competition pages, and the profile's "Follows and notifications". Neither adds to a page's first-route JS.
 */
import { lazy, Suspense } from 'react';
import { useSession } from '../../auth/session';
import type { FollowButtonProps } from './follow-button';

const FollowButtonChunk = lazy(() => import('./follow-button'));
const FollowsSectionChunk = lazy(() => import('./follows-section'));

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
