import { createFileRoute } from '@tanstack/react-router';
import { PackageEditorPage } from '../../../features/membership/package-editor-page';

export const Route = createFileRoute('/_authed/clubs/$orgId/membership-packages/new')({
  component: function NewPackageRoute() {
    const { orgId } = Route.useParams();
    return <PackageEditorPage orgId={orgId} />;
  },
});
