/**
 * API key secrets (docs/adr/0015): 32 random bytes, shown once as `pairc_<base64url>`; only an HMAC-SHA-256
 * of the secret under the server's pepper is stored, and it is the lookup key, so checking a key is one
 * indexed read and a hash (microseconds), not a password hash per request. A secret has 256 bits of entropy,
 * so a slow hash would add nothing against guessing; the pepper (in `server_secret`) keeps a leaked
 * `api_key_credential` table from being checked offline against guesses at all.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { apiKeyPepper } from '../../auth/secrets.ts';

const PREFIX = 'pairc_';
/** The secret's shape: anything else is refused before any database read. */
export const SECRET_PATTERN = /^pairc_[A-Za-z0-9_-]{43}$/;

export function newSecret(): string {
  return PREFIX + randomBytes(32).toString('base64url');
}

/** What the list shows of a credential: enough to tell two apart, never enough to use. */
export const prefixOf = (secret: string) => secret.slice(0, PREFIX.length + 6);

/** Hashes secrets under the pepper of one database, read once (made by app.ts with the root connection). */
export class SecretHasher {
  private pepper: Promise<string> | undefined;
  constructor(private readonly db: Db) {}

  /**
   * Reads the pepper on the root connection. app.ts runs this before a request opens its transaction: on
   * PGlite's single connection, a read outside the request's transaction would wait for it forever.
   */
  ready(): Promise<string> {
    this.pepper ??= apiKeyPepper(this.db).catch((e: unknown) => {
      this.pepper = undefined;
      throw e;
    });
    return this.pepper;
  }

  async hash(secret: string): Promise<string> {
    return createHmac('sha256', await this.ready())
      .update(secret)
      .digest('hex');
  }
}
