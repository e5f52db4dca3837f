import { createFileRoute } from '@tanstack/react-router';
import { PackageEditorPage } from '../../../features/membership/package-editor-page';

export const Route = createFileRoute('/_authed/clubs/$orgId/membership-packages/$packageId/edit')({
  component: function EditPackageRoute() {
    const { orgId, packageId } = Route.useParams();
    return <PackageEditorPage key={packageId} orgId={orgId} packageId={packageId} />;
  },
});
