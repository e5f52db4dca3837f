import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../features/profile/profile-page';

function PersonProfile() {
  const { personId } = Route.useParams();
  return <ProfilePage key={personId} personId={personId} />;
}

export const Route = createFileRoute('/_authed/user-profile/$personId')({ component: PersonProfile });
