/**
 * Matrix rows: the approvals awaiting the caller and their injury fund cover (issue 53 item 3) — the caller's own (`/me/approvals`), so
 * every signed-in person with a person record gets through; no id names an object, so there is no BOLA case
 * (tests/server/approvals.test.ts shows each kind reaches its approver and nobody else).
 */
import { approvalApi } from '../../../domain/approval/approval.contract.ts';
import { pifCoverApi } from '../../../domain/injury/pif-cover.contract.ts';
import { probeOf, type Row } from './matrix.ts';

export const APPROVAL_ROWS: Row[] = [
  { ...probeOf(approvalApi.list), allow: 'signed-in', why: 'the caller’s own approvals' },
  { ...probeOf(pifCoverApi.mine), allow: 'signed-in', why: 'the caller’s own injury fund cover' },
];
