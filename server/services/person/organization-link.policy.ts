/**
 * Who may change a person's link to a club (seed 1 §6 "Admins can … hibernate, unlink"):
 * - hibernating, unhibernating and removing a member: the club's administrators (ORG_ADMIN or ADMIN_CLUB of the
 *   club or an organisation above it) and super admins; the resource is the club's id from the path (an
 *   administrator acting on themself is refused in the handler);
 * - inviting an existing person (issue 53 item 2): the administrators of the club the body names;
 * - looking a person up by reference before inviting them: anyone who administers a club, and super admins;
 * - answering an invitation: the person, or their parent or guardian — never the club, never a super admin,
 *   because the answer is the person's consent to the link.
 */
import type { Policy } from '../../auth/access.ts';
import { isSuperAdmin } from '../../auth/access.ts';
import { orgsWhere, type Principal } from '../../auth/principal.ts';
import { actsFor, administersClub } from '../membership/membership.policy.ts';

export const organizationLinkPolicy = {
  'person.organizationStatus': (p: Principal, orgId: unknown, auth) =>
    typeof orgId === 'string' && administersClub(auth, p, orgId),
  'person.inviteToClub': (p: Principal, orgId: unknown, auth) =>
    typeof orgId === 'string' && administersClub(auth, p, orgId),
  /** Any signed-in person: the list's scope (their families, an organisation they administer) is checked on its filter. */
  'person.list': () => true,
  'person.reference': (p: Principal) => isSuperAdmin(p) || orgsWhere(p, 'admin').length > 0,
  'person.answerClubInvitation': (p: Principal, personId: unknown, auth) =>
    typeof personId === 'string' && actsFor(auth, p, personId),
} satisfies Policy;
