/**
 * Who may hibernate or unhibernate a member of a club (seed 1 §6 "Admins can … hibernate"): the club's
 * administrators (ORG_ADMIN or ADMIN_CLUB of the club or an organisation above it) and super admins. The
 * resource is the club's id from the path; an administrator hibernating themself is refused in the handler.
 */
import type { Policy } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import { administersClub } from '../membership/membership.policy.ts';

export const organizationLinkPolicy = {
  'person.organizationStatus': (p: Principal, orgId: unknown, auth) =>
    typeof orgId === 'string' && administersClub(auth, p, orgId),
} satisfies Policy;
