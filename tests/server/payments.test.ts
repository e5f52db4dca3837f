/**
 * Club payments on the real server (server/services/payment/): the account overview and its statuses
 * (seed 3 §4), every §5 Payments rule of top-up and payout requests, the second approver (§4, §6), the
 * payout freeze, idempotent replays, the audit log, history with its CSV, and the payment webhook's
 * signature (forged, tampered, stale, unsigned, replayed).
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalPaymentsProvider } from '../../server/adapters/payments/local-provider.ts';
import { OnboardingLinks } from '../../server/adapters/payments/local-onboarding-links.ts';
import { signPayload } from '../../server/adapters/payments/signature.ts';
import { DEMO_CLUBS, MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { DEMO_PAYMENT_METHODS } from '../../server/db/seed/payments.ts';
import { RETURN_URL_PLACEHOLDER, onboardingLinkFor } from '../../domain/payment/account.ts';
import { eq } from 'drizzle-orm';
import { account } from '../../server/db/schema/index.ts';
import { RECONCILE_AFTER_MS, reconcileApprovals } from '../../server/services/payment/approval.ts';
import { decideApproval } from '../../server/services/payment/payment.repository.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
let provider: LocalPaymentsProvider;
const club = orgId.club(MAIN_CLUB_KEY);
const otherClub = orgId.club(DEMO_CLUBS.find((c) => c.key !== MAIN_CLUB_KEY)!.key);
const base = `/api/payment-account/${club}`;
let key = 0;

beforeAll(async () => {
  s = await startTestServer();
  provider = new LocalPaymentsProvider(s.database.db, { publicUrl: s.url, sessionTtlSeconds: 60 });
});
afterAll(() => s.close());

async function json<T>(res: Response, status: number): Promise<T> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return JSON.parse(body) as T;
}
type Approval = { id: string; status: string; statusReason: string | null; movementId: string | null };
type Overview = {
  paymentAccountStatus: string;
  onboardingLink: string | null;
  balances: { currency: string; available: number; pending: number; reserved: number }[];
  payoutsFrozen: boolean;
};
const send = (
  method: string,
  path: string,
  as: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => s.call(path, { method, as, json: body, headers: { 'Idempotency-Key': `k-${++key}`, ...headers } });
const request = (as: string, body: Record<string, unknown>) => send('POST', `${base}/approval`, as, body);
const topUp = (amount: number, extra: Record<string, unknown> = {}) => ({
  additionalType: 'TOP_UP',
  amount,
  currency: 'EUR',
  paymentMethodId: DEMO_PAYMENT_METHODS.bank,
  description: 'Gate money lodged',
  ...extra,
});
const payout = (amount: number) => ({
  additionalType: 'PAYOUT',
  amount,
  currency: 'EUR',
  description: 'Kit supplier',
});
const eur = async () =>
  (await json<Overview>(await s.call(base, { as: 'officer' }), 200)).balances.find(
    (b) => b.currency === 'EUR',
  )!;
const codeOf = async (res: Response, status: number) =>
  (await json<{ errors: { code: string }[] }>(res, status)).errors[0]!.code;

describe('the payment account (seed 3 §4 Payment account status)', () => {
  it('is SETUP_NOT_STARTED when the provider has none (its 404 is not an error), then set up through onboarding', async () => {
    // The other club's officer is not ours: use the super admin to read, then a finance admin of that club would open it.
    const before = await json<Overview>(
      await s.call(`/api/payment-account/${otherClub}`, { as: 'super-admin' }),
      200,
    );
    expect(before).toMatchObject({
      paymentAccountStatus: 'SETUP_NOT_STARTED',
      onboardingLink: null,
      balances: [],
    });
    await provider.createAccount(otherClub, { name: 'Other', country: 'IE', currency: 'EUR' });
    const opened = await json<Overview>(
      await s.call(`/api/payment-account/${otherClub}`, { as: 'super-admin' }),
      200,
    );
    expect(opened.paymentAccountStatus).toBe('REQUIRES_IMMEDIATE_ATTENTION');
    expect(opened.onboardingLink).toContain(RETURN_URL_PLACEHOLDER);
    const link = new URL(onboardingLinkFor(opened.onboardingLink!, `${s.url}/clubs`));
    expect(link.searchParams.get('return_url')).toBe(`${s.url}/clubs`);
    const page = await fetch(link);
    expect(await page.text()).toContain('Complete setup');
    const done = await fetch(`${s.url}/pay/onboarding/${otherClub}`, {
      method: 'POST',
      body: new URLSearchParams({
        return_url: 'https://evil.example/',
        expires: link.searchParams.get('expires')!,
        sig: link.searchParams.get('sig')!,
      }),
      redirect: 'manual',
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${s.url}/clubs`);
    const after = await json<Overview>(
      await s.call(`/api/payment-account/${otherClub}`, { as: 'super-admin' }),
      200,
    );
    expect(after).toMatchObject({ paymentAccountStatus: 'SETUP_COMPLETE', onboardingLink: null });
  });

  it('issue 48: onboarding needs the link the overview gave out — for that account, not expired', async () => {
    const third = orgId.club(DEMO_CLUBS.filter((c) => c.key !== MAIN_CLUB_KEY)[1]!.key);
    await provider.createAccount(third, { name: 'Third', country: 'IE', currency: 'EUR' });
    const complete = (id: string, fields: Record<string, string>) =>
      fetch(`${s.url}/pay/onboarding/${id}`, {
        method: 'POST',
        body: new URLSearchParams({ return_url: `${s.url}/clubs`, ...fields }),
        redirect: 'manual',
      });
    const status = async () =>
      (await json<Overview>(await s.call(`/api/payment-account/${third}`, { as: 'super-admin' }), 200))
        .paymentAccountStatus;
    // Signed out, with only the club's id: refused, page and button both.
    const bare = await fetch(`${s.url}/pay/onboarding/${third}`);
    expect(bare.status).toBe(403);
    expect(await bare.text()).not.toContain('Complete setup');
    expect((await complete(third, {})).status).toBe(403);
    // A link given out for another account does not open this one.
    const other = new URL(
      (await json<Overview>(await s.call(`/api/payment-account/${otherClub}`, { as: 'super-admin' }), 200))
        .onboardingLink ?? (await provider.onboardingLink(otherClub)),
    );
    const borrowed = {
      expires: other.searchParams.get('expires')!,
      sig: other.searchParams.get('sig')!,
    };
    expect((await fetch(`${s.url}/pay/onboarding/${third}?${new URLSearchParams(borrowed)}`)).status).toBe(
      403,
    );
    expect((await complete(third, borrowed)).status).toBe(403);
    // A forged expiry breaks the signature; an expired link is refused.
    const mine = new URL((await provider.onboardingLink(third)).replace(RETURN_URL_PLACEHOLDER, ''));
    const sig = mine.searchParams.get('sig')!;
    expect((await complete(third, { expires: '99999999999', sig })).status).toBe(403);
    const past = new OnboardingLinks(s.database.db, s.url, () => Date.now() - 2 * 60 * 60 * 1000);
    const stale = new URL((await past.link(third)).replace(RETURN_URL_PLACEHOLDER, ''));
    expect(
      (
        await complete(third, {
          expires: stale.searchParams.get('expires')!,
          sig: stale.searchParams.get('sig')!,
        })
      ).status,
    ).toBe(403);
    expect(await status()).toBe('REQUIRES_IMMEDIATE_ATTENTION');
    // The link this account's overview gives its finance administrator works.
    const done = await complete(third, { expires: mine.searchParams.get('expires')!, sig });
    expect(done.status).toBe(303);
    expect(await status()).toBe('SETUP_COMPLETE');
  });

  it('issue 48: the test clock moves only for a super admin', async () => {
    const advance = (as?: string) =>
      s.call('/pay/test/clock/advance', { method: 'POST', as, json: { hours: 1 } });
    const before = await provider.clock.offsetMs();
    const anonymous = await advance();
    expect(anonymous.status).toBe(401);
    expect((await advance('officer')).status).toBe(403);
    expect((await advance('member')).status).toBe(403);
    expect(await provider.clock.offsetMs()).toBe(before);
    const moved = await advance('super-admin');
    expect(moved.status).toBe(200);
    expect(await provider.clock.offsetMs()).toBe(before + 3_600_000);
  });

  it('shows the demo club set up, with its balances and methods', async () => {
    const o = await json<Overview>(await s.call(base, { as: 'officer' }), 200);
    expect(o.paymentAccountStatus).toBe('SETUP_COMPLETE');
    expect(o.balances.some((b) => b.currency === 'EUR')).toBe(true);
    const methods = await json<{ _embedded: { paymentMethods: { id: string; type: string }[] } }>(
      await s.call(`${base}/payment-method`, { as: 'officer' }),
      200,
    );
    expect(methods._embedded.paymentMethods.map((m) => m.type).sort()).toEqual([
      'BACS_DEBIT',
      'EU_BANK_TRANSFER',
    ]);
  });
});

describe('top-up and payout requests (seed 3 §5 Payments)', () => {
  it('a top-up is 50 to 10,000; by BACS 100 to 10,000; a description is required', async () => {
    expect(await codeOf(await request('officer', topUp(4_999)), 400)).toBe('validation.payment.topUpRange');
    expect(await codeOf(await request('officer', topUp(1_000_001)), 400)).toBe(
      'validation.payment.topUpRange',
    );
    expect(await codeOf(await request('officer', topUp(5_000, { description: '  ' })), 400)).toBe(
      'validation.required',
    );
    const bacs = { paymentMethodId: DEMO_PAYMENT_METHODS.bacs, currency: 'GBP' };
    expect(await codeOf(await request('officer', topUp(9_999, bacs)), 400)).toBe(
      'validation.payment.topUpRangeBacs',
    );
    expect(await codeOf(await request('officer', topUp(5_000, { currency: 'EU' })), 400)).toBe(
      'validation.payment.currency',
    );
    expect(await codeOf(await request('officer', topUp(5_000, { paymentMethodId: 'pm_nope' })), 400)).toBe(
      'payment.error.methodUnknown',
    );
    expect(await codeOf(await request('officer', topUp(5_000, { currency: 'GBP' })), 400)).toBe(
      'payment.error.currencyMismatch',
    );
    await json<Approval>(await request('officer', topUp(5_000)), 201);
    await json<Approval>(await request('officer', topUp(10_000, bacs)), 201);
    await json<Approval>(await request('officer', topUp(1_000_000)), 201);
  });

  it('a payout is positive, with currency and description, and never more than the available balance', async () => {
    expect(await codeOf(await request('officer', payout(0)), 400)).toBe('validation.payment.amountPositive');
    expect(await codeOf(await request('officer', payout(-5)), 400)).toBe('validation.payment.amountPositive');
    expect(await codeOf(await request('officer', payout(1.5)), 400)).toBe(
      'validation.payment.amountPositive',
    );
    expect(await codeOf(await request('officer', { ...payout(100), description: '' }), 400)).toBe(
      'validation.required',
    );
    const { available } = await eur();
    expect(await codeOf(await request('officer', payout(available + 1)), 409)).toBe(
      'payment.error.insufficientFunds',
    );
  });

  it('waits as CREATED; the requester cannot approve it; a second finance admin approves; the money clears by the rules', async () => {
    const before = await eur();
    const a = await json<Approval>(await request('officer', topUp(20_000)), 201);
    expect(a.status).toBe('CREATED');
    const pending = await json<{ _embedded: { approvals: Approval[] } }>(
      await s.call(`${base}/approval?status=CREATED`, { as: 'chairperson' }),
      200,
    );
    expect(pending._embedded.approvals.map((x) => x.id)).toContain(a.id);
    const own = await send('PATCH', `${base}/approval/${a.id}`, 'officer', { status: 'APPROVED' });
    const ownBody = await json<{ message: string }>(own, 403);
    expect(ownBody.message).toBe(
      'A top-up or payout needs approval by a second administrator with finance privileges',
    );
    const irish = await send(
      'PATCH',
      `${base}/approval/${a.id}`,
      'officer',
      { status: 'APPROVED' },
      { 'Accept-Language': 'ga' },
    );
    expect(irish.status).toBe(403);
    const ok = await json<Approval>(
      await send('PATCH', `${base}/approval/${a.id}`, 'chairperson', { status: 'APPROVED' }),
      200,
    );
    expect(ok.status).toBe('APPROVED');
    expect(ok.movementId).toMatch(/^tu_/);
    const fee = 111 + Math.floor((20_000 * 26 + 5000) / 10000);
    const after = await eur();
    expect(after.pending - before.pending).toBe(20_000 - fee);
    expect(after.available).toBe(before.available);
    await provider.clock.advance(10 * 24 * 3600 * 1000); // 3 working days, over any bank holidays
    const cleared = await eur();
    expect(cleared.pending).toBeLessThan(after.pending);
    expect(cleared.available).toBeGreaterThanOrEqual(before.available + 20_000 - fee);
    // Decided once: a second decision is refused.
    expect(
      await codeOf(
        await send('PATCH', `${base}/approval/${a.id}`, 'chairperson', {
          status: 'REJECTED',
          statusReason: 'x',
        }),
        409,
      ),
    ).toBe('payment.error.notPending');
  });

  it('a payout approved moves available to reserved; a rejection needs a reason; the requester alone cancels', async () => {
    const before = await eur();
    const p = await json<Approval>(await request('officer', payout(1_000)), 201);
    const ok = await json<Approval>(
      await send('PATCH', `${base}/approval/${p.id}`, 'chairperson', { status: 'APPROVED' }),
      200,
    );
    expect(ok.movementId).toMatch(/^po_/);
    const after = await eur();
    expect(before.available - after.available).toBe(1_000);
    expect(after.reserved - before.reserved).toBe(1_000);

    const r = await json<Approval>(await request('officer', payout(500)), 201);
    expect(
      await codeOf(
        await send('PATCH', `${base}/approval/${r.id}`, 'chairperson', { status: 'REJECTED' }),
        400,
      ),
    ).toBe('validation.required');
    const rejected = await json<Approval>(
      await send('PATCH', `${base}/approval/${r.id}`, 'chairperson', {
        status: 'REJECTED',
        statusReason: 'Wrong supplier',
      }),
      200,
    );
    expect(rejected).toMatchObject({ status: 'REJECTED', statusReason: 'Wrong supplier' });

    const c = await json<Approval>(await request('officer', payout(500)), 201);
    expect(await codeOf(await send('DELETE', `${base}/approval/${c.id}`, 'chairperson'), 403)).toBe(
      'payment.error.notRequester',
    );
    expect(
      (await json<Approval>(await send('DELETE', `${base}/approval/${c.id}`, 'officer'), 200)).status,
    ).toBe('CANCELLED');
    expect(
      await codeOf(
        await send('PATCH', `${base}/approval/${c.id}`, 'chairperson', { status: 'APPROVED' }),
        409,
      ),
    ).toBe('payment.error.notPending');
  });

  it('an approval interrupted before the provider answered is carried out once by the reconciler', async () => {
    const db = s.database.db;
    const [chair] = await db.select().from(account).where(eq(account.username, 'chairperson'));
    const before = await eur();
    // Claimed as decideMovement claims it, then the process stops before the provider is called …
    const a = await json<Approval>(await request('officer', payout(700)), 201);
    await decideApproval(db, a.id, 'APPROVED', chair!.personId!, null);
    // … or after the provider moved the money, before its answer was kept.
    const b = await json<Approval>(await request('officer', payout(300)), 201);
    await decideApproval(db, b.id, 'APPROVED', chair!.personId!, null);
    const moved = await provider.payout({
      accountId: club,
      amountMinor: 300,
      currency: 'EUR',
      description: 'Kit supplier',
      reference: b.id,
    });
    const now = new Date();
    expect(await reconcileApprovals(provider, db, now), 'not before the grace period').toBe(0);
    const later = new Date(now.getTime() + RECONCILE_AFTER_MS + 1_000);
    expect(await reconcileApprovals(provider, db, later)).toBe(2);
    expect(await reconcileApprovals(provider, db, new Date(later.getTime() + RECONCILE_AFTER_MS * 2))).toBe(
      0,
    );
    expect(before.available - (await eur()).available, 'each payout moved once').toBe(1_000);
    const rows = (
      await json<{ _embedded: { approvals: Approval[] } }>(
        await s.call(`${base}/approval?size=40`, { as: 'officer' }),
        200,
      )
    )._embedded.approvals;
    expect(rows.find((r) => r.id === a.id)).toMatchObject({
      status: 'APPROVED',
      movementId: expect.stringMatching(/^po_/),
    });
    expect(rows.find((r) => r.id === b.id)).toMatchObject({ status: 'APPROVED', movementId: moved.id });
  });

  it('a payout that the balance no longer covers when approved fails, with the reason kept', async () => {
    const { available } = await eur();
    const a = await json<Approval>(await request('officer', payout(available)), 201);
    const b = await json<Approval>(await request('officer', payout(available)), 201);
    await json<Approval>(
      await send('PATCH', `${base}/approval/${a.id}`, 'chairperson', { status: 'APPROVED' }),
      200,
    );
    expect(
      await codeOf(
        await send('PATCH', `${base}/approval/${b.id}`, 'chairperson', { status: 'APPROVED' }),
        409,
      ),
    ).toBe('payment.error.insufficientFunds');
  });

  it('payouts are refused while a super admin has frozen them (only a super admin freezes)', async () => {
    await json<Approval>(await request('officer', topUp(100_000)), 201).then((a) =>
      send('PATCH', `${base}/approval/${a.id}`, 'chairperson', { status: 'APPROVED' }),
    );
    await provider.clock.advance(10 * 24 * 3600 * 1000); // 3 working days, over any bank holidays
    const p = await json<Approval>(await request('officer', payout(100)), 201);
    const freeze = (as: string, frozen: boolean) =>
      send('PUT', `/api/super-admin/organization/${club}/payout-freeze`, as, { frozen });
    expect((await freeze('officer', true)).status).toBe(403);
    await json(await freeze('super-admin', true), 200);
    expect((await json<Overview>(await s.call(base, { as: 'officer' }), 200)).payoutsFrozen).toBe(true);
    expect(await codeOf(await request('officer', payout(100)), 409)).toBe('payment.error.payoutsFrozen');
    expect(
      await codeOf(
        await send('PATCH', `${base}/approval/${p.id}`, 'chairperson', { status: 'APPROVED' }),
        409,
      ),
    ).toBe('payment.error.payoutsFrozen');
    await json(await freeze('super-admin', false), 200);
    await json<Approval>(
      await send('PATCH', `${base}/approval/${p.id}`, 'chairperson', { status: 'APPROVED' }),
      200,
    );
    expect((await freeze('super-admin', true).then(() => freeze('super-admin', false))).status).toBe(200);
  });

  it('replays the first answer for the same Idempotency-Key: one request, one movement', async () => {
    const headers = { 'Idempotency-Key': 'same-request-twice' };
    const first = await json<Approval>(
      await s.call(`${base}/approval`, { method: 'POST', as: 'officer', json: topUp(6_000), headers }),
      201,
    );
    const again = await json<Approval>(
      await s.call(`${base}/approval`, { method: 'POST', as: 'officer', json: topUp(6_000), headers }),
      201,
    );
    expect(again.id).toBe(first.id);
    const decide = { 'Idempotency-Key': 'same-decision-twice' };
    const a = await json<Approval>(
      await s.call(`${base}/approval/${first.id}`, {
        method: 'PATCH',
        as: 'chairperson',
        json: { status: 'APPROVED' },
        headers: decide,
      }),
      200,
    );
    const b = await json<Approval>(
      await s.call(`${base}/approval/${first.id}`, {
        method: 'PATCH',
        as: 'chairperson',
        json: { status: 'APPROVED' },
        headers: decide,
      }),
      200,
    );
    expect(b.movementId).toBe(a.movementId);
    const movements = await json<{ _embedded: { movements: { id: string }[] } }>(
      await s.call(`${base}/movement`, { as: 'officer' }),
      200,
    );
    expect(movements._embedded.movements.filter((m) => m.id === a.movementId)).toHaveLength(1);
  });

  it('writes every money action to the audit log, newest first', async () => {
    const log = await json<{
      _embedded: { auditEvents: { action: string; actorName: string; createDate: string }[] };
    }>(await s.call(`${base}/audit-log`, { as: 'officer' }), 200);
    const actions = new Set(log._embedded.auditEvents.map((e) => e.action));
    for (const a of [
      'TOP_UP_REQUESTED',
      'PAYOUT_REQUESTED',
      'REQUEST_APPROVED',
      'REQUEST_REJECTED',
      'REQUEST_CANCELLED',
      'REQUEST_FAILED',
      'PAYOUTS_FROZEN',
      'PAYOUTS_UNFROZEN',
    ]) {
      expect(actions.has(a), a).toBe(true);
    }
    const dates = log._embedded.auditEvents.map((e) => e.createDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe('payment history (seed 3 §7)', () => {
  type Item = { id: string; type: string; processedOn: string; amount: number; amountCredited: number };
  it('pages by processed-on descending, filters by type and direction, and the CSV holds the same lines', async () => {
    const all: Item[] = [];
    let cursor: string | null = null;
    do {
      const q: string = `/api/payment-history?orgId=${club}&size=3${cursor ? `&cursor=${cursor}` : ''}`;
      const page: { _embedded: { paymentHistory: Item[] }; next: string | null } = await json(
        await s.call(q, { as: 'officer' }),
        200,
      );
      all.push(...page._embedded.paymentHistory);
      cursor = page.next;
    } while (cursor);
    expect(new Set(all.map((i) => i.id)).size).toBe(all.length);
    const times = all.map((i) => i.processedOn);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.some((i) => i.type === 'TOPUP') && all.some((i) => i.type === 'PAYOUT')).toBe(true);
    const payouts = await json<{ _embedded: { paymentHistory: Item[] } }>(
      await s.call(`/api/payment-history?orgId=${club}&type=PAYOUT&direction=OUT&size=500`, {
        as: 'officer',
      }),
      200,
    );
    expect(payouts._embedded.paymentHistory.every((i) => i.type === 'PAYOUT' && i.amountCredited < 0)).toBe(
      true,
    );
    const csv = await s.call(`/api/payment-history/csv?orgId=${club}`, { as: 'officer' });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const rows = parse<Record<string, string>>(await csv.text(), { columns: true });
    expect(rows.map((r) => r.id)).toEqual(all.map((i) => i.id));
    expect(rows.map((r) => Number(r.amountCredited))).toEqual(all.map((i) => i.amountCredited));
  });

  it('refuses a bad filter', async () => {
    expect((await s.call(`/api/payment-history?orgId=${club}&type=NOPE`, { as: 'officer' })).status).toBe(
      400,
    );
    expect(
      (await s.call(`/api/payment-history?orgId=${club}&from=27/11/2026`, { as: 'officer' })).status,
    ).toBe(400);
  });
});

describe('who may see and move the money', () => {
  it('only the club’s own finance admins (and super admins, to read)', async () => {
    for (const as of ['member', 'coach', 'childrens-officer', 'fees-officer']) {
      expect((await s.call(base, { as })).status, as).toBe(403);
      expect((await request(as, topUp(5_000))).status, as).toBe(403);
      expect((await s.call(`/api/payment-history?orgId=${club}`, { as })).status, as).toBe(403);
    }
    expect((await s.call(base, { as: 'super-admin' })).status).toBe(200);
    expect((await request('super-admin', topUp(5_000))).status).toBe(403);
    // One club's finance admin reaches nothing of another club's.
    for (const path of [
      `/api/payment-account/${otherClub}`,
      `/api/payment-account/${otherClub}/audit-log`,
      `/api/payment-history?orgId=${otherClub}`,
      `/api/payment-history/csv?orgId=${otherClub}`,
    ]) {
      expect((await s.call(path, { as: 'officer' })).status, path).toBe(403);
    }
  });

  it('an approval id of one club is not found through another club', async () => {
    const a = await json<Approval>(await request('officer', topUp(5_000)), 201);
    // The officer is finance of the main club only: the other club's path is refused before the id is read.
    expect(
      (
        await send('PATCH', `/api/payment-account/${otherClub}/approval/${a.id}`, 'chairperson', {
          status: 'APPROVED',
        })
      ).status,
    ).toBe(403);
  });
});

describe('the payment webhook (signed events)', () => {
  const event = JSON.stringify({
    id: 'evt_test_1',
    type: 'charge.refunded',
    data: { object: { id: 'ch_1', payment_intent: 'pi_x', metadata: {} } },
  });
  const post = (body: string, signature?: string) =>
    fetch(`${s.url}/api/payments/webhook`, {
      method: 'POST',
      body,
      headers: {
        'Content-Type': 'application/json',
        ...(signature ? { 'stripe-signature': signature, 'pairc-signature': signature } : {}),
      },
    });
  it('accepts its own signature, replayed or not, and refuses forged, tampered, stale and unsigned events', async () => {
    const secret = await provider.webhookSecret();
    const header = provider.signatureHeader;
    const postSigned = (body: string, sig: string) =>
      fetch(`${s.url}/api/payments/webhook`, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json', [header]: sig },
      });
    const good = signPayload(event, secret);
    expect((await postSigned(event, good)).status).toBe(200);
    expect((await postSigned(event, good)).status).toBe(200);
    expect((await postSigned(event, signPayload(event, 'whsec_forged'))).status).toBe(400);
    expect((await postSigned(event.replace('ch_1', 'ch_2'), good)).status).toBe(400);
    expect(
      (await postSigned(event, signPayload(event, secret, Math.floor(Date.now() / 1000) - 3600))).status,
    ).toBe(400);
    expect((await post(event)).status).toBe(400);
  });
});

describe('the account family at the spec’s paths (seed 3 §7 Payment service: /account/{id}…)', () => {
  const spec = `/api/account/${club}`;
  it('answers /account/{id} as /payment-account/{id}, and the balances on their own', async () => {
    const earlier = await json<Overview>(await s.call(base, { as: 'officer' }), 200);
    const at = await json<Overview>(await s.call(spec, { as: 'officer' }), 200);
    expect(at).toEqual(earlier);
    const { balances } = await json<{ balances: Overview['balances'] }>(
      await s.call(`${spec}/balance`, { as: 'officer' }),
      200,
    );
    expect(balances).toEqual(earlier.balances);
    // A club with no account at the provider has no balances (not an error).
    const none = await json<{ balances: unknown[] }>(
      await s.call(`/api/account/${orgId.club(DEMO_CLUBS.at(-1)!.key)}/balance`, { as: 'super-admin' }),
      200,
    );
    expect(none.balances).toEqual([]);
  });

  it('takes a payout and a top-up request as their own calls, each waiting for a second finance admin', async () => {
    const { additionalType: _p, ...payoutBody } = payout(100);
    const p = await json<Approval & { additionalType: string }>(
      await send('POST', `${spec}/payout`, 'officer', payoutBody),
      201,
    );
    expect([p.status, p.additionalType]).toEqual(['CREATED', 'PAYOUT']);
    const t = await json<Approval & { additionalType: string }>(
      await send('POST', `${spec}/topup`, 'officer', topUp(6_000)),
      201,
    );
    expect([t.status, t.additionalType]).toEqual(['CREATED', 'TOP_UP']);
    // The same requests, listed at either path.
    for (const path of [`${spec}/approval?status=CREATED`, `${base}/approval?status=CREATED`]) {
      const list = await json<{ _embedded: { approvals: Approval[] } }>(
        await s.call(path, { as: 'chairperson' }),
        200,
      );
      expect(list._embedded.approvals.map((x) => x.id)).toEqual(expect.arrayContaining([p.id, t.id]));
    }
    // The rules are the approval's: the range of a top-up, a payout's type cannot be changed here.
    expect(await codeOf(await send('POST', `${spec}/topup`, 'officer', topUp(1)), 400)).toBe(
      'validation.payment.topUpRange',
    );
    expect((await send('POST', `${spec}/payout`, 'officer', topUp(6_000))).status).toBe(400);
    // A coach of the club moves no money at either path.
    expect((await send('POST', `${spec}/payout`, 'coach', payoutBody)).status).toBe(403);
    for (const a of [p, t]) {
      expect((await send('DELETE', `${spec}/approval/${a.id}`, 'officer')).status).toBe(200);
    }
  });
});
