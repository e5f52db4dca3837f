import { createFileRoute } from '@tanstack/react-router';
import { PackageEditorPage } from '../../../features/membership/admin/package-editor-page';
import { adminCatalog } from '../../../i18n/i18n';

export const Route = createFileRoute('/_authed/clubs/$orgId/membership-packages/new')({
  loader: adminCatalog,
  component: function NewPackageRoute() {
    const { orgId } = Route.useParams();
    return <PackageEditorPage orgId={orgId} />;
  },
});
