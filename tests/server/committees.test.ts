/**
 * The club committee (seed 3 §3 "Committee", §5 Surveys): positions by rank, assign and unassign, custom
 * positions, the append-only group audit events, and the committee check that keeps a survey from review —
 * the check's route and a refused submission give the same message ids. Few tests, many rules each.
 */
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommitteeAuditDoc, CommitteeDoc } from '../../domain/committee/committee.ts';
import { committeeAudit } from '../../server/db/schema/index.ts';
import { DEMO_CLUBS, MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { personId } from '../../server/db/seed/people.ts';
import { seedId } from '../../server/db/seed/random.ts';
import { surveyDefinitionId } from '../../server/db/seed/survey-definitions.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const CLUB = orgId.club(MAIN_CLUB_KEY);
const BASE = `/api/organization/${CLUB}/committee`;
const DLP = seedId('executive-position', `${CLUB}:designated-liaison-person`);
const CHAIR = seedId('executive-position', `${CLUB}:chairperson`);
const OFFICER = personId('demo:officer');
const STRANGER = personId(`club:${DEMO_CLUBS.find((c) => c.key !== MAIN_CLUB_KEY)!.key}:0`);
const LIAISON_MISSING = 'validation.committee.liaisonMissing';

async function json<T>(res: Response, status = 200): Promise<T> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return (body ? JSON.parse(body) : null) as T;
}
const send = (path: string, method: string, body?: unknown, as = 'officer', headers?: HeadersInit) =>
  s.call(path, { method, as, json: body, headers });
const history = async () =>
  (
    await json<{ _embedded: { events: CommitteeAuditDoc[] } }>(
      await s.call(`${BASE}/history`, { as: 'officer' }),
    )
  )._embedded.events;

describe('committee', () => {
  it('assigns and unassigns by rank, audits each change once, and the check blocks a submission until it passes', async () => {
    const doc = await json<CommitteeDoc>(await s.call(BASE, { as: 'officer' }));
    expect(doc.positions.map((p) => p.rank)).toEqual(
      [...doc.positions.map((p) => p.rank)].sort((a, b) => a - b),
    );
    expect(doc.positions[0]!.title).toBe('Chairperson');
    expect(doc.missing).toEqual([]);
    expect(doc.members.some((m) => m.personId === OFFICER)).toBe(true);

    // A non-admin forging an assignment is refused, and nothing is written.
    const before = (await history()).length;
    for (const as of ['member', 'childrens-officer', 'assessor'])
      expect((await send(`${BASE}/position/${DLP}/assignee`, 'PUT', { personId: OFFICER }, as)).status).toBe(
        403,
      );
    expect((await history()).length).toBe(before);

    // Unassigning the Designated Liaison Person fails the check, for the route and for a submission alike.
    const open = await json<CommitteeDoc>(await send(`${BASE}/position/${DLP}/assignee`, 'DELETE'));
    expect(open.missing).toEqual([LIAISON_MISSING]);
    expect(open.positions.find((p) => p.id === DLP)!.personId).toBeNull();
    expect(
      (await json<{ missing: string[] }>(await s.call(`${BASE}/check`, { as: 'officer' }))).missing,
    ).toEqual([LIAISON_MISSING]);
    const id = uuidv7();
    await json(
      await send(`/api/survey-submission/${id}`, 'PUT', {
        surveyId: surveyDefinitionId('INSURANCE_DECLARATION'),
        organizationId: CLUB,
        answers: { members: 310, confirm: 'YES' },
      }),
    );
    const refused = await json<{
      message: string;
      errors: { field: string; code: string; message: string }[];
    }>(
      await send(`/api/survey-submission/${id}/submit`, 'POST', undefined, 'officer', {
        'Accept-Language': 'ga',
      }),
      409,
    );
    expect(refused.errors.map((e) => [e.field, e.code])).toEqual([['committee', LIAISON_MISSING]]);
    expect(refused.errors[0]!.message).not.toBe(
      'The committee must have a Designated Liaison Person assigned',
    );

    // Only an active member of the club holds a position; the same assignment twice is written once.
    const notMember = await json<{ errors: { code: string }[] }>(
      await send(`${BASE}/position/${DLP}/assignee`, 'PUT', { personId: STRANGER }),
      409,
    );
    expect(notMember.errors[0]!.code).toBe('validation.committee.notMember');
    for (let i = 0; i < 2; i++)
      expect(
        (
          await json<CommitteeDoc>(
            await send(`${BASE}/position/${DLP}/assignee`, 'PUT', { personId: OFFICER }),
          )
        ).missing,
      ).toEqual([]);
    await json(await send(`/api/survey-submission/${id}/submit`, 'POST'));

    const events = await history();
    expect(events.slice(0, 2).map((e) => [e.event, e.positionTitle, e.subjectName !== null])).toEqual([
      ['POSITION_ASSIGNED', 'Designated Liaison Person', true],
      ['POSITION_UNASSIGNED', 'Designated Liaison Person', true],
    ]);
    expect(events[0]!.actorName).toBeTruthy();
    // Append-only: the database refuses to change or remove an entry.
    await expect(s.database.db.update(committeeAudit).set({ event: 'X' })).rejects.toThrow();
    await expect(
      s.database.db.delete(committeeAudit).where(eq(committeeAudit.organizationId, CLUB)),
    ).rejects.toThrow();
  });

  it('creates custom positions after the others (replayed once), refuses a duplicate, deletes only custom ones', async () => {
    const key = { 'Idempotency-Key': uuidv7() };
    const first = await json<CommitteeDoc>(
      await send(`${BASE}/position`, 'POST', { title: 'Lotto Coordinator' }, 'officer', key),
      201,
    );
    const again = await json<CommitteeDoc>(
      await send(`${BASE}/position`, 'POST', { title: 'Lotto Coordinator' }, 'officer', key),
      201,
    );
    expect(again).toEqual(first);
    const custom = first.positions.filter((p) => p.custom);
    expect(custom.map((p) => p.title)).toEqual(['Lotto Coordinator']);
    expect(custom[0]!.rank).toBeGreaterThan(
      Math.max(...first.positions.filter((p) => !p.custom).map((p) => p.rank)),
    );
    const dup = await json<{ errors: { code: string }[] }>(
      await send(`${BASE}/position`, 'POST', { title: ' lotto coordinator ' }),
      409,
    );
    expect(dup.errors[0]!.code).toBe('validation.committee.titleTaken');
    const blank = await json<{ errors: { code: string }[] }>(
      await send(`${BASE}/position`, 'POST', { title: '  ' }),
      400,
    );
    expect(blank.errors[0]!.code).toBe('validation.committee.titleRequired');
    expect(
      (await json<{ errors: { code: string }[] }>(await send(`${BASE}/position/${CHAIR}`, 'DELETE'), 409))
        .errors[0]!.code,
    ).toBe('validation.committee.notCustom');
    const gone = await json<CommitteeDoc>(await send(`${BASE}/position/${custom[0]!.id}`, 'DELETE'));
    expect(gone.positions.some((p) => p.custom)).toBe(false);
    expect((await send(`${BASE}/position/${custom[0]!.id}`, 'DELETE')).status).toBe(404);
    expect((await history()).slice(0, 2).map((e) => e.event)).toEqual([
      'CUSTOM_POSITION_DELETED',
      'CUSTOM_POSITION_CREATED',
    ]);
    const rows = await s.database.db
      .select({ id: committeeAudit.id })
      .from(committeeAudit)
      .where(eq(committeeAudit.positionTitle, 'Lotto Coordinator'));
    expect(rows.length).toBe(2);
  });
});
