/**
 * The dashboard's panels for approvers and officers (issue 53 item 3), loaded only when drawn, with the admin
 * catalog their strings are in (lingui.config.ts: src/features/*\/admin), like the follow UI
 * (src/components/follow/lazy.tsx): they add nothing to the dashboard's first-route JS. The compliance panels
 * (child safety, risk assessment) are loaded only for a club's survey officers (admin/compliance-rules.ts).
 */
import { lazy, Suspense } from 'react';
import { useSession } from '../../auth/session';
import { linkFillsSurveys } from '../../app/menu-rules';

const adminCatalog = () => import('../../i18n/i18n').then((m) => m.adminCatalog());
const ApprovalsChunk = lazy(() =>
  Promise.all([import('./admin/approvals-panel'), adminCatalog()]).then(([m]) => m),
);
const ComplianceChunk = lazy(() =>
  Promise.all([import('./admin/compliance-panels'), adminCatalog()]).then(([m]) => m),
);

export function ApprovalsPanel() {
  return (
    <Suspense fallback={null}>
      <ApprovalsChunk />
    </Suspense>
  );
}

export function CompliancePanels() {
  const session = useSession();
  if (!(session.person?.organizations ?? []).some(linkFillsSurveys)) return null;
  return (
    <Suspense fallback={null}>
      <ComplianceChunk />
    </Suspense>
  );
}
