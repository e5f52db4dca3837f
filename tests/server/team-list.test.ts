/**
 * Team lists managed by the team's people (issue 53 item 1): the REST calls and the sync operations a coach's
 * device queues offline (group.addMember, group.setMemberRole, group.removeMember), two managers editing one
 * list at once, who may change a list, and replay of a change under the same key.
 */
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushResponse, PushResult } from '../../domain/sync/protocol.ts';
import type { Group, MemberRow } from '../../domain/team/group.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { world, type WorldClub, type WorldPerson } from './world.ts';

let s: TestServer;
let club: WorldClub;
let teamId: string;
let players: WorldPerson[];
beforeAll(async () => {
  s = await startTestServer();
  const w = world(s);
  club = await w.club();
  const coachA = await w.person({ username: 'list-coach-a' });
  const coachB = await w.person({ username: 'list-coach-b' });
  await w.member(coachA, club);
  await w.member(coachB, club);
  players = [];
  for (const name of ['Aoife', 'Bríd', 'Cian', 'Dara', 'Eoin', 'Fiadh']) {
    const p = await w.person({ givenName: name, familyName: 'Test' });
    await w.member(p, club);
    players.push(p);
  }
  teamId = (await w.team(club, { coaches: [coachA, coachB] })).id;
  // A coach of another team of the same club, and a plain member of the club.
  const otherCoach = await w.person({ username: 'list-other-coach' });
  await w.member(otherCoach, club);
  await w.team(club, { ageLevel: 'U14', coaches: [otherCoach] });
  const plain = await w.person({ username: 'list-plain-member' });
  await w.member(plain, club);
});
afterAll(() => s.close());

const mutation = (op: string, payload: unknown, key = uuidv7()) => ({
  id: uuidv7(),
  idempotencyKey: key,
  op,
  entityId: teamId,
  baseVersion: 0,
  payload,
});
type M = ReturnType<typeof mutation>;

async function push(as: string, ...mutations: M[]): Promise<PushResult[]> {
  const res = await s.call('/api/sync/push', { as, method: 'POST', json: { protocol: 1, mutations } });
  expect(res.status).toBe(200);
  return ((await res.json()) as PushResponse).results;
}
const add = (p: WorldPerson, role = 'PLAYER') =>
  mutation('group.addMember', { personId: p.id, givenName: 'G', familyName: 'F', role });

async function list(): Promise<MemberRow[]> {
  const res = await s.call(`/api/group/${teamId}/member`, { as: 'list-coach-a' });
  return ((await res.json()) as { _embedded: { members: MemberRow[] } })._embedded.members;
}
const rowOf = async (p: WorldPerson) => (await list()).filter((r) => r.personId === p.id);

