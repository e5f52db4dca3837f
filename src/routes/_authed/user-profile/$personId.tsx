import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../features/profile/profile-page';
import { adminCatalog } from '../../../i18n/i18n';

function PersonProfile() {
  const { personId } = Route.useParams();
  // Seed 1 §2: `?editMember=true` opens the member's edit form (from the merge view). Read here, in the
  // route's lazy component, not by a `validateSearch` that every first route would carry.
  const { editMember }: { editMember?: unknown } = Route.useSearch();
  return (
    <ProfilePage
      key={personId}
      personId={personId}
      editMember={editMember === true || editMember === 'true'}
    />
  );
}

export const Route = createFileRoute('/_authed/user-profile/$personId')({
  loader: adminCatalog,
  component: PersonProfile,
});
