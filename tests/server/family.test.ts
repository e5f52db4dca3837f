import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyMember, notification } from '../../server/db/schema/index.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

interface Member {
  id: string;
  position: string;
  status: string;
  person: { id: string; givenName: string; sameClub: boolean };
}
interface FamilyBody {
  id: string;
  name: string;
  description?: string;
  members: Member[];
  invites?: { id: string; invitee: string; createdAt: string }[];
  errors?: { field: string; code: string }[];
}
const json = async <T = FamilyBody>(res: Response) => (await res.json()) as T;
const families = async (as: string) =>
  (await json<{ _embedded: { families: FamilyBody[] } }>(await s.call('/api/family', { as })))._embedded
    .families;
const idOf = async (as: string) => (await json<{ id: string }>(await s.call('/api/person/me', { as }))).id;

let fam: FamilyBody;
beforeAll(async () => {
  fam = (await families('parent'))[0]!;
});

describe('the demo family', () => {
  it('has the parent as primary, two dependants, and an invite to a guardian the family knows by username', () => {
    const positions = fam.members.map((m) => `${m.position}:${m.status}`).sort();
    expect(positions).toEqual(['DEPENDENT:ACTIVE', 'DEPENDENT:ACTIVE', 'PRIMARY:ACTIVE']);
    expect(fam.invites?.map((i) => i.invitee)).toEqual(['guardian']);
  });

  it('shows the invite to the invitee', async () => {
    const theirs = await families('guardian');
    expect(theirs.map((f) => f.id)).toEqual([fam.id]);
  });
});

describe('family rules', () => {
  it('name ≤ 30 and description ≤ 50 at the boundary', async () => {
    const put = (name: string, description: string) =>
      s.call(`/api/family/${fam.id}`, { as: 'parent', method: 'PUT', json: { name, description } });
    const bad = await put('N'.repeat(31), 'D'.repeat(51));
    expect(bad.status).toBe(400);
    expect((await json(bad)).errors!.map((e) => `${e.field}:${e.code}`).sort()).toEqual([
      'description:validation.family.descriptionMax',
      'name:validation.family.nameMax',
    ]);
    expect((await put('', '')).status).toBe(400);
    const ok = await put('Á'.repeat(30), 'D'.repeat(50));
    expect(ok.status).toBe(200);
    expect((await json(ok)).name).toBe('Á'.repeat(30));
    await put('Muintir Uí Bhriain', 'Ó Briain family');
  });

  it('adds a child the parent can then edit, and moves a child to additional people', async () => {
    const res = await s.call(`/api/family/${fam.id}/member`, {
      as: 'parent',
      method: 'POST',
      json: { givenName: 'Saoirse', familyName: 'Ní Bhriain', gender: 'FEMALE', birthDate: '2020-05-01' },
    });
    expect(res.status).toBe(201);
    const child = (await json(res)).members.find((m) => m.person.givenName === 'Saoirse')!;
    expect(child.position).toBe('DEPENDENT');
    const edit = await s.call(`/api/person/${child.person.id}`, {
      as: 'parent',
      method: 'PATCH',
      json: { alternateGivenName: 'Saoirse Óg' },
    });
    expect(edit.status).toBe(200);
    const future = await s.call(`/api/family/${fam.id}/member`, {
      as: 'parent',
      method: 'POST',
      json: { givenName: 'X', familyName: 'Y', gender: 'MALE', birthDate: '2999-01-01' },
    });
    expect(future.status).toBe(400);
    const moved = await s.call(`/api/family/${fam.id}/member/${child.id}`, {
      as: 'parent',
      method: 'PATCH',
      json: { position: 'OTHER' },
    });
    expect(moved.status).toBe(200);
    // Additional people cannot be managed: the parent no longer edits them.
    const after = await s.call(`/api/person/${child.person.id}`, {
      as: 'parent',
      method: 'PATCH',
      json: { alternateGivenName: 'Saoirse' },
    });
    expect(after.status).toBe(403);
  });
});

