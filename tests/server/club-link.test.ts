/**
 * Issue 53, item 0: joining a club ends with being in the club. Every path that makes a membership count —
 * a card payment, the first instalment, a free option, the club marking a pay-later order paid, the club's
 * approval — makes its person an ACTIVE member of the club in the same transaction, with the option's
 * labels; GET /person/me and the principal (cached per version) show it at once. A dependant registered by
 * a parent becomes a member. (The county membership fees panel: member-fees.test.ts; revoke, refund and the
 * repair migration: club-link-lapse.test.ts.)
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  account,
  basketItem,
  membership,
  membershipOption,
  person,
  personOrganization,
} from '../../server/db/schema/index.ts';
import { DEMO_PACKAGE_IDS } from '../../server/db/seed/membership.ts';
import { seedId } from '../../server/db/seed/random.ts';
import { adultOption, club, json, membershipCalls, season, type Order } from './membership-calls.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { world } from './world.ts';

let s: TestServer;
let team: { id: string };
const { pay } = membershipCalls(() => s);

type Link = { organization: { id: string }; status: string; labels: string[]; additionalType?: string };
type Me = { id: string; organizations: Link[] };

beforeAll(async () => {
  s = await startTestServer();
  // A team of the club: reading it needs an ACTIVE link (group.read), which the principal holds.
  team = await world(s).team(
    { id: club, name: 'Naomh Pádraig', county: 'wicklow' },
    { activity: 'Rounders', ageLevel: 'SENIOR' },
  );
});
afterAll(() => s.close());

let n = 0;
/** Someone who signed up and completed the profile: an account, a person, no club. */
async function newcomer(birthDate = '1992-03-17') {
  const username = `joiner-${++n}-${Date.now().toString(36)}`;
  const p = await world(s).person({ username, givenName: 'Ciara', dateOfBirth: birthDate });
  await s.database.db.update(person).set({ gender: 'FEMALE' }).where(eq(person.id, p.id));
  return { id: p.id, username };
}

const principalVersion = async (personId: string) =>
  (await s.database.db.select().from(account).where(eq(account.personId, personId)))[0]!.principalVersion;

async function me(as: string) {
  const res = await s.call('/api/person/me', { as });
  const header = Number(res.headers.get('X-Principal-Version'));
  return { body: await json<Me>(res, 200), version: header };
}

async function clubLink(personId: string) {
  const [row] = await s.database.db
    .select()
    .from(personOrganization)
    .where(and(eq(personOrganization.personId, personId), eq(personOrganization.organizationId, club)));
  return row;
}

/** Registers `members` (default: the caller, adult player) and checks out; answers the checkout. */
async function registerAndCheckout(
  who: { id: string; username: string },
  paymentType: string,
  members = [{ personId: who.id, optionId: adultOption }],
  packageId: string = DEMO_PACKAGE_IDS.adult,
) {
  const b = await json<{ id: string }>(
    await s.call(`/api/basket?person.id=${who.id}`, { as: who.username }),
    200,
  );
  const body = { packageId, members, codeOfConduct: true, safeguarding: true };
  await json(await s.call(`/api/basket/${b.id}/item`, { method: 'POST', as: who.username, json: body }), 201);
  return json<{ orderId: string; checkoutUrl: string | null }>(
    await s.call(`/api/basket/${b.id}/checkout`, {
      method: 'POST',
      as: who.username,
      json: { paymentType },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    }),
    201,
  );
}

const order = async (id: string, as: string) => json<Order>(await s.call(`/api/order/${id}`, { as }), 200);

