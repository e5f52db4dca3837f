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

describe('sharedProbe values and expiry', () => {
  it('shares the value; expire() makes the next caller probe again and drops an answer already in flight', async () => {
    let t = 0;
    let version = 1;
    const pending: (() => void)[] = [];
    let hold = false;
    const current = sharedProbe(
      1000,
      async () => {
        const seen = version;
        if (hold) await new Promise<void>((r) => pending.push(r));
        return seen;
      },
      () => t,
    );
    expect(await current()).toBe(1);
    version = 2;
    t = 500;
    expect(await current()).toBe(1); // still fresh
    current.expire();
    expect(await current()).toBe(2); // a write in this process: read again at once
    // A probe in flight when expire() is called does not become the shared answer.
    version = 3;
    t = 2000;
    hold = true;
    const old = current();
    current.expire();
    hold = false;
    version = 4;
    expect(await current()).toBe(4);
    pending.shift()!();
    expect(await old).toBe(3);
    t = 2500;
    expect(await current()).toBe(4);
  });
});
