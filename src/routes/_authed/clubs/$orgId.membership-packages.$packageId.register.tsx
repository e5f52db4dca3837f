import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../../../features/membership/register-page';
import { adminCatalog } from '../../../i18n/i18n';

export const Route = createFileRoute('/_authed/clubs/$orgId/membership-packages/$packageId/register')({
  loader: adminCatalog,
  component: function RegisterRoute() {
    const { packageId } = Route.useParams();
    return <RegisterPage packageId={packageId} />;
  },
});