describe('invites', () => {
  it('invite → accept makes a guardian who may edit the children; reject needs a re-invite', async () => {
    // The demo guardian rejects; a second answer finds no open invite.
    const reject = await s.call(`/api/family/${fam.id}/invite?accept=false`, {
      as: 'guardian',
      method: 'PATCH',
    });
    expect(reject.status).toBe(200);
    const again = await s.call(`/api/family/${fam.id}/invite?accept=true`, {
      as: 'guardian',
      method: 'PATCH',
    });
    expect(again.status).toBe(403);
    // The parent invites her again, by e-mail; she gets a mail and can accept.
    const guardianId = await idOf('guardian');
    const invite = await s.call('/api/invite', {
      as: 'parent',
      method: 'POST',
      json: { familyId: fam.id, invitee: 'guardian@pairc.example' },
    });
    expect(invite.status).toBe(202);
    const mails = await s.database.db
      .select()
      .from(notification)
      .where(eq(notification.recipientPersonId, guardianId));
    expect(mails.some((m) => m.subject.includes('invited'))).toBe(true);
    // Inviting her again under her username is no conflict (that would tell who she is): the same answer.
    const dup = await s.call('/api/invite', {
      as: 'parent',
      method: 'POST',
      json: { familyId: fam.id, invitee: 'guardian' },
    });
    expect(dup.status).toBe(202);
    const accept = await s.call(`/api/family/${fam.id}/invite?accept=true`, {
      as: 'guardian',
      method: 'PATCH',
    });
    expect(accept.status).toBe(200);
    const [row] = await s.database.db
      .select()
      .from(familyMember)
      .where(and(eq(familyMember.familyId, fam.id), eq(familyMember.personId, guardianId)));
    expect([row!.position, row!.status]).toEqual(['GUARDIAN', 'ACTIVE']);
    const child = fam.members.find((m) => m.position === 'DEPENDENT')!;
    const edit = await s.call(`/api/person/${child.person.id}`, {
      as: 'guardian',
      method: 'PATCH',
      json: { description: 'Minded by her aunt on Tuesdays' },
    });
    expect(edit.status).toBe(200);
    // A guardian does not manage the family itself (primary member only).
    const rename = await s.call(`/api/family/${fam.id}`, {
      as: 'guardian',
      method: 'PUT',
      json: { name: 'Mine' },
    });
    expect(rename.status).toBe(403);
  });
});

describe('BOLA: every family route refuses another family (403)', () => {
  it('403 for a member of no family and for a guardian of another family', async () => {
    const child = fam.members.find((m) => m.position === 'DEPENDENT')!;
    const routes: [string, string, unknown][] = [
      ['GET', `/api/family/${fam.id}`, undefined],
      ['PUT', `/api/family/${fam.id}`, { name: 'Taken over' }],
      ['DELETE', `/api/family/${fam.id}`, undefined],
      [
        'POST',
        `/api/family/${fam.id}/member`,
        { givenName: 'A', familyName: 'B', gender: 'MALE', birthDate: '2015-01-01' },
      ],
      ['PATCH', `/api/family/${fam.id}/member/${child.id}`, { status: 'INACTIVE' }],
      ['DELETE', `/api/family/${fam.id}/member/${child.id}`, undefined],
      ['PATCH', `/api/family/${fam.id}/invite?accept=true`, undefined],
      ['DELETE', `/api/family/${fam.id}/invite/${crypto.randomUUID()}`, undefined],
      ['POST', '/api/invite', { familyId: fam.id, invitee: 'coach' }],
      ['GET', `/api/person/${child.person.id}`, undefined],
      ['PATCH', `/api/person/${child.person.id}`, { description: 'x' }],
    ];
    // The coach makes a family of her own: she is PRIMARY there, and a stranger to the Ó Briain family.
    const own = await s.call('/api/family', { as: 'coach', method: 'POST', json: { name: 'Ní Cheallaigh' } });
    expect(own.status).toBe(201);
    for (const as of ['member', 'coach']) {
      for (const [method, path, body] of routes) {
        const res = await s.call(path, { as, method, json: body });
        expect(res.status, `${as} ${method} ${path}`).toBe(403);
      }
    }
    // The coach's own family is hers alone.
    const coachFamily = await json(own);
    expect((await s.call(`/api/family/${coachFamily.id}`, { as: 'parent' })).status).toBe(403);
  });
});
