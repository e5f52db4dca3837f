/**
 * The live hub (server/lib/live-hub.ts): one probe for every stream, a state sent once, streams removed; at
 * scale, one computation for streams that connect together, one frame per state, one heartbeat timer.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('computes a page once for streams that connect together, and sends them all the same frame', async () => {
    let reads = 0;
    const computed: string[] = [];
    const frames: string[] = [];
    let version = 1;
    const states: Record<string, string> = { a: 'a1' };
    const hub = new LiveHub<{ framed: string }>({
      readVersion: () => {
        reads += 1;
        return Promise.resolve(String(version));
      },
      stateOf: (key) => {
        computed.push(key);
        return Promise.resolve(states[key] ?? null);
      },
      frame: (state) => {
        frames.push(state);
        return { framed: state };
      },
      intervalMs: 60_000,
    });
    const got: { framed: string }[][] = Array.from({ length: 100 }, () => []);
    const offs = await Promise.all(got.map((g) => hub.subscribe('a', (f) => g.push(f))));
    expect(computed).toEqual(['a']); // not one query per stream
    expect(reads).toBe(1);
    expect(frames).toEqual(['a1']);
    expect(new Set(got.map((g) => g[0])).size).toBe(1); // the very same frame object for every stream
    const late: { framed: string }[] = [];
    offs.push(await hub.subscribe('a', (f) => late.push(f))); // a watched page: no query at all
    expect([computed, reads, late]).toEqual([['a'], 1, [{ framed: 'a1' }]]);

    version = 2;
    states.a = 'a2';
    await hub.tick();
    expect(frames).toEqual(['a1', 'a2']); // once per state, not per stream
    expect(got.every((g) => g.length === 2 && g[1] === got[0]![1])).toBe(true);
    expect(late).toHaveLength(2);
    offs.forEach((off) => off());
    expect(hub.size).toBe(0);
  });

  it('follows several pages on one connection, and removes it from all of them at once', async () => {
    let version = 1;
    const states: Record<string, string> = { a: 'a1', b: 'b1', c: 'c1' };
    const hub = new LiveHub({
      readVersion: () => Promise.resolve(String(version)),
      stateOf: (key) => Promise.resolve(states[key] ?? null),
      intervalMs: 60_000,
    });
    const page: string[] = [];
    const off = await hub.subscribe(['a', 'b', 'a'], (d) => page.push(d));
    const other = await hub.subscribe('c', () => undefined);
    expect(page).toEqual(['a1', 'b1']);
    expect(hub.size).toBe(3);
    expect(hub.connectionCount).toBe(2);
    version = 2;
    states.b = 'b2';
    await hub.tick();
    expect(page).toEqual(['a1', 'b1', 'b2']);
    off();
    off(); // a second call changes nothing
    expect(hub.size).toBe(1);
    expect(hub.connectionCount).toBe(1);
    other();
  });

  it('sends a page that changed while its first state was read, once, and never a state twice', async () => {
    let version = 1;
    const states: Record<string, string> = { a: 'a1', b: 'b1' };
    let hold: (() => void) | null = null;
    const hub = new LiveHub({
      readVersion: () => Promise.resolve(String(version)),
      stateOf: async (key) => {
        const state = states[key] ?? null;
        if (key === 'b' && hold === null) await new Promise<void>((r) => (hold = r));
        return state;
      },
      intervalMs: 60_000,
    });
    const a: string[] = [];
    const b: string[] = [];
    await hub.subscribe('a', (d) => a.push(d));
    const joining = hub.subscribe('b', (d) => b.push(d)); // b's first state (b1, at version 1) is being read
    await vi.waitFor(() => expect(hold).not.toBeNull());
    version = 2; // a write moves both pages
    states.a = 'a2';
    states.b = 'b2';
    await hub.tick(); // b has no stream yet: only a is computed
    expect(a).toEqual(['a1', 'a2']);
    hold!();
    await joining;
    expect(b).toEqual(['b1']); // read at version 1, the hub is at 2: b is computed again at once
    await vi.waitFor(() => expect(b).toEqual(['b1', 'b2']));
    await hub.tick();
    expect(a).toEqual(['a1', 'a2']);
    expect(b).toEqual(['b1', 'b2']);
    hub.stop();
  });

  describe('heartbeat', () => {
    afterEach(() => vi.useRealTimers());

    it('is one timer for every connection, sent once to a connection following several pages', async () => {
      vi.useFakeTimers();
      const hub = new LiveHub({
        readVersion: () => Promise.resolve('1'),
        stateOf: (key) => Promise.resolve(key),
        heartbeat: { everyMs: 1000, frame: 'beat' },
        intervalMs: 60_000,
      });
      const page: string[] = [];
      const single: string[] = [];
      const offPage = await hub.subscribe(['a', 'b'], (d) => page.push(d));
      const offSingle = await hub.subscribe('a', (d) => single.push(d));
      expect(vi.getTimerCount()).toBe(2); // the probe and the heartbeat, whatever the number of streams
      vi.advanceTimersByTime(1000);
      expect(page).toEqual(['a', 'b', 'beat']);
      expect(single).toEqual(['a', 'beat']);
      offPage();
      offSingle();
      expect(vi.getTimerCount()).toBe(0); // no stream: no timer
    });
  });
});
