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
 */

export type Send = (data: string) => void;

export interface LiveHubOptions {
  /** The current public read version (one query). */
  readVersion: () => Promise<string>;
  /** A page's state as the stream sends it (JSON), or null when the page no longer exists. */
  stateOf: (key: string) => Promise<string | null>;
  intervalMs?: number;
  onError?: (e: unknown) => void;
}

export class LiveHub {
  private readonly streams = new Map<string, Set<Send>>();
  private readonly sent = new Map<string, string>();
  private version: string | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly o: LiveHubOptions) {}

  /** Open streams (for tests and the bench). */
  get size(): number {
    let n = 0;
    for (const s of this.streams.values()) n += s.size;
    return n;
  }

  /**
   * Adds a stream for `key` and sends it the page's current state at once. Answers the function that removes
   * it (call it when the client goes away).
   */
  async subscribe(key: string, send: Send): Promise<() => void> {
    let set = this.streams.get(key);
    if (!set) this.streams.set(key, (set = new Set()));
    set.add(send);
    this.start();
    if (this.version === null) this.version = await this.o.readVersion();
    const state = this.sent.get(key) ?? (await this.o.stateOf(key));
    if (state !== null) {
      if (!this.sent.has(key)) this.sent.set(key, state);
      send(state);
    }
    return () => {
      set.delete(send);
      if (set.size === 0) {
        this.streams.delete(key);
        this.sent.delete(key);
      }
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

  private async check(): Promise<void> {
    const version = await this.o.readVersion();
    if (version === this.version) return;
    this.version = version;
    for (const [key, set] of [...this.streams]) {
      const state = await this.o.stateOf(key);
      if (state === null || state === this.sent.get(key)) continue;
      this.sent.set(key, state);
      for (const send of set) send(state);
    }
  }

  private start() {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.o.intervalMs ?? 250);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.version = null;
  }
}
