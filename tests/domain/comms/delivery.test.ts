import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  heldUntil,
  MAX_ATTEMPTS,
  RATE_WINDOW_MS,
  RECIPIENT_LIMIT_PER_HOUR,
  retryDelayMs,
} from '../../../domain/comms/delivery.ts';

const MIN = 60_000;
const now = new Date('2026-11-27T10:00:00Z');

describe('the retry schedule', () => {
  it('doubles from a minute and never waits more than an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((a) => retryDelayMs(a) / MIN)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60, 60,
    ]);
  });

  it('queues a temporary failure again until the last try, then gives up; a permanent one at once', () => {
    expect(afterFailure(1, false, now)).toEqual({
      status: 'QUEUED',
      nextAttemptAt: new Date(now.getTime() + MIN),
    });
    expect(afterFailure(MAX_ATTEMPTS - 1, false, now).status).toBe('QUEUED');
    expect(afterFailure(MAX_ATTEMPTS, false, now)).toEqual({ status: 'DEAD', nextAttemptAt: now });
    expect(afterFailure(1, true, now).status).toBe('DEAD');
  });
});

describe('the per-recipient hourly limit', () => {
  const sent = (minutesAgo: number[]) => minutesAgo.map((m) => new Date(now.getTime() - m * MIN));

  it('lets a message go while fewer than the limit went in the last hour', () => {
    expect(heldUntil([], now)).toBeNull();
    expect(
      heldUntil(sent(Array.from({ length: RECIPIENT_LIMIT_PER_HOUR - 1 }, (_, i) => i)), now),
    ).toBeNull();
  });

  it('holds it until the oldest message that counts leaves the window', () => {
    const times = Array.from({ length: RECIPIENT_LIMIT_PER_HOUR }, (_, i) => 50 - i); // 50 … 41 minutes ago
    expect(heldUntil(sent(times), now)).toEqual(new Date(now.getTime() - 50 * MIN + RATE_WINDOW_MS));
    // More than the limit: the window frees when enough have aged out, not just the oldest.
    const more = Array.from({ length: RECIPIENT_LIMIT_PER_HOUR + 2 }, (_, i) => 55 - i); // 55 … 44
    expect(heldUntil(sent(more), now)).toEqual(new Date(now.getTime() - 53 * MIN + RATE_WINDOW_MS));
  });
});
