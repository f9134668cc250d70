import { useSyncExternalStore } from 'react';
import type { ReadableStore } from './create-store';

/**
 * A store's state (or the part `select` picks) in a component, which re-renders when it changes. `select` must
 * return the same value (Object.is) for the same state: pick a field, do not build a new object.
 */
export function useStore<T>(store: ReadableStore<T>): T;
export function useStore<T, S>(store: ReadableStore<T>, select: (state: T) => S): S;
export function useStore<T, S>(store: ReadableStore<T>, select?: (state: T) => S): T | S {
  const read: () => T | S = select ? () => select(store.get()) : store.get;
  return useSyncExternalStore(store.subscribe, read, read);
}
