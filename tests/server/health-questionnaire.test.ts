import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthQuestionnaireDoc } from '../../domain/health/health-questionnaire.ts';
import type { Mutation, PullResponse, PushResponse } from '../../domain/sync/protocol.ts';
import { groupMember, healthQuestionnaire } from '../../server/db/schema/index.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { teamId } from '../../server/db/seed/competition.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { personId } from '../../server/db/seed/people.ts';
import { seedId } from '../../server/db/seed/random.ts';
import { COACH_TEAMS } from '../../server/db/seed/teams.ts';
import { runHealthRetention } from '../../server/jobs/health-retention.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const CHILD = personId('demo:parent:child-older');
const MAIN_CLUB = orgId.club(MAIN_CLUB_KEY);
const NO = {
  personalDiagnosis: false,
  highTemperature: false,
  shortnessOfBreath: false,
  continuousCough: false,
  noSmellOrTaste: false,
  headacheRunnyNose: false,
  recentContact: false,
};
const forChild = (over: Record<string, unknown> = {}) => ({
  isPersonalForm: false,
  personId: CHILD,
  givenName: 'Aoife',
  familyName: 'Ní Bhriain',
  organizationId: MAIN_CLUB,
  groupId: COACH_TEAMS.u14,
  ...NO,
  confirmationAccepted: true,
  ...over,
});

const submit = (payload: unknown, entityId = uuidv7(), key = uuidv7()): Mutation => ({
  id: uuidv7(),
  idempotencyKey: key,
  op: 'health.submit',
  entityId,
  baseVersion: null,
  payload,
});

async function push(as: string, mutations: Mutation[]) {
  const res = await s.call('/api/sync/push', { as, method: 'POST', json: { protocol: 1, mutations } });
  expect(res.status).toBe(200);
  return ((await res.json()) as PushResponse).results;
}

async function dayList(as: string) {
  const res = await s.call('/api/health-questionnaire', { as });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { _embedded: { healthQuestionnaires: HealthQuestionnaireDoc[] } };
  return body._embedded.healthQuestionnaires;
}

const rowsOf = (id: string) =>
  s.database.db.select().from(healthQuestionnaire).where(eq(healthQuestionnaire.id, id));

