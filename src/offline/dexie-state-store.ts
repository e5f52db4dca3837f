/**
 * oidc-client-ts keeps the signed-in user (tokens) in the local database's `meta` table, so the service
 * worker can read the access token and refresh it for Background Sync — one copy of the rotating refresh
 * token for page and worker, never two that invalidate each other.
 */
import type { StateStore } from 'oidc-client-ts';
import { db } from './db';

const PREFIX = 'oidc.';

export class DexieStateStore implements StateStore {
  async set(key: string, value: string): Promise<void> {
    await db.meta.put({ key: PREFIX + key, value });
  }
  async get(key: string): Promise<string | null> {
    return ((await db.meta.get(PREFIX + key))?.value as string | undefined) ?? null;
  }
  async remove(key: string): Promise<string | null> {
    const prior = await this.get(key);
    await db.meta.delete(PREFIX + key);
    return prior;
  }
  async getAllKeys(): Promise<string[]> {
    const keys = await db.meta.where('key').startsWith(PREFIX).primaryKeys();
    return keys.map((k) => k.slice(PREFIX.length));
  }
}

/** The stored user record the worker reads: oidc-client-ts' storage string, under `user:<authority>:<client>`. */
export async function storedUserRecords(): Promise<{ key: string; value: string }[]> {
  const rows = await db.meta.where('key').startsWith(`${PREFIX}user:`).toArray();
  return rows.map((r) => ({ key: r.key, value: r.value as string }));
}
