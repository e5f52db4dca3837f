import { describe, expect, it } from 'vitest';
import { createGate } from '../../server/lib/gate.ts';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('createGate', () => {
  it('runs at most `limit` tasks at once and the rest in arrival order', async () => {
    const gate = createGate(2);
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const tasks = [0, 1, 2, 3, 4].map((i) =>
      gate.run(async () => {
        started.push(i);
        await new Promise<void>((r) => (finish[i] = r));
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(gate.load).toEqual({ running: 2, waiting: 3 });
    finish[1]!();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    finish[0]!();
    finish[2]!();
    await tick();
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    finish[3]!();
    finish[4]!();
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4]);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('lets the next task in when one fails', async () => {
    const gate = createGate(1);
    const failing = gate.run(() => Promise.reject(new Error('boom')));
    const next = gate.run(() => Promise.resolve('ran'));
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('ran');
    expect(gate.load.running).toBe(0);
  });

  it('refuses a limit below 1', () => {
    expect(() => createGate(0)).toThrow();
  });
});
