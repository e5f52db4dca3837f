/**
 * The first super admin of a deployment without the demo (production: NODE_ENV=production seeds nothing).
 * `npm run admin -- --super-admin <e-mail or username>` (admin-cli.ts):
 * - an account that signs in with that username, or whose person has that e-mail, gets the super_admin role;
 * - otherwise an account and an ACTIVE person are made for the e-mail, with an unusable random password, and a
 *   one-use link to choose the password (the password-reset link, valid an hour) is answered for the operator
 *   to open: no password is ever printed or chosen by the tool.
 * The operator's shell is the proof of authority: whoever can run this can read the database anyway.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import * as v from 'valibot';
import { Email, Username } from '../../domain/person/fields.ts';
import { hashPassword } from '../auth/passwords.ts';
import { issuePasswordReset } from '../services/person/account.ts';
import { createPersonForAccount } from '../services/person/person-create.ts';
import type { Db } from './client.ts';
import { account, person } from './schema/index.ts';

export const SUPER_ADMIN = 'super_admin';

export type FirstAdminOutcome =
  | { kind: 'granted' | 'already'; username: string }
  | { kind: 'created'; username: string; setPasswordUrl: string };

export class FirstAdminError extends Error {
  override name = 'FirstAdminError';
}

async function findAccount(db: Db, who: string) {
  const [byUsername] = await db
    .select({ id: account.id, username: account.username, roles: account.globalRoles })
    .from(account)
    .where(sql`lower(${account.username}) = lower(${who})`)
    .limit(1);
  if (byUsername) return byUsername;
  const [byEmail] = await db
    .select({ id: account.id, username: account.username, roles: account.globalRoles })
    .from(account)
    .innerJoin(person, eq(account.personId, person.id))
    .where(sql`lower(${person.email}) = lower(${who})`)
    .limit(1);
  return byEmail;
}

export async function makeSuperAdmin(
  db: Db,
  opts: { who: string; publicUrl: string; username?: string; givenName?: string; familyName?: string },
): Promise<FirstAdminOutcome> {
  const found = await findAccount(db, opts.who);
  if (found) {
    if (found.roles.includes(SUPER_ADMIN)) return { kind: 'already', username: found.username };
    await db
      .update(account)
      .set({ globalRoles: sql`array_append(${account.globalRoles}, ${SUPER_ADMIN})`, updatedAt: new Date() })
      .where(eq(account.id, found.id));
    return { kind: 'granted', username: found.username };
  }
  const email = v.safeParse(Email, opts.who);
  if (!email.success)
    throw new FirstAdminError(
      `No account signs in as "${opts.who}", and it is not an e-mail address to make one for`,
    );
  const username = opts.username ?? email.output.split('@')[0]!;
  if (!v.safeParse(Username, username).success)
    throw new FirstAdminError(`"${username}" cannot be a username: give one with --username`);
  if (await findAccount(db, username))
    throw new FirstAdminError(`The username "${username}" is taken: give another with --username`);
  const accountId = uuidv7();
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  const { token } = await db.transaction(async (tx) => {
    await tx
      .insert(account)
      .values({ id: accountId, username, passwordHash: unusable, globalRoles: [SUPER_ADMIN] });
    await createPersonForAccount(tx, accountId, {
      givenName: opts.givenName ?? 'Super',
      familyName: opts.familyName ?? 'Admin',
      email: email.output,
      status: 'ACTIVE',
    });
    return issuePasswordReset(tx, accountId);
  });
  return {
    kind: 'created',
    username,
    setPasswordUrl: `${opts.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
  };
}
