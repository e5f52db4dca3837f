/**
 * The server's VAPID identity (docs/adr/0024-web-push.md): keys from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, or
 * made on first start and kept in the database (server/auth/secrets.ts), read once per process.
 */
import { vapidKeys } from '../../auth/secrets.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';

export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export function vapidOf(
  db: Db,
  env: Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>,
): () => Promise<Vapid> {
  let keys: Promise<Vapid> | null = null;
  return () => {
    keys ??= vapidKeys(db, { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY })
      .then((k) => ({ ...k, subject: env.VAPID_SUBJECT }))
      .catch((e: unknown) => {
        keys = null;
        throw e;
      });
    return keys;
  };
}
