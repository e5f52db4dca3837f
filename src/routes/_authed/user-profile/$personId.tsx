import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../features/profile/profile-page';
import { adminCatalog } from '../../../i18n/i18n';

function PersonProfile() {
  const { personId } = Route.useParams();
  return <ProfilePage key={personId} personId={personId} />;
}

export const Route = createFileRoute('/_authed/user-profile/$personId')({
  loader: adminCatalog,
  component: PersonProfile,
});
