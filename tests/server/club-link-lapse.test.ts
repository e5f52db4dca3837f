/**
 * Issue 53, item 0, the other direction and the old rows: a plain member whose last counting membership of
 * the club is refunded or revoked goes back to PENDING (an office keeps the link); an upgrade to a player's
 * option gives the Player label once paid; migration 0043 repairs memberships paid before the fix.
 */
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, membership, person, personOrganization } from '../../server/db/schema/index.ts';
import { DEMO_PACKAGE_IDS } from '../../server/db/seed/membership.ts';
import { personId } from '../../server/db/seed/people.ts';
import { seedId } from '../../server/db/seed/random.ts';
import { adultOption, club, json, membershipCalls, season } from './membership-calls.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { world } from './world.ts';

let s: TestServer;
const { pay } = membershipCalls(() => s);

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

let n = 0;
async function newcomer(birthDate = '1992-03-17') {
  const username = `lapse-${++n}-${Date.now().toString(36)}`;
  const p = await world(s).person({ username, dateOfBirth: birthDate });
  await s.database.db.update(person).set({ gender: 'MALE' }).where(eq(person.id, p.id));
  return { id: p.id, username };
}

async function clubLink(who: string, org = club) {
  const [row] = await s.database.db
    .select()
    .from(personOrganization)
    .where(and(eq(personOrganization.personId, who), eq(personOrganization.organizationId, org)));
  return row;
}

const principalVersion = async (who: string) =>
  (await s.database.db.select().from(account).where(eq(account.personId, who)))[0]!.principalVersion;

/** A membership row of this season, as older code or another path left it. */
async function membershipOf(who: string, status: string, over: Partial<typeof membership.$inferInsert> = {}) {
  const id = seedId('membership', `lapse:${who}:${++n}`);
  await s.database.db.insert(membership).values({
    id,
    personId: who,
    organizationId: club,
    association: 'GAA',
    season,
    membershipStatus: status,
    paymentStatus: 'PAID',
    validFrom: `${season}-01-01`,
    validTo: `${season}-12-31`,
    optionId: adultOption,
    packageId: DEMO_PACKAGE_IDS.adult,
    ...over,
  });
  return id;
}

const patchMembership = (id: string, membershipStatus: string) =>
  s.call(`/api/membership/${id}`, { method: 'PATCH', as: 'officer', json: { membershipStatus } });

describe('a link follows the memberships the other way too', () => {
  it('an upgrade to a player’s option gives the Player label once the club marks it paid', async () => {
    const member = personId('demo:member');
    const id = seedId('membership', `${member}:${club}:${season}`);
    // The seed's member plays (person type PLAYER) but holds the non-player option: her link as that option makes it.
    await s.database.db
      .update(personOrganization)
      .set({ labels: ['Adult'] })
      .where(and(eq(personOrganization.personId, member), eq(personOrganization.organizationId, club)));
    const out = await json<{ order: { id: string } }>(
      await s.call(`/api/membership/${id}/upgrade`, {
        method: 'POST',
        as: 'officer',
        json: { optionId: adultOption },
      }),
      201,
    );
    expect((await clubLink(member))!.labels).toEqual(['Adult']); // not paid yet
    await json(
      await s.call(`/api/order/${out.order.id}`, {
        method: 'PATCH',
        as: 'officer',
        json: { status: 'paid' },
      }),
      200,
    );
    expect(await clubLink(member)).toMatchObject({ status: 'ACTIVE', labels: ['Adult', 'Player'] });
  });

  it('a refund takes a plain member back to PENDING: the profile and the principal say so', async () => {
    const cathal = await newcomer();
    const b = await json<{ id: string }>(
      await s.call(`/api/basket?person.id=${cathal.id}`, { as: cathal.username }),
      200,
    );
    await json(
      await s.call(`/api/basket/${b.id}/item`, {
        method: 'POST',
        as: cathal.username,
        json: {
          packageId: DEMO_PACKAGE_IDS.adult,
          members: [{ personId: cathal.id, optionId: adultOption }],
          codeOfConduct: true,
          safeguarding: true,
        },
      }),
      201,
    );
    const { orderId, checkoutUrl } = await json<{ orderId: string; checkoutUrl: string }>(
      await s.call(`/api/basket/${b.id}/checkout`, {
        method: 'POST',
        as: cathal.username,
        json: { paymentType: 'SINGLE_ONLINE' },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      }),
      201,
    );
    await pay(checkoutUrl, '4242 4242 4242 4242');
    expect((await clubLink(cathal.id))!.status).toBe('ACTIVE');
    const paidAt = await principalVersion(cathal.id);

    await json(await s.call(`/api/order/${orderId}/refund`, { method: 'POST', as: 'officer' }), 200);
    expect(await clubLink(cathal.id)).toMatchObject({ status: 'PENDING', labels: ['Adult', 'Player'] });
    expect(await principalVersion(cathal.id)).toBeGreaterThan(paidAt);
    const me = await json<{ organizations: { status: string }[] }>(
      await s.call('/api/person/me', { as: cathal.username }),
      200,
    );
    expect(me.organizations.map((l) => l.status)).toEqual(['PENDING']);
  });

  it('revoking the last counting membership: PENDING; another one still counting, or an office, keeps ACTIVE', async () => {
    // The demo member: this season's membership is the only one that counts (last season's has ended).
    const member = personId('demo:member');
    await json(await patchMembership(seedId('membership', `${member}:${club}:${season}`), 'REVOKED'), 200);
    expect((await clubLink(member))!.status).toBe('PENDING');

    // Two memberships of the club this season (GAA and LGFA): revoking one leaves the other.
    const dara = await newcomer();
    await world(s).member(dara, { id: club });
    const gaa = await membershipOf(dara.id, 'REGISTERED');
    await membershipOf(dara.id, 'REGISTERED', { association: 'LGFA' });
    await json(await patchMembership(gaa, 'REVOKED'), 200);
    expect((await clubLink(dara.id))!.status).toBe('ACTIVE');

    // The coach (label Coach) keeps the link the club gave for the office.
    const coach = personId('demo:coach');
    await json(await patchMembership(seedId('membership', `${coach}:${club}:${season}`), 'REVOKED'), 200);
    expect(await clubLink(coach)).toMatchObject({ status: 'ACTIVE', labels: ['Adult', 'Coach'] });
  });
});

