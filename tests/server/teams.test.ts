import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Group, MemberRow, type GroupPosition } from '../../domain/team/group.ts';
import { TEAM_MESSAGES } from '../../domain/team/messages.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { personId } from '../../server/db/seed/people.ts';
import { COACH_TEAMS } from '../../server/db/seed/teams.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { pdfPageCount, pdfText } from './pdf-text.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const CLUB = orgId.club(MAIN_CLUB_KEY);
const team = (over: Record<string, unknown> = {}) => ({
  organizationId: CLUB,
  additionalType: 'Team',
  name: 'Naomh Pádraig',
  ageLevel: 'U16',
  activity: 'Football',
  suffix: '',
  viewOthersInGroup: true,
  selfJoin: false,
  selfLeave: false,
  ...over,
});
type ErrorBody = { status: number; message: string; errors?: { field: string; code?: string }[] };
const create = (json: unknown, as = 'officer') => s.call('/api/group', { as, method: 'POST', json });

describe('teams and groups', () => {
  it("lists the coach's two teams with member:me, each a valid Group she manages", async () => {
    const res = await s.call('/api/group?filter=member:me', { as: 'coach' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { _embedded: { groups: Group[] } };
    expect(body._embedded.groups.map((g) => g.id).sort()).toEqual(Object.values(COACH_TEAMS).sort());
    for (const g of body._embedded.groups) {
      expect(v.safeParse(Group, g).issues).toBeUndefined();
      expect(g).toMatchObject({ myRole: 'COACH', canManage: true });
    }
  });

  it('refuses a duplicate team with the advice to add a unique suffix; a suffix makes it unique', async () => {
    expect((await create(team())).status).toBe(201);
    const dup = await create(team());
    expect(dup.status).toBe(409);
    const body = (await dup.json()) as ErrorBody;
    expect(body.message).toBe(TEAM_MESSAGES.teamDuplicate.message);
    expect(body.errors?.[0]).toMatchObject({ field: 'suffix', code: TEAM_MESSAGES.teamDuplicate.id });
    expect((await create(team({ suffix: 'B' }))).status).toBe(201);
    const irish = await s.call('/api/group', {
      as: 'officer',
      method: 'POST',
      json: team(),
      headers: { 'Accept-Language': 'ga' },
    });
    expect(((await irish.json()) as ErrorBody).message).not.toBe(TEAM_MESSAGES.teamDuplicate.message);
    // A distribution list is not a team: the rule does not apply.
    expect((await create(team({ additionalType: 'DistributionList' }))).status).toBe(201);
    expect((await create(team({ additionalType: 'DistributionList' }))).status).toBe(201);
  });

  it('checks the limits at the boundary: name 3–50, suffix under 50, yes/no required', async () => {
    const code = async (over: Record<string, unknown>) => {
      const res = await create(team({ ageLevel: 'U18', ...over }));
      if (res.status === 201) return 'ok';
      return ((await res.json()) as ErrorBody).errors?.map((e) => `${e.field}:${e.code}`).join(',');
    };
    expect(await code({ name: 'ab' })).toBe(`name:${TEAM_MESSAGES.teamNameLength.id}`);
    expect(await code({ name: 'abc', suffix: 'n3' })).toBe('ok');
    expect(await code({ name: 'x'.repeat(50), suffix: 'n50' })).toBe('ok');
    expect(await code({ name: 'x'.repeat(51) })).toBe(`name:${TEAM_MESSAGES.teamNameLength.id}`);
    expect(await code({ suffix: 's'.repeat(49) })).toBe('ok');
    expect(await code({ suffix: 't'.repeat(50) })).toBe(`suffix:${TEAM_MESSAGES.teamSuffixMax.id}`);
    expect(await code({ selfJoin: undefined, suffix: 'yn' })).toBe('selfJoin:validation.required');
    expect(await code({ activity: undefined, suffix: 'act' })).toBe('activity:validation.required');
  });

  it('lets only club admins and club coaches create teams', async () => {
    expect((await create(team({ ageLevel: 'U10' }), 'member')).status).toBe(403);
    expect((await create(team({ ageLevel: 'U10' }), 'coach')).status).toBe(201);
  });

  it('answers 403 on the members of a team to a member of another club', async () => {
    const res = await s.call(`/api/group/${COACH_TEAMS.senior}/member`, { as: 'competition-admin' });
    expect(res.status).toBe(403);
  });

  it('shows medical columns to the coach and the club admin only', async () => {
    const rows = async (as: string, id = COACH_TEAMS.u14) => {
      const res = await s.call(`/api/group/${id}/member`, { as });
      expect(res.status, as).toBe(200);
      return ((await res.json()) as { _embedded: { members: MemberRow[] } })._embedded.members;
    };
    const coach = await rows('coach');
    expect(coach.length).toBeGreaterThanOrEqual(20);
    for (const r of coach) expect(v.safeParse(MemberRow, r).issues).toBeUndefined();
    expect(coach.find((r) => r.personId === personId('demo:parent:child-younger'))?.medicalAlert).toMatch(
      /Asthma/,
    );
    expect((await rows('officer')).every((r) => 'medicalConsent' in r)).toBe(true);
    // The parent is the U14 team's sender: manages it, but no medical columns.
    const sender = await rows('parent');
    expect(sender.some((r) => 'medicalConsent' in r || 'medicalAlert' in r)).toBe(false);
    // A player sees the others (visibility yes) without medical columns.
    const player = await rows('member', COACH_TEAMS.senior);
    expect(player.some((r) => 'medicalConsent' in r)).toBe(false);
  });

  it('adds, retypes and removes a member, each in the audit log', async () => {
    const id = COACH_TEAMS.senior;
    const search = await s.call(`/api/group/${id}/person-search?search=a`, { as: 'coach' });
    const candidate = ((await search.json()) as { _embedded: { persons: { id: string }[] } })._embedded
      .persons[0]!;
    const added = await s.call(`/api/group/${id}/member`, {
      as: 'coach',
      method: 'POST',
      json: { personId: candidate.id, role: 'PLAYER' },
    });
    expect(added.status).toBe(201);
    const row = (await added.json()) as MemberRow;
    const again = await s.call(`/api/group/${id}/member`, {
      as: 'coach',
      method: 'POST',
      json: { personId: candidate.id, role: 'PLAYER' },
    });
    expect(again.status).toBe(409);
    const patch = await s.call(`/api/group/${id}/member/${row.id}`, {
      as: 'coach',
      method: 'PATCH',
      json: { role: 'ORGANISER' },
    });
    expect(((await patch.json()) as MemberRow).role).toBe('ORGANISER');
    const del = await s.call(`/api/group/${id}/member/${row.id}`, { as: 'coach', method: 'DELETE' });
    expect(del.status).toBe(204);
    const log = await s.call(`/api/group/${id}/audit-log`, { as: 'coach' });
    const events = ((await log.json()) as { _embedded: { auditLog: { event: string }[] } })._embedded
      .auditLog;
    expect(events.slice(0, 3).map((e) => e.event)).toEqual([
      'MEMBER_REMOVED',
      'MEMBER_TYPE_UPDATED',
      'MEMBER_ADDED',
    ]);
    expect((await s.call(`/api/group/${id}/audit-log`, { as: 'member' })).status).toBe(403);
  });
});

describe('positions', () => {
  it('creates, assigns, unassigns and deletes a custom position, each in the audit log', async () => {
    const id = COACH_TEAMS.u14;
    const made = await s.call(`/api/group/${id}/position`, {
      as: 'coach',
      method: 'POST',
      json: { name: 'Captain' },
    });
    expect(made.status).toBe(201);
    const pos = (await made.json()) as { id: string };
    const child = personId('demo:parent:child-older');
    const assign = (personIdOrNull: string | null) =>
      s.call(`/api/group/${id}/position/${pos.id}`, {
        as: 'coach',
        method: 'PATCH',
        json: { personId: personIdOrNull },
      });
    expect(((await (await assign(child)).json()) as { personName: string }).personName).toMatch(/Aoife/);
    expect((await assign(personId('demo:member'))).status).toBe(400);
    expect((await assign(null)).status).toBe(200);
    expect(
      (await s.call(`/api/group/${id}/position/${pos.id}`, { as: 'coach', method: 'DELETE' })).status,
    ).toBe(204);
    expect(
      (await s.call(`/api/group/${id}/position`, { as: 'member', method: 'POST', json: { name: 'X' } }))
        .status,
    ).toBe(403);
    const log = await s.call(`/api/group/${id}/audit-log`, { as: 'coach' });
    const events = ((await log.json()) as { _embedded: { auditLog: { event: string }[] } })._embedded
      .auditLog;
    expect(events.slice(0, 4).map((e) => e.event)).toEqual([
      'CUSTOM_POSITION_DELETED',
      'POSITION_UNASSIGNED',
      'POSITION_ASSIGNED',
      'CUSTOM_POSITION_CREATED',
    ]);
  });
});

describe('teamsheet PDF', () => {
  const sheet = (query: string, as = 'coach') =>
    s.call(`/api/group/${COACH_TEAMS.u14}/teamsheet?fileFormat=PDF&${query}`, { as });

  it("renders a non-blank page with the team's name, fadas included, and the options", async () => {
    const res = await sheet(
      'officialTeamsheet=true&opposition=Bray Emmets&includeDob=YEAR_ONLY&includeMedical=true',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBeGreaterThanOrEqual(1);
    const text = pdfText(pdf);
    expect(text).toContain('Naomh Pádraig');
    expect(text).toContain('Official teamsheet');
    expect(text).toContain('Bray Emmets');
    expect(text).toContain('Ní Bhriain');
    expect(text).toMatch(/Asthma/);
    expect(text.split('\n').length).toBeGreaterThan(20);
  });

  it('rasterises to a non-blank page (pdftoppm) whose text (pdftotext) has the team name', async () => {
    const res = await sheet('officialTeamsheet=true');
    const dir = mkdtempSync(path.join(tmpdir(), 'teamsheet-'));
    const file = path.join(dir, 'sheet.pdf');
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    // Page 1 as a greyscale PGM at 50 dpi: header "P5\n<w> <h>\n255\n", then one byte per pixel.
    execFileSync('pdftoppm', ['-f', '1', '-l', '1', '-r', '50', '-gray', file, path.join(dir, 'page')]);
    const pgm = readFileSync(
      path.join(
        dir,
        readdirSync(dir).find((f) => f.endsWith('.pgm'))!,
      ),
    );
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'))!;
    const pixels = pgm.subarray(header[0].length);
    expect(pixels.length).toBe(Number(header[1]) * Number(header[2]));
    const inked = pixels.filter((v) => v < 128).length;
    expect(inked / pixels.length).toBeGreaterThan(0.005);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
    expect(text).toContain('Naomh Pádraig');
  });

  it('refuses medical details to the sender, and text options over 30 characters', async () => {
    expect((await sheet('includeMedical=true', 'parent')).status).toBe(403);
    const ok = await sheet('includeMedical=false', 'parent');
    expect(pdfText(Buffer.from(await ok.arrayBuffer()))).not.toMatch(/Asthma/);
    expect((await sheet(`opposition=${'o'.repeat(30)}`)).status).toBe(200);
    expect((await sheet(`opposition=${'o'.repeat(31)}`)).status).toBe(400);
    expect((await sheet('date=2025-02-30')).status).toBe(400);
    expect((await sheet('', 'competition-admin')).status).toBe(403);
  });
});

describe('contact-info PDF', () => {
  it("lists the members' telephones for those who manage the team, and no one else", async () => {
    const url = `/api/group/${COACH_TEAMS.senior}/group-contact-info?fileFormat=PDF`;
    const res = await s.call(url, { as: 'coach' });
    expect(res.status).toBe(200);
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain('Contact information');
    expect(text).toContain('Ó Murchú');
    expect(text).toMatch(/\+353/);
    expect((await s.call(url, { as: 'member' })).status).toBe(403);
    expect((await s.call(url, { as: 'competition-admin' })).status).toBe(403);
  });
});

describe('joining and leaving a group oneself', () => {
  it('lets a club member join a group that allows it and leave one that allows it, audited', async () => {
    const made = async (over: Record<string, unknown>) => {
      const res = await create(team(over));
      expect(res.status).toBe(201);
      return (await res.json()) as Group;
    };
    const open = await made({ suffix: 'Cúl Camp helpers', selfJoin: true, selfLeave: true });
    const closed = await made({ suffix: 'Selectors' });
    const join = (id: string, as: string) => s.call(`/api/group/${id}/self`, { as, method: 'POST' });
    const leave = (id: string, as: string) => s.call(`/api/group/${id}/self`, { as, method: 'DELETE' });

    const joined = await join(open.id, 'member');
    expect(joined.status).toBe(201);
    expect(((await joined.json()) as MemberRow).role).toBe('PLAYER');
    expect((await join(open.id, 'member')).status).toBe(409);
    const mine = (await (await s.call(`/api/group/${open.id}`, { as: 'member' })).json()) as Group;
    expect(mine).toMatchObject({ myRole: 'PLAYER', selfJoin: true, selfLeave: true });
    // A position the member holds is held by nobody once they leave.
    const pos = `/api/group/${open.id}/position`;
    const kit = (await (
      await s.call(pos, { as: 'officer', method: 'POST', json: { name: 'Kit manager' } })
    ).json()) as {
      id: string;
    };
    const me = ((await (await s.call('/api/person/me', { as: 'member' })).json()) as { id: string }).id;
    const given = await s.call(`${pos}/${kit.id}`, {
      as: 'officer',
      method: 'PATCH',
      json: { personId: me },
    });
    expect(((await given.json()) as GroupPosition).personId).toBe(me);
    expect((await leave(open.id, 'member')).status).toBe(204);
    expect((await leave(open.id, 'member')).status).toBe(403); // no longer a member
    const after = (await (await s.call(pos, { as: 'officer' })).json()) as {
      _embedded: { positions: GroupPosition[] };
    };
    expect(after._embedded.positions.find((p) => p.id === kit.id)?.personId).toBeNull();
    const log = (await (await s.call(`/api/group/${open.id}/audit-log`, { as: 'officer' })).json()) as {
      _embedded: { auditLog: { event: string }[] };
    };
    expect(log._embedded.auditLog.map((e) => e.event)).toEqual(
      expect.arrayContaining(['MEMBER_ADDED', 'MEMBER_REMOVED']),
    );

    // A group that does not allow it, and someone of another club: refused; leaving needs selfLeave.
    expect((await join(closed.id, 'member')).status).toBe(403);
    expect((await join(open.id, 'vetting-officer')).status).toBe(403);
    await s.call(`/api/group/${closed.id}/member`, {
      as: 'officer',
      method: 'POST',
      json: { personId: personId('demo:member'), role: 'PLAYER' },
    });
    expect((await leave(closed.id, 'member')).status).toBe(403);
  });
});
