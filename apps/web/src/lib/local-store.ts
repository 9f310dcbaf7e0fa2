import { useSyncExternalStore } from 'react';

export interface LocalStore<T> {
  get: () => T;
  set: (change: Partial<T> | ((current: T) => Partial<T>)) => void;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
}

function readStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * A small typed store persisted in localStorage under one key, checked by `read` on load (a corrupt or
 * outdated value falls back to the defaults) and kept in sync across tabs.
 */
export function createLocalStore<T extends object>(
  key: string,
  read: (value: unknown) => T | null,
  defaults: T,
): LocalStore<T> {
  const listeners = new Set<() => void>();
  let snapshot: T | null = null;

  const load = (): T => {
    const raw = readStorage()?.getItem(key);
    if (!raw) return defaults;
    try {
      const stored: unknown = JSON.parse(raw);
      // Fields missing from an older or partial value take their defaults.
      return read(typeof stored === 'object' && stored !== null ? { ...defaults, ...stored } : stored) ?? defaults;
    } catch {
      return defaults;
    }
  };
  const notify = () => listeners.forEach((listener) => listener());

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== key && event.key !== null) return;
      snapshot = null;
      notify();
    });
  }

  const get = (): T => (snapshot ??= load());
  return {
    get,
    set: (change) => {
      const current = get();
      const next = { ...current, ...(typeof change === 'function' ? change(current) : change) };
      snapshot = next;
      readStorage()?.setItem(key, JSON.stringify(next));
      notify();
    },
    clear: () => {
      snapshot = defaults;
      readStorage()?.removeItem(key);
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Reads a store (or a slice of it) and re-renders when it changes. */
export function useLocalStore<T, S = T>(
  store: LocalStore<T>,
  select: (state: T) => S = (state) => state as unknown as S,
) {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.get()),
  );
}
