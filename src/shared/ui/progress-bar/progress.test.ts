import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  doneProgress,
  getProgress,
  PROGRESS_CEILING,
  PROGRESS_FADE_MS,
  PROGRESS_START,
  PROGRESS_TRICKLE_MS,
  resetProgress,
  startProgress,
  subscribeProgress,
} from './progress';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  resetProgress();
  vi.useRealTimers();
});

describe('route progress', () => {
  it('is idle until a navigation starts', () => {
    expect(getProgress()).toEqual({ phase: 'idle', value: 0 });
  });

  it('starts at the start value and trickles forward on every step', () => {
    startProgress();
    expect(getProgress()).toEqual({ phase: 'running', value: PROGRESS_START });
    vi.advanceTimersByTime(PROGRESS_TRICKLE_MS - 1);
    expect(getProgress().value).toBe(PROGRESS_START);
    vi.advanceTimersByTime(1);
    const afterOne = getProgress().value;
    expect(afterOne).toBeGreaterThan(PROGRESS_START);
    vi.advanceTimersByTime(PROGRESS_TRICKLE_MS);
    expect(getProgress().value).toBeGreaterThan(afterOne);
  });

  it('never reaches the end while the navigation is pending', () => {
    startProgress();
    vi.advanceTimersByTime(60_000);
    expect(getProgress().phase).toBe('running');
    expect(getProgress().value).toBeLessThanOrEqual(PROGRESS_CEILING);
    expect(getProgress().value).toBeGreaterThan(0.9);
  });

  it('fills on done, then disappears after the fade', () => {
    startProgress();
    vi.advanceTimersByTime(400);
    doneProgress();
    expect(getProgress()).toEqual({ phase: 'done', value: 1 });
    // No more trickle once done.
    vi.advanceTimersByTime(PROGRESS_FADE_MS - 1);
    expect(getProgress()).toEqual({ phase: 'done', value: 1 });
    vi.advanceTimersByTime(1);
    expect(getProgress()).toEqual({ phase: 'idle', value: 0 });
  });

  it('keeps its place when started again while running', () => {
    startProgress();
    vi.advanceTimersByTime(PROGRESS_TRICKLE_MS * 3);
    const value = getProgress().value;
    startProgress();
    expect(getProgress().value).toBe(value);
  });

  it('starts over when a navigation begins during the fade, and the old fade does not hide it', () => {
    startProgress();
    doneProgress();
    vi.advanceTimersByTime(PROGRESS_FADE_MS / 2);
    startProgress();
    expect(getProgress()).toEqual({ phase: 'running', value: PROGRESS_START });
    vi.advanceTimersByTime(PROGRESS_FADE_MS);
    expect(getProgress().phase).toBe('running');
  });

  it('ignores done without a running bar', () => {
    const listener = vi.fn();
    const stop = subscribeProgress(listener);
    doneProgress();
    expect(getProgress().phase).toBe('idle');
    expect(listener).not.toHaveBeenCalled();
    stop();
  });

  it('notifies subscribers on start, trickle and done', () => {
    const listener = vi.fn();
    const stop = subscribeProgress(listener);
    startProgress();
    vi.advanceTimersByTime(PROGRESS_TRICKLE_MS);
    doneProgress();
    vi.advanceTimersByTime(PROGRESS_FADE_MS);
    expect(listener).toHaveBeenCalledTimes(4);
    stop();
  });
});
