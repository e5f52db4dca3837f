/**
 * What the signed-in person may change in the competitions area of one organisation (seed 2 §6), read on
 * the client the way src/app/menu-rules.ts reads privileges, and mirroring the server's policy
 * (competition-admin.policy.ts): COMPETITION or ADMIN_COMPETITION manage competitions, fixtures, results,
 * matrices and venue pools; MATCH_OFFICIAL_ADMIN also manages match-official pools and appoints officials;
 * FIXTURE_ANALYST only reads. A super admin manages everything. The server decides in the end: hiding an
 * action only spares the person a refusal.
 */
import { menuContextOf, type MenuContext } from '../../../app/menu-rules';
import { useSession } from '../../../auth/session';

const MANAGE = ['COMPETITION', 'ADMIN_COMPETITION'];
const OFFICIALS = [...MANAGE, 'MATCH_OFFICIAL_ADMIN'];

export interface CompetitionAccess {
  /** Create, edit and delete competitions, fixtures, results, matrices and venue pools. */
  manage: boolean;
  /** Appoint officials and manage match-official pools. */
  officials: boolean;
}

function holds(ctx: MenuContext, orgId: string, codes: readonly string[]): boolean {
  return ctx.links.some(
    (l) =>
      l.organization.id === orgId &&
      l.status !== 'HIBERNATED' &&
      [...(l.privileges ?? []), ...(l.labels ?? [])].some((x) => codes.includes(x)),
  );
}

export function competitionAccess(ctx: MenuContext, orgId: string | null | undefined): CompetitionAccess {
  if (!orgId) return { manage: false, officials: false };
  const superAdmin = ctx.roles.includes('super_admin');
  const manage = superAdmin || ctx.competitionAdminOf.includes(orgId) || holds(ctx, orgId, MANAGE);
  return { manage, officials: manage || holds(ctx, orgId, OFFICIALS) };
}

export function useCompetitionAccess(orgId: string | null | undefined): CompetitionAccess {
  return competitionAccess(menuContextOf(useSession()), orgId);
}
