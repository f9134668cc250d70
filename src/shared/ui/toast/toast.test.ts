import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TOAST_MS, ERROR_TOAST_MS, getToast, hideToast, showErrorToast, showLoadingToast, showToast, subscribeToast } from './toast';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  hideToast();
  vi.useRealTimers();
});

describe('showToast', () => {
  it('defaults to an info toast, centred, for 60000 ms (SPEC.md "Custom toast")', () => {
    showToast({ message: 'Hello' });
    expect(getToast()).toMatchObject({ message: 'Hello', type: 'info', durationMs: 60_000, position: 'center' });
    expect(DEFAULT_TOAST_MS).toBe(60_000);
  });

  it('hides itself exactly when its duration is over', () => {
    showToast({ message: 'Saved', type: 'success', durationMs: 1500, position: 'top' });
    vi.advanceTimersByTime(1499);
    expect(getToast()?.message).toBe('Saved');
    vi.advanceTimersByTime(1);
    expect(getToast()).toBeNull();
  });

  it('keeps the default toast for the full 60 s and no longer', () => {
    showToast({ message: 'Long' });
    vi.advanceTimersByTime(59_999);
    expect(getToast()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(getToast()).toBeNull();
  });

  it('shows one toast at a time: the newest replaces the old one and brings its own timer', () => {
    showToast({ message: 'First', durationMs: 1000 });
    vi.advanceTimersByTime(800);
    showToast({ message: 'Second', durationMs: 1000 });
    expect(getToast()?.message).toBe('Second');
    // The first toast's timer must not cut the second one short.
    vi.advanceTimersByTime(500);
    expect(getToast()?.message).toBe('Second');
    vi.advanceTimersByTime(500);
    expect(getToast()).toBeNull();
  });

  it('gives every toast a new id, even with the same text', () => {
    showToast({ message: 'Same' });
    const first = getToast()?.id;
    showToast({ message: 'Same' });
    expect(getToast()?.id).not.toBe(first);
  });

  it('returns a close function that closes only its own toast', () => {
    const closeFirst = showToast({ message: 'First' });
    showToast({ message: 'Second' });
    closeFirst();
    expect(getToast()?.message).toBe('Second');
  });
});

describe('showErrorToast', () => {
  it('is the red centred toast for 4000 ms', () => {
    showErrorToast('System error');
    expect(getToast()).toMatchObject({ message: 'System error', type: 'error', durationMs: 4000, position: 'center' });
    expect(ERROR_TOAST_MS).toBe(4000);
    vi.advanceTimersByTime(3999);
    expect(getToast()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(getToast()).toBeNull();
  });
});

describe('showLoadingToast', () => {
  it('stays until closed, however long that takes', () => {
    const close = showLoadingToast('Loading...');
    expect(getToast()).toMatchObject({ type: 'loading', durationMs: null });
    vi.advanceTimersByTime(10 * 60_000);
    expect(getToast()?.type).toBe('loading');
    close();
    expect(getToast()).toBeNull();
  });

  it('is replaced by a newer toast, and closing it later leaves that toast alone', () => {
    const close = showLoadingToast('Loading...');
    showErrorToast('Failed');
    close();
    expect(getToast()?.message).toBe('Failed');
  });
});

describe('hideToast and subscribeToast', () => {
  it('hides the toast and cancels its timer', () => {
    const listener = vi.fn();
    const stop = subscribeToast(listener);
    showToast({ message: 'Bye', durationMs: 1000 });
    hideToast();
    expect(getToast()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5000);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  it('notifies on show, replace and auto-hide, and not after unsubscribe', () => {
    const listener = vi.fn();
    const stop = subscribeToast(listener);
    showToast({ message: 'A', durationMs: 100 });
    showToast({ message: 'B', durationMs: 100 });
    vi.advanceTimersByTime(100);
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    showToast({ message: 'C' });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('keeps the same snapshot object between changes', () => {
    showToast({ message: 'Stable' });
    expect(getToast()).toBe(getToast());
  });
});
