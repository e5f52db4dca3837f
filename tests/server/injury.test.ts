import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/lib/days.ts';
import type { InjuryRecord } from '../../domain/injury/injury-record.ts';
import { todayInDublin } from '../../domain/lib/dates.ts';
import { M } from '../../domain/messages.ts';
import type { Mutation, PullResponse, PushResponse } from '../../domain/sync/protocol.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { teamId } from '../../server/db/seed/competition.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { world } from './world.ts';

let s: TestServer;
let memberId: string;
const SENIOR = teamId(MAIN_CLUB_KEY, 'Football', 'SENIOR');
/** A player of another Wicklow club's team: none of the demo coach's. */
let OTHER_TEAM: string;
let OTHER_PLAYER: string;
const PRIVATE = 'Third hamstring episode';

beforeAll(async () => {
  s = await startTestServer();
  memberId = ((await (await s.call('/api/person/me', { as: 'member' })).json()) as { id: string }).id;
  const w = world(s);
  const other = await w.club({ county: 'wicklow' });
  const player = await w.person({ givenName: 'Dónal', familyName: 'Mac Cárthaigh' });
  OTHER_PLAYER = player.id;
  OTHER_TEAM = (await w.team(other, { players: [player] })).id;
});
afterAll(() => s.close());

const today = () => todayInDublin();
const record = (over: Record<string, unknown> = {}) => ({
  personId: memberId,
  groupId: SENIOR,
  status: 'COMPLETE',
  injuryDate: addDays(today(), -3),
  additionalType: 'MUSCLE',
  activityType: 'TRAINING',
  mechanism: 'STRETCH',
  availability: 'RESTRICTED',
  injuryDetails: [{ side: 'LEFT', area: 'CALF', diagnosis: 'CALF.STRAIN', grade: '1' }],
  publicNotes: 'Light jogging only',
  privateNotes: 'Specialist eyes only',
  ...over,
});

async function list(as: string, query = '') {
  const res = await s.call(`/api/injury${query}`, { as });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as { _embedded: { injuries: InjuryRecord[] } } };
}

async function create(as: string, body: unknown) {
  const res = await s.call('/api/injury', { as, method: 'POST', json: body });
  return {
    status: res.status,
    body: (await res.json()) as InjuryRecord & { errors?: { field: string; code: string }[] },
  };
}

/** The message codes a create answered, by field. */
async function refusal(over: Record<string, unknown>) {
  const r = await create('injury-specialist', record(over));
  expect(r.status).toBe(400);
  return Object.fromEntries((r.body.errors ?? []).map((e) => [e.field, e.code]));
}

describe('private notes reach injury specialists only', () => {
  it('lists the demo injuries with private notes for the specialist', async () => {
    const r = await list('injury-specialist');
    expect(r.status).toBe(200);
    expect(r.body._embedded.injuries.length).toBeGreaterThanOrEqual(5);
    expect(r.text).toContain(PRIVATE);
  });

  it('the coach lists their teams’ players’ injuries with public notes and no private notes', async () => {
    const r = await list('coach');
    expect(r.body._embedded.injuries.length).toBeGreaterThanOrEqual(5);
    expect(r.text).toContain('Hamstring strain in the league match');
    expect(r.text).not.toContain(PRIVATE);
    expect(r.body._embedded.injuries.every((i) => !('privateNotes' in i))).toBe(true);
    const one = r.body._embedded.injuries[0]!;
    const item = await s.call(`/api/injury/${one.id}`, { as: 'coach' });
    expect(item.status).toBe(200);
    expect(Object.keys((await item.json()) as object)).not.toContain('privateNotes');
  });

  it('a player reads only their own records, without private notes; others read none', async () => {
    const mine = await list('member');
    expect(mine.body._embedded.injuries.map((i) => i.personId)).toEqual([memberId]);
    expect(mine.text).not.toContain(PRIVATE);
    expect((await list('referee')).body._embedded.injuries).toEqual([]);
    const id = mine.body._embedded.injuries[0]!.id;
    expect((await s.call(`/api/injury/${id}`, { as: 'referee' })).status).toBe(403);
    expect((await s.call(`/api/injury/${id}`)).status).toBe(401);
  });

  it('the sync pull carries private notes for the specialist only', async () => {
    const pull = async (as: string) => {
      const res = await s.call('/api/sync/pull?collections=injuries', { as });
      expect(res.status).toBe(200);
      const text = await res.text();
      return { text, body: JSON.parse(text) as PullResponse };
    };
    const coach = await pull('coach');
    expect(coach.body.collections.injuries!.documents.length).toBeGreaterThanOrEqual(5);
    expect(coach.text).not.toContain(PRIVATE);
    expect(coach.text).not.toContain('privateNotes');
    expect((await pull('injury-specialist')).text).toContain(PRIVATE);
  });
});

