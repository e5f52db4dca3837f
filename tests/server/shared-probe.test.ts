import { describe, expect, it } from 'vitest';
import { sharedProbe } from '../../server/lib/shared-probe.ts';

describe('sharedProbe', () => {
  it('shares one probe in flight, reuses a success while fresh, and never keeps a failure', async () => {
    let t = 0;
    let calls = 0;
    let fail = false;
    const check = sharedProbe(
      1000,
      async () => {
        calls++;
        if (fail) throw new Error('database down');
      },
      () => t,
    );
    await Promise.all([check(), check(), check()]);
    expect(calls).toBe(1);
    t = 999;
    await check();
    expect(calls).toBe(1);
    t = 1000;
    fail = true;
    await expect(check()).rejects.toThrow('database down');
    await expect(check()).rejects.toThrow('database down');
    expect(calls).toBe(3);
    fail = false;
    await check();
    expect(calls).toBe(4);
  });
});
