/**
 * One answer shared by every caller for a moment: while a probe is in flight, callers wait on it; a success
 * is reused for `freshMs`; a failure is not kept (the next caller probes again). For checks that many requests
 * ask at once and whose answer a second old is as good as new — the health route's database round trip, the
 * version of the public answers (server/lib/public-answers.ts).
 *
 * `expire()` makes the next caller probe again, and a probe already in flight when it is called no longer
 * counts: after a write in this process, the next read sees it.
 */
export interface SharedProbe<T> {
  (): Promise<T>;
  expire(): void;
}

export function sharedProbe<T>(
  freshMs: number,
  probe: () => Promise<T>,
  now = () => Date.now(),
): SharedProbe<T> {
  let inFlight: Promise<T> | undefined;
  let okAt = -Infinity;
  let value: T | undefined;
  let generation = 0;
  const check = (): Promise<T> => {
    if (now() - okAt < freshMs) return Promise.resolve(value as T);
    if (inFlight) return inFlight;
    const mine = generation;
    const attempt = probe().then(
      (v) => {
        if (mine === generation) {
          value = v;
          okAt = now();
          inFlight = undefined;
        }
        return v;
      },
      (error: unknown) => {
        if (mine === generation) inFlight = undefined;
        throw error;
      },
    );
    inFlight = attempt;
    return attempt;
  };
  return Object.assign(check, {
    expire() {
      generation += 1;
      okAt = -Infinity;
      inFlight = undefined;
    },
  });
}
