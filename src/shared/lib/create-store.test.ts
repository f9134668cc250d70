import { describe, expect, it, vi } from 'vitest';
import { createStore, mergeState } from './create-store';

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
