/**
 * Vetting where it matters (issue 25 item 4): on the members table of a children's group, club admins see
 * whether each coach, medic and organiser is vetted (a live VETTING certification valid today), and adding
 * an unvetted coach is allowed with the warning in the answer. Nobody else sees it; adult teams have none.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/lib/days.ts';
import { todayInDublin } from '../../domain/lib/dates.ts';
import type { MemberRow } from '../../domain/team/group.ts';
import { certification } from '../../server/db/schema/index.ts';
import { personId } from '../../server/db/seed/people.ts';
import { COACH_TEAMS } from '../../server/db/seed/teams.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
const coach = personId('demo:coach');
const today = () => todayInDublin();
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

async function rows(team: string, as: string): Promise<MemberRow[]> {
  const res = await s.call(`/api/group/${team}/member?size=500`, { as });
  expect(res.status).toBe(200);
  return ((await res.json()) as { _embedded: { members: MemberRow[] } })._embedded.members;
}
const standingOf = async (team: string, as: string, who = coach) =>
  (await rows(team, as)).find((r) => r.personId === who)?.vettingStatus;

async function vet(validTo: string, status = 'ACTIVE') {
  await s.database.db.delete(certification).where(eq(certification.personId, coach));
  await s.database.db.insert(certification).values({
    id: crypto.randomUUID(),
    personId: coach,
    type: 'VETTING',
    name: 'Garda vetting',
    reference: 'VET-000123',
    label: 'GAA',
    validFrom: addDays(today(), -400),
    validTo,
    status,
  });
}

describe('vetting standing on a children’s team', () => {
  it('shows the club admin that the U14 coach is not vetted; players carry nothing', async () => {
    expect(await standingOf(COACH_TEAMS.u14, 'officer')).toBe('NOT_VETTED');
    const players = (await rows(COACH_TEAMS.u14, 'officer')).filter((r) => r.role === 'PLAYER');
    expect(players.length).toBeGreaterThan(0);
    for (const p of players) expect(p.vettingStatus).toBeUndefined();
  });

  it('follows the coach’s vetting certification: current, expiring soon, past its date, expired', async () => {
    await vet(addDays(today(), 400));
    expect(await standingOf(COACH_TEAMS.u14, 'officer')).toBe('VETTED');
    await vet(addDays(today(), 30), 'EXPIRING_SOON');
    expect(await standingOf(COACH_TEAMS.u14, 'super-admin')).toBe('EXPIRING_SOON');
    await vet(addDays(today(), -1));
    expect(await standingOf(COACH_TEAMS.u14, 'officer')).toBe('NOT_VETTED');
    await vet(addDays(today(), 400), 'EXPIRED');
    expect(await standingOf(COACH_TEAMS.u14, 'officer')).toBe('NOT_VETTED');
  });

  it('is for club admins only, and not on adult teams', async () => {
    expect(await standingOf(COACH_TEAMS.u14, 'coach')).toBeUndefined();
    expect(await standingOf(COACH_TEAMS.senior, 'officer')).toBeUndefined();
  });

  it('warns, never blocks: adding an unvetted coach to the U14s answers 201 with NOT_VETTED', async () => {
    const member = personId('demo:member');
    const res = await s.call(`/api/group/${COACH_TEAMS.u14}/member`, {
      as: 'officer',
      method: 'POST',
      json: { personId: member, role: 'ORGANISER' },
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as MemberRow).vettingStatus).toBe('NOT_VETTED');
  });
});
