/**
 * The approvals awaiting a person are their own (`/me/approvals`): anyone with a person record asks for theirs;
 * the use case (approvals.ts) scopes every source to the caller, so there is nobody else's to name.
 */
import type { Policy } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';

export const approvalPolicy = {
  'approval.own': (p: Principal) => p.personId !== null,
} satisfies Policy;
