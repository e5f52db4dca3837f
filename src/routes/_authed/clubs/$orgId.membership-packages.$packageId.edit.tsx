import { createFileRoute } from '@tanstack/react-router';
import { PackageEditorPage } from '../../../features/membership/admin/package-editor-page';
import { adminCatalog } from '../../../i18n/i18n';

export const Route = createFileRoute('/_authed/clubs/$orgId/membership-packages/$packageId/edit')({
  loader: adminCatalog,
  component: function EditPackageRoute() {
    const { orgId, packageId } = Route.useParams();
    return <PackageEditorPage key={packageId} orgId={orgId} packageId={packageId} />;
  },
});