describe('list filter', () => {
  it('injuryStatus repeats are alternatives', async () => {
    const r = await list('coach', '?filter=injuryStatus:RESTRICTED,injuryStatus:INJURED');
    const statuses = new Set(r.body._embedded.injuries.map((i) => i.availability));
    expect([...statuses].sort()).toEqual(['INJURED', 'RESTRICTED']);
    const bad = await s.call('/api/injury?filter=injuryStatus:FINE', { as: 'coach' });
    expect(bad.status).toBe(400);
    expect((await s.call('/api/injury?filter=colour:red', { as: 'coach' })).status).toBe(400);
  });
});

describe('writing records: who may', () => {
  it('the specialist records for anyone; a coach for their teams’ players only; a member not at all', async () => {
    expect(
      (await create('injury-specialist', record({ personId: OTHER_PLAYER, groupId: OTHER_TEAM }))).status,
    ).toBe(201);
    expect((await create('coach', record({ personId: OTHER_PLAYER, groupId: OTHER_TEAM }))).status).toBe(403);
    expect((await create('coach', record({ personId: OTHER_PLAYER }))).status).toBe(403);
    expect((await create('member', record())).status).toBe(403);
    const unknownTeam = await create('injury-specialist', record({ groupId: 'no-such-team' }));
    expect(unknownTeam.status).toBe(400);
  });

  it("a coach's private notes are not stored, and a coach's update keeps the specialist's", async () => {
    const byCoach = await create('coach', record({ privateNotes: 'coach wrote this' }));
    expect(byCoach.status).toBe(201);
    expect(byCoach.body).not.toHaveProperty('privateNotes');
    const read = await s.call(`/api/injury/${byCoach.body.id}`, { as: 'injury-specialist' });
    expect(((await read.json()) as InjuryRecord).privateNotes).toBe('');

    const bySpecialist = await create('injury-specialist', record());
    const id = bySpecialist.body.id;
    const put = await s.call(`/api/injury/${id}`, {
      as: 'coach',
      method: 'PUT',
      headers: { 'If-Match': '"1"' },
      json: record({ publicNotes: 'Updated by coach', privateNotes: 'overwrite attempt' }),
    });
    expect(put.status).toBe(200);
    const after = (await (
      await s.call(`/api/injury/${id}`, { as: 'injury-specialist' })
    ).json()) as InjuryRecord;
    expect(after).toMatchObject({
      version: 2,
      publicNotes: 'Updated by coach',
      privateNotes: 'Specialist eyes only',
    });
    const stale = await s.call(`/api/injury/${id}`, {
      as: 'coach',
      method: 'PUT',
      headers: { 'If-Match': '"1"' },
      json: record(),
    });
    expect(stale.status).toBe(409);
    expect((await s.call(`/api/injury/${id}`, { as: 'member', method: 'DELETE' })).status).toBe(403);
    expect((await s.call(`/api/injury/${id}`, { as: 'coach', method: 'DELETE' })).status).toBe(204);
    expect((await s.call(`/api/injury/${id}`, { as: 'injury-specialist' })).status).toBe(404);
  });
});

