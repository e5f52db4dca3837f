/**
 * Account changes from the profile (seed 1 §5, §8): username, password (history of the last 3), e-mail,
 * and the password-reset e-mail. Validation failures answer 400 with field errors in the caller's language.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { M } from '../../../domain/messages.ts';
import { localNotifications } from '../../adapters/notifications/notifications.ts';
import { assertStrongPassword } from '../../auth/password-policy.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/client.ts';
import { account, passwordReset, person } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { fieldError } from '../../http/field-error.ts';

/** Moved to server/http/field-error.ts; re-exported for the person and invite routes. */
export { fieldError };

/** The current password and the two before it: a new password may be none of them. */
export const PASSWORD_HISTORY = 3;
export const RESET_TTL_MS = 60 * 60 * 1000;

export async function accountOf(db: Db, personId: string) {
  const [row] = await db.select().from(account).where(eq(account.personId, personId)).limit(1);
  if (!row) throw notFound('This person has no sign-in account');
  return row;
}

async function requirePassword(hash: string, password: string, field: string, lang?: string | null) {
  if (!(await verifyPassword(hash, password))) throw fieldError(field, M.passwordWrong.id, lang);
}

export async function changeUsername(
  db: Db,
  personId: string,
  input: { username: string; confirmPassword: string },
  lang?: string | null,
) {
  const acc = await accountOf(db, personId);
  if (input.username === acc.username) throw fieldError('username', M.usernameSameAsCurrent.id, lang);
  await requirePassword(acc.passwordHash, input.confirmPassword, 'confirmPassword', lang);
  const taken = await db
    .select({ id: account.id })
    .from(account)
    .where(and(sql`lower(${account.username}) = lower(${input.username})`, ne(account.id, acc.id)))
    .limit(1);
  if (taken.length > 0) throw fieldError('username', M.usernameTaken.id, lang, 409);
  await db
    .update(account)
    .set({ username: input.username, updatedAt: new Date() })
    .where(eq(account.id, acc.id));
  return { username: input.username };
}

/** True when the password matches the current hash or one of the kept previous ones. */
async function recentlyUsed(hashes: string[], password: string): Promise<boolean> {
  for (const h of hashes) if (await verifyPassword(h, password)) return true;
  return false;
}

/**
 * Sets a new password: not too easy to guess for this person (their username, names and e-mail among the
 * estimator's words; issue 48) and none of the last PASSWORD_HISTORY.
 */
async function setPassword(
  db: Db,
  acc: typeof account.$inferSelect,
  newPassword: string,
  lang?: string | null,
) {
  const [owner] = acc.personId
    ? await db
        .select({ givenName: person.givenName, familyName: person.familyName, email: person.email })
        .from(person)
        .where(eq(person.id, acc.personId))
    : [];
  assertStrongPassword(newPassword, { username: acc.username, ...owner }, 'newPassword', lang);
  const history = [acc.passwordHash, ...acc.previousPasswordHashes].slice(0, PASSWORD_HISTORY);
  if (await recentlyUsed(history, newPassword)) throw fieldError('newPassword', M.passwordReused.id, lang);
  await db
    .update(account)
    .set({
      passwordHash: await hashPassword(newPassword),
      previousPasswordHashes: history.slice(0, PASSWORD_HISTORY - 1),
      updatedAt: new Date(),
    })
    .where(eq(account.id, acc.id));
}

export async function changePassword(
  db: Db,
  personId: string,
  input: { currentPassword: string; newPassword: string },
  lang?: string | null,
) {
  const acc = await accountOf(db, personId);
  await requirePassword(acc.passwordHash, input.currentPassword, 'currentPassword', lang);
  await setPassword(db, acc, input.newPassword, lang);
}

export async function changeEmail(db: Db, personId: string, email: string, lang?: string | null) {
  const [row] = await db.select({ email: person.email }).from(person).where(eq(person.id, personId));
  if (!row) throw notFound('Person not found');
  if ((row.email ?? '').trim().toLowerCase() === email.trim().toLowerCase()) {
    throw fieldError('email', M.emailSameAsCurrent.id, lang);
  }
  const taken = await db
    .select({ id: person.id })
    .from(person)
    .innerJoin(account, eq(account.personId, person.id))
    .where(and(sql`lower(${person.email}) = lower(${email})`, ne(person.id, personId)))
    .limit(1);
  if (taken.length > 0) throw fieldError('email', M.emailTaken.id, lang, 409);
  await db
    .update(person)
    .set({ email, updatedAt: new Date(), version: sql`${person.version} + 1` })
    .where(eq(person.id, personId));
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Stores a one-use reset token for the account (RESET_TTL_MS) and answers it, to be put in a link. */
export async function issuePasswordReset(db: Db, accountId: string): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = uuidv7();
  await db.insert(passwordReset).values({
    id,
    accountId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_TTL_MS),
  });
  return { id, token };
}

/** Stores a one-use reset token and mails its link to the person's e-mail through the adapter. */
export async function sendPasswordReset(db: Db, personId: string, origin: string) {
  const acc = await accountOf(db, personId);
  const [p] = await db.select().from(person).where(eq(person.id, personId));
  if (!p?.email) throw new HttpError(422, 'This person has no e-mail address to send a reset link to');
  const { id, token } = await issuePasswordReset(db, acc.id);
  await localNotifications.send(db, {
    channel: 'EMAIL',
    recipientPersonId: personId,
    address: p.email,
    subject: 'Páirc: reset your password',
    body:
      `Hello ${p.givenName},\n\nSomeone asked to reset the password of your Páirc account (${acc.username}).` +
      ` Open this link within an hour to choose a new one:\n${origin}/reset-password?token=${token}\n\n` +
      'If it was not you, ignore this e-mail: your password stays as it is.',
    dedupeKey: `password-reset:${id}`,
  });
}

/** Sets a new password with a reset token (one use, unexpired); the history rule still applies. */
export async function completePasswordReset(
  db: Db,
  token: string,
  newPassword: string,
  lang?: string | null,
) {
  const [reset] = await db
    .select()
    .from(passwordReset)
    .where(
      and(
        eq(passwordReset.tokenHash, sha256(token)),
        isNull(passwordReset.usedAt),
        gt(passwordReset.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!reset) throw new HttpError(400, 'This reset link is not valid or has expired');
  const [acc] = await db.select().from(account).where(eq(account.id, reset.accountId));
  if (!acc) throw new HttpError(400, 'This reset link is not valid or has expired');
  await setPassword(db, acc, newPassword, lang);
  await db.update(passwordReset).set({ usedAt: new Date() }).where(eq(passwordReset.id, reset.id));
}
