/**
 * Who may see and move a club's money (seed 3 §6): the club's own finance administrators (the FINANCE
 * privilege or the ADMIN_FINANCE label on an active link to that very organisation — not one above it, so
 * a county treasurer cannot move a club's money) read its account and request, approve, reject or cancel
 * top-ups and payouts; a super admin also reads it, and alone freezes or unfreezes payouts. The second
 * approver rule (never one's own request) is the handler's, since it depends on the request.
 */
import { isSuperAdmin, type Policy } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';

export function financeOf(p: Principal, orgId: unknown): boolean {
  if (typeof orgId !== 'string' || orgId === '' || !p.personId) return false;
  return p.links.some(
    (l) =>
      l.organizationId === orgId &&
      l.status !== 'HIBERNATED' &&
      (l.privileges.includes('FINANCE') || l.labels.includes('ADMIN_FINANCE')),
  );
}

export const paymentPolicy = {
  /** The account overview, movements, methods, audit log, approvals and history of `orgId`. */
  'payment.read': (p: Principal, orgId: unknown) => isSuperAdmin(p) || financeOf(p, orgId),
  /** Requesting, deciding and cancelling top-ups and payouts, and opening the account: FINANCE only. */
  'payment.move': (p: Principal, orgId: unknown) => financeOf(p, orgId),
  'payment.freeze': (p: Principal) => isSuperAdmin(p),
  /**
   * The card terminal of `orgId` (locations, readers, splash screen, card payments): its finance admins who
   * hold the TERMINAL feature (seed 3 §6) — not super admins, who take no club's money.
   */
  'terminal.use': (p: Principal, orgId: unknown) => p.features.includes('TERMINAL') && financeOf(p, orgId),
} satisfies Policy;
