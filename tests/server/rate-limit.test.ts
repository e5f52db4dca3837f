import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isLimited,
  MAX_FAILURES,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_DEVICE,
  MAX_FAILURES_PER_USERNAME,
  recordFailure,
  WINDOW_MS,
} from '../../server/auth/rate-limit.ts';
import { openTestDatabase } from './harness.ts';
import type { Database } from '../../server/db/client.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('sign-in rate limit', () => {
  it(`stops one address after ${MAX_FAILURES} failures for a username, case-insensitively`, async () => {
    const { db } = database;
    for (let i = 0; i < MAX_FAILURES - 1; i++) await recordFailure(db, 'Guesser', '10.0.0.1');
    expect(await isLimited(db, 'guesser', '10.0.0.1')).toBe(false);
    await recordFailure(db, 'guesser', '10.0.0.1');
    expect(await isLimited(db, 'GUESSER', '10.0.0.1')).toBe(true);
    expect(await isLimited(db, ' guesser ', '10.0.0.1')).toBe(true);
    // After the window the pair is free again.
    expect(await isLimited(db, 'guesser', '10.0.0.1', Date.now() + WINDOW_MS + 1000)).toBe(false);
  });

  it('does not lock the username out for other addresses (a stranger cannot lock the owner out)', async () => {
    const { db } = database;
    for (let i = 0; i < MAX_FAILURES; i++) await recordFailure(db, 'member', '203.0.113.1');
    expect(await isLimited(db, 'member', '203.0.113.1')).toBe(true);
    expect(await isLimited(db, 'member', '198.51.100.2')).toBe(false);
    // The failing address may still sign in as someone else (within its own limit).
    expect(await isLimited(db, 'coach', '203.0.113.1')).toBe(false);
  });

  it(`stops a username after ${MAX_FAILURES_PER_USERNAME} failures across many addresses`, async () => {
    const { db } = database;
    const perAddress = MAX_FAILURES - 2;
    let n = 0;
    for (let a = 0; n < MAX_FAILURES_PER_USERNAME - 1; a++) {
      for (let i = 0; i < perAddress && n < MAX_FAILURES_PER_USERNAME - 1; i++, n++) {
        await recordFailure(db, 'target', `172.16.0.${a}`);
      }
    }
    expect(await isLimited(db, 'target', '172.16.9.9')).toBe(false);
    await recordFailure(db, 'target', '172.16.1.1');
    expect(await isLimited(db, 'target', '172.16.9.9')).toBe(true);
    expect(await isLimited(db, 'Target', '172.16.0.0')).toBe(true);
    expect(await isLimited(db, 'other', '172.16.9.9')).toBe(false);
  });

  it(`stops an address after ${MAX_FAILURES_PER_ADDRESS} failures across usernames`, async () => {
    const { db } = database;
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS - 1; i++) await recordFailure(db, `user${i}`, '192.0.2.7');
    expect(await isLimited(db, 'someone-new', '192.0.2.7')).toBe(false);
    await recordFailure(db, 'user-last', '192.0.2.7');
    expect(await isLimited(db, 'someone-new', '192.0.2.7')).toBe(true);
    expect(await isLimited(db, 'someone-new', '192.0.2.8')).toBe(false);
  });

  it('counts an IPv6 /64 as one address, and an IPv4-mapped address as its IPv4 address', async () => {
    const { db } = database;
    for (let i = 0; i < MAX_FAILURES; i++) await recordFailure(db, 'v6user', `2001:db8:1:2::${i + 1}`);
    expect(await isLimited(db, 'v6user', '2001:db8:1:2:ffff:0:0:9')).toBe(true);
    expect(await isLimited(db, 'v6user', '2001:db8:1:3::1')).toBe(false);
    for (let i = 0; i < MAX_FAILURES; i++) await recordFailure(db, 'v4user', '::ffff:192.0.2.55');
    expect(await isLimited(db, 'v4user', '192.0.2.55')).toBe(true);
  });

  it('counts an attempt with a device cookie in the device’s own bucket only (issue 48, finding 7)', async () => {
    const { db } = database;
    for (let a = 0; a < MAX_FAILURES_PER_USERNAME / MAX_FAILURES; a++)
      for (let i = 0; i < MAX_FAILURES; i++) await recordFailure(db, 'holder', `198.18.0.${a}`);
    expect(await isLimited(db, 'holder', '198.18.1.1')).toBe(true);
    // The holder's browser is not stopped by what strangers filled, even from a filled address.
    expect(await isLimited(db, 'holder', '198.18.0.0', Date.now(), 'device-a')).toBe(false);
    for (let i = 0; i < MAX_FAILURES_PER_DEVICE - 1; i++)
      await recordFailure(db, 'holder', `198.18.2.${i}`, 'device-a');
    expect(await isLimited(db, 'holder', '198.18.3.1', Date.now(), 'device-a')).toBe(false);
    await recordFailure(db, 'holder', '198.18.3.1', 'device-a');
    expect(await isLimited(db, 'holder', '198.18.3.2', Date.now(), 'device-a')).toBe(true);
    // Another device of the holder keeps its own allowance, and the address buckets saw none of these.
    expect(await isLimited(db, 'holder', '198.18.3.2', Date.now(), 'device-b')).toBe(false);
    expect(await isLimited(db, 'someone', '198.18.2.0')).toBe(false);
  });
});
