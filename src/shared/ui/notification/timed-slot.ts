import { createStore, type ReadableStore } from '@/shared/lib/create-store';
import { useStore } from '@/shared/lib/use-store';

/**
 * One notice on screen at a time (the toast, the bet banner): showing one replaces the one shown, and each hides
 * itself after its own duration. Every notice gets a new id, so the same text shown twice is a new notice.
 */
export type Shown<T> = T & { id: number };

/** Reads as a store of the notice on screen, or null. */
export interface TimedSlot<T> extends ReadableStore<Shown<T> | null> {
  /** Shows the notice for `durationMs` (null: until it is closed). Returns the function that closes this one only. */
  show(notice: T, durationMs: number | null): () => void;
  /** Hides whatever is on screen and cancels its timer. */
  hide(): void;
  /** The notice on screen, re-rendering the component when it changes. */
  useShown(): Shown<T> | null;
}

export function createTimedSlot<T extends object>(): TimedSlot<T> {
  const store = createStore<Shown<T> | null>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastId = 0;

  const publish = (next: Shown<T> | null, durationMs: number | null = null) => {
    clearTimeout(timer);
    timer = next && durationMs !== null ? setTimeout(() => close(next.id), Math.max(0, durationMs)) : undefined;
    store.set(next);
  };
  /** Closes the notice with this id if it is still the one on screen (a newer one is left alone). */
  const close = (id: number) => {
    if (store.get()?.id === id) publish(null);
  };

  return {
    get: store.get,
    subscribe: store.subscribe,
    show(notice, durationMs) {
      lastId += 1;
      const id = lastId;
      publish({ ...notice, id }, durationMs);
      return () => close(id);
    },
    hide: () => publish(null),
    useShown: () => useStore(store),
  };
}
