import { createFileRoute } from '@tanstack/react-router';
import { MembersPage } from '../../../features/membership/admin/members-page';
import { adminCatalog } from '../../../i18n/i18n';

/** The club's members for its admins (the server answers 403 to anyone else). */
export const Route = createFileRoute('/_authed/clubs/$orgId/members')({
  loader: adminCatalog,
  component: function MembersRoute() {
    const { orgId } = Route.useParams();
    return <MembersPage orgId={orgId} />;
  },
});
