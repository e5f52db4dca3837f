import { createFileRoute } from '@tanstack/react-router';
import { Stack } from '@chakra-ui/react';
import { MyPaymentMethods } from '../../../features/payment/admin/payment-methods-panel';
import { MySubscriptions } from '../../../features/payment/admin/subscriptions-panel';
import { useSession } from '../../../auth/session';
import { ProfilePage } from '../../../features/profile/profile-page';
import { adminCatalog } from '../../../i18n/i18n';

function OwnProfile() {
  const personId = useSession().person?.id;
  return (
    <Stack gap={8}>
      <ProfilePage />
      <MyPaymentMethods />
      {personId && <MySubscriptions personId={personId} />}
    </Stack>
  );
}

export const Route = createFileRoute('/_authed/user-profile/')({
  loader: adminCatalog,
  component: OwnProfile,
});
