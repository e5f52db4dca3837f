/**
 * Transfer invoices on the real server (server/services/payment/transfer-invoice*.ts, ADR 0014 addendum):
 * the seeded DUE invoices from the county board, the list's order, filter and page size, the detail, who may
 * read and act, object-level 404s, the action's validation, paying with too little and then enough available
 * balance (the local ledger moves it from the club to the board, summing to zero), idempotent replay, 409s on
 * an invoice no longer DUE, and the audit on both organisations.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerBalance } from '../../server/adapters/payments/local-balance.ts';
import { DEMO_CLUBS, MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { countyByKey, orgId } from '../../server/db/seed/geography.ts';
import { DEMO_PAYMENT_METHODS, DEMO_TRANSFER_INVOICES } from '../../server/db/seed/payments.ts';
import {
  paymentAudit,
  paymentLedgerEntry,
  paymentTopUp,
  transferInvoice,
} from '../../server/db/schema/index.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
const club = orgId.club(MAIN_CLUB_KEY);
const board = orgId.county(countyByKey(DEMO_CLUBS.find((c) => c.key === MAIN_CLUB_KEY)!.county).key);
const otherClub = orgId.club(DEMO_CLUBS.find((c) => c.key !== MAIN_CLUB_KEY)!.key);
const base = `/api/payment-account/${club}/transfer`;
let key = 0;

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

type Invoice = {
  id: string;
  status: string;
  amount: number;
  sourceOrganizationId: string;
  sourceOrganizationName: string;
  transferId: string | null;
  updateDate: string;
};
type List = { _embedded: { transferInvoices: Invoice[] }; page: { size: number; totalElements: number } };

async function json<T>(res: Response, status: number): Promise<T> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return JSON.parse(body) as T;
}
const codeOf = async (res: Response, status: number) =>
  (await json<{ errors: { code: string }[] }>(res, status)).errors[0]!.code;
const act = (id: string, as: string, status: string, k = `t-${++key}`) =>
  s.call(`${base}/${id}/action`, {
    method: 'POST',
    as,
    json: { status },
    headers: { 'Idempotency-Key': k },
  });
const available = async (accountId: string) =>
  (await ledgerBalance(s.database.db, accountId, 'EUR', new Date())).available;
/** Every euro in the ledger, all accounts and buckets: a transfer changes none of it. */
const total = async () => {
  const [row] = await s.database.db
    .select({ n: sql<string>`coalesce(sum(${paymentLedgerEntry.amountMinor}), 0)` })
    .from(paymentLedgerEntry)
    .where(eq(paymentLedgerEntry.currency, 'EUR'));
  return Number(row!.n);
};

