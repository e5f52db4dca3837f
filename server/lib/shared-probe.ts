/**
 * One answer shared by every caller for a moment: while a probe is in flight, callers wait on it; a success
 * is reused for `freshMs`; a failure is not kept (the next caller probes again). For checks that many requests
 * ask at once and whose answer a second old is as good as new — the health route's database round trip.
 */
export function sharedProbe(freshMs: number, probe: () => Promise<unknown>, now = () => Date.now()) {
  let inFlight: Promise<void> | undefined;
  let okAt = -Infinity;
  return function check(): Promise<void> {
    if (now() - okAt < freshMs) return Promise.resolve();
    inFlight ??= probe().then(
      () => {
        okAt = now();
        inFlight = undefined;
      },
      (error: unknown) => {
        inFlight = undefined;
        throw error;
      },
    );
    return inFlight;
  };
}