describe('migration 0043: memberships paid before the fix make their people members', () => {
  it('repairs missing and PENDING links of counting memberships, and nothing else', async () => {
    const { db } = s.database;
    const missing = await newcomer();
    await membershipOf(missing.id, 'REGISTERED');
    const pendingYouth = await newcomer(`${season - 19}-06-01`); // an adult now, a youth when added
    await db.insert(personOrganization).values({
      personId: pendingYouth.id,
      organizationId: club,
      status: 'PENDING',
      labels: ['Youth'],
      additionalType: 'MEMBER',
    });
    await membershipOf(pendingYouth.id, 'ASSOCIATION_FEES_PENDING');
    const hibernated = await newcomer();
    await db.insert(personOrganization).values({
      personId: hibernated.id,
      organizationId: club,
      status: 'HIBERNATED',
      labels: ['Adult'],
      additionalType: 'MEMBER',
    });
    await membershipOf(hibernated.id, 'REGISTERED');
    const revoked = await newcomer();
    await membershipOf(revoked.id, 'REVOKED');
    const unpaid = await newcomer();
    await membershipOf(unpaid.id, 'UNREGISTERED');
    const ended = await newcomer();
    await membershipOf(ended.id, 'REGISTERED', {
      season: season - 1,
      validFrom: `${season - 1}-01-01`,
      validTo: `${season - 1}-12-31`,
    });
    const refunded = await newcomer();
    await membershipOf(refunded.id, 'REGISTERED', { refunded: true });
    const before = await principalVersion(missing.id);

    const file = new URL('../../server/db/migrations/0043_repair_club_links.sql', import.meta.url);
    await db.execute(sql.raw(readFileSync(file, 'utf8')));

    expect(await clubLink(missing.id)).toMatchObject({
      status: 'ACTIVE',
      labels: ['Adult', 'Player'],
      additionalType: 'MEMBER',
    });
    expect(await principalVersion(missing.id)).toBeGreaterThan(before);
    expect(await clubLink(pendingYouth.id)).toMatchObject({ status: 'ACTIVE', labels: ['Adult', 'Player'] });
    expect((await clubLink(hibernated.id))!.status).toBe('HIBERNATED');
    for (const who of [revoked, unpaid, ended, refunded]) expect(await clubLink(who.id)).toBeUndefined();
    // Run again (a second start): nothing more changes.
    const after = await principalVersion(missing.id);
    await db.execute(sql.raw(readFileSync(file, 'utf8')));
    expect(await principalVersion(missing.id)).toBe(after);
  });
});
