/**
 * People and clubs (issue 53 item 2): a club admin looks a person up and invites them; the link to the club is
 * made only by the person's (or a guardian's) acceptance — the club cannot accept for them, nor can an admin of
 * another club invite to this one; the mail's link comes from PUBLIC_URL; invitations are limited per day;
 * removal from a club and its refusals; replay of an invitation under the same key.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubInvitationApi as api } from '../../domain/person/club-link/club-invitation.contract.ts';
import { CLUB_INVITATIONS_PER_PERSON_PER_DAY } from '../../domain/person/club-link/club-invitation.ts';
import { notification, person, personOrganization } from '../../server/db/schema/index.ts';
import { callContract, startTestServer, type TestServer } from './harness.ts';
import { world, type WorldClub, type WorldPerson } from './world.ts';

let s: TestServer;
let club: WorldClub;
let admin: WorldPerson;
let otherAdmin: WorldPerson;
beforeAll(async () => {
  s = await startTestServer();
  const w = world(s);
  club = await w.club({ name: 'Cumann na Cuireadh' });
  admin = await w.person({ username: 'inv-admin' });
  await w.member(admin, club, { labels: ['ADMIN_CLUB'], privileges: ['ORG_ADMIN'] });
  otherAdmin = await w.person({ username: 'inv-other-admin' });
  const other = await w.club({ county: 'kerry' });
  await w.member(otherAdmin, other, { labels: ['ADMIN_CLUB'], privileges: ['ORG_ADMIN'] });
});
afterAll(() => s.close());

async function newPerson(username: string, uniqueId?: string, email = `${username}@example.ie`) {
  const p = await world(s).person({ username, givenName: 'Síle', familyName: username });
  await s.database.db.update(person).set({ email, uniqueId }).where(eq(person.id, p.id));
  return p;
}

const link = async (p: WorldPerson) =>
  (
    await s.database.db
      .select()
      .from(personOrganization)
      .where(and(eq(personOrganization.personId, p.id), eq(personOrganization.organizationId, club.id)))
  )[0];

const invite = (p: WorldPerson, as = 'inv-admin', key?: string) =>
  callContract(
    s,
    api.invite,
    { params: { id: p.id }, body: { organizationId: club.id }, idempotencyKey: key },
    as,
  );

describe('looking a person up', () => {
  it('finds them by 7-digit unique id or by id, with their name only', async () => {
    const p = await newPerson('inv-ref', '7000001');
    for (const id of ['7000001', p.id]) {
      const res = await callContract(s, api.reference, { params: { id } }, 'inv-admin');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: p.id, uniqueId: '7000001', givenName: 'Síle', familyName: 'inv-ref' });
    }
    const none = await callContract(s, api.reference, { params: { id: '7999999' } }, 'inv-admin');
    expect(none.status).toBe(404);
    // A member who administers nothing may not look people up.
    expect((await callContract(s, api.reference, { params: { id: p.id } }, 'inv-ref')).status).toBe(403);
  });
});

describe('inviting, and the consent that makes the link', () => {
  it('invites, mails a link from PUBLIC_URL, and makes no link until the person accepts', async () => {
    const p = await newPerson('inv-accept');
    const res = await invite(p);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ personId: p.id, status: 'PENDING', organization: { id: club.id } });
    expect(await link(p)).toBeUndefined();

    const [mail] = await s.database.db
      .select()
      .from(notification)
      .where(eq(notification.dedupeKey, `club-invitation:${res.body.id}`));
    expect(mail?.address).toBe('inv-accept@example.ie');
    expect(mail?.subject).toContain('Cumann na Cuireadh');
    expect(mail?.body).toContain(`${s.url}/clubs`);

    // Inviting again answers the open invitation, not a second one.
    const again = await invite(p);
    expect(again.body.id).toBe(res.body.id);

    // The club cannot accept for the person, nor can a super admin.
    const forged = await callContract(
      s,
      api.answer,
      { params: { id: p.id, invitationId: res.body.id }, body: { accept: true } },
      'inv-admin',
    );
    expect(forged.status).toBe(403);
    expect(await link(p)).toBeUndefined();

    const mine = await callContract(s, api.invitations, { params: { id: p.id } }, 'inv-accept');
    expect(mine.body._embedded.invitations.map((i) => i.id)).toEqual([res.body.id]);

    const accepted = await callContract(
      s,
      api.answer,
      { params: { id: p.id, invitationId: res.body.id }, body: { accept: true } },
      'inv-accept',
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('ACCEPTED');
    expect(await link(p)).toMatchObject({ status: 'ACTIVE', additionalType: 'ASSOCIATE_MEMBER' });

    const me = await s.call('/api/person/me', { as: 'inv-accept' });
    const orgs = ((await me.json()) as { organizations: { organization: { id: string } }[] }).organizations;
    expect(orgs.map((o) => o.organization.id)).toContain(club.id);

    // Answered: not again, and no longer listed.
    const twice = await callContract(
      s,
      api.answer,
      { params: { id: p.id, invitationId: res.body.id }, body: { accept: false } },
      'inv-accept',
    );
    expect(twice.status).toBe(409);
    expect(
      (await callContract(s, api.invitations, { params: { id: p.id } }, 'inv-accept')).body._embedded
        .invitations,
    ).toEqual([]);
    // Now a member: a new invitation is refused.
    expect((await invite(p)).status).toBe(409);
  });

  it('declining makes no link', async () => {
    const p = await newPerson('inv-decline');
    const inv = await invite(p);
    const res = await callContract(
      s,
      api.answer,
      { params: { id: p.id, invitationId: inv.body.id }, body: { accept: false } },
      'inv-decline',
    );
    expect(res.body.status).toBe('DECLINED');
    expect(await link(p)).toBeUndefined();
  });

  it('an admin of another club cannot invite to this one', async () => {
    const p = await newPerson('inv-forge');
    expect((await invite(p, 'inv-other-admin')).status).toBe(403);
    expect((await invite(p, 'inv-forge')).status).toBe(403);
  });

  it('another person cannot read or answer someone’s invitations', async () => {
    const p = await newPerson('inv-target');
    await newPerson('inv-nosy');
    const inv = await invite(p);
    expect((await callContract(s, api.invitations, { params: { id: p.id } }, 'inv-nosy')).status).toBe(403);
    const res = await callContract(
      s,
      api.answer,
      { params: { id: p.id, invitationId: inv.body.id }, body: { accept: true } },
      'inv-nosy',
    );
    expect(res.status).toBe(403);
    // Nor through their own id: the invitation is not theirs.
    const nosy = (await callContract(s, api.reference, { params: { id: p.id } }, 'inv-admin')).body;
    expect(nosy.id).toBe(p.id);
    expect(await link(p)).toBeUndefined();
  });

  it('limits invitations to one person per day', async () => {
    const p = await newPerson('inv-limit');
    const w = world(s);
    let last = 0;
    for (let i = 0; i <= CLUB_INVITATIONS_PER_PERSON_PER_DAY; i++) {
      const c = await w.club();
      await w.member(admin, c, { labels: ['ADMIN_CLUB'], privileges: ['ORG_ADMIN'] });
      const res = await callContract(
        s,
        api.invite,
        { params: { id: p.id }, body: { organizationId: c.id } },
        'inv-admin',
      );
      last = res.status;
      if (i < CLUB_INVITATIONS_PER_PERSON_PER_DAY) expect(res.status).toBe(201);
    }
    expect(last).toBe(429);
  });

  it('a replay under the same key answers the same invitation', async () => {
    const p = await newPerson('inv-replay');
    const [a, b] = [await invite(p, 'inv-admin', 'inv-key-1'), await invite(p, 'inv-admin', 'inv-key-1')];
    expect(b.status).toBe(a.status);
    expect(b.body.id).toBe(a.body.id);
    const mails = await s.database.db
      .select()
      .from(notification)
      .where(like(notification.dedupeKey, `club-invitation:${a.body.id}`));
    expect(mails).toHaveLength(1);
  });
});

describe('removing a person from the club', () => {
  it('removes a plain member and refuses the admin themself, an office holder and an unknown person', async () => {
    const w = world(s);
    const plain = await newPerson('inv-plain');
    await w.member(plain, club);
    const res = await callContract(s, api.unlink, { params: { id: plain.id, orgId: club.id } }, 'inv-admin');
    expect(res.status).toBe(204);
    expect((await link(plain))?.deletedAt).not.toBeNull();
    // Removed: may be invited again.
    expect((await invite(plain)).status).toBe(201);

    const self = await callContract(s, api.unlink, { params: { id: admin.id, orgId: club.id } }, 'inv-admin');
    expect(self.status).toBe(409);
    expect(self.error?.message).toBe('Organisation administrators cannot remove themselves');

    const treasurer = await newPerson('inv-office');
    await w.member(treasurer, club, { labels: ['Treasurer'], privileges: ['FINANCE'] });
    expect(
      (await callContract(s, api.unlink, { params: { id: treasurer.id, orgId: club.id } }, 'inv-admin'))
        .status,
    ).toBe(409);

    const stranger = await newPerson('inv-stranger');
    expect(
      (await callContract(s, api.unlink, { params: { id: stranger.id, orgId: club.id } }, 'inv-admin'))
        .status,
    ).toBe(404);
  });

  it('withdraws an open invitation', async () => {
    const p = await newPerson('inv-withdraw');
    const inv = await invite(p);
    expect(
      (await callContract(s, api.unlink, { params: { id: p.id, orgId: club.id } }, 'inv-admin')).status,
    ).toBe(204);
    const res = await callContract(
      s,
      api.answer,
      { params: { id: p.id, invitationId: inv.body.id }, body: { accept: true } },
      'inv-withdraw',
    );
    expect(res.status).toBe(409);
    expect(await link(p)).toBeUndefined();
  });
});
