import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../features/profile/profile-page';
import { adminCatalog } from '../../../i18n/i18n';

function PersonProfile() {
  const { personId } = Route.useParams();
  const { editMember } = Route.useSearch();
  return <ProfilePage key={personId} personId={personId} editMember={editMember === true} />;
}

export const Route = createFileRoute('/_authed/user-profile/$personId')({
  loader: adminCatalog,
  /** Seed 1 §2: `?editMember=true` opens the member's edit form (from the merge view). */
  validateSearch: (s: Record<string, unknown>): { editMember?: true } =>
    s.editMember === true || s.editMember === 'true' ? { editMember: true } : {},
  component: PersonProfile,
});