describe('the date rules on the server (seed 2 §5), at their boundaries', () => {
  const closing = { surface: 'GRASS_PITCH', injuryOnset: 'ACUTE', injuryHistory: 'NEW' };

  it('injury date: today accepted, tomorrow refused', async () => {
    expect((await create('injury-specialist', record({ injuryDate: today() }))).status).toBe(201);
    expect(await refusal({ injuryDate: addDays(today(), 1) })).toEqual({ injuryDate: M.injuryDateFuture.id });
    expect(await refusal({ injuryDate: '' })).toEqual({ injuryDate: M.required.id });
  });

  it('partial return: on the injury day and today accepted; the day before or tomorrow refused', async () => {
    const injuryDate = addDays(today(), -3);
    expect(
      (await create('injury-specialist', record({ injuryDate, partialReturnDate: injuryDate }))).status,
    ).toBe(201);
    expect(
      (await create('injury-specialist', record({ injuryDate, partialReturnDate: today() }))).status,
    ).toBe(201);
    expect(await refusal({ injuryDate, partialReturnDate: addDays(injuryDate, -1) })).toEqual({
      partialReturnDate: M.partialReturnBeforeInjury.id,
    });
    expect(await refusal({ partialReturnDate: addDays(today(), 1) })).toEqual({
      partialReturnDate: M.partialReturnFuture.id,
    });
  });

  it('full return: on the injury and partial dates and 7 days ahead accepted; before them or 8 ahead refused', async () => {
    const injuryDate = addDays(today(), -3);
    const ok = async (over: Record<string, unknown>) =>
      (await create('injury-specialist', record({ ...closing, injuryDate, ...over }))).status;
    expect(await ok({ fullReturnDate: injuryDate })).toBe(201);
    expect(
      await ok({ partialReturnDate: addDays(injuryDate, 1), fullReturnDate: addDays(injuryDate, 1) }),
    ).toBe(201);
    expect(await ok({ fullReturnDate: addDays(today(), 7) })).toBe(201);
    expect(await refusal({ ...closing, injuryDate, fullReturnDate: addDays(injuryDate, -1) })).toEqual({
      fullReturnDate: M.fullReturnBeforeInjury.id,
    });
    expect(
      await refusal({
        ...closing,
        injuryDate,
        partialReturnDate: addDays(injuryDate, 2),
        fullReturnDate: addDays(injuryDate, 1),
      }),
    ).toEqual({ fullReturnDate: M.fullReturnBeforePartial.id });
    expect(await refusal({ ...closing, fullReturnDate: addDays(today(), 8) })).toEqual({
      fullReturnDate: M.fullReturnTooFar.id,
    });
  });

  it('a full return date needs surface, onset, history and a detail; notes at most 500', async () => {
    expect(await refusal({ fullReturnDate: today(), injuryDetails: [] })).toEqual({
      surface: M.requiredWithFullReturn.id,
      injuryOnset: M.requiredWithFullReturn.id,
      injuryHistory: M.requiredWithFullReturn.id,
      injuryDetails: M.detailRequired.id,
    });
    expect((await create('injury-specialist', record({ publicNotes: 'x'.repeat(500) }))).status).toBe(201);
    expect(await refusal({ publicNotes: 'x'.repeat(501) })).toEqual({ publicNotes: M.notesMax.id });
    expect(await refusal({ privateNotes: 'x'.repeat(501) })).toEqual({ privateNotes: M.notesMax.id });
  });
});

