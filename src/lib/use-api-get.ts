import { useCallback, useEffect, useState } from 'react';
import { apiGet } from '../api/client';

export type ApiGetState<T> =
  { status: 'loading' } | { status: 'ok'; data: T } | { status: 'error'; error: unknown };

/** GET once per path (null: nothing to fetch); `reload` asks again. Stale answers for an old path are dropped. */
export function useApiGet<T>(path: string | null): ApiGetState<T> & { reload: () => void } {
  const [state, setState] = useState<{ path: string | null; value: ApiGetState<T> }>({
    path: null,
    value: { status: 'loading' },
  });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (path === null) return;
    let live = true;
    apiGet<T>(path)
      .then((data) => live && setState({ path, value: { status: 'ok', data } }))
      .catch((error: unknown) => live && setState({ path, value: { status: 'error', error } }));
    return () => {
      live = false;
    };
  }, [path, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  const value: ApiGetState<T> = state.path === path ? state.value : { status: 'loading' };
  return { ...value, reload };
}
