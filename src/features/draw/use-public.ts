import { useEffect, useState } from 'react';
import { publicGet } from '../../api/client';

export type Loaded<T> = { state: 'loading' } | { state: 'ok'; data: T } | { state: 'error'; error: unknown };

const POLL_MS = 1000;
const POLL_MAX = 20;

/**
 * A public read. With `pollPending`, it is fetched again every second (at most 20 times) while the answer's
 * status is PENDING_PAYMENT: the result page waits for the payment event to reach the server.
 */
export function usePublic<T>(path: string, pollPending = false): Loaded<T> {
  const [loaded, setLoaded] = useState<{ path: string; value: Loaded<T> } | null>(null);
  useEffect(() => {
    let live = true;
    let rounds = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      publicGet<T>(path)
        .then((data) => {
          if (!live) return;
          setLoaded({ path, value: { state: 'ok', data } });
          const pending = (data as { status?: string }).status === 'PENDING_PAYMENT';
          if (pollPending && pending && ++rounds < POLL_MAX) timer = setTimeout(() => void load(), POLL_MS);
        })
        .catch((error: unknown) => {
          if (live) setLoaded({ path, value: { state: 'error', error } });
        });
    void load();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [path, pollPending]);
  return loaded?.path === path ? loaded.value : { state: 'loading' };
}