describe('transfer invoices (seed 3 §2, §3, §7)', () => {
  it('lists, shows and guards the club’s invoices; pays once from the available balance, rejects, audits', async () => {
    const { levy, fixtures } = DEMO_TRANSFER_INVOICES;
    // The seeded list: DUE, most recently updated first, default page size 100 (seed 3 §9).
    const list = await json<List>(await s.call(base, { as: 'officer' }), 200);
    expect(list.page.size).toBe(100);
    expect(list._embedded.transferInvoices.map((i) => [i.id, i.status])).toEqual([
      [fixtures, 'DUE'],
      [levy, 'DUE'],
    ]);
    expect(list._embedded.transferInvoices[0]).toMatchObject({ sourceOrganizationId: board, amount: 12_500 });
    expect(list._embedded.transferInvoices[0]!.sourceOrganizationName).not.toBe('');
    const paidOnly = await json<List>(await s.call(`${base}?status=PAID`, { as: 'officer' }), 200);
    expect(paidOnly.page.totalElements).toBe(0);
    expect((await s.call(`${base}?status=LOST`, { as: 'officer' })).status).toBe(400);

    // Who: the club's finance admins act; a super admin reads only; a coach or another club's officer nothing.
    expect((await s.call(base, { as: 'coach' })).status).toBe(403);
    expect((await s.call(`${base}/${levy}`, { as: 'super-admin' })).status).toBe(200);
    expect((await act(levy, 'super-admin', 'PAID')).status).toBe(403);
    expect((await s.call(`/api/payment-account/${otherClub}/transfer`, { as: 'officer' })).status).toBe(403);
    // Object level: another club's invoice through our club's path is not found, nor acted on.
    await s.database.db.insert(transferInvoice).values({
      id: 'ti_other',
      organizationId: otherClub,
      sourceOrganizationId: board,
      amountMinor: 100,
      currency: 'EUR',
      description: 'Not ours',
    });
    expect(await codeOf(await s.call(`${base}/ti_other`, { as: 'officer' }), 404)).toBe(
      'payment.error.notFound',
    );
    expect((await act('ti_other', 'officer', 'PAID')).status).toBe(404);
    // The body: PAID or REJECTED only.
    expect(await codeOf(await act(levy, 'officer', 'DUE'), 400)).toBe('validation.transferInvoice.action');

    // Paying with less available than the invoice (the seed's cleared card payments): 409 with the spec-like message, the invoice stays DUE.
    expect(await codeOf(await act(levy, 'officer', 'PAID'), 409)).toBe(
      'payment.error.transferInsufficientFunds',
    );
    expect((await json<Invoice>(await s.call(`${base}/${levy}`, { as: 'officer' }), 200)).status).toBe('DUE');

    // Fund the club: a cleared top-up that leaves 10.00 once the levy is paid.
    const start = await available(club);
    expect(start).toBeLessThan(45_000);
    const topUp = 45_000 - start + 1_000;
    await s.database.db.insert(paymentTopUp).values({
      id: 'tu_test',
      accountId: club,
      paymentMethodId: DEMO_PAYMENT_METHODS.bank,
      methodType: 'EU_BANK_TRANSFER',
      amountMinor: topUp,
      feeMinor: 0,
      currency: 'EUR',
      description: 'Lodged',
      reference: 'tu_test',
      availableAt: new Date('2026-01-01T00:00:00Z'),
    });
    const clubBefore = await available(club);
    const boardBefore = await available(board);
    const totalBefore = await total();
    expect(clubBefore).toBe(46_000);

    // Pay: once, whatever the replays; the money moves from the club to the board, summing to zero.
    const paid = await json<Invoice>(await act(levy, 'officer', 'PAID', 'pay-levy'), 200);
    expect(paid).toMatchObject({ status: 'PAID', amount: 45_000 });
    expect(paid.transferId).toMatch(/^tr_/);
    expect(await json<Invoice>(await act(levy, 'officer', 'PAID', 'pay-levy'), 200)).toEqual(paid);
    expect(await codeOf(await act(levy, 'chairperson', 'PAID'), 409)).toBe('payment.error.notPending');
    expect(await codeOf(await act(levy, 'officer', 'REJECTED'), 409)).toBe('payment.error.notPending');
    expect(await available(club)).toBe(clubBefore - 45_000);
    expect(await available(board)).toBe(boardBefore + 45_000);
    expect(await total()).toBe(totalBefore);

    // The second invoice (125.00) is more than what is left (10.00): refused; then rejected, and final.
    expect(await codeOf(await act(fixtures, 'chairperson', 'PAID'), 409)).toBe(
      'payment.error.transferInsufficientFunds',
    );
    expect((await json<Invoice>(await act(fixtures, 'chairperson', 'REJECTED'), 200)).status).toBe(
      'REJECTED',
    );
    expect((await act(fixtures, 'officer', 'PAID')).status).toBe(409);
    expect(await available(club)).toBe(clubBefore - 45_000);

    // The order follows the last update; the status filter.
    const after = await json<List>(await s.call(base, { as: 'officer' }), 200);
    expect(after._embedded.transferInvoices.map((i) => i.id)).toEqual([fixtures, levy]);
    const rejected = await json<List>(await s.call(`${base}?status=REJECTED`, { as: 'officer' }), 200);
    expect(rejected._embedded.transferInvoices.map((i) => i.id)).toEqual([fixtures]);

    // The audit, append-only, on both organisations; the club's log shows it through the API too.
    const audits = await s.database.db
      .select({
        org: paymentAudit.organizationId,
        action: paymentAudit.action,
        subject: paymentAudit.subjectId,
      })
      .from(paymentAudit)
      .where(sql`${paymentAudit.action} like 'TRANSFER%'`);
    expect(audits).toEqual(
      expect.arrayContaining([
        { org: club, action: 'TRANSFER_INVOICE_PAID', subject: levy },
        { org: board, action: 'TRANSFER_RECEIVED', subject: levy },
        { org: club, action: 'TRANSFER_INVOICE_REJECTED', subject: fixtures },
      ]),
    );
    expect(audits).toHaveLength(3);
    const log = await json<{ _embedded: Record<string, { action: string }[]> }>(
      await s.call(`/api/payment-account/${club}/audit-log`, { as: 'officer' }),
      200,
    );
    expect(Object.values(log._embedded)[0]!.map((e) => e.action)).toContain('TRANSFER_INVOICE_PAID');
  });
});
