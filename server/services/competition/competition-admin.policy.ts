/**
 * Who may do what in the competitions area (seed 2 §6): competition admins (privilege COMPETITION or label
 * ADMIN_COMPETITION) manage competitions, divisions, fixtures, results and matrices of their organisation and
 * of every organisation under it; match-official admins (MATCH_OFFICIAL_ADMIN) also manage match-official
 * pools; FIXTURE_ANALYST sees the area read-only. Super admins do everything. An unknown id passes the
 * policy so the handler answers 404 (nothing is revealed: the caller still needs the area).
 *
 * Managed leagues (domain/competition/managed-league.ts): while an owner's division is handed to another
 * organisation, that organisation's competition admins (or those above it) also read the division and its
 * competition and manage the division's fixtures and results — nothing more. Only the owner's side hands a
 * division over or ends it (`division.handOver`, `managedLeague.end`).
 */
import { eq } from 'drizzle-orm';
import { isSuperAdmin, PUBLIC, type AuthContext, type Policy } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { competition, division, fixture, managedLeague, matrix, pool } from '../../db/schema/index.ts';
import { runningManagerOf, runningManagersOfCompetition } from './competition-tabs.repository.ts';
import { isOrgOrAncestorIn } from './competition.policy.ts';

const MANAGE = ['COMPETITION', 'ADMIN_COMPETITION'];
const OFFICIAL_POOLS = [...MANAGE, 'MATCH_OFFICIAL_ADMIN'];
const AREA = [...OFFICIAL_POOLS, 'FIXTURE_ANALYST'];

/** Organisations where the principal holds one of `codes` (a privilege or a label), not hibernated. */
export function orgsHolding(p: Principal, codes: readonly string[]): string[] {
  return p.links
    .filter((l) => l.status !== 'HIBERNATED' && [...l.privileges, ...l.labels].some((x) => codes.includes(x)))
    .map((l) => l.organizationId);
}

/** The organisations whose competitions the principal may see in the area (each and those under it). */
export const areaOrgs = (p: Principal) => orgsHolding(p, AREA);

/** Whether `p` holds one of `codes` for `orgId` or above it; `undefined` (unknown object) passes for a 404. */
async function holdsFor(
  db: Db,
  p: Principal,
  codes: readonly string[],
  orgId: string | null | undefined,
): Promise<boolean> {
  if (orgId === undefined) return true;
  if (orgId === null) return false;
  return isSuperAdmin(p) || isOrgOrAncestorIn(db, orgsHolding(p, codes), orgId);
}

async function competitionOwner(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ org: competition.organizationId })
    .from(competition)
    .where(eq(competition.id, id));
  return row?.org;
}

async function divisionOwner(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ org: competition.organizationId })
    .from(division)
    .innerJoin(competition, eq(competition.id, division.competitionId))
    .where(eq(division.id, id));
  return row?.org;
}

async function fixtureOwner(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ org: fixture.ownerId }).from(fixture).where(eq(fixture.id, id));
  return row?.org;
}

async function fixtureDivision(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ division: fixture.divisionId }).from(fixture).where(eq(fixture.id, id));
  return row?.division ?? null;
}

async function managedLeagueOwner(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ org: managedLeague.ownerId })
    .from(managedLeague)
    .where(eq(managedLeague.id, id));
  return row?.org;
}

/** Whether the principal is a competition admin of the organisation running the division for its owner. */
async function managesDivision(db: Db, p: Principal, divisionId: string | null): Promise<boolean> {
  if (!divisionId) return false;
  const manager = await runningManagerOf(db, divisionId);
  return manager !== null && isOrgOrAncestorIn(db, orgsHolding(p, MANAGE), manager);
}

/** Whether the principal is a competition admin of an organisation running one of the competition's divisions. */
async function managesInCompetition(db: Db, p: Principal, competitionId: string): Promise<boolean> {
  const mine = orgsHolding(p, MANAGE);
  if (mine.length === 0) return false;
  for (const manager of await runningManagersOfCompetition(db, competitionId))
    if (await isOrgOrAncestorIn(db, mine, manager)) return true;
  return false;
}

async function matrixOwner(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ org: matrix.organizationId }).from(matrix).where(eq(matrix.id, id));
  return row?.org;
}

async function poolOwner(db: Db, id: string): Promise<{ org: string; kind: string } | undefined> {
  const [row] = await db
    .select({ org: pool.organizationId, kind: pool.kind })
    .from(pool)
    .where(eq(pool.id, id));
  return row;
}

