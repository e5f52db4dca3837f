/**
 * Issue 48, finding 2: any signed-in account could make a family and look people up through POST /invite —
 * the answer gave the invitee's name, birth date and person id, an unknown target answered differently, and
 * nothing limited it. Now an invite answers the same whoever has (or nobody has) the username or e-mail,
 * shows the family only what the inviter typed until the invitee accepts, and is rate limited: per inviter
 * (429, in English and Irish) and, quietly, in mails per invitee.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M, messageText } from '../../domain/messages.ts';
import { familyMember, notification, person } from '../../server/db/schema/index.ts';
import { translate } from '../../server/i18n.ts';
import { INVITE_MAILS_PER_PERSON, INVITES_PER_INVITER } from '../../server/services/family/invite.routes.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { world, type WorldPerson } from './world.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

interface FamilyBody {
  id: string;
  members: { id: string; status: string; person: { id: string } }[];
  invites?: { id: string; invitee: string; createdAt: string }[];
}

let n = 0;
/** A new account, with an e-mail address, and its own family. */
async function someone(
  givenName = 'Invitee',
  familyName = 'Tester',
  dateOfBirth = '1990-01-01',
): Promise<WorldPerson & { email: string; familyId: string }> {
  const w = world(s);
  const username = `u${Date.now().toString(36)}${++n}`;
  const p = await w.person({
    username,
    givenName,
    familyName,
    dateOfBirth,
  });
  const email = `${username}@example.org`;
  await s.database.db.update(person).set({ email }).where(eq(person.id, p.id));
  const fam = await s.call('/api/family', { as: username, method: 'POST', json: { name: `Family ${n}` } });
  expect(fam.status).toBe(201);
  return { ...p, email, familyId: ((await fam.json()) as { id: string }).id };
}

const invite = (as: WorldPerson, familyId: string, invitee: string, lang?: string) =>
  s.call('/api/invite', {
    as: as.username,
    method: 'POST',
    json: { familyId, invitee },
    headers: lang ? { 'Accept-Language': lang } : {},
  });
const mailsTo = (personId: string) =>
  s.database.db
    .select()
    .from(notification)
    .where(
      and(eq(notification.recipientPersonId, personId), like(notification.dedupeKey, 'family-invite:%')),
    );
const memberRow = async (familyId: string, personId: string) =>
  (
    await s.database.db
      .select()
      .from(familyMember)
      .where(and(eq(familyMember.familyId, familyId), eq(familyMember.personId, personId)))
  )[0];
/** The answer with what differs by nature (the invite's own id and time) taken out. */
const comparable = (body: FamilyBody) => ({
  ...body,
  invites: body.invites?.map((i) => ({ invitee: i.invitee.replace(/^.*@/, '@') })),
});

