/**
 * Club merge (seed 3 §2, §4 "Organisation merge copies source organisations into a target", §6 super admins
 * only): one transaction moves the source's members, memberships, teams (a kind the target has takes the
 * source's name as suffix), fixtures and places to the target; the source's slug then answers 301 to the
 * target's page and resolves to it in the API; the source is MERGED and tombstoned; the merge is audited.
 * Refused: the target among the sources, a club twice, a missing or merged club, more than 10 sources.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '../../domain/messages.ts';
import { organization, personOrganization, place, team } from '../../server/db/schema/index.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { WICKLOW_LEAGUE_CLUBS } from '../../server/db/seed/competition.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
// The main club (members, teams, grounds, the slug naomh-padraig) merged into another league club.
const SOURCE = orgId.club(MAIN_CLUB_KEY);
const TARGET = orgId.club(WICKLOW_LEAGUE_CLUBS.find((c) => c.key !== MAIN_CLUB_KEY)!.key);
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const merge = (body: unknown, as = 'super-admin', lang?: string) =>
  s.call('/api/super-admin/organization/merge', {
    method: 'POST',
    as,
    json: body,
    headers: { 'Idempotency-Key': crypto.randomUUID(), ...(lang ? { 'Accept-Language': lang } : {}) },
  });
type Errors = { errors?: { field: string; code: string; message: string }[] };

describe('club merge', () => {
  it('refuses what it must, before anything moves', async () => {
    for (const [body, field, code] of [
      [{ targetId: TARGET, sourceIds: [TARGET] }, 'sourceIds', M.mergeIntoItself.id],
      [{ targetId: TARGET, sourceIds: [SOURCE, SOURCE] }, 'sourceIds', M.mergeSourceTwice.id],
      [{ targetId: TARGET, sourceIds: [] }, 'sourceIds', M.required.id],
      [
        { targetId: TARGET, sourceIds: Array.from({ length: 11 }, (_, i) => `c${i}`) },
        'sourceIds',
        M.mergeSourcesMax.id,
      ],
      [{ targetId: TARGET, sourceIds: ['no-such-club'] }, 'sourceIds', M.mergeNotClub.id],
      [{ targetId: orgId.county('wicklow'), sourceIds: [SOURCE] }, 'targetId', M.mergeNotClub.id],
    ] as const) {
      const res = await merge(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as Errors).errors).toContainEqual(expect.objectContaining({ field, code }));
    }
    const ga = await merge({ targetId: TARGET, sourceIds: [TARGET] }, 'super-admin', 'ga');
    expect(((await ga.json()) as Errors).errors![0]!.message).toBe('Ní féidir club a chumasc leis féin');
    for (const as of ['officer', 'competition-admin', 'member'])
      expect((await merge({ targetId: TARGET, sourceIds: [SOURCE] }, as)).status, as).toBe(403);
  });

  it('moves members, teams, fixtures and places in one go; the old slug redirects to the target', async () => {
    const db = s.database.db;
    const [src] = await db.select().from(organization).where(eq(organization.id, SOURCE));
    const oldSlug = src!.slug!;
    const srcMembers = await db
      .select({ personId: personOrganization.personId })
      .from(personOrganization)
      .where(and(eq(personOrganization.organizationId, SOURCE), isNull(personOrganization.deletedAt)));
    const srcTeams = await db.select({ id: team.id }).from(team).where(eq(team.organizationId, SOURCE));
    const srcPlaces = await db.select({ id: place.id }).from(place).where(eq(place.organizationId, SOURCE));
    expect(srcMembers.length).toBeGreaterThan(0);
    expect(srcTeams.length).toBeGreaterThan(0);

    const res = await merge({ targetId: TARGET, sourceIds: [SOURCE] });
    expect(res.status).toBe(200);
    const result = (await res.json()) as { moved: { members: number; teams: number; places: number } };
    expect(result.moved.teams).toBe(srcTeams.length);
    expect(result.moved.places).toBe(srcPlaces.length);

    const targetMembers = await db
      .select({ personId: personOrganization.personId })
      .from(personOrganization)
      .where(and(eq(personOrganization.organizationId, TARGET), isNull(personOrganization.deletedAt)));
    for (const m of srcMembers) expect(targetMembers.map((t) => t.personId)).toContain(m.personId);
    const teamsNow = await db
      .select({ org: team.organizationId })
      .from(team)
      .where(eq(team.id, srcTeams[0]!.id));
    expect(teamsNow[0]!.org).toBe(TARGET);
    const [gone] = await db.select().from(organization).where(eq(organization.id, SOURCE));
    expect(gone!.status).toBe('MERGED');
    expect(gone!.deletedAt).not.toBeNull();
    expect(gone!.slug).toBeNull();

    // The old address: the API resolves it to the target, the page answers 301 to the target's.
    const [target] = await db.select().from(organization).where(eq(organization.id, TARGET));
    const api = await s.call(`/api/v1/organization/${oldSlug}`);
    expect(api.status).toBe(200);
    expect(((await api.json()) as { id: string }).id).toBe(TARGET);
    const page = await s.call(`/organization/${oldSlug}`);
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe(`/organization/${target!.slug}`);

    // Merged once: a second merge of the same source is refused.
    expect((await merge({ targetId: TARGET, sourceIds: [SOURCE] })).status).toBe(400);

    const log = (await (await s.call('/api/super-admin/audit-log', { as: 'super-admin' })).json()) as {
      _embedded: { auditLog: { action: string; targetId: string }[] };
    };
    expect(log._embedded.auditLog[0]).toMatchObject({ action: 'ORGANIZATION_MERGE', targetId: TARGET });
  });
});