const area = (p: Principal) => isSuperAdmin(p) || areaOrgs(p).length > 0;
const text = (r: unknown) => (typeof r === 'string' ? r : '');

export const competitionAdminPolicy = {
  /** Lists of the area (competitions, matrices, pools): anyone with a competition role somewhere. */
  'competition.area': (p: Principal) => area(p),
  'competition.read': async (p: Principal, id: string, auth: AuthContext) =>
    area(p) &&
    ((await holdsFor(auth.db, p, AREA, await competitionOwner(auth.db, id))) ||
      managesInCompetition(auth.db, p, id)),
  /** An organisation's own lists in the area (notification history, managed leagues): its id in the query. */
  'competition.orgRead': (p: Principal, orgId: unknown, auth: AuthContext) =>
    area(p) && holdsFor(auth.db, p, AREA, text(orgId) || null),
  /** Create a competition, matrix or fixture for an organisation (its id in the body). */
  'competition.create': (p: Principal, orgId: string, auth: AuthContext) =>
    holdsFor(auth.db, p, MANAGE, text(orgId) || null),
  'competition.manage': async (p: Principal, id: string, auth: AuthContext) =>
    area(p) && holdsFor(auth.db, p, MANAGE, await competitionOwner(auth.db, id)),
  'division.read': async (p: Principal, id: string, auth: AuthContext) =>
    area(p) &&
    ((await holdsFor(auth.db, p, AREA, await divisionOwner(auth.db, id))) || managesDivision(auth.db, p, id)),
  /** An empty id (a body without a division) passes to validation, which says the division is required. */
  'division.manage': async (p: Principal, id: string, auth: AuthContext) =>
    area(p) && (id === '' || holdsFor(auth.db, p, MANAGE, await divisionOwner(auth.db, id))),
  /** A new fixture in a division (its id in the body): the owner's admins, or the managing organisation's. */
  'division.manageFixtures': async (p: Principal, id: string, auth: AuthContext) =>
    area(p) &&
    (id === '' ||
      (await holdsFor(auth.db, p, MANAGE, await divisionOwner(auth.db, id))) ||
      managesDivision(auth.db, p, id)),
  /** Hand a division to another organisation: the owner's side only (never the receiving side). */
  'division.handOver': async (p: Principal, id: string, auth: AuthContext) =>
    area(p) && holdsFor(auth.db, p, MANAGE, await divisionOwner(auth.db, id)),
  'managedLeague.end': async (p: Principal, id: string, auth: AuthContext) =>
    area(p) && holdsFor(auth.db, p, MANAGE, await managedLeagueOwner(auth.db, id)),
  'fixture.manage': async (p: Principal, id: string, auth: AuthContext) =>
    area(p) &&
    ((await holdsFor(auth.db, p, MANAGE, await fixtureOwner(auth.db, id))) ||
      managesDivision(auth.db, p, await fixtureDivision(auth.db, id))),
  'matrix.manage': async (p: Principal, id: string, auth: AuthContext) =>
    area(p) && holdsFor(auth.db, p, MANAGE, await matrixOwner(auth.db, id)),
  /** A new pool: venue pools by competition admins, match-official pools also by match-official admins. */
  'pool.create': (p: Principal, r: { organizationId: string; kind: string }, auth: AuthContext) =>
    holdsFor(auth.db, p, r.kind === 'MATCH_OFFICIAL' ? OFFICIAL_POOLS : MANAGE, r.organizationId || null),
  'pool.manage': async (p: Principal, id: string, auth: AuthContext) => {
    if (!area(p)) return false;
    const owner = await poolOwner(auth.db, id);
    if (!owner) return true;
    return holdsFor(auth.db, p, owner.kind === 'MATCH_OFFICIAL' ? OFFICIAL_POOLS : MANAGE, owner.org);
  },
  /** Match officials under an organisation (to appoint or pool): competition roles over it. */
  'competition.officials': (p: Principal, orgId: string, auth: AuthContext) =>
    area(p) && holdsFor(auth.db, p, AREA, orgId),
  /** The read-only overviews of an organisation (Competitions View, Pools tabs): competition roles over it. */
  'competition.overview': (p: Principal, orgId: string, auth: AuthContext) =>
    area(p) && holdsFor(auth.db, p, AREA, text(orgId) || null),
  /** The public competition page's data: fixtures, results, tables (seed 2, issue 21 item 8). */
  'competition.public': PUBLIC,
} satisfies Policy;
