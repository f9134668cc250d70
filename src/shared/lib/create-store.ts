/**
 * The app's small typed client-state store (docs/decisions/009-client-stores.md). Each store holds one value,
 * tells its listeners when that value changes (compared with Object.is) and can go back to where it started.
 * React reads a store through useStore (./use-store).
 */

export type StoreListener<T> = (state: T) => void;

/** What readers of a store need: its state and its changes (what useStore takes). */
export interface ReadableStore<T> {
  /** The current state: the same value (Object.is) until it changes, so it is a safe React snapshot. */
  get(): T;
  /** Calls the listener with the new state after every change; returns the function that stops it. */
  subscribe(listener: StoreListener<T>): () => void;
}

export interface Store<T> extends ReadableStore<T> {
  /** Replaces the state; listeners hear of it only when the new state differs from the current one. */
  set(next: T): void;
  /** Sets what the updater makes of the current state. */
  update(updater: (current: T) => T): void;
  /** Back to the initial state. */
  reset(): void;
}

/** Where a store keeps its state when it is not memory: get reads it, set writes it (e.g. local storage). */
export interface StoreSource<T> {
  /** Must return the same value (Object.is) while nothing changed. */
  read(): T;
  write(next: T): void;
}

export interface StoreOptions<T> {
  source?: StoreSource<T>;
  /**
   * Runs when the first listener subscribes and gets `changed`, which tells the listeners the state changed
   * outside the store (another tab, the system); what it returns runs when the last listener leaves.
   */
  watch?: (changed: () => void) => () => void;
}

export function createStore<T>(initial: T, { source, watch }: StoreOptions<T> = {}): Store<T> {
  let state = initial;
  let unwatch: (() => void) | undefined;
  const listeners = new Set<StoreListener<T>>();

  const get = source ? () => source.read() : () => state;
  const changed = () => {
    const current = get();
    for (const listener of [...listeners]) listener(current);
  };
  const set = (next: T) => {
    if (Object.is(next, get())) return;
    if (source) source.write(next);
    else state = next;
    changed();
  };

  return {
    get,
    set,
    update: (updater) => set(updater(get())),
    reset: () => set(initial),
    subscribe(listener) {
      listeners.add(listener);
      if (watch && !unwatch) unwatch = watch(changed);
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        unwatch?.();
        unwatch = undefined;
      };
    },
  };
}

/** The state with `change` applied, or the state itself when no field of it changes (so nobody is told). */
export function mergeState<T extends object>(state: T, change: Partial<T>): T {
  const next = { ...state, ...change };
  return (Object.keys(next) as (keyof T)[]).every((key) => Object.is(next[key], state[key])) ? state : next;
}

/**
 * A `watch` for a store kept in local storage: calls `changed` when another tab writes `key` or clears the
 * storage. Returns the function that stops watching.
 */
export function watchStorageKey(key: string, changed: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) changed();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
