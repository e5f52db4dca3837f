/**
 * Approvals awaiting the caller (issue 53 item 3), declared once (docs/adr/0022-route-contracts.md):
 * registered by server/services/approval/approval.routes.ts, called by the dashboard's "Approvals awaiting"
 * panel. The caller's own (`/me/…`): nobody can ask for another person's.
 */
import { defineRoute } from '../lib/contract.ts';
import { ApprovalList } from './approval.ts';

export const approvalApi = {
  list: defineRoute({
    method: 'GET',
    path: '/me/approvals',
    tag: 'approval',
    summary:
      'Every approval addressed to the caller, oldest first, at most 50 of each kind: family and club invitations (theirs or a dependant’s), transfer steps of their units with the days left, payouts and top-ups to approve, vetting validations, survey reviews, injury notifications to approve, and health questionnaires of today to mark',
    policy: 'approval.own',
    response: ApprovalList,
  }),
} as const;
