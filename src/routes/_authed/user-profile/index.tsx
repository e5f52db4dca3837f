import { createFileRoute } from '@tanstack/react-router';
import { Stack } from '@chakra-ui/react';
import { MyPaymentMethods } from '../../../features/payment/methods/payment-methods-panel';
import { ProfilePage } from '../../../features/profile/profile-page';
import { adminCatalog } from '../../../i18n/i18n';

function OwnProfile() {
  return (
    <Stack gap={8}>
      <ProfilePage />
      <MyPaymentMethods />
    </Stack>
  );
}

export const Route = createFileRoute('/_authed/user-profile/')({
  loader: adminCatalog,
  component: OwnProfile,
});
