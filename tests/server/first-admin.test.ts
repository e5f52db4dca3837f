/**
 * The first super admin of a deployment without the demo (server/db/first-admin.ts, `npm run admin`): an
 * existing account is granted the role; otherwise one is made with a one-use link to choose its password.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/passwords.ts';
import type { Database } from '../../server/db/client.ts';
import { FirstAdminError, makeSuperAdmin } from '../../server/db/first-admin.ts';
import { account, person } from '../../server/db/schema/index.ts';
import { completePasswordReset } from '../../server/services/person/account.ts';
import { openTestDatabase } from './harness.ts';

const publicUrl = 'https://pairc.test';

describe('the first super admin', () => {
  let empty: Database;
  let demo: Database;
  beforeAll(async () => {
    empty = await openTestDatabase({ seeded: false });
    demo = await openTestDatabase({ seeded: true });
  });
  afterAll(async () => {
    await empty?.close();
    await demo?.close();
  });

  const rolesOf = async (db: Database, username: string) =>
    (await db.db.select().from(account).where(eq(account.username, username)))[0]?.globalRoles;

  it('grants the role to an existing account, by username or by its e-mail, once', async () => {
    expect(await rolesOf(demo, 'member')).not.toContain('super_admin');
    expect(await makeSuperAdmin(demo.db, { who: 'MEMBER', publicUrl })).toEqual({
      kind: 'granted',
      username: 'member',
    });
    expect(await rolesOf(demo, 'member')).toContain('super_admin');
    expect(await makeSuperAdmin(demo.db, { who: 'coach@pairc.example', publicUrl })).toEqual({
      kind: 'granted',
      username: 'coach',
    });
    expect(await makeSuperAdmin(demo.db, { who: 'coach', publicUrl })).toEqual({
      kind: 'already',
      username: 'coach',
    });
    expect((await rolesOf(demo, 'coach'))!.filter((r) => r === 'super_admin')).toHaveLength(1);
  });

  it('makes an account for a new e-mail, whose password is chosen through the printed link only', async () => {
    const outcome = await makeSuperAdmin(empty.db, {
      who: 'Aoife.Admin@pairc.test',
      publicUrl,
      givenName: 'Aoife',
      familyName: 'Ní Admin',
    });
    expect(outcome).toMatchObject({ kind: 'created', username: 'Aoife.Admin' });
    if (outcome.kind !== 'created') return;
    const [made] = await empty.db
      .select({
        roles: account.globalRoles,
        hash: account.passwordHash,
        email: person.email,
        name: person.givenName,
      })
      .from(account)
      .innerJoin(person, eq(account.personId, person.id))
      .where(eq(account.username, 'Aoife.Admin'));
    expect(made).toMatchObject({ roles: ['super_admin'], email: 'Aoife.Admin@pairc.test', name: 'Aoife' });
    const token = new URL(outcome.setPasswordUrl).searchParams.get('token')!;
    expect(outcome.setPasswordUrl.startsWith(`${publicUrl}/reset-password?token=`)).toBe(true);
    await completePasswordReset(empty.db, token, 'Gaelic-Games-Admin-2026!');
    const [after] = await empty.db.select().from(account).where(eq(account.username, 'Aoife.Admin'));
    expect(await verifyPassword(after!.passwordHash, 'Gaelic-Games-Admin-2026!')).toBe(true);
    // The link is one use.
    await expect(completePasswordReset(empty.db, token, 'Another-Password-2026!')).rejects.toThrow(
      /not valid/,
    );
  });

  it('refuses what is neither an account nor an e-mail, and a username already taken', async () => {
    await expect(makeSuperAdmin(empty.db, { who: 'nobody', publicUrl })).rejects.toThrow(FirstAdminError);
    await expect(
      makeSuperAdmin(demo.db, { who: 'new.person@pairc.test', publicUrl, username: 'referee' }),
    ).rejects.toThrow(/username "referee" is taken/);
  });
});
