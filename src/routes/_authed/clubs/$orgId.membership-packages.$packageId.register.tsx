import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../../../features/membership/register-page';

export const Route = createFileRoute('/_authed/clubs/$orgId/membership-packages/$packageId/register')({
  component: function RegisterRoute() {
    const { packageId } = Route.useParams();
    return <RegisterPage packageId={packageId} />;
  },
});
