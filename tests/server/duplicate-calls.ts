/**
 * Helpers of the duplicate-merge tests (duplicate-merge.test.ts, duplicate-merge-scope.test.ts): a club of
 * their own with an admin who can sign in, and the answer of a call read as JSON once its status is checked.
 */
import { expect } from 'vitest';
import type { world } from './world.ts';

/** A new club named `name` and its admin (ORG_ADMIN, ADMIN_CLUB), who signs in as `username`. */
export async function clubWithAdmin(w: ReturnType<typeof world>, name: string, username: string) {
  const club = await w.club({ name });
  const admin = await w.person({ username: `${username}-${process.pid}` });
  await w.member(admin, club, { labels: ['ADMIN_CLUB'], privileges: ['ORG_ADMIN'] });
  return { club, admin };
}

/** The JSON answer of `res`, after checking its status (the body is in the failure message). */
export async function ok<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}
