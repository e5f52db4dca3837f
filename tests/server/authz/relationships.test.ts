/**
 * Every relationship that grants rights over a person or object is created or activated only with the
 * authority or consent of whoever grants it (docs/security.md). The cases are in relationships.rows.ts; the
 * set-up makes the one situation the account takeover of issue 30 needed: the parent has invited an adult
 * (`member`) into her family, and the invite is still open.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyMember, notification, revokedAccessToken } from '../../../server/db/schema/index.ts';
import { personId } from '../../../server/db/seed/people.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { loadIds, type Ids } from './matrix.ts';
import { FAMILY, RELATIONSHIPS, type RelationshipContext } from './relationships.rows.ts';

let s: TestServer;
let ids: Ids;
let ctx: RelationshipContext;

async function memberRow(personId: string) {
  const [row] = await s.database.db
    .select()
    .from(familyMember)
    .where(and(eq(familyMember.familyId, FAMILY), eq(familyMember.personId, personId)));
  return row;
}

beforeAll(async () => {
  s = await startTestServer();
  ids = await loadIds(s);
  const invite = await s.call('/api/invite', {
    as: 'parent',
    method: 'POST',
    json: { familyId: FAMILY, invitee: 'member' },
  });
  expect(invite.status).toBe(202);
  const basket = await s.call(`/api/basket?person.id=${ids.me.parent}`, { as: 'parent' });
  const grant = await s.call(`/api/organization/${ids.mainClub}/admin/${ids.me.member}`, {
    as: 'officer',
    method: 'PUT',
    json: { privileges: ['FINANCE'] },
  });
  expect(grant.status).toBe(202);
  ctx = {
    invitedMember: (await memberRow(ids.me.member))!.id,
    invitedGuardian: (await memberRow(personId('demo:guardian')))!.id,
    parentBasket: ((await basket.json()) as { id: string }).id,
    financeGrant: ((await grant.json()) as { pendingChange: { id: string } }).pendingChange.id,
  };
});
afterAll(() => s.close());

describe('right-granting relationships need the grantor’s authority or consent', () => {
  for (const r of RELATIONSHIPS) {
    describe(r.relationship, () => {
      for (const a of r.attempts) {
        it(`refuses: ${a.name}`, async () => {
          const res = await s.call(a.path(ids, ctx), {
            as: a.as,
            method: a.method,
            json: a.body?.(ids, ctx),
          });
          const body = (await res.json()) as { status: number; message: string };
          expect(res.status, `${a.method} ${a.path(ids, ctx)}: ${body.message}`).toBe(a.status);
          // A refusal is an error body; a 202 is the request waiting for consent (its own body).
          if (a.status >= 400) expect(body.status).toBe(a.status);
        });
      }
      if (r.stillRefused) {
        const check = r.stillRefused;
        it('and the right it would grant is still refused', async () => {
          const res = await s.call(check.path(ids), { as: check.as, method: check.method, json: check.body });
          expect(res.status).toBe(check.status);
        });
      }
    });
  }
});

describe('issue 30, finding 1: the account takeover through a family invite', () => {
  it('leaves the invited adult INVITED as a GUARDIAN, unreadable and unchanged by the parent', async () => {
    const row = await memberRow(ids.me.member);
    expect([row!.position, row!.status]).toEqual(['GUARDIAN', 'INVITED']);
    for (const [method, json] of [
      ['GET', undefined],
      ['PATCH', { description: 'taken over' }],
    ] as const) {
      const res = await s.call(`/api/person/${ids.me.member}`, { as: 'parent', method, json });
      expect(res.status, method).toBe(403);
    }
  });

  it('gives the parent rights only over what the invitee accepted: a guardian, not a dependant', async () => {
    const accept = await s.call(`/api/family/${FAMILY}/invite?accept=true`, {
      as: 'member',
      method: 'PATCH',
    });
    expect(accept.status).toBe(200);
    expect((await s.call(`/api/person/${ids.me.member}`, { as: 'parent' })).status).toBe(403);
    // Now ACTIVE: the primary still cannot make her a dependant, nor take her e-mail.
    const dependant = await s.call(`/api/family/${FAMILY}/member/${ctx.invitedMember}`, {
      as: 'parent',
      method: 'PATCH',
      json: { position: 'DEPENDENT' },
      headers: { 'Accept-Language': 'ga' },
    });
    expect(dependant.status).toBe(403);
    const { message } = (await dependant.json()) as { message: string };
    expect(message).not.toMatch(/dependant is a child/); // the Irish text, not the English
    expect((await s.call(`/api/person/${ids.me.member}`, { as: 'parent' })).status).toBe(403);
    // Taking rights away stays the primary's: move to additional people, then remove.
    const other = await s.call(`/api/family/${FAMILY}/member/${ctx.invitedMember}`, {
      as: 'parent',
      method: 'PATCH',
      json: { position: 'OTHER' },
    });
    expect(other.status).toBe(200);
    const remove = await s.call(`/api/family/${FAMILY}/member/${ctx.invitedMember}`, {
      as: 'parent',
      method: 'DELETE',
    });
    expect(remove.status).toBe(200);
    expect((await memberRow(ids.me.member))!.status).toBe('INACTIVE');
    // Re-activating a removed member is an invite again, never a PATCH.
    const back = await s.call(`/api/family/${FAMILY}/member/${ctx.invitedMember}`, {
      as: 'parent',
      method: 'PATCH',
      json: { status: 'ACTIVE' },
    });
    expect(back.status).toBe(403);
  });

  it('does not let the profile change e-mail, for the person themself either (their own route does)', async () => {
    const before = await s.call('/api/person/me', { as: 'member' });
    const email = ((await before.json()) as { email?: string }).email;
    const res = await s.call(`/api/person/${ids.me.member}`, {
      as: 'member',
      method: 'PATCH',
      json: { email: 'new@pairc.example' },
    });
    expect(res.status).toBe(400);
    const after = await s.call('/api/person/me', { as: 'member' });
    expect(((await after.json()) as { email?: string }).email).toBe(email);
  });
});

describe('issue 30, finding 2: links in mail come from PUBLIC_URL, never the Host header', () => {
  /** fetch() will not send a forged Host header, so this goes through node:http. */
  async function forgedHost(path: string, as: string, json?: unknown): Promise<number> {
    const token = await s.tokenFor(as);
    const body = json === undefined ? undefined : JSON.stringify(json);
    return new Promise((resolve, reject) => {
      const req = request(
        `${s.url}${path}`,
        {
          method: 'POST',
          headers: {
            Host: 'evil.example',
            'X-Forwarded-Host': 'evil.example',
            Authorization: `Bearer ${token}`,
            ...(body
              ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }
              : {}),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  it('builds the family invite link from PUBLIC_URL', async () => {
    expect(await forgedHost('/api/invite', 'parent', { familyId: FAMILY, invitee: 'coach' })).toBe(202);
    const [mail] = await s.database.db
      .select()
      .from(notification)
      .where(eq(notification.recipientPersonId, ids.me.coach));
    expect(mail!.body).toContain(`${s.url}/family`);
    expect(mail!.body).not.toContain('evil.example');
  });

  it('builds the password-reset link from PUBLIC_URL', async () => {
    expect(await forgedHost(`/api/person/${ids.me.referee}/reset-password`, 'referee')).toBe(202);
    const mails = await s.database.db
      .select()
      .from(notification)
      .where(eq(notification.recipientPersonId, ids.me.referee));
    const reset = mails.find((m) => m.body.includes('reset-password?token='));
    expect(reset!.body).toContain(`${s.url}/reset-password?token=`);
    expect(reset!.body).not.toContain('evil.example');
  });
});

describe('issue 30, finding 4: signing out revokes the access token at once', () => {
  it('refuses the token used to sign out on the next request; a token of another device still works', async () => {
    const token = await s.tokenFor('injury-specialist');
    const other = await s.tokenFor('injury-specialist');
    const as = (t: string) => ({ headers: { Authorization: `Bearer ${t}` } });
    expect((await s.call('/api/person/me', as(token))).status).toBe(200);
    const out = await s.call('/api/session', { method: 'DELETE', ...as(token) });
    expect(out.status).toBe(204);
    const after = await s.call('/api/person/me', as(token));
    expect(after.status).toBe(401);
    expect(((await after.json()) as { message: string }).message).toMatch(/revoked/);
    // The other device's refresh tokens are gone (it signs in again in at most 15 minutes), but its
    // current access token is not the one that signed out.
    expect((await s.call('/api/person/me', as(other))).status).toBe(200);
    const [row] = await s.database.db
      .select()
      .from(revokedAccessToken)
      .where(eq(revokedAccessToken.jti, decodeJwt(token).jti!));
    expect(row!.expiresAt.getTime()).toBe(decodeJwt(token).exp! * 1000);
  });
});

describe('migration 0010: rows forged before the fix are repaired', () => {
  it('removes a forged adult dependant and keeps the real children', async () => {
    const { db } = s.database;
    const forged = await memberRow(ids.me.coach); // invited in the finding-2 test above
    await db
      .update(familyMember)
      .set({ position: 'DEPENDENT', status: 'ACTIVE' })
      .where(eq(familyMember.id, forged!.id));
    expect((await s.call(`/api/person/${ids.me.coach}`, { as: 'parent' })).status).toBe(200);
    const file = new URL('../../../server/db/migrations/0010_repair_forged_dependants.sql', import.meta.url);
    await db.execute(sql.raw(readFileSync(file, 'utf8')));
    expect((await memberRow(ids.me.coach))!.status).toBe('INACTIVE');
    expect((await s.call(`/api/person/${ids.me.coach}`, { as: 'parent' })).status).toBe(403);
    for (const child of [ids.childOlder, ids.childYounger]) {
      expect((await memberRow(child))!.status).toBe('ACTIVE');
      expect((await s.call(`/api/person/${child}`, { as: 'parent' })).status).toBe(200);
    }
  });
});
