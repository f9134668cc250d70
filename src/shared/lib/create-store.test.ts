import { describe, expect, it, vi } from 'vitest';
import { createStore, mergeState, watchStorageKey, type StoreSource } from './create-store';

describe('createStore', () => {
  it('starts with the initial state', () => {
    expect(createStore(3).get()).toBe(3);
    expect(createStore<string | null>(null).get()).toBeNull();
  });

  it('set replaces the state and tells every listener the new state', () => {
    const store = createStore({ count: 0 });
    const first = vi.fn();
    const second = vi.fn();
    store.subscribe(first);
    store.subscribe(second);
    const next = { count: 1 };
    store.set(next);
    expect(store.get()).toBe(next);
    expect(first).toHaveBeenCalledExactlyOnceWith(next);
    expect(second).toHaveBeenCalledExactlyOnceWith(next);
  });

  it('notifies only on a change, compared with Object.is', () => {
    const state = { a: 1 };
    const store = createStore<unknown>(state);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(state);
    expect(listener).not.toHaveBeenCalled();
    store.set({ a: 1 });
    expect(listener).toHaveBeenCalledTimes(1);

    const numbers = createStore(Number.NaN);
    const heard = vi.fn();
    numbers.subscribe(heard);
    numbers.set(Number.NaN);
    expect(heard).not.toHaveBeenCalled();
    numbers.set(0);
    numbers.set(-0);
    expect(heard.mock.calls).toEqual([[0], [-0]]);
  });

  it('update sets what the updater makes of the current state', () => {
    const store = createStore(1);
    const listener = vi.fn();
    store.subscribe(listener);
    store.update((n) => n + 1);
    store.update((n) => n * 10);
    expect(store.get()).toBe(20);
    expect(listener.mock.calls).toEqual([[2], [20]]);
  });

  it('an updater that returns the current state changes nothing', () => {
    const state = { open: true };
    const store = createStore(state);
    const listener = vi.fn();
    store.subscribe(listener);
    store.update((current) => current);
    expect(store.get()).toBe(state);
    expect(listener).not.toHaveBeenCalled();
  });

  it('reset goes back to the initial state, and tells listeners only when that is a change', () => {
    const initial = { tab: 0 };
    const store = createStore(initial);
    const listener = vi.fn();
    store.subscribe(listener);
    store.reset();
    expect(listener).not.toHaveBeenCalled();
    store.set({ tab: 2 });
    store.reset();
    expect(store.get()).toBe(initial);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenLastCalledWith(initial);
  });

  it('the unsubscribe function stops that listener only, and a second call does nothing', () => {
    const store = createStore(0);
    const kept = vi.fn();
    const dropped = vi.fn();
    store.subscribe(kept);
    const stop = store.subscribe(dropped);
    stop();
    stop();
    store.set(1);
    expect(kept).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
  });

  it('a listener subscribed twice is called once per change', () => {
    const store = createStore(0);
    const listener = vi.fn();
    store.subscribe(listener);
    store.subscribe(listener);
    store.set(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a listener that unsubscribes another during a change does not stop that change reaching it', () => {
    const store = createStore(0);
    const later = vi.fn();
    let stopLater = () => {};
    store.subscribe(() => stopLater());
    stopLater = store.subscribe(later);
    store.set(1);
    expect(later).toHaveBeenCalledTimes(1);
    store.set(2);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('a listener added during a change hears the next change, not this one', () => {
    const store = createStore(0);
    const added = vi.fn();
    const stop = store.subscribe(() => {
      store.subscribe(added);
      stop();
    });
    store.set(1);
    expect(added).not.toHaveBeenCalled();
    store.set(2);
    expect(added).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('a listener that sets the store again: the nested change reaches everyone, and get() gives the latest', () => {
    const store = createStore(0);
    const heard: number[] = [];
    const read: number[] = [];
    store.subscribe((n) => {
      if (n === 1) store.set(2);
    });
    store.subscribe((n) => {
      heard.push(n);
      read.push(store.get());
    });
    store.set(1);
    expect(store.get()).toBe(2);
    expect(heard).toEqual([2, 1]);
    expect(read).toEqual([2, 2]);
  });

  it('the methods work when taken off the store (fit useSyncExternalStore and callbacks)', () => {
    const { get, set, update, reset, subscribe } = createStore('a');
    const listener = vi.fn();
    subscribe(listener);
    set('b');
    update((s) => `${s}!`);
    expect(get()).toBe('b!');
    reset();
    expect(get()).toBe('a');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('stores are independent of each other', () => {
    const one = createStore(0);
    const two = createStore(0);
    const listener = vi.fn();
    two.subscribe(listener);
    one.set(5);
    expect(two.get()).toBe(0);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('createStore with a source', () => {
  function memorySource(start: string | null) {
    let held = start;
    const source: StoreSource<string | null> = { read: vi.fn(() => held), write: vi.fn((next) => (held = next)) };
    return { source, replace: (next: string | null) => (held = next) };
  }

  it('reads the state from the source every time, so outside writes show at once', () => {
    const { source, replace } = memorySource('x');
    const store = createStore<string | null>(null, { source });
    expect(store.get()).toBe('x');
    replace('y');
    expect(store.get()).toBe('y');
  });

  it('writes a change to the source and tells listeners what the source now holds', () => {
    const { source } = memorySource(null);
    const store = createStore<string | null>(null, { source });
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('token');
    expect(source.write).toHaveBeenCalledExactlyOnceWith('token');
    expect(listener).toHaveBeenCalledExactlyOnceWith('token');
  });

  it('compares with what the source holds, not with what was last set', () => {
    const { source, replace } = memorySource(null);
    const store = createStore<string | null>(null, { source });
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('a');
    replace(null);
    store.set('a');
    expect(listener).toHaveBeenCalledTimes(2);
    store.set('a');
    expect(source.write).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('update and reset go through the source', () => {
    const { source } = memorySource('a');
    const store = createStore<string | null>(null, { source });
    store.update((s) => `${s}b`);
    expect(store.get()).toBe('ab');
    store.reset();
    expect(store.get()).toBeNull();
    expect(source.write).toHaveBeenLastCalledWith(null);
  });
});

describe('createStore watch', () => {
  it('starts watching with the first listener and stops when the last one leaves', () => {
    const unwatch = vi.fn();
    const watch = vi.fn(() => unwatch);
    const store = createStore(0, { watch });
    expect(watch).not.toHaveBeenCalled();
    const stopA = store.subscribe(() => {});
    const stopB = store.subscribe(() => {});
    expect(watch).toHaveBeenCalledTimes(1);
    stopA();
    expect(unwatch).not.toHaveBeenCalled();
    stopB();
    stopB();
    expect(unwatch).toHaveBeenCalledTimes(1);
    store.subscribe(() => {});
    expect(watch).toHaveBeenCalledTimes(2);
  });

  it('changed() tells every listener the current state, even when the store itself did not set it', () => {
    let held = 'one';
    let changed = () => {};
    const store = createStore('one', {
      source: { read: () => held, write: (next) => (held = next) },
      watch: (onChange) => {
        changed = onChange;
        return () => {};
      },
    });
    const listener = vi.fn();
    store.subscribe(listener);
    held = 'two';
    changed();
    expect(listener).toHaveBeenCalledExactlyOnceWith('two');
  });

  it('a watcher may set the store, and listeners hear of it as of any change', () => {
    let fire = () => {};
    const store = createStore('light', {
      watch: () => {
        fire = () => store.set('dark');
        return () => {};
      },
    });
    const listener = vi.fn();
    store.subscribe(listener);
    fire();
    fire();
    expect(listener).toHaveBeenCalledExactlyOnceWith('dark');
  });
});

describe('mergeState', () => {
  it('applies the change as a new object', () => {
    const state = { a: 1, b: 'x' };
    const next = mergeState(state, { b: 'y' });
    expect(next).toEqual({ a: 1, b: 'y' });
    expect(next).not.toBe(state);
    expect(state).toEqual({ a: 1, b: 'x' });
  });

  it('returns the state itself when no field changes, so a store tells nobody', () => {
    const state = { a: 1, b: Number.NaN };
    expect(mergeState(state, {})).toBe(state);
    expect(mergeState(state, { a: 1, b: Number.NaN })).toBe(state);
    const store = createStore(state);
    const listener = vi.fn();
    store.subscribe(listener);
    store.update((current) => mergeState(current, { a: 1 }));
    expect(listener).not.toHaveBeenCalled();
    store.update((current) => mergeState(current, { a: 2 }));
    expect(listener).toHaveBeenCalledExactlyOnceWith({ a: 2, b: Number.NaN });
  });
});

describe('watchStorageKey', () => {
  it('calls back when another tab writes the key or clears the storage, until stopped', () => {
    const changed = vi.fn();
    const stop = watchStorageKey('token', changed);
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'language' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(changed).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('fits a store watch: listeners hear the stored value another tab wrote', () => {
    const store = createStore<string | null>(null, {
      source: { read: () => localStorage.getItem('shared'), write: (next) => localStorage.setItem('shared', String(next)) },
      watch: (changed) => watchStorageKey('shared', changed),
    });
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    localStorage.setItem('shared', 'from-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'shared' }));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'shared' }));
    expect(listener.mock.calls).toEqual([['from-other-tab']]);
  });
});