describe('an invite reveals nothing about who has the username or e-mail', () => {
  it('answers an existing person and nobody the same: 202, the same shape, no person data', async () => {
    const inviter = await someone('Inviter');
    const target = await someone('Caoimhe', 'Ní Shúilleabháin', '1987-03-09');
    // One family invites a real e-mail; an identical family invites an e-mail nobody has.
    const twin = await someone('Twin');
    const known = await invite(inviter, inviter.familyId, target.email);
    const unknown = await invite(twin, twin.familyId, 'nobody-at-all@example.org');
    expect([known.status, unknown.status]).toEqual([202, 202]);
    const a = (await known.json()) as FamilyBody;
    const b = (await unknown.json()) as FamilyBody;
    const text = JSON.stringify(a);
    for (const secret of [target.id, 'Caoimhe', 'Shúilleabháin', '1987-03-09'])
      expect(text).not.toContain(secret);
    expect(a.members.map((m) => m.person.id)).toEqual([inviter.id]);
    expect(a.invites?.map((i) => i.invitee)).toEqual([target.email]);
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    expect(Object.keys(a.invites![0]!).sort()).toEqual(Object.keys(b.invites![0]!).sort());
    const strip = (x: FamilyBody) => ({ ...comparable(x), id: '', name: '', members: x.members.length });
    expect(strip(a)).toEqual(strip(b));
    // The person it reached is invited and mailed; nobody is mailed for the other.
    expect((await memberRow(inviter.familyId, target.id))?.status).toBe('INVITED');
    expect(await mailsTo(target.id)).toHaveLength(1);
    const stray = await s.database.db
      .select()
      .from(notification)
      .where(eq(notification.address, 'nobody-at-all@example.org'));
    expect(stray).toEqual([]);
  });

  it('keeps the invitee out of the family’s view until they accept, and shows them once they do', async () => {
    const inviter = await someone('Inviter');
    const target = await someone('Ruairí');
    expect((await invite(inviter, inviter.familyId, target.username!)).status).toBe(202);
    // Inviting the same person again under another name, or someone already in: no conflict, same answer.
    expect((await invite(inviter, inviter.familyId, target.email)).status).toBe(202);
    expect((await invite(inviter, inviter.familyId, inviter.username!)).status).toBe(202);
    const view = async () =>
      (await (
        await s.call(`/api/family/${inviter.familyId}`, { as: inviter.username })
      ).json()) as FamilyBody;
    const before = await view();
    expect(JSON.stringify(before)).not.toContain(target.id);
    expect(JSON.stringify(before)).not.toContain('Ruairí');
    expect(before.invites?.map((i) => i.invitee).sort()).toEqual(
      [inviter.username!, target.email, target.username!].sort(),
    );
    // The invitee sees the family, and their own invite to answer.
    const theirs = (await (await s.call('/api/family', { as: target.username })).json()) as {
      _embedded: { families: FamilyBody[] };
    };
    const invited = theirs._embedded.families.find((f) => f.id === inviter.familyId)!;
    expect(invited.members.find((m) => m.person.id === target.id)?.status).toBe('INVITED');
    expect(invited.invites).toBeUndefined();
    // A rejection is not shown to the family: the invite stays pending.
    const reject = await s.call(`/api/family/${inviter.familyId}/invite?accept=false`, {
      as: target.username,
      method: 'PATCH',
    });
    expect(reject.status).toBe(200);
    expect((await view()).invites).toEqual(before.invites);
    // Sent again, it opens again; accepted, the family sees who it was, and its invites to them close.
    expect((await invite(inviter, inviter.familyId, target.username!)).status).toBe(202);
    const accept = await s.call(`/api/family/${inviter.familyId}/invite?accept=true`, {
      as: target.username,
      method: 'PATCH',
    });
    expect(accept.status).toBe(200);
    const after = await view();
    expect(after.members.find((m) => m.person.id === target.id)?.status).toBe('ACTIVE');
    expect(after.invites?.map((i) => i.invitee)).toEqual([inviter.username]);
  });

  it('no longer finds people by person id', async () => {
    const inviter = await someone('Inviter');
    const target = await someone('Id');
    expect((await invite(inviter, inviter.familyId, target.id)).status).toBe(202);
    expect(await memberRow(inviter.familyId, target.id)).toBeUndefined();
    expect(await mailsTo(target.id)).toEqual([]);
  });

  it('withdraws a pending invite: the invitee no longer sees it; an unknown one is 404', async () => {
    const inviter = await someone('Inviter');
    const target = await someone('Withdrawn');
    const body = (await (await invite(inviter, inviter.familyId, target.username!)).json()) as FamilyBody;
    const pending = body.invites![0]!;
    const withdraw = (id: string, as = inviter.username) =>
      s.call(`/api/family/${inviter.familyId}/invite/${id}`, { as, method: 'DELETE' });
    expect((await withdraw(pending.id, target.username)).status).toBe(403);
    const res = await withdraw(pending.id);
    expect(res.status).toBe(200);
    expect(((await res.json()) as FamilyBody).invites).toEqual([]);
    expect((await memberRow(inviter.familyId, target.id))?.status).toBe('INACTIVE');
    const theirs = (await (await s.call('/api/family', { as: target.username })).json()) as {
      _embedded: { families: FamilyBody[] };
    };
    expect(theirs._embedded.families.map((f) => f.id)).not.toContain(inviter.familyId);
    expect((await withdraw(pending.id)).status).toBe(404);
  });
});

describe('invites are rate limited', () => {
  it(`lets one inviter send ${INVITES_PER_INVITER} an hour, then answers 429 in the caller’s language`, async () => {
    const inviter = await someone('Busy');
    for (let i = 0; i < INVITES_PER_INVITER; i++)
      expect((await invite(inviter, inviter.familyId, `guess-${i}@example.org`)).status).toBe(202);
    const over = await invite(inviter, inviter.familyId, 'one-more@example.org');
    expect(over.status).toBe(429);
    const english = messageText(M.inviteTooMany.id);
    expect(((await over.json()) as { message: string }).message).toBe(english);
    const irish = await invite(inviter, inviter.familyId, 'one-more@example.org', 'ga');
    expect(irish.status).toBe(429);
    const message = ((await irish.json()) as { message: string }).message;
    expect(message).toBe(translate(M.inviteTooMany.id, 'ga', english));
    expect(message).not.toBe(english);
  });

  it(`mails one person at most ${INVITE_MAILS_PER_PERSON} invitations a day from all families; the rest are invites without mail, answered the same`, async () => {
    const target = await someone('Popular');
    const answers: number[] = [];
    const families: string[] = [];
    for (let i = 0; i < INVITE_MAILS_PER_PERSON + 2; i++) {
      const inviter = await someone(`Family ${i}`);
      families.push(inviter.familyId);
      answers.push((await invite(inviter, inviter.familyId, target.username!)).status);
    }
    expect(answers).toEqual(answers.map(() => 202));
    expect(await mailsTo(target.id)).toHaveLength(INVITE_MAILS_PER_PERSON);
    for (const familyId of families) expect((await memberRow(familyId, target.id))?.status).toBe('INVITED');
  });
});
