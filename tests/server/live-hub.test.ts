/** The live hub (server/lib/live-hub.ts): one probe for every stream, a state sent once, streams removed. */
import { describe, expect, it } from 'vitest';
import { LiveHub } from '../../server/lib/live-hub.ts';

describe('LiveHub', () => {
  it('probes once per tick for all streams, computes each page once, and never sends a state twice', async () => {
    let version = 1;
    let reads = 0;
    const computed: string[] = [];
    const states: Record<string, string> = { a: 'a1', b: 'b1' };
    const hub = new LiveHub({
      readVersion: () => {
        reads += 1;
        return Promise.resolve(String(version));
      },
      stateOf: (key) => {
        computed.push(key);
        return Promise.resolve(states[key] ?? null);
      },
      intervalMs: 60_000,
    });
    const got: Record<string, string[]> = { a1: [], a2: [], b1: [] };
    const offs = [
      await hub.subscribe('a', (d) => got.a1!.push(d)),
      await hub.subscribe('a', (d) => got.a2!.push(d)),
      await hub.subscribe('b', (d) => got.b1!.push(d)),
    ];
    expect(hub.size).toBe(3);
    expect(got).toEqual({ a1: ['a1'], a2: ['a1'], b1: ['b1'] });
    computed.length = 0;
    reads = 0;

    await hub.tick(); // the version has not moved: nothing is computed
    expect(computed).toEqual([]);

    version = 2;
    states.a = 'a2';
    await hub.tick();
    expect(reads).toBe(2);
    expect(computed.sort()).toEqual(['a', 'b']); // once per page, not per stream
    expect(got).toEqual({ a1: ['a1', 'a2'], a2: ['a1', 'a2'], b1: ['b1'] }); // b unchanged: not sent again

    offs.forEach((off) => off());
    expect(hub.size).toBe(0);
    hub.stop();
  });
});
