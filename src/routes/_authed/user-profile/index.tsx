import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../features/profile/profile-page';
import { adminCatalog } from '../../../i18n/i18n';

function OwnProfile() {
  return <ProfilePage />;
}

export const Route = createFileRoute('/_authed/user-profile/')({
  loader: adminCatalog,
  component: OwnProfile,
});
