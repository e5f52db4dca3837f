import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fixture, FixtureOfficial } from '../../domain/competition/fixture.ts';
import type { PushResponse } from '../../domain/sync/protocol.ts';
import { leagueFixtureId } from '../../server/db/seed/competition.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
let refereeId: string;
beforeAll(async () => {
  s = await startTestServer();
  refereeId = ((await (await s.call('/api/person/me', { as: 'referee' })).json()) as { id: string }).id;
});
afterAll(() => s.close());

const F = {
  tomorrow: leagueFixtureId(6),
  todayOtherRef: leagueFixtureId(5),
  noOfficials: leagueFixtureId(9),
};

async function officials(id: string): Promise<FixtureOfficial[]> {
  const res = await s.call(`/api/fixture/${id}/official`, { as: 'member' });
  expect(res.status).toBe(200);
  return (await res.json()) as FixtureOfficial[];
}

describe('/api/fixture/{id}/official', () => {
  it('lists the officials with their availability', async () => {
    const list = await officials(F.tomorrow);
    expect(list.map((o) => [o.type, o.availability])).toEqual([
      ['GOAL_UMPIRE', 'PENDING'],
      ['REFEREES', 'CONFIRMED'],
    ]);
  });

  it('lets a match-official admin appoint, and refuses duplicate officials with 409', async () => {
    const ok = await s.call(`/api/fixture/${F.noOfficials}/official`, {
      as: 'competition-admin',
      method: 'POST',
      json: { officials: [{ personId: refereeId, type: 'REFEREES' }] },
    });
    expect(ok.status).toBe(201);
    const doc = (await ok.json()) as Fixture;
    expect(doc.officials).toEqual([
      expect.objectContaining({ personId: refereeId, type: 'REFEREES', availability: 'PENDING' }),
    ]);
    // Already appointed (in another role too), or twice in one request: refused, nothing written.
    for (const list of [
      [{ personId: refereeId, type: 'LINESPERSON' }],
      [
        { personId: refereeId, type: 'SIDELINE' },
        { personId: refereeId, type: 'ADVISORS' },
      ],
    ]) {
      const dup = await s.call(`/api/fixture/${F.noOfficials}/official`, {
        as: 'competition-admin',
        method: 'POST',
        json: { officials: list },
      });
      expect(dup.status).toBe(409);
      expect(((await dup.json()) as { message: string }).message).toBe('Duplicate officials added');
    }
    expect(await officials(F.noOfficials)).toHaveLength(1);
  });

  it('refuses appointments by anyone but the admins (403), and unknown types (400)', async () => {
    const json = { officials: [{ personId: refereeId, type: 'LINESPERSON' }] };
    for (const as of ['referee', 'member']) {
      const res = await s.call(`/api/fixture/${F.todayOtherRef}/official`, { as, method: 'POST', json });
      expect(res.status).toBe(403);
    }
    const bad = await s.call(`/api/fixture/${F.todayOtherRef}/official`, {
      as: 'competition-admin',
      method: 'POST',
      json: { officials: [{ personId: refereeId, type: 'MASCOT' }] },
    });
    expect(bad.status).toBe(400);
  });

  it('removes an official with DELETE', async () => {
    const q = `personId=${refereeId}&type=REFEREES`;
    expect(
      (await s.call(`/api/fixture/${F.noOfficials}/official?${q}`, { as: 'referee', method: 'DELETE' }))
        .status,
    ).toBe(403);
    const res = await s.call(`/api/fixture/${F.noOfficials}/official?${q}`, {
      as: 'competition-admin',
      method: 'DELETE',
    });
    expect(res.status).toBe(204);
    expect(await officials(F.noOfficials)).toEqual([]);
    const again = await s.call(`/api/fixture/${F.noOfficials}/official?${q}`, {
      as: 'competition-admin',
      method: 'DELETE',
    });
    expect(again.status).toBe(404);
  });

  it('lets an official set their own availability, and only their own (403)', async () => {
    const mine = await s.call(`/api/fixture/${F.tomorrow}/official`, {
      as: 'referee',
      method: 'PATCH',
      json: { personId: refereeId, type: 'REFEREES', availability: 'NOT_AVAILABLE' },
    });
    expect(mine.status).toBe(200);
    const umpire = (await officials(F.tomorrow)).find((o) => o.type === 'GOAL_UMPIRE')!;
    const theirs = await s.call(`/api/fixture/${F.tomorrow}/official`, {
      as: 'referee',
      method: 'PATCH',
      json: { personId: umpire.personId, type: 'GOAL_UMPIRE', availability: 'CONFIRMED' },
    });
    expect(theirs.status).toBe(403);
    expect(((await theirs.json()) as { message: string }).message).toBe(
      'You can only change your own availability',
    );
    const after = await officials(F.tomorrow);
    expect(after.find((o) => o.type === 'GOAL_UMPIRE')!.availability).toBe('PENDING');
    expect(after.find((o) => o.type === 'REFEREES')!.availability).toBe('NOT_AVAILABLE');
    // An admin may set anyone's.
    const admin = await s.call(`/api/fixture/${F.tomorrow}/official`, {
      as: 'competition-admin',
      method: 'PATCH',
      json: { personId: umpire.personId, type: 'GOAL_UMPIRE', availability: 'CONFIRMED' },
    });
    expect(admin.status).toBe(200);
  });

  it('applies availability from a sync push by the same rule', async () => {
    const push = (payload: unknown) =>
      s.call('/api/sync/push', {
        as: 'referee',
        method: 'POST',
        json: {
          protocol: 1,
          mutations: [
            {
              id: uuidv7(),
              idempotencyKey: uuidv7(),
              op: 'fixture.setAvailability',
              entityId: F.tomorrow,
              baseVersion: null,
              payload,
            },
          ],
        },
      });
    const ok = (await (
      await push({ personId: refereeId, type: 'REFEREES', availability: 'CONFIRMED' })
    ).json()) as PushResponse;
    expect(ok.results[0]!.status).toBe('applied');
    const umpire = (await officials(F.tomorrow)).find((o) => o.type === 'GOAL_UMPIRE')!;
    const no = (await (
      await push({ personId: umpire.personId, type: 'GOAL_UMPIRE', availability: 'NOT_AVAILABLE' })
    ).json()) as PushResponse;
    expect(no.results[0]).toMatchObject({ status: 'rejected', error: { status: 403 } });
    // Not appointed at all: refused before the payload is read.
    const other = await s.call('/api/sync/push', {
      as: 'member',
      method: 'POST',
      json: {
        protocol: 1,
        mutations: [
          {
            id: uuidv7(),
            idempotencyKey: uuidv7(),
            op: 'fixture.setAvailability',
            entityId: F.tomorrow,
            baseVersion: null,
            payload: { personId: refereeId, type: 'REFEREES', availability: 'NOT_AVAILABLE' },
          },
        ],
      },
    });
    expect(((await other.json()) as PushResponse).results[0]).toMatchObject({
      status: 'rejected',
      error: { status: 403 },
    });
  });
});
