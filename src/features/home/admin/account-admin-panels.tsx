/**
 * The dashboard's server panels for approvers and officers in one lazy chunk (home/lazy-panels.tsx): the
 * approvals awaiting the person, their (and their dependants') injury fund cover and health questionnaires,
 * then, for a club's survey officers only (compliance-rules.ts via the menu
 * rule), child-safety compliance and risk assessment.
 */
import { useSession } from '../../../auth/session';
import { linkFillsSurveys } from '../../../app/menu-rules';
import ApprovalsPanel from './approvals-panel';
import CompliancePanels from './compliance-panels';
import HealthPanel from './health-panel';
import InjuryFundPanel from './injury-fund-panel';

export default function AccountAdminPanels() {
  const session = useSession();
  const officer = (session.person?.organizations ?? []).some(linkFillsSurveys);
  return (
    <>
      <ApprovalsPanel />
      <InjuryFundPanel />
      <HealthPanel />
      {officer && <CompliancePanels />}
    </>
  );
}
