/**
 * Who may see and change a club's committee (seed 3 §3 "Committee", §6): its administrators (ORG_ADMIN or
 * ADMIN_CLUB of the club or of a unit above it) and super admins — the same rule as the club's details. The
 * committee check (§5, before a survey's review step) is also read by the club's survey officers (the
 * secretary fills the surveys: survey.policy.ts) and answers only which rules fail, never who holds what.
 */
import type { Policy } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import { administersClub } from '../membership/membership.policy.ts';
import { isOfficerOf } from '../survey/survey.policy.ts';

export const committeePolicy = {
  'committee.read': (p: Principal, orgId: string, auth) =>
    typeof orgId === 'string' && orgId.length > 0 && administersClub(auth, p, orgId),
  'committee.change': (p: Principal, orgId: string, auth) =>
    typeof orgId === 'string' && orgId.length > 0 && administersClub(auth, p, orgId),
  'committee.check': async (p: Principal, orgId: string, auth) =>
    isOfficerOf(p, orgId) ||
    (typeof orgId === 'string' && orgId.length > 0 && (await administersClub(auth, p, orgId))),
} satisfies Policy;
