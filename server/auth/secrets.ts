/**
 * Server secrets (the OIDC signing key, cookie keys) are made on first start and kept in the database, so
 * every process behind a load balancer shares them and none is ever committed to the repository.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/client.ts';
import { serverSecret } from '../db/schema/index.ts';

async function getOrCreate<T>(db: Db, name: string, make: () => Promise<T>): Promise<T> {
  const found = await db.select().from(serverSecret).where(eq(serverSecret.name, name));
  if (found[0]) return found[0].value as T;
  const value = await make();
  await db.insert(serverSecret).values({ name, value }).onConflictDoNothing();
  // Another process may have won the race: read back what is stored.
  const stored = await db.select().from(serverSecret).where(eq(serverSecret.name, name));
  return stored[0]!.value as T;
}

export async function signingJwks(db: Db): Promise<{ keys: JWK[] }> {
  return getOrCreate(db, 'oidc.jwks', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return { keys: [{ ...jwk, alg: 'ES256', use: 'sig', kid: randomBytes(8).toString('hex') }] };
  });
}

export async function cookieKeys(db: Db): Promise<string[]> {
  return getOrCreate(db, 'oidc.cookieKeys', async () => [randomBytes(32).toString('base64url')]);
}

/** The key of unsubscribe links (server/services/comms/unsubscribe.ts): an HMAC of the person's id. */
export async function unsubscribeKey(db: Db): Promise<string> {
  return getOrCreate(db, 'comms.unsubscribeKey', async () => randomBytes(32).toString('base64url'));
}

/** The key of API key hashes (server/services/super-admin/api-key-secret.ts): an HMAC of each secret. */
export async function apiKeyPepper(db: Db): Promise<string> {
  return getOrCreate(db, 'opendata.apiKeyPepper', async () => randomBytes(32).toString('base64url'));
}

/** The key of sign-in device cookies (server/auth/device-cookie.ts): an HMAC of the device and account ids. */
export async function deviceCookieKey(db: Db): Promise<string> {
  return getOrCreate(db, 'auth.deviceCookieKey', async () => randomBytes(32).toString('base64url'));
}

/**
 * The VAPID key pair of Web Push (docs/adr/0024-web-push.md): from the configuration when set, else made on
 * first start and kept, so browsers' subscriptions (bound to the public key) survive a restart.
 */
export async function vapidKeys(
  db: Db,
  configured?: { publicKey?: string; privateKey?: string },
): Promise<{ publicKey: string; privateKey: string }> {
  if (configured?.publicKey && configured.privateKey)
    return { publicKey: configured.publicKey, privateKey: configured.privateKey };
  const { default: webpush } = await import('web-push');
  return getOrCreate(db, 'push.vapid', () => Promise.resolve(webpush.generateVAPIDKeys()));
}
