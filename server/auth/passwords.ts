import { hash, verify } from '@node-rs/argon2';

// argon2id, OWASP's second recommended profile (19 MiB, 2 passes): ~10 ms here.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

let dummy: Promise<string> | undefined;

/** Verifies a password; with no hash (unknown user) it still spends the same time, so timing tells nothing. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummy ??= hashPassword('not-a-real-password-0');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
