/**
 * The super admin audit log (seed 3 §2 "Super admin", §6): every super admin action, append-only, newest
 * first (seed 3 §9: audit tables sort by createDate descending).
 */
import * as v from 'valibot';

export const SUPER_ADMIN_ACTIONS = [
  'API_KEY_CREATE',
  'API_KEY_REGENERATE',
  'API_KEY_REVOKE',
  'ORGANIZATION_FREEZE',
  'ORGANIZATION_UNFREEZE',
  'ORGANIZATION_DELETE',
  'ORGANIZATION_MERGE',
  'PAYOUT_FREEZE',
  'PAYOUT_UNFREEZE',
  'CASH_BALANCE_FUND',
  'CASH_BALANCE_CHARGE',
  'EXCHANGE_RATE_CREATE',
  'EXCHANGE_RATE_UPDATE',
  'ORGANIZATION_BULK_UPLOAD',
  'ORGANIZATION_CREATE',
  'ORGANIZATION_UPDATE',
  'ORGANIZATION_RELATION',
  'ORGANIZATION_ANCESTORS_CHECK',
  'PUBLISH_ALL_UPDATES',
  'API_KEY_UPDATE',
] as const;
export const SuperAdminAction = v.picklist(SUPER_ADMIN_ACTIONS);
export type SuperAdminAction = v.InferOutput<typeof SuperAdminAction>;

export interface SuperAdminAuditEntry {
  id: string;
  action: SuperAdminAction;
  targetType: 'API_KEY' | 'ORGANIZATION' | 'EXCHANGE_RATE';
  targetId: string;
  reason: string | null;
  details: Record<string, unknown>;
  actor: { personId: string | null; name: string | null };
  createdAt: string;
}
