/**
 * Live public pages (issue 52 item 2; docs/adr/0023-match-events-and-live-stream.md): one hub per server
 * process holds every open Server-Sent Events stream, by the page it watches (`fixture:<id>`). It watches the
 * database's `fixture` public read version — the row the public caches read, moved by triggers in the same
 * transaction as any change to what the pages show — with ONE probe per process, never one per client, and
 * only while a stream is open. When the version moves, each watched page's state is computed once and sent to
 * its streams only if it differs from what they last got, so a stream never sees the same state twice.
 *
 * Across processes the version row is the channel: a commit in any process moves it, and every process sees
 * the move on its next probe (`intervalMs`). A write through this process also `poke()`s the hub at once, so
 * its own streams hear of it without waiting for the probe.
 *
 * At scale (10,000 streams on one process, bench/streams.ts): a state's frame is made ONCE (`frame`, e.g. the
 * encoded Server-Sent Event) and the same bytes go to every stream of the page; ONE timer sends the heartbeat
 * to every connection (however many pages it follows); streams that connect together share one computation
 * of a page's state instead of one query each.
 */

export type Send<F = string> = (frame: F) => void;

export interface LiveHubOptions<F = string> {
  /** The current public read version (one query). */
  readVersion: () => Promise<string>;
  /** A page's state as the stream sends it (JSON), or null when the page no longer exists. */
  stateOf: (key: string) => Promise<string | null>;
  /** What every stream of a page is sent for a state, made once per state (default: the state itself). */
  frame?: (state: string) => F;
  /** Sent to every open connection every `everyMs` by one timer for them all (none when unset). */
  heartbeat?: { everyMs: number; frame: F };
  intervalMs?: number;
  onError?: (e: unknown) => void;
}

interface First {
  version: string;
  state: string | null;
}

interface Sent<F> {
  state: string;
  frame: F;
}

export class LiveHub<F = string> {
  private readonly streams = new Map<string, Set<Send<F>>>();
  /** Each watched page's last state and its frame (what every stream of it has been sent last). */
  private readonly sent = new Map<string, Sent<F>>();
  /** A page's first state being computed, shared by the streams that connect meanwhile. */
  private readonly pending = new Map<string, Promise<First>>();
  /** Pages whose first state was read at another version than the hub's: computed again on the next check. */
  private readonly dirty = new Set<string>();
  /** Each connection once, with the number of pages it follows (for the heartbeat). */
  private readonly connections = new Map<Send<F>, number>();
  private version: string | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly o: LiveHubOptions<F>) {}

  /** Open streams, one per page a connection follows (for tests and the bench). */
  get size(): number {
    let n = 0;
    for (const s of this.streams.values()) n += s.size;
    return n;
  }

  /** Open connections (a page's one stream following several fixtures counts once). */
  get connectionCount(): number {
    return this.connections.size;
  }

  /**
   * Adds a connection following `keys` and sends it each page's current state at once. Answers the function
   * that removes it (call it when the client goes away).
   */
  async subscribe(keys: string | readonly string[], send: Send<F>): Promise<() => void> {
    const list = typeof keys === 'string' ? [keys] : [...new Set(keys)];
    // A page already watched has its state here; a new one is read (once for the streams joining together).
    const firsts = new Map<string, First>();
    for (;;) {
      const wanted = list.filter((key) => !this.streams.has(key) && !firsts.has(key));
      if (wanted.length === 0) break;
      const got = await Promise.all(wanted.map((key) => this.first(key)));
      wanted.forEach((key, i) => firsts.set(key, got[i]!));
    }
    // From here on, synchronous: no check runs between a page's state being taken and the stream joining it.
    this.start();
    for (const key of list) {
      let set = this.streams.get(key);
      if (!set) {
        this.streams.set(key, (set = new Set()));
        const { version, state } = firsts.get(key)!;
        if (state !== null) this.sent.set(key, { state, frame: this.frameOf(state) });
        if (this.version === null) this.version = version;
        else if (version !== this.version) this.dirty.add(key);
      }
      set.add(send);
      const sent = this.sent.get(key);
      if (sent) send(sent.frame);
    }
    this.connections.set(send, (this.connections.get(send) ?? 0) + list.length);
    if (this.dirty.size > 0) this.poke();
    let off = false;
    return () => {
      if (off) return;
      off = true;
      for (const key of list) {
        const set = this.streams.get(key);
        set?.delete(send);
        if (set?.size === 0) {
          this.streams.delete(key);
          this.sent.delete(key);
          this.dirty.delete(key);
        }
      }
      this.connections.delete(send);
      if (this.streams.size === 0) this.stop();
    };
  }

  /** A write committed in this process: look at the version now rather than at the next probe. */
  poke(): void {
    if (this.streams.size > 0) void this.tick();
  }

  /** One probe; overlapping calls run once more after the current one, never in parallel. */
  tick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.check()
      .catch((e: unknown) => this.o.onError?.(e))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          void this.tick();
        }
      });
    return this.running;
  }

  private frameOf(state: string): F {
    return this.o.frame ? this.o.frame(state) : (state as F);
  }

  /** A page's state for a stream joining it, read after the version (so a later change is seen). */
  private first(key: string): Promise<First> {
    let p = this.pending.get(key);
    if (!p) {
      p = (async () => {
        const version = await this.o.readVersion();
        return { version, state: await this.o.stateOf(key) };
      })().finally(() => this.pending.delete(key));
      this.pending.set(key, p);
    }
    return p;
  }

  private async check(): Promise<void> {
    if (this.streams.size === 0) return;
    const version = await this.o.readVersion();
    const moved = version !== this.version;
    if (!moved && this.dirty.size === 0) return;
    this.version = version;
    const keys = moved ? [...this.streams.keys()] : [...this.dirty];
    this.dirty.clear();
    for (const key of keys) {
      const state = await this.o.stateOf(key);
      const set = this.streams.get(key);
      if (!set || state === null || state === this.sent.get(key)?.state) continue;
      const sent = { state, frame: this.frameOf(state) };
      this.sent.set(key, sent);
      for (const send of set) send(sent.frame);
    }
  }

  private start() {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.o.intervalMs ?? 250);
    this.timer.unref?.();
    const beat = this.o.heartbeat;
    if (beat) {
      this.heartbeat = setInterval(() => {
        for (const send of this.connections.keys()) send(beat.frame);
      }, beat.everyMs);
      this.heartbeat.unref?.();
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.timer = null;
    this.heartbeat = null;
    this.version = null;
  }
}