describe('a membership that counts makes its person a member of the club', () => {
  it('card: after paying with 4242 the person is an ACTIVE member, on the very next request', async () => {
    const ciara = await newcomer();
    const before = await me(ciara.username);
    expect(before.body.organizations).toEqual([]);
    // The principal is cached at this version: the club's team is not hers to read.
    expect((await s.call(`/api/group/${team.id}`, { as: ciara.username })).status).toBe(403);

    const { orderId, checkoutUrl } = await registerAndCheckout(ciara, 'SINGLE_ONLINE');
    expect((await me(ciara.username)).body.organizations).toEqual([]); // not paid yet: not a member
    expect((await pay(checkoutUrl!, '4242 4242 4242 4242')).status).toBe(303);
    expect((await order(orderId, ciara.username)).status).toBe('paid');

    const after = await me(ciara.username);
    expect(after.body.organizations).toEqual([
      expect.objectContaining({
        organization: expect.objectContaining({ id: club, name: 'Naomh Pádraig' }),
        status: 'ACTIVE',
        labels: ['Adult', 'Player'],
        additionalType: 'MEMBER',
      }),
    ]);
    // The principal's version moved with the link: the answer says so, and the cached principal is gone.
    expect(after.version).toBeGreaterThan(before.version);
    expect(await principalVersion(ciara.id)).toBe(after.version);
    expect((await s.call(`/api/group/${team.id}`, { as: ciara.username })).status).toBe(200);
  });

  it('a declined card makes no member', async () => {
    const aoife = await newcomer();
    const { checkoutUrl } = await registerAndCheckout(aoife, 'SINGLE_ONLINE');
    await pay(checkoutUrl!, '4000 0000 0000 0002');
    expect(await clubLink(aoife.id)).toBeUndefined();
    expect((await me(aoife.username)).body.organizations).toEqual([]);
  });

  it('instalments: the first instalment paid starts the plan and the membership', async () => {
    const sadhbh = await newcomer();
    const { orderId, checkoutUrl } = await registerAndCheckout(sadhbh, 'INSTALLMENTS_ONLINE');
    expect(await clubLink(sadhbh.id)).toBeUndefined();
    await pay(checkoutUrl!, '4242 4242 4242 4242');
    const o = await order(orderId, sadhbh.username);
    expect([o.status, o.memberships[0]!.paymentStatus]).toEqual(['payment_processing', 'PART_PAID']);
    expect(await clubLink(sadhbh.id)).toMatchObject({ status: 'ACTIVE', labels: ['Adult', 'Player'] });
  });

  it('pay later: a member only once the club marks the order paid', async () => {
    const niamh = await newcomer();
    const { orderId, checkoutUrl } = await registerAndCheckout(niamh, 'OFFLINE');
    expect(checkoutUrl).toBeNull();
    expect(await clubLink(niamh.id)).toBeUndefined();
    // The payer cannot mark it paid (and so cannot make herself a member).
    const self = await s.call(`/api/order/${orderId}`, {
      method: 'PATCH',
      as: niamh.username,
      json: { status: 'paid' },
    });
    expect(self.status).toBe(403);
    expect(await clubLink(niamh.id)).toBeUndefined();
    const versionBefore = await principalVersion(niamh.id);
    await json(
      await s.call(`/api/order/${orderId}`, { method: 'PATCH', as: 'officer', json: { status: 'paid' } }),
      200,
    );
    expect(await clubLink(niamh.id)).toMatchObject({ status: 'ACTIVE', labels: ['Adult', 'Player'] });
    expect(await principalVersion(niamh.id)).toBeGreaterThan(versionBefore);
  });

  it('a free option: checkout takes no payment, registers and makes the member at once', async () => {
    const free = seedId('membership-option', 'adult:free');
    await s.database.db.insert(membershipOption).values({
      id: free,
      packageId: DEMO_PACKAGE_IDS.adult,
      position: 9,
      season,
      name: 'Adult social (free)',
      description: 'Social membership, no fee.',
      status: 'ACTIVE',
      adultSlots: 1,
      youthSlots: 0,
      playerType: 'NON_PLAYER',
      membershipType: 'ASSOCIATE_MEMBER',
      associations: ['GAA'],
      priceCurrency: 'EUR',
      price: 0,
      visibleOnline: true,
      availableOnlineFor: 'ANYONE',
      onlineSinglePaymentAllowed: true,
      onlinePayLaterOptionAllowed: false,
      onlineInstalmentPaymentAllowed: false,
      additionalQuestions: [],
    });
    const eimear = await newcomer();
    const out = await registerAndCheckout(eimear, 'SINGLE_ONLINE', [{ personId: eimear.id, optionId: free }]);
    expect(out.checkoutUrl).toBeNull();
    const o = await order(out.orderId, eimear.username);
    expect(o.status).toBe('paid');
    expect(o.memberships.map((m) => [m.membershipStatus, m.paymentStatus])).toEqual([['REGISTERED', 'PAID']]);
    expect(await clubLink(eimear.id)).toMatchObject({
      status: 'ACTIVE',
      labels: ['Adult'],
      additionalType: 'ASSOCIATE_MEMBER',
    });
    const b = await json<{ basketItems: unknown[] }>(
      await s.call(`/api/basket?person.id=${eimear.id}`, { as: eimear.username }),
      200,
    );
    expect(b.basketItems).toEqual([]);
  });

  it('the club’s approval of a pending membership makes (or makes again) the member', async () => {
    const orla = await newcomer();
    const { db } = s.database;
    // Hibernated by the club earlier (moved away); her membership for this season waits for approval.
    await db.insert(personOrganization).values({
      personId: orla.id,
      organizationId: club,
      status: 'HIBERNATED',
      labels: ['Adult'],
      hibernateReason: 'MOVED_CLUB',
      hibernatedOn: `${season}-01-02`,
      additionalType: 'MEMBER',
    });
    const id = seedId('membership', `approval:${orla.id}`);
    await db.insert(membership).values({
      id,
      personId: orla.id,
      organizationId: club,
      association: 'GAA',
      season,
      membershipStatus: 'ASSOCIATION_APPROVAL_PENDING',
      paymentStatus: 'PAID',
      validFrom: `${season}-01-01`,
      validTo: `${season}-12-31`,
      optionId: adultOption,
      packageId: DEMO_PACKAGE_IDS.adult,
    });
    const member = await s.call(`/api/membership/${id}`, {
      method: 'PATCH',
      as: orla.username,
      json: { membershipStatus: 'REGISTERED' },
    });
    expect(member.status).toBe(403);
    await json(
      await s.call(`/api/membership/${id}`, {
        method: 'PATCH',
        as: 'officer',
        json: { membershipStatus: 'REGISTERED' },
      }),
      200,
    );
    expect(await clubLink(orla.id)).toMatchObject({
      status: 'ACTIVE',
      labels: ['Adult', 'Player'],
      hibernateReason: null,
      hibernatedOn: null,
    });
  });

  it('a dependant registered and paid for by a parent becomes a member of the club', async () => {
    const family = seedId('family', 'o-briain');
    await json(
      await s.call(`/api/family/${family}/member`, {
        method: 'POST',
        as: 'parent',
        json: {
          givenName: 'Fionn',
          familyName: 'Ó Briain',
          gender: 'MALE',
          birthDate: `${season - 9}-04-02`,
        },
      }),
      201,
    );
    const [child] = await s.database.db
      .select({ id: person.id })
      .from(person)
      .where(and(eq(person.givenName, 'Fionn'), eq(person.familyName, 'Ó Briain')));
    // Added to the family: known to the parent's club, not a member.
    expect(await clubLink(child!.id)).toMatchObject({ status: 'PENDING' });
    const parent = { id: (await me('parent')).body.id, username: 'parent' };
    const { checkoutUrl } = await registerAndCheckout(
      parent,
      'SINGLE_ONLINE',
      [{ personId: child!.id, optionId: seedId('membership-option', 'youth:0') }],
      DEMO_PACKAGE_IDS.youth,
    );
    await pay(checkoutUrl!, '4242 4242 4242 4242');
    expect(await clubLink(child!.id)).toMatchObject({ status: 'ACTIVE', labels: ['Youth', 'Player'] });
    const items = await s.database.db.select().from(basketItem);
    expect(items.filter((i) => i.personIds.includes(child!.id))).toEqual([]);
  });
});
