import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/lib/days.ts';
import type { InjuryRecord } from '../../domain/injury/injury-record.ts';
import { todayInDublin } from '../../domain/lib/dates.ts';
import type { Checkpoint, PullResponse } from '../../domain/sync/protocol.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { teamId } from '../../server/db/seed/competition.ts';
import { personId } from '../../server/db/seed/people.ts';
import { seedId } from '../../server/db/seed/random.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * "Team coaches of the player" (seed 2 §6): the demo coach coaches the senior footballers and the U14
 * hurlers of Naomh Pádraig; main-club members 28 and 29 are on neither team.
 */
const SENIOR = teamId(MAIN_CLUB_KEY, 'Football', 'SENIOR');
const U12 = teamId(MAIN_CLUB_KEY, 'Football', 'U12');
const OFF_TEAM = personId(`club:${MAIN_CLUB_KEY}:29`);

let s: TestServer;
let memberId: string;
beforeAll(async () => {
  s = await startTestServer();
  memberId = ((await (await s.call('/api/person/me', { as: 'member' })).json()) as { id: string }).id;
});
afterAll(() => s.close());

const record = (over: Record<string, unknown>) => ({
  personId: memberId,
  groupId: SENIOR,
  status: 'COMPLETE',
  injuryDate: addDays(todayInDublin(), -3),
  additionalType: 'MUSCLE',
  activityType: 'TRAINING',
  mechanism: 'STRETCH',
  availability: 'RESTRICTED',
  injuryDetails: [],
  publicNotes: 'Scope test',
  privateNotes: '',
  ...over,
});

async function create(as: string, body: unknown) {
  const r = await s.call('/api/injury', { as, method: 'POST', json: body });
  return { status: r.status, body: (await r.json()) as InjuryRecord };
}

async function pull(as: string, checkpoint: Checkpoint | null = null) {
  const q = new URLSearchParams({
    collections: 'injuries',
    checkpoints: JSON.stringify({ injuries: checkpoint }),
  });
  const r = await s.call(`/api/sync/pull?${q.toString()}`, { as });
  expect(r.status).toBe(200);
  return ((await r.json()) as PullResponse).collections.injuries!;
}

describe("a coach holds the injuries of their teams' players only", () => {
  it('not those of a club member on none of their teams: read, list, pull, write, record', async () => {
    const off = await create('injury-specialist', record({ personId: OFF_TEAM, groupId: U12 }));
    expect(off.status).toBe(201);
    expect((await s.call(`/api/injury/${off.body.id}`, { as: 'coach' })).status).toBe(403);
    const list = (await (await s.call('/api/injury?size=300', { as: 'coach' })).json()) as {
      _embedded: { injuries: InjuryRecord[] };
    };
    expect(list._embedded.injuries.map((i) => i.id)).not.toContain(off.body.id);
    expect(list._embedded.injuries.map((i) => i.personId)).toContain(memberId);
    expect((await pull('coach')).documents.map((d) => d.id)).not.toContain(off.body.id);
    const edit = await s.call(`/api/injury/${off.body.id}`, {
      as: 'coach',
      method: 'PUT',
      json: record({ personId: OFF_TEAM, groupId: U12 }),
    });
    expect(edit.status).toBe(403);
    expect((await create('coach', record({ personId: OFF_TEAM }))).status).toBe(403);
    // A player of the coach's team, with a team the coach does not coach: refused too.
    expect((await create('coach', record({ groupId: U12 }))).status).toBe(403);
    expect((await create('coach', record({}))).status).toBe(201);
  });

  it('finds only their teams’ members in the player search, with the teams they coach', async () => {
    const r = await s.call('/api/injury/person-search?search=Ó Murchú', { as: 'coach' });
    const people = ((await r.json()) as { people: { id: string; teams: { id: string }[] }[] }).people;
    const sean = people.find((p) => p.id === memberId);
    expect(sean?.teams.map((t) => t.id)).toEqual([SENIOR]);
    const off = await s.call('/api/injury/person-search?search=a', { as: 'coach' });
    expect(off.status).toBe(400); // two letters at least
  });

  it('starts the collection again when a player leaves the team: their records leave the device', async () => {
    const first = await pull('coach');
    expect(first.reset).toBeUndefined();
    const seans = first.documents.filter((d) => (d as unknown as InjuryRecord).personId === memberId);
    expect(seans.length).toBeGreaterThan(0);
    // Nothing changed: the checkpoint holds, no reset.
    const again = await pull('coach', first.checkpoint);
    expect(again.documents).toEqual([]);
    expect(again.reset).toBeUndefined();

    const groupMemberId = seedId('group-member', `${SENIOR}:${memberId}`);
    const removed = await s.call(`/api/group/${SENIOR}/member/${groupMemberId}`, {
      as: 'officer',
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    const after = await pull('coach', first.checkpoint);
    expect(after.reset).toBe(true);
    const ids = after.documents.map((d) => d.id);
    for (const d of seans) expect(ids).not.toContain(d.id);
    expect(ids.length).toBeGreaterThan(0); // the rest of the senior and U14 players' records come again
    expect((await s.call(`/api/injury/${seans[0]!.id}`, { as: 'coach' })).status).toBe(403);
    // The next pull from the new checkpoint is an ordinary one.
    expect((await pull('coach', after.checkpoint)).reset).toBeUndefined();
  });
});
