/**
 * Issue 48, finding 3: the requester picked the second approver. A payout or top-up needs a second finance
 * administrator, but the treasurer (a club admin with FINANCE, the demo `officer`) could give FINANCE to a
 * member, who then approved, and take FINANCE from the chairperson. Now a club admin's grant or removal of
 * FINANCE waits for another finance administrator of the club (or a county administrator or a super admin),
 * every finance administrator is told, and someone given FINANCE after a request was made does not decide it.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '../../domain/messages.ts';
import type { PrivilegeChangeView } from '../../domain/organization/privilege-change.ts';
import { PAYMENT_ERRORS } from '../../domain/payment/messages.ts';
import { notification, organizationAudit, person, personOrganization } from '../../server/db/schema/index.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { personId } from '../../server/db/seed/people.ts';
import { DEMO_PAYMENT_METHODS } from '../../server/db/seed/payments.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  // The chairperson reads Páirc in Irish: her mail comes in Irish.
  await s.database.db
    .update(person)
    .set({ preferredLanguage: 'ga' })
    .where(eq(person.id, personId('demo:chairperson')));
});
afterAll(() => s.close());

const CLUB = orgId.club(MAIN_CLUB_KEY);
const COUNTY = orgId.county('wicklow');
const id = (username: string) => personId(`demo:${username}`);
let key = 0;

async function json<T>(res: Response, status: number): Promise<T> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return JSON.parse(body) as T;
}
const send = (
  method: string,
  path: string,
  as: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => s.call(path, { method, as, json: body, headers: { 'Idempotency-Key': `fc-${++key}`, ...headers } });
const put = (as: string, username: string, privileges: string[]) =>
  send('PUT', `/api/organization/${CLUB}/admin/${id(username)}`, as, { privileges });
const decide = (as: string, changeId: string, status: string, headers: Record<string, string> = {}) =>
  send('PATCH', `/api/organization/${CLUB}/privilege-change/${changeId}`, as, { status }, headers);
const codeOf = async (res: Response, status: number) =>
  (await json<{ errors: { code: string }[] }>(res, status)).errors[0]!.code;

type Approval = { id: string; status: string };
const topUp = (as: string) =>
  send('POST', `/api/payment-account/${CLUB}/approval`, as, {
    additionalType: 'TOP_UP',
    amount: 6_000,
    currency: 'EUR',
    paymentMethodId: DEMO_PAYMENT_METHODS.bank,
    description: 'Lotto lodgement',
  });
const approve = (as: string, approvalId: string) =>
  send('PATCH', `/api/payment-account/${CLUB}/approval/${approvalId}`, as, { status: 'APPROVED' });

async function linkOf(username: string) {
  const [row] = await s.database.db
    .select()
    .from(personOrganization)
    .where(and(eq(personOrganization.organizationId, CLUB), eq(personOrganization.personId, id(username))));
  return row!;
}
const holdsFinance = async (username: string) => {
  const l = await linkOf(username);
  return l.privileges.includes('FINANCE') || l.labels.includes('ADMIN_FINANCE');
};
const pendingList = async (as: string) =>
  (
    await json<{ _embedded: { privilegeChanges: PrivilegeChangeView[] } }>(
      await s.call(`/api/organization/${CLUB}/privilege-change`, { as }),
      200,
    )
  )._embedded.privilegeChanges;
const mailsOf = (changeId: string) =>
  s.database.db
    .select()
    .from(notification)
    .where(like(notification.dedupeKey, `finance-change:${changeId}:%`));

describe('issue 48, finding 3: FINANCE needs the consent of another finance administrator', () => {
  let grant: PrivilegeChangeView;
  let earlier: Approval;

  it('the treasurer’s grant of FINANCE to a member waits; the member approves nothing meanwhile', async () => {
    earlier = await json<Approval>(await topUp('officer'), 201);
    const res = await json<{ privileges: string[]; pendingChange: PrivilegeChangeView }>(
      await put('officer', 'member', ['FINANCE', 'COMMS']),
      202,
    );
    grant = res.pendingChange;
    expect(grant).toMatchObject({
      action: 'GRANT',
      status: 'PENDING',
      privilege: 'FINANCE',
      mayDecide: false,
    });
    // The rest of the change applies at once; FINANCE does not.
    expect(res.privileges).toEqual(['COMMS']);
    expect(await holdsFinance('member')).toBe(false);
    expect((await approve('member', earlier.id)).status).toBe(403);
    // A second PUT asking the same does not ask twice.
    const again = await json<{ pendingChange: PrivilegeChangeView }>(
      await put('officer', 'member', ['FINANCE', 'COMMS']),
      202,
    );
    expect(again.pendingChange.id).toBe(grant.id);
  });

  it('tells every finance administrator of the club, each in their language, with a link from PUBLIC_URL', async () => {
    const mails = await mailsOf(grant.id);
    const to = new Map(mails.map((m) => [m.recipientPersonId, m]));
    expect([...to.keys()].sort()).toEqual([id('chairperson'), id('member'), id('officer')].sort());
    expect(to.get(id('officer'))!.body).toContain('asked to give Seán Ó Murchú the finance privilege');
    expect(to.get(id('officer'))!.body).toContain('{app}/organizations?tab=admins');
    const irish = to.get(id('chairperson'))!;
    expect(irish.body).not.toContain('asked to give');
    expect(irish.body).toContain('Seán Ó Murchú');
    expect(irish.body).toContain('{app}/clubs');
  });

  it('neither the requester nor the person it is about decides it; another finance administrator does', async () => {
    expect(await codeOf(await decide('officer', grant.id, 'APPROVED'), 403)).toBe(M.financeChangeOwn.id);
    // The member is not a finance administrator (yet): the guard refuses.
    expect((await decide('member', grant.id, 'APPROVED')).status).toBe(403);
    // Another club admin without FINANCE cannot decide it either.
    expect((await decide('childrens-officer', grant.id, 'APPROVED')).status).toBe(403);
    const seen = await pendingList('chairperson');
    expect(seen.find((c) => c.id === grant.id)).toMatchObject({
      mayDecide: true,
      personName: 'Seán Ó Murchú',
      requestedBy: id('officer'),
    });
    expect((await pendingList('officer')).find((c) => c.id === grant.id)?.mayDecide).toBe(false);
    const done = await json<PrivilegeChangeView>(await decide('chairperson', grant.id, 'APPROVED'), 200);
    expect(done).toMatchObject({ status: 'APPROVED', decidedBy: id('chairperson') });
    expect(await holdsFinance('member')).toBe(true);
    expect((await linkOf('member')).financeGrantedAt).toBeInstanceOf(Date);
    expect(await codeOf(await decide('chairperson', grant.id, 'REJECTED'), 409)).toBe(
      M.financeChangeDecided.id,
    );
  });

  it('someone given FINANCE after a top-up was requested cannot approve that request, only later ones', async () => {
    expect(await codeOf(await approve('member', earlier.id), 403)).toBe(
      PAYMENT_ERRORS.financeAfterRequest.id,
    );
    const later = await json<Approval>(await topUp('officer'), 201);
    expect((await json<Approval>(await approve('member', later.id), 200)).status).toBe('APPROVED');
  });

  it('the treasurer cannot take the chairperson’s FINANCE: the removal waits, and another one rejects it', async () => {
    const removal = (
      await json<{ pendingChange: PrivilegeChangeView }>(
        await send('DELETE', `/api/organization/${CLUB}/admin/${id('chairperson')}`, 'officer'),
        202,
      )
    ).pendingChange;
    expect(removal.action).toBe('REMOVE');
    expect(await holdsFinance('chairperson')).toBe(true);
    expect((await s.call(`/api/payment-account/${CLUB}`, { as: 'chairperson' })).status).toBe(200);
    // The chairperson may not decide a change about herself.
    expect(await codeOf(await decide('chairperson', removal.id, 'REJECTED'), 403)).toBe(
      M.financeChangeOwn.id,
    );
    // The member has held FINANCE since before this request: she decides it.
    const rejected = await json<PrivilegeChangeView>(await decide('member', removal.id, 'REJECTED'), 200);
    expect(rejected.status).toBe('REJECTED');
    expect(await holdsFinance('chairperson')).toBe(true);
    const events = await s.database.db
      .select({ event: organizationAudit.event })
      .from(organizationAudit)
      .where(eq(organizationAudit.organizationId, CLUB));
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining([
        'FINANCE_CHANGE_REQUESTED',
        'FINANCE_CHANGE_APPROVED',
        'FINANCE_CHANGE_REJECTED',
      ]),
    );
  });

  it('hibernating a finance administrator is refused: it would end FINANCE without consent', async () => {
    const res = await send('PUT', `/api/person/${id('chairperson')}/organization/${CLUB}`, 'officer', {
      status: 'HIBERNATED',
      hibernateReason: 'OTHER',
    });
    expect(res.status).toBe(409);
    expect(await holdsFinance('chairperson')).toBe(true);
  });

  it('someone given FINANCE after a change was asked for does not decide it', async () => {
    const asked = (
      await json<{ pendingChange: PrivilegeChangeView }>(await put('officer', 'parent', ['FINANCE']), 202)
    ).pendingChange;
    // A super admin gives the coach FINANCE directly, after the request.
    expect((await put('super-admin', 'coach', ['FINANCE'])).status).toBe(200);
    expect(await holdsFinance('coach')).toBe(true);
    expect(await codeOf(await decide('coach', asked.id, 'APPROVED'), 403)).toBe(M.financeChangeLate.id);
    expect((await decide('chairperson', asked.id, 'APPROVED')).status).toBe(200);
    expect(await holdsFinance('parent')).toBe(true);
  });

  it('a super admin changes FINANCE directly and the finance administrators are told', async () => {
    const res = await send('DELETE', `/api/organization/${CLUB}/admin/${id('coach')}`, 'super-admin');
    expect(res.status).toBe(204);
    expect(await holdsFinance('coach')).toBe(false);
    const told = await s.database.db
      .select()
      .from(notification)
      .where(and(like(notification.dedupeKey, `finance-direct:${CLUB}:${id('coach')}:%`)));
    expect(told.map((m) => m.recipientPersonId)).toEqual(
      expect.arrayContaining([id('officer'), id('coach')]),
    );
  });

  it('a later change of the person’s privileges that no longer asks for FINANCE withdraws the request', async () => {
    const asked = (
      await json<{ pendingChange: PrivilegeChangeView }>(await put('officer', 'coach', ['FINANCE']), 202)
    ).pendingChange;
    expect((await put('officer', 'coach', ['VETTING'])).status).toBe(200);
    expect((await pendingList('officer')).some((c) => c.id === asked.id)).toBe(false);
    expect(await codeOf(await decide('chairperson', asked.id, 'APPROVED'), 409)).toBe(
      M.financeChangeDecided.id,
    );
  });

  it('replays a decision retried with the same Idempotency-Key; another club’s path does not find it', async () => {
    const asked = (
      await json<{ pendingChange: PrivilegeChangeView }>(
        await put('officer', 'injury-specialist', ['FINANCE']),
        202,
      )
    ).pendingChange;
    expect((await decide('officer', asked.id, 'APPROVED', { 'Idempotency-Key': 'x' })).status).toBe(403);
    const path = `/api/organization/${COUNTY}/privilege-change/${asked.id}`;
    expect((await send('PATCH', path, 'super-admin', { status: 'REJECTED' })).status).toBe(404);
    expect((await send('PATCH', path, 'officer', { status: 'REJECTED' })).status).toBe(403);
    const headers = { 'Idempotency-Key': `fc-replay-${asked.id}` };
    const first = await decide('chairperson', asked.id, 'REJECTED', headers);
    const again = await decide('chairperson', asked.id, 'REJECTED', headers);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect((await mailsOf(asked.id)).filter((m) => m.dedupeKey.endsWith(':decided')).length).toBeGreaterThan(
      0,
    );
  });
});
