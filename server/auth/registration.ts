/**
 * Signing up at the embedded provider (issue 32): a registration waits, with its password already hashed,
 * until the link e-mailed to its address is opened; then the account and its PENDING person are made.
 *
 * No enumeration: the form answers the same "check your e-mail" whether or not the address already has an
 * account (that address gets a "you already have an account" mail instead of a link), and usernames are
 * checked only once the address is proved, on the confirmation step. Limits: REGISTER_PER_ADDRESS sign-ups
 * per network address and REGISTER_MAILS_PER_EMAIL mails per e-mail address in the sign-in limiter's window.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { passwordRefusal, type PasswordRefusal } from '../../domain/auth/password-strength.ts';
import type { RegistrationInput } from '../../domain/auth/registration.ts';
import { RegisterText } from '../../domain/auth/register-messages.ts';
import { localNotifications } from '../adapters/notifications/notifications.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/pg-errors.ts';
import { account, person, registration } from '../db/schema/index.ts';
import type { Locale } from '../i18n.ts';
import { createPersonForAccount } from '../services/person/person-create.ts';
import { takeLimited, takeMailSend } from './mail-limit.ts';
import { hashPassword } from './passwords.ts';
import { networkOf } from './rate-limit.ts';
import { tr } from './register-pages.ts';

export const REGISTRATION_TTL_MS = 24 * 60 * 60 * 1000;
export const REGISTRATION_TTL_HOURS = REGISTRATION_TTL_MS / 3_600_000;
export const REGISTER_PER_ADDRESS = 10;
export const REGISTER_MAILS_PER_EMAIL = 3;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The account an e-mail address already signs in, if any. */
async function accountByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ username: account.username, personId: person.id })
    .from(person)
    .innerJoin(account, eq(account.personId, person.id))
    .where(sql`lower(${person.email}) = lower(${email})`)
    .limit(1);
  return row;
}

/**
 * Counts the attempt against the limits (429 HttpError when over), refuses a password too easy to guess
 * (after the count: the estimator costs CPU, so refusals are limited too), then stores the registration and
 * mails its link, or mails the existing account's holder. Either way the caller answers the same page.
 */
export async function startRegistration(
  db: Db,
  input: RegistrationInput,
  ctx: { ip: string; uid: string; publicUrl: string; lang: Locale },
): Promise<{ weak: PasswordRefusal } | null> {
  await takeLimited(
    db,
    `register:${networkOf(ctx.ip)}`,
    REGISTER_PER_ADDRESS,
    'Too many sign-up attempts; try again later',
  );
  const weak = passwordRefusal(input.password, input);
  if (weak) return { weak };
  await takeMailSend(db, `register:${input.email.trim().toLowerCase()}`, REGISTER_MAILS_PER_EMAIL);
  // Hashed whether or not it is used, so both answers take the same time.
  const passwordHash = await hashPassword(input.password);
  const existing = await accountByEmail(db, input.email);
  const mailLang = input.preferredLanguage;
  // Past their link's lifetime, registrations are of no more use, confirmed or not.
  await db.delete(registration).where(lt(registration.expiresAt, new Date()));
  if (existing) {
    await localNotifications.send(db, {
      channel: 'EMAIL',
      recipientPersonId: existing.personId,
      address: input.email,
      subject: tr(mailLang, RegisterText.existsSubject),
      body: tr(mailLang, RegisterText.existsBody, {
        username: existing.username,
        link: `${ctx.publicUrl}/login`,
      }),
      dedupeKey: `register-exists:${uuidv7()}`,
    });
    return null;
  }
  const token = randomBytes(32).toString('base64url');
  const id = uuidv7();
  await db.transaction(async (tx) => {
    await tx.insert(registration).values({
      id,
      username: input.username,
      email: input.email,
      passwordHash,
      givenName: input.givenName,
      familyName: input.familyName,
      birthDate: input.birthDate,
      preferredLanguage: input.preferredLanguage,
      tokenHash: sha256(token),
      interactionUid: ctx.uid,
      expiresAt: new Date(Date.now() + REGISTRATION_TTL_MS),
    });
    await localNotifications.send(tx, {
      channel: 'EMAIL',
      recipientPersonId: null,
      address: input.email,
      subject: tr(mailLang, RegisterText.mailSubject),
      body: tr(mailLang, RegisterText.mailBody, {
        name: input.givenName,
        hours: String(REGISTRATION_TTL_HOURS),
        link: `${ctx.publicUrl}/oidc/interaction/${encodeURIComponent(ctx.uid)}/verify?token=${token}&lang=${mailLang}`,
      }),
      dedupeKey: `register:${id}`,
    });
  });
  return null;
}

export type VerifyOutcome =
  | { kind: 'invalid' }
  | { kind: 'alreadyVerified' }
  | { kind: 'usernameTaken'; username: string }
  | { kind: 'emailInUse' }
  | { kind: 'verified'; accountId: string; interactionUid: string | null; lang: Locale };

/** The registration a token opens while it is valid (unexpired), verified or not. */
export async function findRegistration(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(registration)
    .where(eq(registration.tokenHash, sha256(token)))
    .limit(1);
  if (!row) return undefined;
  if (!row.verifiedAt && row.expiresAt.getTime() <= Date.now()) return undefined;
  return row;
}

async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: account.id })
    .from(account)
    .where(sql`lower(${account.username}) = lower(${username})`)
    .limit(1);
  return rows.length > 0;
}

/**
 * Confirms the address: makes the account (with `username`, when the registered one was taken meanwhile)
 * and its PENDING person, in one transaction. The address holder alone sees whether a username is taken.
 */
export async function verifyRegistration(db: Db, token: string, username?: string): Promise<VerifyOutcome> {
  const reg = await findRegistration(db, token);
  if (!reg) return { kind: 'invalid' };
  if (reg.verifiedAt) return { kind: 'alreadyVerified' };
  const name = username ?? reg.username;
  if (await usernameTaken(db, name)) return { kind: 'usernameTaken', username: name };
  if (await accountByEmail(db, reg.email)) return { kind: 'emailInUse' };
  const accountId = uuidv7();
  try {
    await db.transaction(async (tx) => {
      await tx.insert(account).values({ id: accountId, username: name, passwordHash: reg.passwordHash });
      await createPersonForAccount(tx, accountId, {
        givenName: reg.givenName,
        familyName: reg.familyName,
        email: reg.email,
        birthDate: reg.birthDate,
        preferredLanguage: reg.preferredLanguage,
        status: 'PENDING',
      });
      const claimed = await tx
        .update(registration)
        // The hash now lives on the account only: a later password change leaves no copy behind.
        .set({ verifiedAt: new Date(), accountId, username: name, passwordHash: '' })
        .where(and(eq(registration.id, reg.id), isNull(registration.verifiedAt)))
        .returning({ id: registration.id });
      if (claimed.length === 0) throw new AlreadyVerified();
    });
  } catch (err) {
    if (err instanceof AlreadyVerified) return { kind: 'alreadyVerified' };
    // Two confirmations at once, or a username taken between the check and the insert.
    if (isUniqueViolation(err)) return { kind: 'usernameTaken', username: name };
    throw err;
  }
  return {
    kind: 'verified',
    accountId,
    interactionUid: reg.interactionUid,
    lang: reg.preferredLanguage === 'ga' ? 'ga' : 'en',
  };
}

class AlreadyVerified extends Error {}
