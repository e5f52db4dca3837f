import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLimited, MAX_FAILURES, recordFailure, WINDOW_MS } from '../../server/auth/rate-limit.ts';
import { openTestDatabase } from './harness.ts';
import type { Database } from '../../server/db/client.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('sign-in rate limit', () => {
  it(`locks a username after ${MAX_FAILURES} failures in the window, case-insensitively, whatever the address`, async () => {
    const { db } = database;
    for (let i = 0; i < MAX_FAILURES - 1; i++) await recordFailure(db, 'Member', `10.0.0.${i}`);
    expect(await isLimited(db, 'member', '10.0.0.99')).toBe(false);
    await recordFailure(db, 'member', '10.0.0.50');
    expect(await isLimited(db, 'MEMBER', '10.0.0.99')).toBe(true);
    expect(await isLimited(db, 'coach', '10.0.0.99')).toBe(false);
    // After the window the username is free again.
    expect(await isLimited(db, 'member', '10.0.0.99', Date.now() + WINDOW_MS + 1000)).toBe(false);
  });

  it('locks an address that guesses across many usernames', async () => {
    const { db } = database;
    for (let i = 0; i < MAX_FAILURES * 4; i++) await recordFailure(db, `user${i}`, '192.0.2.7');
    expect(await isLimited(db, 'someone-new', '192.0.2.7')).toBe(true);
    expect(await isLimited(db, 'someone-new', '192.0.2.8')).toBe(false);
  });
});
