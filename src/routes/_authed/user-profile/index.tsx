import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../features/profile/profile-page';

function OwnProfile() {
  return <ProfilePage />;
}

export const Route = createFileRoute('/_authed/user-profile/')({ component: OwnProfile });
