/**
 * Linked accounts on a real database (seed 1 §3, §6; docs/adr/0010-linked-accounts.md): a person's list, add,
 * change and remove for themself and a dependant; what may not be forged (another adult, an invited guardian
 * who has not accepted); uniqueness per person and type; the LINK_ACCOUNT_ADMIN's search, history and unlink
 * with a reason, audited; an idempotent replay of the POSTs.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '../../domain/messages.ts';
import { linkedAccount, linkedAccountAudit } from '../../server/db/schema/index.ts';
import { DEMO_LINKED_ACCOUNT_IDS } from '../../server/db/seed/linked-accounts.ts';
import { personId } from '../../server/db/seed/people.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
const member = personId('demo:member');
const parent = personId('demo:parent');
const child = personId('demo:parent:child-older');
const younger = personId('demo:parent:child-younger');
const coach = personId('demo:coach');

type Page = {
  _embedded: {
    linkedAccounts: { id: string; identifier: string; relationship: string; personName?: string }[];
  };
  page: { totalElements: number; size: number };
  mayManage?: boolean;
};
type Err = { message: string; errors?: { field: string; code?: string }[] };

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const body = (identifier: string, extra: Record<string, string> = {}) => ({
  type: 'FOIREANN',
  identifier,
  name: 'Aoife Ní Bhriain',
  relationship: 'PRIMARY',
  ...extra,
});
const listOf = async (who: string, as: string) =>
  (await (await s.call(`/api/person/${who}/linked-account`, { as })).json()) as Page;

describe("a person's own and their dependants' linked accounts", () => {
  it('lists the seeded accounts 25 a page, oldest first, with mayManage', async () => {
    const mine = await listOf(member, 'member');
    expect(mine.page.size).toBe(25);
    expect(mine.mayManage).toBe(true);
    expect(mine._embedded.linkedAccounts.map((a) => a.identifier)).toEqual(['F-1029384', 'HB-20-7731']);
    const childs = await listOf(child, 'parent');
    expect(childs.mayManage).toBe(true);
    expect(childs._embedded.linkedAccounts.map((a) => a.relationship).sort()).toEqual([
      'GUARDIAN',
      'PRIMARY',
    ]);
  });

  it('adds, changes and removes an account for oneself and for a dependant, each audited', async () => {
    for (const [who, as] of [
      [parent, 'parent'],
      [younger, 'parent'],
    ] as const) {
      const add = await s.call(`/api/person/${who}/linked-account`, {
        as,
        method: 'POST',
        json: body('  R-555 ', { type: 'ROUNDERS', relationship: who === parent ? 'PRIMARY' : 'DEPENDENT' }),
      });
      expect(add.status).toBe(201);
      const doc = (await add.json()) as { id: string; identifier: string; version: number };
      expect(doc.identifier).toBe('R-555');
      const put = await s.call(`/api/linked-account/${doc.id}`, {
        as,
        method: 'PUT',
        headers: { 'If-Match': `"${doc.version}"` },
        json: body('R-556', { type: 'ROUNDERS', name: 'Renamed' }),
      });
      expect(put.status).toBe(200);
      expect(((await put.json()) as { version: number }).version).toBe(doc.version + 1);
      const stale = await s.call(`/api/linked-account/${doc.id}`, {
        as,
        method: 'PUT',
        headers: { 'If-Match': `"${doc.version}"` },
        json: body('R-557', { type: 'ROUNDERS' }),
      });
      expect(stale.status).toBe(409);
      const del = await s.call(`/api/linked-account/${doc.id}`, { as, method: 'DELETE' });
      expect(del.status).toBe(204);
      expect((await listOf(who, as))._embedded.linkedAccounts.map((a) => a.id)).not.toContain(doc.id);
      const trail = await s.database.db
        .select({ event: linkedAccountAudit.event })
        .from(linkedAccountAudit)
        .where(eq(linkedAccountAudit.linkedAccountId, doc.id));
      expect(trail.map((t) => t.event).sort()).toEqual(['CHANGED', 'LINKED', 'REMOVED']);
    }
  });

  it('refuses the same type and identifier twice for one person (case-insensitively), not across people', async () => {
    const dup = await s.call(`/api/person/${member}/linked-account`, {
      as: 'member',
      method: 'POST',
      json: body('f-1029384'),
    });
    expect(dup.status).toBe(409);
    expect(((await dup.json()) as Err).errors?.[0]?.code).toBe(M.linkedAccountDuplicate.id);
    const other = await s.call(`/api/person/${member}/linked-account`, {
      as: 'member',
      method: 'POST',
      json: body('F-1029384', { type: 'OTHER' }),
    });
    expect(other.status).toBe(201);
    // A removed account may be linked again.
    const { id } = (await other.json()) as { id: string };
    await s.call(`/api/linked-account/${id}`, { as: 'member', method: 'DELETE' });
    const again = await s.call(`/api/person/${member}/linked-account`, {
      as: 'member',
      method: 'POST',
      json: body('F-1029384', { type: 'OTHER' }),
    });
    expect(again.status).toBe(201);
  });

  it('validates the input with the domain schema (limits, enums, unknown fields)', async () => {
    const bad = await s.call(`/api/person/${member}/linked-account`, {
      as: 'member',
      method: 'POST',
      json: { type: 'MYSPACE', identifier: 'x'.repeat(101), name: '', relationship: 'OWNER', extra: 1 },
    });
    expect(bad.status).toBe(400);
    const fields = ((await bad.json()) as Err).errors?.map((e) => e.field).sort();
    expect(fields).toEqual(expect.arrayContaining(['identifier', 'name', 'relationship', 'type']));
  });
});

describe('at the spec’s person paths (seed 1 §7)', () => {
  it('checks an account before adding it: 200 when it may be added, 409 when the person has it, 400 when invalid', async () => {
    const check = (json: unknown, who = member, as = 'member') =>
      s.call(`/api/person/${who}/linked-account/validate`, { as, method: 'POST', json });
    const ok = await check(body('F-CHECK-1'));
    expect([ok.status, await ok.json()]).toEqual([200, { valid: true }]);
    // Nothing was written by the check.
    expect((await listOf(member, 'member'))._embedded.linkedAccounts.map((a) => a.identifier)).not.toContain(
      'F-CHECK-1',
    );
    const dup = await check(body('f-1029384'));
    expect(dup.status).toBe(409);
    expect(((await dup.json()) as Err).errors?.[0]?.code).toBe(M.linkedAccountDuplicate.id);
    expect((await check({ ...body('F-CHECK-2'), type: 'NOT_A_TYPE' })).status).toBe(400);
    // A parent checks for their child; a member cannot for someone else.
    expect((await check(body('F-CHECK-3'), child, 'parent')).status).toBe(200);
    expect((await check(body('F-CHECK-4'), coach, 'member')).status).toBe(403);
  });

  it('removes an account under its person, and only under its own person', async () => {
    const add = await s.call(`/api/person/${child}/linked-account`, {
      as: 'parent',
      method: 'POST',
      json: body('F-REMOVE-1'),
    });
    const { id } = (await add.json()) as { id: string };
    // Under another person's path (the parent's own), the child's account is not found.
    expect(
      (await s.call(`/api/person/${parent}/linked-account/${id}`, { as: 'parent', method: 'DELETE' })).status,
    ).toBe(404);
    const del = await s.call(`/api/person/${child}/linked-account/${id}`, { as: 'parent', method: 'DELETE' });
    expect(del.status).toBe(204);
    expect((await listOf(child, 'parent'))._embedded.linkedAccounts.map((a) => a.id)).not.toContain(id);
    // Gone is gone: a removed account is no longer anyone's to manage, as at DELETE /linked-account/{id}.
    expect(
      (await s.call(`/api/person/${child}/linked-account/${id}`, { as: 'parent', method: 'DELETE' })).status,
    ).toBe(403);
  });
});

describe('what cannot be forged', () => {
  it('a member cannot link an account to someone who is not themself or their dependant', async () => {
    for (const [who, as] of [
      [coach, 'member'],
      [child, 'member'],
      [parent, 'member'],
      // Invited as a guardian but not accepted: no rights over the children yet.
      [child, 'guardian'],
      // A child's parent has no rights over the other parent… nor a child over the parent.
      [member, 'parent'],
    ] as const) {
      const res = await s.call(`/api/person/${who}/linked-account`, {
        as,
        method: 'POST',
        json: body(`FORGED-${as}`, { relationship: 'GUARDIAN' }),
      });
      expect(res.status, `${as} → ${who}`).toBe(403);
    }
    const planted = await s.database.db
      .select({ id: linkedAccount.id })
      .from(linkedAccount)
      .where(eq(linkedAccount.identifierKey, 'forged-member'));
    expect(planted).toEqual([]);
  });

  it('a linked account of relationship GUARDIAN grants nothing over the person', async () => {
    // The member links the parent's Foireann account to himself as "GUARDIAN": the parent's things stay closed.
    const add = await s.call(`/api/person/${member}/linked-account`, {
      as: 'member',
      method: 'POST',
      json: body('F-0048213', { relationship: 'DEPENDENT' }),
    });
    expect(add.status).toBe(201);
    expect((await s.call(`/api/person/${parent}/linked-account`, { as: 'member' })).status).toBe(403);
    const del = await s.call(`/api/linked-account/${DEMO_LINKED_ACCOUNT_IDS.parentFoireann}`, {
      as: 'member',
      method: 'DELETE',
    });
    expect(del.status).toBe(403);
  });

  it('a member may not change another person’s account, nor move one to another person', async () => {
    const put = await s.call(`/api/linked-account/${DEMO_LINKED_ACCOUNT_IDS.childFoireann}`, {
      as: 'member',
      method: 'PUT',
      json: body('F-3310457'),
    });
    expect(put.status).toBe(403);
    const moved = await s.call(`/api/linked-account/${DEMO_LINKED_ACCOUNT_IDS.memberHandball}`, {
      as: 'member',
      method: 'PUT',
      json: { ...body('HB-20-7731'), personId: coach },
    });
    expect(moved.status).toBe(400);
  });
});

describe('LINK_ACCOUNT_ADMIN', () => {
  it('searches every person’s accounts by type, identifier prefix and person name, 25 a page', async () => {
    const search = async (q: string) =>
      (await (await s.call(`/api/linked-account?${q}`, { as: 'super-admin' })).json()) as Page;
    const byId = await search(`filter=${encodeURIComponent('identifier:f-00482')}`);
    // The parent's, the one his daughter is registered under, and the member's (linked above as DEPENDENT).
    expect(byId._embedded.linkedAccounts.map((a) => a.personName).sort()).toEqual([
      'Aoife Ní Bhriain',
      'Pádraig Ó Briain',
      'Seán Ó Murchú',
    ]);
    const byName = await search(`search=${encodeURIComponent('ní bhriain')}&filter=type:FOIREANN`);
    expect(byName._embedded.linkedAccounts.every((a) => a.personName === 'Aoife Ní Bhriain')).toBe(true);
    expect(byName.page.totalElements).toBe(2);
    const byType = await search('filter=type:HANDBALL');
    expect(byType._embedded.linkedAccounts.map((a) => a.identifier)).toEqual(['HB-20-7731']);
    expect(byType.page.size).toBe(25);
    expect((await s.call('/api/linked-account?filter=colour:red', { as: 'super-admin' })).status).toBe(400);
    expect((await s.call('/api/linked-account', { as: 'member' })).status).toBe(403);
  });

  it('unlinks with a reason (required), audited with the admin and the reason; the person sees it gone', async () => {
    const id = DEMO_LINKED_ACCOUNT_IDS.childGuardian;
    const noReason = await s.call(`/api/linked-account/${id}/unlink`, {
      as: 'super-admin',
      method: 'POST',
      json: { reason: '  ' },
    });
    expect(noReason.status).toBe(400);
    const send = () =>
      s.call(`/api/linked-account/${id}/unlink`, {
        as: 'super-admin',
        method: 'POST',
        json: { reason: 'Linked to the wrong person' },
        headers: { 'Idempotency-Key': `unlink-${id}` },
      });
    const first = await send();
    expect(first.status).toBe(200);
    const again = await send();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect((await listOf(child, 'parent'))._embedded.linkedAccounts.map((a) => a.id)).not.toContain(id);
    const history = (await (
      await s.call(`/api/person/${child}/linked-account/history`, { as: 'super-admin' })
    ).json()) as { _embedded: { history: { event: string; reason: string | null; actorName: string }[] } };
    expect(history._embedded.history[0]).toMatchObject({
      event: 'UNLINKED',
      reason: 'Linked to the wrong person',
      actorName: expect.stringMatching(/\S/),
    });
    const trail = await s.database.db
      .select({ event: linkedAccountAudit.event })
      .from(linkedAccountAudit)
      .where(and(eq(linkedAccountAudit.linkedAccountId, id), eq(linkedAccountAudit.event, 'UNLINKED')));
    expect(trail).toHaveLength(1);
    // Gone: a second unlink finds nothing.
    const twice = await s.call(`/api/linked-account/${id}/unlink`, {
      as: 'super-admin',
      method: 'POST',
      json: { reason: 'Again' },
    });
    expect(twice.status).toBe(404);
  });

  it('reads a person’s list but does not add to it', async () => {
    expect((await s.call(`/api/person/${member}/linked-account`, { as: 'super-admin' })).status).toBe(200);
    const add = await s.call(`/api/person/${member}/linked-account`, {
      as: 'super-admin',
      method: 'POST',
      json: body('ADMIN-1'),
    });
    expect(add.status).toBe(403);
  });
});

describe('retries', () => {
  it('replays an add sent twice with one Idempotency-Key: one account, one audit row', async () => {
    const send = () =>
      s.call(`/api/person/${younger}/linked-account`, {
        as: 'parent',
        method: 'POST',
        json: body('CLUB-42', { type: 'CLUB_APP', name: 'Cian Ó Briain' }),
        headers: { 'Idempotency-Key': 'link-younger-club-42' },
      });
    const first = await send();
    expect(first.status).toBe(201);
    const again = await send();
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const rows = await s.database.db
      .select({ id: linkedAccount.id })
      .from(linkedAccount)
      .where(and(eq(linkedAccount.personId, younger), eq(linkedAccount.identifierKey, 'club-42')));
    expect(rows).toHaveLength(1);
  });
});
