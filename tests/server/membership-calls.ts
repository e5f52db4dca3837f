/**
 * The calls the membership tests make on a test server: a person's basket, a registration into it, checkout
 * and the hosted card page of the local payments provider, and an order as its payer sees it; with the demo
 * seed's youth and adult options (membership-registration, -instalments and -admin test files).
 */
import { expect } from 'vitest';
import { orgId } from '../../server/db/seed/geography.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { DEMO_PACKAGE_IDS } from '../../server/db/seed/membership.ts';
import { personId } from '../../server/db/seed/people.ts';
import { seedId } from '../../server/db/seed/random.ts';
import type { TestServer } from './harness.ts';

export const club = orgId.club(MAIN_CLUB_KEY);
export const older = personId('demo:parent:child-older');
export const younger = personId('demo:parent:child-younger');
export const youthOption = seedId('membership-option', 'youth:0');
export const adultOption = seedId('membership-option', 'adult:0');
export const season = new Date().getUTCFullYear();

export async function json<T = Record<string, unknown>>(res: Response, status: number): Promise<T> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return (body ? JSON.parse(body) : null) as T;
}

export const registration = (
  members: { personId: string; optionId: string; answers?: Record<string, string> }[],
) => ({
  packageId: members[0]!.optionId === youthOption ? DEMO_PACKAGE_IDS.youth : DEMO_PACKAGE_IDS.adult,
  members,
  codeOfConduct: true,
  safeguarding: true,
});

export type Order = {
  status: string;
  paidMinor: number;
  amountMinor: number;
  instalments: { seq: number; dueDate: string; status: string; amountMinor: number }[];
  memberships: { id: string; personId: string; membershipStatus: string; paymentStatus: string }[];
  receipts: { number: string; amountMinor: number; method: string; paidAt: string }[];
};

export const bothChildren = [
  {
    personId: older,
    optionId: youthOption,
    answers: { '0': 'Scoil Naomh Pádraig', '1': 'Football, Camogie' },
  },
  { personId: younger, optionId: youthOption },
];

/** The calls, on the server `server()` answers when called (set in the test file's beforeAll). */
export function membershipCalls(server: () => TestServer) {
  async function basketOf(as: string) {
    const me = personId(`demo:${as}`);
    return json<{ id: string; basketItems: { id: string; members: { id: string }[] }[] }>(
      await server().call(`/api/basket?person.id=${me}`, { as }),
      200,
    );
  }

  async function register(as: string, members: Parameters<typeof registration>[0]) {
    const b = await basketOf(as);
    return server().call(`/api/basket/${b.id}/item`, { method: 'POST', as, json: registration(members) });
  }

  async function checkout(as: string, paymentType: string) {
    const b = await basketOf(as);
    return json<{ orderId: string; checkoutUrl: string | null }>(
      // With an Idempotency-Key, as the app sends: the route calls the provider outside the request transaction.
      await server().call(`/api/basket/${b.id}/checkout`, {
        method: 'POST',
        as,
        json: { paymentType },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      }),
      201,
    );
  }

  async function pay(checkoutUrl: string, card: string) {
    const path = new URL(checkoutUrl).pathname;
    return server().call(path, {
      method: 'POST',
      body: new URLSearchParams({ card, exp: '12/30', cvc: '123', holder: 'Test' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
  }

  const order = async (id: string, as = 'parent') =>
    json<Order>(await server().call(`/api/order/${id}`, { as }), 200);

  return { basketOf, register, checkout, pay, order };
}
