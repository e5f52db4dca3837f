/**
 * A read that many callers share without ever answering one of them from before it asked: each caller gets
 * the result of a read that STARTED after its call. While a read is in flight, the callers that arrive wait
 * for it to end and then share the next one (one read for all of them). So under load one round trip serves a
 * whole wave of requests, and a change committed before a request arrived is always seen by it — unlike
 * sharedProbe, which may answer from a second ago.
 */
export type FreshRead<T> = () => Promise<T>;

export function freshRead<T>(read: () => Promise<T>): FreshRead<T> {
  let inFlight: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const mine = read().finally(() => {
      if (inFlight === mine) inFlight = undefined;
    });
    inFlight = mine;
    return mine;
  };
  return () => {
    if (!inFlight) return start();
    next ??= inFlight
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