describe('offline drafts through sync push', () => {
  const push = async (as: string, mutations: Mutation[]) => {
    const res = await s.call('/api/sync/push', { as, method: 'POST', json: { protocol: 1, mutations } });
    expect(res.status).toBe(200);
    return ((await res.json()) as PushResponse).results;
  };
  const save = (
    entityId: string,
    payload: unknown,
    baseVersion: number | null,
    key = uuidv7(),
  ): Mutation => ({
    id: uuidv7(),
    idempotencyKey: `k-${key}`,
    op: 'injury.save',
    entityId,
    baseVersion,
    payload,
  });

  it('creates once, replays the same result, edits on top, and refuses a stale edit', async () => {
    const id = uuidv7();
    const draft = save(id, record({ status: 'DRAFT', additionalType: null, mechanism: null }), null);
    const [first] = await push('injury-specialist', [draft]);
    expect(first).toMatchObject({ status: 'applied', document: { id, version: 1, status: 'DRAFT' } });
    const [again] = await push('injury-specialist', [{ ...draft, id: uuidv7() }]);
    expect(again).toMatchObject({ status: 'applied', document: { id, version: 1 } });
    const results = await push('injury-specialist', [
      save(id, record({ status: 'DRAFT', publicNotes: 'second' }), 1),
      save(id, record({ status: 'DRAFT', publicNotes: 'third' }), 2),
      save(id, record({ status: 'DRAFT', publicNotes: 'stale' }), 1),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'conflict']);
    const doc = (await (await s.call(`/api/injury/${id}`, { as: 'coach' })).json()) as InjuryRecord;
    expect(doc).toMatchObject({ version: 3, publicNotes: 'third' });
    expect(doc).not.toHaveProperty('privateNotes');
  });

  it('refuses an invalid draft with the field messages, and a coach outside the club', async () => {
    const [bad] = await push('injury-specialist', [
      save(uuidv7(), record({ injuryDate: addDays(today(), 1) }), null),
    ]);
    expect(bad).toMatchObject({ status: 'rejected', error: { status: 400 } });
    expect(JSON.stringify(bad)).toContain(M.injuryDateFuture.id);
    const [outside] = await push('coach', [
      save(uuidv7(), record({ personId: OTHER_PLAYER, groupId: OTHER_TEAM }), null),
    ]);
    expect(outside).toMatchObject({ status: 'rejected', error: { status: 403 } });
  });

  it('a deletion reaches devices as a tombstone', async () => {
    const created = await create('coach', record());
    const [del] = await push('coach', [
      {
        id: uuidv7(),
        idempotencyKey: `k-${uuidv7()}`,
        op: 'injury.delete',
        entityId: created.body.id,
        baseVersion: 1,
        payload: null,
      },
    ]);
    expect(del).toMatchObject({ status: 'applied', document: { id: created.body.id, deleted: true } });
    const res = await s.call('/api/sync/pull?collections=injuries', { as: 'coach' });
    const docs = ((await res.json()) as PullResponse).collections.injuries!.documents;
    expect(docs.find((d) => d.id === created.body.id)).toMatchObject({ deleted: true });
  });
});

describe('injury assets', () => {
  it('serves the lists and the diagnoses of an area', async () => {
    const area = await s.call('/api/asset/injury/area');
    expect(((await area.json()) as string[]).length).toBe(15);
    for (const p of [
      'additional-type',
      'activity-type',
      'surface',
      'injury-onset',
      'mechanism',
      'injury-history',
      'grade',
    ]) {
      expect((await s.call(`/api/asset/injury/${p}`)).status).toBe(200);
    }
    const knee = (await (await s.call('/api/asset/injury/diagnosis?area=KNEE')).json()) as { code: string }[];
    expect(knee.map((d) => d.code)).toContain('KNEE.SPRAIN');
    expect((await s.call('/api/asset/injury/diagnosis?area=ELSEWHERE')).status).toBe(400);
  });

  it("serves the notification form's choices and every area with its details", async () => {
    const lists = (await (await s.call('/api/asset/playerInjuryNotification')).json()) as Record<
      string,
      string[]
    >;
    expect(lists.weather).toContain('WET');
    expect(lists.documentType).toEqual(['REFEREE_REPORT', 'CLUB_LETTER', 'COUNTY_LETTER']);
    const areas = (await (
      await s.call('/api/asset/playerInjuryNotification/injuryAreaAndDetails')
    ).json()) as {
      area: string;
      details: { code: string }[];
    }[];
    expect(areas).toHaveLength(15);
    expect(areas.find((a) => a.area === 'KNEE')!.details.map((d) => d.code)).toContain('KNEE.SPRAIN');
  });
});
