/**
 * A first-come, first-served gate: at most `limit` tasks run at once, the others wait their turn in order.
 * The sync push uses it so that a reconnect storm (hundreds of devices back online at once) is served a few
 * devices at a time: early arrivals finish early instead of every device waiting for the whole storm, and
 * the database pool is not fought over by hundreds of interleaved transactions.
 */
export interface Gate {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Running and waiting tasks, for tests and logs. */
  readonly load: { running: number; waiting: number };
}

export function createGate(limit: number): Gate {
  if (!Number.isInteger(limit) || limit < 1) throw new Error('a gate needs a limit of at least 1');
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < limit) running++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
