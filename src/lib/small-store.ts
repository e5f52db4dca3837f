/** A value with subscribers, read in React through useSyncExternalStore: the shape of every small store. */
import { useSyncExternalStore } from 'react';

export interface SmallStore<T> {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function smallStore<T>(initial: T): SmallStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return;
      value = next;
      for (const l of listeners) l();
    },
    subscribe: (l) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
  };
}

export function useStore<T>(store: SmallStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get);
}
