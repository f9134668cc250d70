import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLongRunning, LONG_RUNNING_AFTER_MS, pageAgeMs, restartPageLife } from './page-life';

afterEach(() => vi.useRealTimers());

describe('page life', () => {
  it('counts as long-running from 10 s on', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    restartPageLife();
    expect(LONG_RUNNING_AFTER_MS).toBe(10_000);
    expect(isLongRunning()).toBe(false);
    vi.advanceTimersByTime(9_999);
    expect(pageAgeMs()).toBe(9_999);
    expect(isLongRunning()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isLongRunning()).toBe(true);
  });

  it('accepts an explicit clock and never reports a negative age', () => {
    restartPageLife(1_000);
    expect(pageAgeMs(500)).toBe(0);
    expect(isLongRunning(10_999)).toBe(false);
    expect(isLongRunning(11_000)).toBe(true);
  });
});
