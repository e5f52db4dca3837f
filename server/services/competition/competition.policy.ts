/**
 * Who may do what with fixtures (seed 2 §6). Fixtures are public information: any signed-in person may list
 * and read them, and the public club page lists a club's fixtures without a token. Recording a score is for
 * the match officials appointed to the fixture as referee or standby referee, and for competition admins
 * (privilege COMPETITION or label ADMIN_COMPETITION) of the fixture's owner or of any organisation above it.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { PUBLIC, type AuthContext, type Policy } from '../../auth/access.ts';
import { orgsWhere, type Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { fixture, fixtureOfficial, organization } from '../../db/schema/index.ts';

/** Official types that may enter a fixture's score. */
export const SCORING_OFFICIAL_TYPES = ['REFEREES', 'BACKUP_REFEREES'] as const;

/** Whether `orgId` or one of its ancestors is among `adminOf` (organisations someone administers). */
export async function isOrgOrAncestorIn(db: Db, adminOf: readonly string[], orgId: string): Promise<boolean> {
  if (adminOf.length === 0) return false;
  if (adminOf.includes(orgId)) return true;
  const rows = await db
    .select({ id: organization.id })
    .from(organization)
    .where(
      and(
        inArray(organization.id, [...adminOf]),
        sql`${organization.id} in (with recursive a(id) as (
          select parent_id from organization_parent where organization_id = ${orgId}
          union select p.parent_id from organization_parent p join a on p.organization_id = a.id
        ) select id from a)`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Which of `orgIds` are among `adminOf` or have an ancestor there: `isOrgOrAncestorIn` for a set, in one
 * query (the sync push checks a batch's fixtures or tickets at once).
 */
export async function orgsCoveredBy(
  db: Db,
  adminOf: readonly string[],
  orgIds: readonly string[],
): Promise<Set<string>> {
  const covered = new Set(orgIds.filter((o) => adminOf.includes(o)));
  const rest = [...new Set(orgIds.filter((o) => !covered.has(o)))];
  if (adminOf.length === 0 || rest.length === 0) return covered;
  const result = await db.execute(sql`
    with recursive a(org, id) as (
      select o, o from jsonb_array_elements_text(${JSON.stringify(rest)}::jsonb) as o
      union
      select a.org, p.parent_id from organization_parent p join a on p.organization_id = a.id
    )
    select distinct org from a
    where id in (select jsonb_array_elements_text(${JSON.stringify(adminOf)}::jsonb))`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { org: string }[];
  for (const r of rows) covered.add(r.org);
  return covered;
}

/** Each of `orgIds` with itself and every organisation above it, in one query. */
export async function orgLineage(db: Db, orgIds: readonly string[]): Promise<Map<string, string[]>> {
  const lineage = new Map<string, string[]>();
  const ids = [...new Set(orgIds)];
  if (ids.length === 0) return lineage;
  const result = await db.execute(sql`
    with recursive a(org, id) as (
      select o, o from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) as o
      union
      select a.org, p.parent_id from organization_parent p join a on p.organization_id = a.id
    )
    select org, id from a`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    org: string;
    id: string;
  }[];
  for (const r of rows) lineage.set(r.org, [...(lineage.get(r.org) ?? []), r.id]);
  return lineage;
}

/** Whether the principal administers competitions for `orgId` or for one of its ancestors. */
export function isCompetitionAdminFor(db: Db, p: Principal, orgId: string): Promise<boolean> {
  return isOrgOrAncestorIn(db, orgsWhere(p, 'competition'), orgId);
}

export async function mayRecordScore(auth: AuthContext, p: Principal, fixtureId: string): Promise<boolean> {
  const [row] = await auth.db
    .select({ ownerId: fixture.ownerId })
    .from(fixture)
    .where(eq(fixture.id, fixtureId));
  if (!row) return false;
  if (p.personId) {
    const appointed = await auth.db
      .select({ id: fixtureOfficial.id })
      .from(fixtureOfficial)
      .where(
        and(
          eq(fixtureOfficial.fixtureId, fixtureId),
          eq(fixtureOfficial.personId, p.personId),
          inArray(fixtureOfficial.type, [...SCORING_OFFICIAL_TYPES]),
          isNull(fixtureOfficial.deletedAt),
        ),
      )
      .limit(1);
    if (appointed.length > 0) return true;
  }
  return isCompetitionAdminFor(auth.db, p, row.ownerId);
}

export const competitionPolicy = {
  'fixture.list': () => true,
  /** A club's fixtures and results without a token, for the public club page. */
  'fixture.public': PUBLIC,
  'fixture.read': () => true,
  /** An official's answer from a mailed link: the link's identifier is the credential (official-response.ts). */
  'fixture.officialResponse': PUBLIC,
  'fixture.recordScore': (p: Principal, fixtureId: string, auth) => mayRecordScore(auth, p, fixtureId),
  'matchOfficial.list': () => true,
} satisfies Policy;
