/**
 * The dashboard's panels for approvers and officers (issue 53 item 3), loaded only when drawn, with the admin
 * catalog their strings are in (lingui.config.ts: src/features/*\/admin), like the follow UI
 * (src/components/follow/lazy.tsx): they add nothing to the dashboard's first-route JS.
 */
import { lazy, Suspense } from 'react';

const adminCatalog = () => import('../../i18n/i18n').then((m) => m.adminCatalog());
const ApprovalsChunk = lazy(() =>
  Promise.all([import('./admin/approvals-panel'), adminCatalog()]).then(([m]) => m),
);

export function ApprovalsPanel() {
  return (
    <Suspense fallback={null}>
      <ApprovalsChunk />
    </Suspense>
  );
}
