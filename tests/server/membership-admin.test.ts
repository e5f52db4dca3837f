/**
 * The club admin's side of membership on the real server: a pay-later order marked paid, approving and
 * revoking a membership, and the club's packages (list order, drafts, PUT of options, question links).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { membership } from '../../server/db/schema/index.ts';
import { DEMO_PACKAGE_IDS } from '../../server/db/seed/membership.ts';
import { club, json, membershipCalls, season, younger, youthOption, type Order } from './membership-calls.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());
const { register, checkout, order } = membershipCalls(() => s);

describe('pay later and the admin lifecycle', () => {
  it('a pay-later order waits for the club to mark it paid', async () => {
    expect((await register('parent', [{ personId: younger, optionId: youthOption }])).status).toBe(201);
    const { orderId, checkoutUrl } = await checkout('parent', 'OFFLINE');
    expect(checkoutUrl).toBeNull();
    let o = await order(orderId);
    expect(o.status).toBe('payment_due');
    expect(o.memberships[0]!.membershipStatus).toBe('UNREGISTERED');
    expect(
      (await s.call(`/api/order/${orderId}`, { method: 'PATCH', as: 'parent', json: { status: 'paid' } }))
        .status,
    ).toBe(403);
    o = await json<Order>(
      await s.call(`/api/order/${orderId}`, { method: 'PATCH', as: 'officer', json: { status: 'paid' } }),
      200,
    );
    expect(o.status).toBe('paid');
    expect(o.memberships[0]!.membershipStatus).toBe('REGISTERED');
    expect(o.memberships[0]!.paymentStatus).toBe('PAID');
    expect(o.receipts.map((r) => [r.amountMinor, r.method])).toEqual([[o.amountMinor, 'OFFLINE']]);
    // Marking it paid twice is refused, and makes no second receipt.
    const again = await s.call(`/api/order/${orderId}`, {
      method: 'PATCH',
      as: 'officer',
      json: { status: 'paid' },
    });
    expect(again.status).toBe(409);
    expect((await order(orderId)).receipts).toHaveLength(1);
  });

  it('the club admin approves a pending membership and revokes it', async () => {
    const [m] = await s.database.db
      .select()
      .from(membership)
      .where(
        and(eq(membership.organizationId, club), eq(membership.membershipStatus, 'ASSOCIATION_FEES_PENDING')),
      )
      .limit(1);
    expect(m).toBeDefined();
    const approved = await json<{ membershipStatus: string }>(
      await s.call(`/api/membership/${m!.id}`, {
        method: 'PATCH',
        as: 'officer',
        json: { membershipStatus: 'REGISTERED' },
      }),
      200,
    );
    expect(approved.membershipStatus).toBe('REGISTERED');
    const revoked = await json<{ membershipStatus: string }>(
      await s.call(`/api/membership/${m!.id}`, {
        method: 'PATCH',
        as: 'officer',
        json: { membershipStatus: 'REVOKED' },
      }),
      200,
    );
    expect(revoked.membershipStatus).toBe('REVOKED');
    const list = await json<{ _embedded: { memberships: { id: string }[] } }>(
      await s.call(`/api/membership?filter=organization.id:${club},membershipStatus:REVOKED&size=1000`, {
        as: 'officer',
      }),
      200,
    );
    expect(list._embedded.memberships.map((x) => x.id)).toContain(m!.id);
  });

  it('lists packages season desc, name asc, and hides drafts from members', async () => {
    const created = await json<{ id: string }>(
      await s.call('/api/package/clone?fromPackageId=' + DEMO_PACKAGE_IDS.adult, {
        method: 'POST',
        as: 'officer',
      }),
      201,
    );
    const names = async (as: string) =>
      (
        await json<{ _embedded: { packages: { id: string; name: string; status: string }[] } }>(
          await s.call(`/api/package?filter=organization.id:${club}`, { as }),
          200,
        )
      )._embedded.packages.map((p) => p.name);
    expect(await names('officer')).toEqual([
      'Adult membership',
      'Adult membership (copy)',
      'Family membership',
      'Youth membership',
    ]);
    expect(await names('member')).toEqual(['Adult membership', 'Family membership', 'Youth membership']);
    expect((await s.call(`/api/package/${created.id}`, { method: 'DELETE', as: 'member' })).status).toBe(403);
    expect((await s.call(`/api/package/${created.id}`, { method: 'DELETE', as: 'officer' })).status).toBe(
      204,
    );
  });

  it('PUT without options keeps the option ids; PUT with options replaces them', async () => {
    type Pkg = { id: string; name: string; options: ({ id: string } & Record<string, unknown>)[] };
    const copy = await json<Pkg>(
      await s.call('/api/package/clone?fromPackageId=' + DEMO_PACKAGE_IDS.youth, {
        method: 'POST',
        as: 'officer',
      }),
      201,
    );
    const fields = { organizationId: club, name: 'Renamed copy', season, status: 'DRAFT' };
    const kept = await json<Pkg>(
      await s.call(`/api/package/${copy.id}`, { method: 'PUT', as: 'officer', json: fields }),
      200,
    );
    expect(kept.name).toBe('Renamed copy');
    expect(kept.options.map((o) => o.id)).toEqual(copy.options.map((o) => o.id));
    const options = copy.options.map(({ id: _id, packageId: _p, ...o }) => o);
    const replaced = await json<Pkg>(
      await s.call(`/api/package/${copy.id}`, { method: 'PUT', as: 'officer', json: { ...fields, options } }),
      200,
    );
    expect(replaced.options).toHaveLength(copy.options.length);
    expect(replaced.options.map((o) => o.id)).not.toContain(copy.options[0]!.id);
    expect((await s.call(`/api/package/${copy.id}`, { method: 'DELETE', as: 'officer' })).status).toBe(204);
  });

  it('takes a question link only on http:// or the product’s own host (seed 1 §5)', async () => {
    type Pkg = { id: string; options: ({ id: string; packageId: string } & Record<string, unknown>)[] };
    const pkg = await json<Pkg>(
      await s.call(`/api/package/${DEMO_PACKAGE_IDS.adult}`, { as: 'officer' }),
      200,
    );
    const { id: optionId, packageId: _p, ...option } = pkg.options[0]!;
    const withLink = (labelHref: string) => ({
      ...option,
      additionalQuestions: [
        {
          questionText: 'Club rules',
          labelHref,
          inputRequired: false,
          inputType: 'TEXT',
          questionOptions: '',
        },
      ],
    });
    const put = (labelHref: string) =>
      s.call(`/api/package/${pkg.id}/option/${optionId}`, {
        method: 'PUT',
        as: 'officer',
        json: withLink(labelHref),
      });
    const refused = await put('https://elsewhere.example/rules');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('additionalQuestions');
    expect((await put(`${s.url}/help/rules`)).status).toBe(200);
    expect((await put('')).status).toBe(200);
    // Back as it was.
    const restore = await s.call(`/api/package/${pkg.id}/option/${optionId}`, {
      method: 'PUT',
      as: 'officer',
      json: option,
    });
    expect(restore.status).toBe(200);
  });
});
