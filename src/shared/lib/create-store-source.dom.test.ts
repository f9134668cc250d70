import { describe, expect, it, vi } from 'vitest';
import { createStore, watchStorageKey, type StoreSource } from './create-store';

// createStore over an outside source (local storage, another tab): reading and writing through it, and watching it.

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
