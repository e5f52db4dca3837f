/**
 * The dashboard's panels for approvers and officers (issue 53 item 3), loaded only when drawn, with the admin
 * catalog their strings are in (lingui.config.ts: src/features/*\/admin), like the follow UI
 * (src/components/follow/lazy.tsx): they add nothing to the dashboard's first-route JS. One chunk holds them
 * all (admin/account-admin-panels.tsx); the compliance panels (child safety, risk assessment) are drawn only
 * for a club's survey officers (admin/compliance-rules.ts).
 */
import { lazy, Suspense } from 'react';

const adminCatalog = () => import('../../i18n/i18n').then((m) => m.adminCatalog());
const AdminPanelsChunk = lazy(() =>
  Promise.all([import('./admin/account-admin-panels'), adminCatalog()]).then(([m]) => m),
);

export function AccountAdminPanels() {
  return (
    <Suspense fallback={null}>
      <AdminPanelsChunk />
    </Suspense>
  );
}
