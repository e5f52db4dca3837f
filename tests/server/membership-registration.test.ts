/**
 * Membership registration rules on the real server: the code of conduct and safeguarding agreement, the
 * option's age phase, the spec's message for an incomplete profile, the unpaid levy, and who may register whom.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { annualLevy, person } from '../../server/db/schema/index.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { DEMO_PACKAGE_IDS } from '../../server/db/seed/membership.ts';
import { personId } from '../../server/db/seed/people.ts';
import { seedId } from '../../server/db/seed/random.ts';
import {
  adultOption,
  bothChildren,
  json,
  membershipCalls,
  older,
  registration,
  season,
  younger,
  youthOption,
} from './membership-calls.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());
const { basketOf, register } = membershipCalls(() => s);

describe('registration rules', () => {
  it('refuses without the code of conduct and safeguarding agreement', async () => {
    const b = await basketOf('parent');
    const res = await s.call(`/api/basket/${b.id}/item`, {
      method: 'POST',
      as: 'parent',
      json: { ...registration(bothChildren), codeOfConduct: false, safeguarding: false },
    });
    const body = await json<{ errors: { field: string; code: string }[] }>(res, 400);
    expect(body.errors.map((e) => e.code).sort()).toEqual([
      'validation.membership.codeOfConduct',
      'validation.membership.safeguarding',
    ]);
  });

  it('refuses an option that does not cover the member’s age phase', async () => {
    const b = await basketOf('parent');
    const wrong = await s.call(`/api/basket/${b.id}/item`, {
      method: 'POST',
      as: 'parent',
      json: {
        ...registration([{ personId: older, optionId: adultOption }]),
        packageId: DEMO_PACKAGE_IDS.adult,
      },
    });
    expect((await json<{ errors: { code: string }[] }>(wrong, 422)).errors[0]!.code).toBe(
      'membership.error.wrongPhase',
    );
  });

  it('says the spec’s message when the profile is incomplete (no gender)', async () => {
    await s.database.db.update(person).set({ gender: null }).where(eq(person.id, younger));
    const res = await register('parent', [{ personId: younger, optionId: youthOption }]);
    const body = await json<{ message: string }>(res, 422);
    expect(body.message).toBe("Cannot progress this membership, please check user's profile.");
    await s.database.db.update(person).set({ gender: 'MALE' }).where(eq(person.id, younger));
  });

  it('is blocked by an unpaid annual levy of the club or the county above it', async () => {
    const county = orgId.county('wicklow');
    const levy = seedId('annual-levy', `${county}:${season}`);
    await s.database.db.update(annualLevy).set({ paid: false }).where(eq(annualLevy.id, levy));
    const res = await register('parent', bothChildren);
    expect((await json<{ errors: { code: string }[] }>(res, 409)).errors[0]!.code).toBe(
      'membership.error.levyUnpaid',
    );
    await s.database.db.update(annualLevy).set({ paid: true }).where(eq(annualLevy.id, levy));
  });

  it('lets nobody register a person they do not act for', async () => {
    const res = await register('member', [{ personId: older, optionId: youthOption }]);
    expect(res.status).toBe(403);
    const other = await s.call(`/api/basket?person.id=${personId('demo:parent')}`, { as: 'member' });
    expect(other.status).toBe(403);
  });
});