describe('team list changes queued offline', () => {
  it('two coaches adding different players at the same time: both land, the answer is the whole list', async () => {
    const [a, b] = await Promise.all([
      push('list-coach-a', add(players[0]!)),
      push('list-coach-b', add(players[1]!)),
    ]);
    expect(a[0]!.status).toBe('applied');
    expect(b[0]!.status).toBe('applied');
    expect(await rowOf(players[0]!)).toHaveLength(1);
    expect(await rowOf(players[1]!)).toHaveLength(1);
    // Each answer is the list as its own change committed it: the change that committed second (either one,
    // as the two requests race) answers the whole list, with both players.
    const lists = [a[0]!, b[0]!].map((r) =>
      ((r as unknown as { document: Group }).document.members ?? []).map((m) => m.personId),
    );
    expect(lists[0]).toContain(players[0]!.id);
    expect(lists[1]).toContain(players[1]!.id);
    expect(lists.some((l) => l.includes(players[0]!.id) && l.includes(players[1]!.id))).toBe(true);
  });

  it('two coaches adding the same player: one add lands, the other is the memberChanged conflict', async () => {
    const [a, b] = await Promise.all([
      push('list-coach-a', add(players[2]!, 'PLAYER')),
      push('list-coach-b', add(players[2]!, 'MEDIC')),
    ]);
    const statuses = [a[0]!.status, b[0]!.status].sort();
    expect(statuses).toEqual(['applied', 'conflict']);
    const conflict = [a[0]!, b[0]!].find((r) => r.status === 'conflict') as Extract<
      PushResult,
      { status: 'conflict' }
    >;
    expect(conflict.reason).toBe('memberChanged');
    expect((conflict.document as Group).members?.filter((m) => m.personId === players[2]!.id)).toHaveLength(
      1,
    );
    expect(await rowOf(players[2]!)).toHaveLength(1);
  });

  it('a role change for a player another coach removed meanwhile is a conflict; the removal stands', async () => {
    expect((await push('list-coach-a', add(players[3]!)))[0]!.status).toBe('applied');
    const removed = await push('list-coach-a', mutation('group.removeMember', { personId: players[3]!.id }));
    expect(removed[0]!.status).toBe('applied');
    const late = await push(
      'list-coach-b',
      mutation('group.setMemberRole', { personId: players[3]!.id, role: 'ORGANISER' }),
    );
    expect(late[0]).toMatchObject({ status: 'conflict', reason: 'memberChanged' });
    expect(await rowOf(players[3]!)).toHaveLength(0);
    // Removing someone already gone leaves nothing to do: applied, the list unchanged.
    const again = await push('list-coach-b', mutation('group.removeMember', { personId: players[3]!.id }));
    expect(again[0]!.status).toBe('applied');
  });

  it('changes a role through sync, and a replayed push (same key) changes nothing twice', async () => {
    expect((await push('list-coach-a', add(players[4]!)))[0]!.status).toBe('applied');
    const m = mutation('group.setMemberRole', { personId: players[4]!.id, role: 'MEDIC' });
    expect((await push('list-coach-a', m))[0]!.status).toBe('applied');
    expect((await rowOf(players[4]!))[0]!.role).toBe('MEDIC');
    const before = await s.call(`/api/group/${teamId}/audit-log?size=100`, { as: 'list-coach-a' });
    const n = ((await before.json()) as { page: { totalElements: number } }).page.totalElements;
    expect((await push('list-coach-a', m))[0]!.status).toBe('applied');
    const after = await s.call(`/api/group/${teamId}/audit-log?size=100`, { as: 'list-coach-a' });
    expect(((await after.json()) as { page: { totalElements: number } }).page.totalElements).toBe(n);
  });
});

describe('who may change a team list', () => {
  it('refuses a plain member of the club and a coach of another team, by REST and by sync', async () => {
    for (const as of ['list-plain-member', 'list-other-coach']) {
      const rest = await s.call(`/api/group/${teamId}/member`, {
        as,
        method: 'POST',
        json: { personId: players[5]!.id, role: 'PLAYER' },
      });
      expect(rest.status, as).toBe(403);
      const [result] = await push(as, add(players[5]!));
      expect(result, as).toMatchObject({ status: 'rejected', error: { status: 403 } });
      expect((await s.call(`/api/group/${teamId}/person-search?search=a`, { as })).status, as).toBe(403);
      expect((await s.call(`/api/group/${teamId}`, { as, method: 'DELETE' })).status, as).toBe(403);
    }
    expect(await rowOf(players[5]!)).toHaveLength(0);
  });

  it('a replayed add (same Idempotency-Key) answers the first 201 and adds once', async () => {
    const key = `team-list-${uuidv7()}`;
    const call = () =>
      s.call(`/api/group/${teamId}/member`, {
        as: 'list-coach-a',
        method: 'POST',
        json: { personId: players[5]!.id, role: 'PLAYER' },
        headers: { 'Idempotency-Key': key },
      });
    const first = await call();
    expect(first.status).toBe(201);
    const again = await call();
    expect(again.status).toBe(201);
    expect(((await again.json()) as MemberRow).id).toBe(((await first.json()) as MemberRow).id);
    expect(await rowOf(players[5]!)).toHaveLength(1);
  });

  it("the team's coach deletes the group; it is gone from the list of groups", async () => {
    const w = world(s);
    const coach = await w.person({ username: 'list-deleting-coach' });
    await w.member(coach, club);
    const { id } = await w.team(club, { ageLevel: 'U12', coaches: [coach] });
    expect((await s.call(`/api/group/${id}`, { as: 'list-deleting-coach', method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await s.call(`/api/group/${id}`, { as: 'list-deleting-coach' })).status).toBe(404);
  });
});
