/**
 * Managed leagues (seed 2 §2 "Managed Leagues" tab; §7 "Division: … managed leagues (POST)"). The spec names
 * the call and the tab, nothing more; the meaning chosen here (issue 54 item 2):
 *
 * - An organisation that owns a competition (a county board, say) hands ONE of its divisions to another
 *   organisation (a district board, a club) to run. While the hand-over runs, the competition admins
 *   (privilege COMPETITION or label ADMIN_COMPETITION) of the managing organisation — or of any organisation
 *   above it — may read that division and its competition, and manage the division's fixtures and results:
 *   create, edit, delete, record and confirm results, notify, check clashes. Nothing else: not the
 *   competition's details, format, status, competitors or other divisions.
 * - This grants rights, so only the owner's side creates or ends one: a competition admin of the owning
 *   organisation (or above it), or a super admin. The managing side cannot make one, nor end one.
 * - At most one running hand-over per division; handing a division to its own owner is refused. Ending one
 *   keeps it, with who ended it and when, so the tab shows the history; the division can be handed again.
 */
import * as v from 'valibot';
import { Id, strictObject } from '../lib/schema-helpers.ts';

/** POST /admin/division/{id}/managed-league: the organisation that will run the division. */
export const ManagedLeagueInput = strictObject({ organizationId: Id });
export type ManagedLeagueInput = v.InferOutput<typeof ManagedLeagueInput>;

const OrgRef = v.object({ id: v.string(), name: v.string() });

/** A hand-over as the tab lists it. */
export const ManagedLeague = v.object({
  id: v.string(),
  divisionId: v.string(),
  divisionName: v.string(),
  competitionId: v.string(),
  competitionName: v.string(),
  season: v.number(),
  owner: OrgRef,
  manager: OrgRef,
  createdAt: v.string(),
  createdBy: v.nullable(v.string()),
  endedAt: v.nullable(v.string()),
  endedBy: v.nullable(v.string()),
});
export type ManagedLeague = v.InferOutput<typeof ManagedLeague>;

/** GET /admin/managed-league?organization=: what the organisation hands out, and what it runs for others. */
export const ManagedLeagues = v.object({
  handedOut: v.array(ManagedLeague),
  managing: v.array(ManagedLeague),
});
export type ManagedLeagues = v.InferOutput<typeof ManagedLeagues>;

/** The most hand-overs listed each way (running first, then the latest ended). */
export const MANAGED_LEAGUE_LIST_MAX = 100;

export type HandOverProblem = 'self' | 'running' | null;

/** Why a division cannot be handed to `managerId` now, or null when it can. */
export function handOverProblem(h: {
  ownerId: string;
  managerId: string;
  runningManagerId: string | null;
}): HandOverProblem {
  if (h.managerId === h.ownerId) return 'self';
  if (h.runningManagerId !== null) return 'running';
  return null;
}
