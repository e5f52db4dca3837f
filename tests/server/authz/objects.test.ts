/**
 * Object- and property-level authorization: the BOLA cases of bola.rows.ts, and private fields (injury
 * private notes, medical details) that must never reach a role that may not see them — in REST responses,
 * sync pulls or exports — while they do reach the roles that may (so the check can fail).
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushResponse } from '../../../domain/sync/protocol.ts';
import { injuryRecord, person } from '../../../server/db/schema/index.ts';
import { DEMO_PACKAGE_IDS } from '../../../server/db/seed/membership.ts';
import { COACH_TEAMS } from '../../../server/db/seed/teams.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { BOLA_CASES } from './bola.rows.ts';
import { loadIds, ROLES, type Ids, type Role } from './matrix.ts';

let s: TestServer;
let ids: Ids;
let privateNotes: string[];
let medical: { details: string; alert: string };
beforeAll(async () => {
  s = await startTestServer();
  ids = await loadIds(s);
  const rows = await s.database.db
    .select({ notes: injuryRecord.privateNotes })
    .from(injuryRecord)
    .where(and(ne(injuryRecord.privateNotes, ''), isNull(injuryRecord.deletedAt)));
  privateNotes = rows.map((r) => r.notes).filter(Boolean);
  const [child] = await s.database.db.select().from(person).where(eq(person.id, ids.childYounger));
  medical = { details: child!.medicalDetails!, alert: child!.medicalAlert! };
});
afterAll(() => s.close());

describe('object level (BOLA)', () => {
  for (const c of BOLA_CASES) {
    it(`${c.object}: ${c.name} → ${c.rejected ?? c.status}`, async () => {
      const res = await s.call(c.path(ids), { as: c.as, method: c.method, json: c.body?.(ids) });
      expect(res.status).toBe(c.status);
      const body = (await res.json()) as Record<string, unknown>;
      if (c.rejected) {
        const [result] = (body as unknown as PushResponse).results;
        expect(result).toMatchObject({ status: 'rejected', error: { status: c.rejected } });
      } else
        expect(body).toMatchObject({
          status: c.status,
          summary: expect.any(String),
          message: expect.any(String),
        });
    });
  }
});

describe('object level: a club’s DRAFT packages', () => {
  it('reach the club’s admins, never its members nor the public club page’s list', async () => {
    const clone = await s.call(`/api/package/clone?fromPackageId=${DEMO_PACKAGE_IDS.adult}`, {
      method: 'POST',
      as: 'officer',
    });
    const draft = ((await clone.json()) as { id: string; status: string }).id;
    expect((await s.call(`/api/package/${draft}`, { as: 'officer' })).status).toBe(200);
    expect((await s.call(`/api/package/${draft}`, { as: 'member' })).status).toBe(404);
    for (const as of [undefined, 'member', 'officer', 'super-admin']) {
      const list = await s.call(`/api/v1/organization/${ids.mainClub}/package?size=100`, { as });
      expect(list.status).toBe(200);
      expect(await list.text()).not.toContain(draft);
    }
    expect((await s.call(`/api/package/${draft}`, { method: 'DELETE', as: 'officer' })).status).toBe(204);
  });
});

/** Every read surface a role has, concatenated: REST reads, lists, exports and a full sync pull. */
async function everythingSeenBy(as: Role): Promise<Record<string, string>> {
  const surfaces: Record<string, string> = {
    person: `/api/person/${ids.childYounger}`,
    me: '/api/person/me',
    injuries: '/api/injury?size=100',
    injury: `/api/injury/${ids.injury}`,
    u14members: `/api/group/${COACH_TEAMS.u14}/member?size=500`,
    u14member: `/api/group/${COACH_TEAMS.u14}/person-search?search=Cian`,
    notifications: '/api/player-injury-notification?size=100',
    export: '/api/player-injury-notification/export',
    pull: '/api/sync/pull?collections=fixtures,teams,events,injuries',
    calendar: '/api/calendar',
  };
  const seen: Record<string, string> = {};
  for (const [name, path] of Object.entries(surfaces)) {
    const res = await s.call(path, { as });
    seen[name] = res.status === 200 ? await res.text() : '';
  }
  return seen;
}

const where = (seen: Record<string, string>, text: string) =>
  Object.entries(seen)
    .filter(([, body]) => body.includes(text))
    .map(([name]) => name);

describe('property level: private fields', () => {
  it('finds private notes and medical details in the seed (else the checks below prove nothing)', () => {
    expect(privateNotes.length).toBeGreaterThan(2);
    expect(medical.details.length).toBeGreaterThan(5);
  });

  for (const role of ROLES) {
    it(`${role}: private notes only for injury specialists; medical details only for the child, guardians and super admins`, async () => {
      const seen = await everythingSeenBy(role);
      const notesAt = privateNotes.flatMap((n) => where(seen, n));
      if (role === 'injury-specialist') {
        expect(notesAt).toContain('pull');
        expect(notesAt).toContain('injury');
      } else expect(notesAt).toEqual([]);
      const detailsAt = where(seen, medical.details);
      expect(detailsAt).toEqual(['parent', 'super-admin'].includes(role) ? ['person'] : []);
      // The alert (not the details) goes to those who look after the child at the pitch: guardians, the
      // team's coach and medic, club admins, super admins — as a flag in pulls, as text in the members table.
      const alertAt = where(seen, medical.alert);
      const alertAllowed: Record<string, string[]> = {
        parent: ['person'],
        'super-admin': ['person', 'u14members'],
        officer: ['u14members'],
        coach: ['u14members'],
      };
      expect(alertAt).toEqual(alertAllowed[role] ?? []);
    });
  }

  it('keeps a coach’s private notes out: a coach may write a record but not its private notes', async () => {
    const before = await s.call(`/api/injury/${ids.injury}`, { as: 'injury-specialist' });
    const doc = (await before.json()) as Record<string, unknown>;
    const { id: _id, version, updatedAt: _u, createdAt: _c, ...input } = doc;
    const res = await s.call(`/api/injury/${ids.injury}`, {
      as: 'coach',
      method: 'PUT',
      headers: { 'If-Match': `"${String(version)}"` },
      json: { ...input, privateNotes: 'COACH WROTE THIS' },
    });
    expect([200, 400, 409]).toContain(res.status);
    const [row] = await s.database.db
      .select({ notes: injuryRecord.privateNotes })
      .from(injuryRecord)
      .where(eq(injuryRecord.id, ids.injury));
    expect(row!.notes).not.toContain('COACH WROTE THIS');
  });
});
