/**
 * Who an application is for (seed 2 §6: the player, or their parent or guardian) and from which club: the
 * wizard's first question (GET /api/assets/player-transfer/applicants) and the server's check that the
 * leaving club is one the player is an ACTIVE member of.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '../../domain/messages.ts';
import { transferBody } from '../domain/transfer/transfer-body.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { world, type WorldClub } from './world.ts';

interface Applicant {
  personId: string;
  isMe: boolean;
  clubs: { id: string; name: string; associations: string[] }[];
}

let s: TestServer;
let leaving: WorldClub;
let joining: WorldClub;
let other: WorldClub;
let child: Applicant;

const applicants = async (as: string) => {
  const res = await s.call('/api/assets/player-transfer/applicants', { as });
  expect(res.status).toBe(200);
  return ((await res.json()) as { applicants: Applicant[] }).applicants;
};

beforeAll(async () => {
  s = await startTestServer();
  const w = world(s);
  leaving = await w.club({ county: 'wicklow' });
  joining = await w.club({ county: 'dublin' });
  other = await w.club({ county: 'kerry' });
  child = (await applicants('parent')).find((a) => !a.isMe)!;
  await w.member({ id: child.personId }, leaving);
});
afterAll(() => s.close());

const apply = (as: string, originOrganizationId: string) =>
  s.call('/api/player-transfer', {
    as,
    method: 'POST',
    json: transferBody('GAA_J1_SANCTION', {
      personId: child.personId,
      originOrganizationId,
      destinationOrganizationId: joining.id,
    }),
  });

describe('applicants', () => {
  it('lists me first, then my dependants, each with the clubs they are active members of', async () => {
    const list = await applicants('parent');
    expect(list[0]!.isMe).toBe(true);
    const kid = list.find((a) => a.personId === child.personId)!;
    expect(kid.clubs.map((c) => c.id)).toContain(leaving.id);
    expect(kid.clubs.map((c) => c.id)).not.toContain(other.id);
    expect(kid.clubs.find((c) => c.id === leaving.id)!.associations).toEqual(['GAA']);
  });

  it('shows nobody else’s children', async () => {
    const list = await applicants('member');
    expect(list.map((a) => a.personId)).not.toContain(child.personId);
  });

  it('refuses a caller with no person', async () => {
    const res = await s.call('/api/assets/player-transfer/applicants');
    expect(res.status).toBe(401);
  });
});

describe('the leaving club is the player’s', () => {
  it('lets a parent apply for their child from the child’s club', async () => {
    const res = await apply('parent', leaving.id);
    expect(res.status).toBe(201);
    const doc = (await res.json()) as { personId: string; applicantPersonId: string; status: string };
    expect(doc).toMatchObject({ personId: child.personId, status: 'DRAFT' });
  });

  it('refuses a club the player is not an active member of', async () => {
    const res = await apply('parent', other.id);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { field: string; code: string }[] };
    expect(body.errors).toContainEqual(
      expect.objectContaining({ field: 'originOrganizationId', code: M.transferNotMemberOfClub.id }),
    );
  });

  it('refuses someone who is not the child’s parent, whatever the club', async () => {
    expect((await apply('member', leaving.id)).status).toBe(403);
  });
});
