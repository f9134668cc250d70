import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTimedSlot } from './timed-slot';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createTimedSlot', () => {
  it('is empty until something is shown', () => {
    expect(createTimedSlot<{ text: string }>().get()).toBeNull();
  });

  it('shows a notice with a new id, and hides it exactly when its duration is over', () => {
    const slot = createTimedSlot<{ text: string }>();
    slot.show({ text: 'A' }, 300);
    expect(slot.get()).toEqual({ text: 'A', id: expect.any(Number) });
    vi.advanceTimersByTime(299);
    expect(slot.get()?.text).toBe('A');
    vi.advanceTimersByTime(1);
    expect(slot.get()).toBeNull();
  });

  it('keeps its own copy of the notice', () => {
    const slot = createTimedSlot<{ text: string }>();
    const notice = { text: 'A' };
    slot.show(notice, 100);
    notice.text = 'changed';
    expect(slot.get()?.text).toBe('A');
  });

  it('the newest replaces the one shown and brings its own timer', () => {
    const slot = createTimedSlot<{ text: string }>();
    slot.show({ text: 'A' }, 1000);
    vi.advanceTimersByTime(900);
    slot.show({ text: 'B' }, 1000);
    vi.advanceTimersByTime(500);
    expect(slot.get()?.text).toBe('B');
    vi.advanceTimersByTime(500);
    expect(slot.get()).toBeNull();
  });

  it('a null duration stays until it is closed or replaced', () => {
    const slot = createTimedSlot<{ text: string }>();
    const close = slot.show({ text: 'spinner' }, null);
    vi.advanceTimersByTime(60 * 60_000);
    expect(slot.get()?.text).toBe('spinner');
    close();
    expect(slot.get()).toBeNull();
  });

  it('a negative duration hides at the next tick', () => {
    const slot = createTimedSlot<{ text: string }>();
    slot.show({ text: 'A' }, -5);
    expect(slot.get()?.text).toBe('A');
    vi.advanceTimersByTime(0);
    expect(slot.get()).toBeNull();
  });

  it('the close function closes its own notice only', () => {
    const slot = createTimedSlot<{ text: string }>();
    const closeA = slot.show({ text: 'A' }, null);
    slot.show({ text: 'B' }, null);
    closeA();
    expect(slot.get()?.text).toBe('B');
  });

  it('the same text shown twice is a new notice with a new id', () => {
    const slot = createTimedSlot<{ text: string }>();
    slot.show({ text: 'same' }, 100);
    const first = slot.get();
    slot.show({ text: 'same' }, 100);
    expect(slot.get()?.id).not.toBe(first?.id);
    expect(slot.get()).not.toBe(first);
  });

  it('hide clears the notice and its timer, and hiding nothing tells nobody', () => {
    const slot = createTimedSlot<{ text: string }>();
    const listener = vi.fn();
    const stop = slot.subscribe(listener);
    slot.hide();
    expect(listener).not.toHaveBeenCalled();
    slot.show({ text: 'A' }, 1000);
    slot.hide();
    vi.advanceTimersByTime(5000);
    expect(slot.get()).toBeNull();
    expect(listener.mock.calls).toEqual([[expect.objectContaining({ text: 'A' })], [null]]);
    stop();
  });

  it('tells listeners of show, replace and auto-hide, and nothing after they unsubscribe', () => {
    const slot = createTimedSlot<{ text: string }>();
    const listener = vi.fn();
    const stop = slot.subscribe(listener);
    slot.show({ text: 'A' }, 100);
    slot.show({ text: 'B' }, 100);
    vi.advanceTimersByTime(100);
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    slot.show({ text: 'C' }, 100);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('slots are independent of each other', () => {
    const one = createTimedSlot<{ text: string }>();
    const two = createTimedSlot<{ text: string }>();
    one.show({ text: 'A' }, null);
    expect(two.get()).toBeNull();
    two.hide();
    expect(one.get()?.text).toBe('A');
  });
});