describe('health questionnaire', () => {
  it('the parent submits for a child through sync push, exactly once on replay; the result is the server’s', async () => {
    const id = uuidv7();
    const m = submit(forChild({ highTemperature: true }), id);
    const [first] = await push('parent', [m]);
    expect(first).toMatchObject({ status: 'applied', document: { id, result: 'ATTENTION' } });
    const [again] = await push('parent', [m]);
    expect(again).toMatchObject({ status: 'applied', document: { id, version: 1 } });
    // The same entity under a new key (a lost answer, resent): still one row, unchanged.
    const [resent] = await push('parent', [submit(forChild(), id)]);
    expect(resent).toMatchObject({ status: 'applied', document: { id, result: 'ATTENTION' } });
    expect(await rowsOf(id)).toHaveLength(1);

    const pulled = await s.call('/api/sync/pull?collections=healthQuestionnaires', { as: 'parent' });
    const docs = ((await pulled.json()) as PullResponse).collections.healthQuestionnaires!.documents;
    expect(docs.map((d) => d.id)).toContain(id);
  });

  it('the U14s’ designated supervisor sees amber and marks attendance; a coach and other supervisors see nothing', async () => {
    const id = uuidv7();
    await push('parent', [submit(forChild({ recentContact: true }), id)]);
    const mine = (await dayList('childrens-officer')).find((d) => d.id === id);
    expect(mine).toMatchObject({ result: 'ATTENTION', recentContact: true, groupName: expect.any(String) });

    // The coach coaches the U14s but supervises only the senior team: nothing of the U14s.
    expect((await dayList('coach')).some((d) => d.id === id)).toBe(false);
    expect((await s.call(`/api/health-questionnaire/${id}`, { as: 'coach' })).status).toBe(403);
    for (const as of ['officer', 'super-admin', 'member', 'injury-specialist']) {
      expect(await dayList(as)).toEqual([]);
      expect((await s.call(`/api/health-questionnaire/${id}`, { as })).status).toBe(403);
    }
    const patch = (as: string) =>
      s.call(`/api/health-questionnaire/${id}/attendance`, {
        as,
        method: 'PATCH',
        json: { attendance: 'ATTENDED' },
      });
    expect((await patch('coach')).status).toBe(403);
    expect((await patch('officer')).status).toBe(403);
    const ok = await patch('childrens-officer');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ attendance: 'ATTENDED', version: 2 });
    // The parent and the other guardian read it; the pull never gives it to the coach.
    expect((await s.call(`/api/health-questionnaire/${id}`, { as: 'parent' })).status).toBe(200);
    const pulled = await s.call('/api/sync/pull?collections=healthQuestionnaires', { as: 'coach' });
    const docs = ((await pulled.json()) as PullResponse).collections.healthQuestionnaires!.documents;
    expect(docs.some((d) => d.id === id)).toBe(false);
  });

  it('a coach of another team only (not designated) sees nothing', async () => {
    const id = uuidv7();
    await push('parent', [submit(forChild(), id)]);
    // Make the demo member the coach of another team of the club.
    const other = teamId(MAIN_CLUB_KEY, 'Football', 'U12');
    await s.database.db.insert(groupMember).values({
      id: seedId('group-member', `health-test:${other}`),
      groupId: other,
      personId: personId('demo:member'),
      role: 'COACH',
    });
    expect(await dayList('member')).toEqual([]);
    expect((await s.call(`/api/health-questionnaire/${id}`, { as: 'member' })).status).toBe(403);
  });

  it('refuses a stranger’s questionnaire for someone else’s child, a team the person is not on, and missing answers', async () => {
    const [stranger] = await push('member', [submit(forChild())]);
    expect(stranger).toMatchObject({ status: 'rejected', error: { status: 403 } });
    const [selfAsChild] = await push('member', [
      submit(forChild({ isPersonalForm: true, personId: personId('demo:member') })),
    ]);
    // The member plays on the senior team, not the U14s.
    expect(selfAsChild).toMatchObject({ status: 'rejected', error: { status: 400 } });
    const { highTemperature: _omitted, ...missing } = forChild();
    const [invalid] = await push('parent', [submit({ ...missing, confirmationAccepted: false })]);
    expect(invalid).toMatchObject({ status: 'rejected', error: { status: 400 } });
    const fields = (invalid as { error: { errors: { field: string }[] } }).error.errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['highTemperature', 'confirmationAccepted']));
  });

  it('the member fills one for themself, for the senior team (clear to play)', async () => {
    const [r] = await push('member', [
      submit(
        forChild({
          isPersonalForm: true,
          personId: personId('demo:member'),
          givenName: 'Seán',
          familyName: 'Ó Murchú',
          groupId: COACH_TEAMS.senior,
        }),
      ),
    ]);
    expect(r).toMatchObject({ status: 'applied', document: { result: 'CLEAR' } });
    // The senior team's supervisor (the coach) sees it.
    expect(
      (await dayList('coach')).some((d) => d.id === r!.id || d.personId === personId('demo:member')),
    ).toBe(true);
  });

  it('offers the parent themself and both children, with their teams', async () => {
    const res = await s.call('/api/health-questionnaire/choices', { as: 'parent' });
    expect(res.status).toBe(200);
    const { people } = (await res.json()) as { people: { personId: string; teams: { groupId: string }[] }[] };
    expect(people.map((p) => p.personId)).toContain(CHILD);
    expect(people.find((p) => p.personId === CHILD)!.teams.map((t) => t.groupId)).toContain(COACH_TEAMS.u14);
  });

  it('deletes answers 3 weeks after submission (the clock moved), leaving a tombstone the parent pulls', async () => {
    const id = uuidv7();
    await push('parent', [submit(forChild({ continuousCough: true }), id)]);
    expect(await runHealthRetention(s.database.db, new Date(Date.now() + 20 * 86_400_000))).toBe(0);
    expect((await rowsOf(id))[0]!.answers).not.toBeNull();
    const deleted = await runHealthRetention(s.database.db, new Date(Date.now() + 21 * 86_400_000 + 60_000));
    expect(deleted).toBeGreaterThanOrEqual(1);
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ answers: null, givenName: '', familyName: '' });
    expect(row!.deletedAt).not.toBeNull();
    expect((await s.call(`/api/health-questionnaire/${id}`, { as: 'parent' })).status).toBe(403);
    expect((await dayList('childrens-officer')).some((d) => d.id === id)).toBe(false);
    const pulled = await s.call('/api/sync/pull?collections=healthQuestionnaires', { as: 'parent' });
    const docs = ((await pulled.json()) as PullResponse).collections.healthQuestionnaires!.documents;
    expect(docs.find((d) => d.id === id)).toEqual(expect.objectContaining({ id, deleted: true }));
    expect(docs.find((d) => d.id === id)).not.toHaveProperty('continuousCough');
  });

  it('only a club admin designates a supervisor, who then reads the team’s answers; a coach cannot forge it', async () => {
    const id = uuidv7();
    await push('parent', [submit(forChild({ headacheRunnyNose: true }), id)]);
    const path = `/api/health-questionnaire/supervisor/${COACH_TEAMS.u14}`;
    const coach = personId('demo:coach');
    // The coach (of the U14s too) may not make themself a supervisor; nor may the supervisor add anyone.
    for (const as of ['coach', 'childrens-officer', 'parent']) {
      const res = await s.call(path, { method: 'POST', as, json: { personId: coach } });
      expect(res.status, as).toBe(403);
    }
    expect((await s.call(`/api/health-questionnaire/${id}`, { as: 'coach' })).status).toBe(403);
    // A person with no link to the club is refused.
    const outsider = (
      await s.call(path, { method: 'POST', as: 'officer', json: { personId: 'no-such-person' } })
    ).status;
    expect(outsider).toBe(400);
    const made = await s.call(path, { method: 'POST', as: 'officer', json: { personId: coach } });
    expect(made.status).toBe(201);
    const listed = (await made.json()) as { _embedded: { supervisors: { personId: string }[] } };
    expect(listed._embedded.supervisors.map((x) => x.personId)).toContain(coach);
    expect((await s.call(`/api/health-questionnaire/${id}`, { as: 'coach' })).status).toBe(200);
    expect((await dayList('coach')).some((d) => d.id === id)).toBe(true);
    const log = await s.call(`/api/group/${COACH_TEAMS.u14}/audit-log?size=50`, { as: 'officer' });
    const events = ((await log.json()) as { _embedded: { auditLog: { event: string }[] } })._embedded
      .auditLog;
    expect(events.map((e) => e.event)).toContain('HEALTH_SUPERVISOR_DESIGNATED');
    const removed = await s.call(`${path}/${coach}`, { method: 'DELETE', as: 'officer' });
    expect(removed.status).toBe(204);
    expect((await s.call(`/api/health-questionnaire/${id}`, { as: 'coach' })).status).toBe(403);
  });

  it('issue 48, finding 4: nobody designates themself, and designating someone gives the admin nothing', async () => {
    const id = uuidv7();
    await push('parent', [submit(forChild({ shortnessOfBreath: true }), id)]);
    const path = `/api/health-questionnaire/supervisor/${COACH_TEAMS.u14}`;
    // The club admin (and a super admin) may designate others, never themself.
    for (const as of ['officer', 'super-admin']) {
      const self = await s.call(path, {
        method: 'POST',
        as,
        json: { personId: personId(`demo:${as}`) },
        headers: { 'Accept-Language': 'ga' },
      });
      expect(self.status, as).toBe(403);
      const body = (await self.json()) as { message: string };
      expect(body.message).not.toMatch(/yourself/); // the Irish text, not the English
    }
    expect((await s.call(`/api/health-questionnaire/${id}`, { as: 'officer' })).status).toBe(403);
    expect((await dayList('officer')).some((d) => d.id === id)).toBe(false);
    // Designating the member: the member reads the answers, the officer who designated her still does not.
    const member = personId('demo:member');
    expect((await s.call(path, { method: 'POST', as: 'officer', json: { personId: member } })).status).toBe(
      201,
    );
    expect((await s.call(`/api/health-questionnaire/${id}`, { as: 'member' })).status).toBe(200);
    expect((await s.call(`/api/health-questionnaire/${id}`, { as: 'officer' })).status).toBe(403);
    expect((await s.call(`${path}/${member}`, { method: 'DELETE', as: 'officer' })).status).toBe(204);
  });
});
